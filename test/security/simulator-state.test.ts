// Threat: saved state is lost or corrupted across a restart. Ids never repeat (the seeded generator's position is
// saved), a body that could break the export is refused on the way in, a bad state file is refused naming file,
// record and field, and a save is atomic: a failed one keeps the previous file and says why.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';
import { main, saveState } from '../../packages/simulator/src/cli.js';

const headers = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };
const BASE = 'http://simulator.test/2.0';

async function newSingle(simulator: ReturnType<typeof createSimulator>, key: string) {
  const answer = await simulator.fetch(`${BASE}/single`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': key },
    body: JSON.stringify({ method: 'cc', type: 'sale', value: 10 }),
  });
  return (await answer.json()) as { id: string };
}

describe('ids never repeat across a restart', () => {
  it('goes on from the saved position with the same seed, so a new payment never overwrites a saved one', async () => {
    const first = createSimulator({ seed: 7 });
    const saved = await newSingle(first, 'key-a');
    const state = JSON.parse(JSON.stringify(first.exportState()));
    const again = createSimulator({ seed: 7, state });
    const made = await newSingle(again, 'key-b');
    expect(made.id).not.toBe(saved.id);
    // the saved key still replays the saved payment
    expect((await newSingle(again, 'key-a')).id).toBe(saved.id);
    const read = await again.fetch(`${BASE}/single/${saved.id}`, { headers });
    expect(read.status).toBe(200);
  });
});

describe('a body that could break the export is refused on the way in', () => {
  it('refuses a body nested 5 000 levels deep with 400, and the state export still answers', async () => {
    const simulator = createSimulator();
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const answer = await simulator.fetch(`${BASE}/config`, { method: 'PATCH', headers, body: deep });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toEqual([expect.stringMatching(/deeper than 64 levels/)]);
    const state = await simulator.fetch('http://simulator.test/__simulator/state');
    expect(state.status).toBe(200);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a state spoiled field by field, as a hand-edited file would be
type Loose = any;

describe('a bad state is refused naming file, record and field', () => {
  const good = () => JSON.parse(JSON.stringify(createSimulator().exportState()));
  it.each([
    [
      'a null record',
      (s: Loose) => (s.accounts.x = { config: {}, records: { singles: [null] } }),
      /accounts\['x'\]\.records\.singles\[0\] must be an object/,
    ],
    [
      'a record without an id',
      (s: Loose) => (s.accounts.x = { config: {}, records: { captures: [{ value: 1 }] } }),
      /accounts\['x'\]\.records\.captures\[0\] field 'id' must be a non-empty string/,
    ],
    [
      'records that are not a list',
      (s: Loose) => (s.accounts.x = { records: { refunds: {} } }),
      /accounts\['x'\]\.records\.refunds must be an array/,
    ],
    ['a key that is not a record', (s: Loose) => (s.keys = [['slot', null]]), /keys\[0\] must hold a record/],
    ['an id position that is not one', (s: Loose) => (s.ids = -1), /field 'ids' must be a whole number/],
  ])('refuses %s', (_name, spoil, message) => {
    const state = good();
    spoil(state);
    expect(() => createSimulator({ state })).toThrow(message);
  });

  it('names the file from the command, which exits 1 without starting', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulator-state-'));
    const file = join(dir, 'state.json');
    const state = good();
    state.accounts.x = { config: {}, records: { singles: [null] } };
    writeFileSync(file, JSON.stringify(state));
    let said = '';
    const stderr = {
      write: (text: string) => {
        said += text;
        return true;
      },
    } as unknown as NodeJS.WritableStream;
    const result = await main(['--port', '0', '--state', file], { stderr });
    expect(result.exitCode).toBe(1);
    expect(said).toContain(`--state ${file}: accounts['x'].records.singles[0] must be an object`);
  });
});

describe('a save is atomic', () => {
  it('writes the new state whole and leaves no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulator-save-'));
    const file = join(dir, 'state.json');
    saveState(file, () => ({ saved: 1 }));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ saved: 1 });
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('keeps the previous file when the state cannot be written, and says why', () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulator-save-'));
    const file = join(dir, 'state.json');
    writeFileSync(file, '{"previous":true}\n');
    expect(() =>
      saveState(file, () => {
        throw new RangeError('Maximum call stack size exceeded');
      }),
    ).toThrow(
      new RegExp(`state was not saved to ${file} \\(Maximum call stack size exceeded\\); the previous file is kept`),
    );
    expect(readFileSync(file, 'utf8')).toBe('{"previous":true}\n');
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('keeps the previous file when the directory cannot take the new one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'simulator-save-')), 'missing', 'state.json');
    expect(() => saveState(file, () => ({}))).toThrow(/state was not saved .*ENOENT/);
    expect(existsSync(file)).toBe(false);
  });
});

describe('no kept direct debit stays pending for ever', () => {
  it('collects a debit at once when `capacity` timers are already pending', async () => {
    const simulator = createSimulator({ capacity: 2 });
    await simulator.clock.set(Date.parse('2030-01-07T10:00:00Z'));
    // the first two in another account: each account holds at most `capacity` payments, the clock's timers are shared
    const debit = async (account = 'simulator-limited') => {
      const answer = await simulator.fetch(`${BASE}/single`, {
        method: 'POST',
        headers: { ...headers, AccountId: account },
        body: JSON.stringify({
          method: 'dd',
          value: 10,
          customer: { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' },
          sdd_mandate: {
            name: 'Ana Silva',
            iban: 'PT50002700000001234567833',
            account_holder: 'Ana Silva',
            email: 'ana@example.com',
            phone: '911234567',
          },
        }),
      });
      expect(answer.status).toBe(201);
      return (await answer.json()) as { capture: { id: string } };
    };
    await debit();
    await debit(); // two collections wait: the timers are full
    const third = await debit('simulator-account');
    const capture = await simulator.fetch(`${BASE}/capture/${third.capture.id}`, { headers });
    expect(((await capture.json()) as { status: string }).status).toBe('success');
  });
});
