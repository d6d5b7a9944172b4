// A state (a snapshot, or a journal line) is checked against the spec's schemas before anything is loaded, and
// refused naming the record and the field: until issue 36 only ids were checked, so a wrong-shaped record loaded and
// then answered 500 or broke the spec.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';
import { applyLine, finishBuilding, startBuilding } from '../src/journal.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

async function savedState() {
  const simulator = createSimulator();
  await simulator.fetch('http://simulator.test/single', {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ method: 'cc', type: 'sale', value: 10 }),
  });
  return JSON.parse(JSON.stringify(simulator.exportState()));
}

describe('a state is checked against the spec before it is loaded', () => {
  it.each([
    [
      'a value of the wrong type',
      (single: Record<string, unknown>) => (single.value = 'ten'),
      /singles\[0\] \(id [0-9a-f-]+\) field 'value' must be number/,
    ],
    [
      'a customer that is not an object',
      (single: Record<string, unknown>) => {
        single.customer = 'Ana';
      },
      /field 'customer'/,
    ],
    [
      'no creation time',
      (single: Record<string, unknown>) => delete single.createdAt,
      /field 'createdAt' must be a number/,
    ],
    [
      'no bookkeeping',
      (single: Record<string, unknown>) => delete single.internal,
      /field 'internal' must be an object/,
    ],
  ])('refuses %s, naming the record and the field', async (_name, spoil, message) => {
    const state = await savedState();
    spoil(state.accounts['simulator-account'].records.singles[0]);
    expect(() => createSimulator({ state })).toThrow(message);
  });

  it('refuses a wrong-shaped capture, naming its family', async () => {
    const state = await savedState();
    state.accounts['simulator-account'].records.captures[0].status = 42;
    expect(() => createSimulator({ state })).toThrow(/records\.captures\[0\] .*field 'status'/);
  });

  it('loads what it saved', async () => {
    const state = await savedState();
    expect(createSimulator({ state }).stateOf('simulator-account').singles.size).toBe(1);
  });
});

describe('journal lines', () => {
  it('apply in order over a snapshot, the last line about a record winning', async () => {
    const state = await savedState();
    const building = startBuilding(state);
    const single = structuredClone(state.accounts['simulator-account'].records.singles[0]);
    applyLine(building, {
      now: state.now,
      ids: 5,
      records: [['simulator-account', 'singles', { ...single, key: 'changed' }]],
      keys: [['simulator-account\nk', { at: 1, fingerprint: 'f', answer: { status: 201, body: {}, headers: {} } }]],
    });
    const built = finishBuilding(building);
    expect(built.accounts['simulator-account']?.records.singles).toEqual([{ ...single, key: 'changed' }]);
    expect([built.ids, built.keys.length]).toEqual([5, 1]);
    expect(createSimulator({ state: built }).stateOf('simulator-account').singles.get(single.id)?.key).toBe('changed');
  });

  it.each([
    [{ now: 'yesterday' }, /field 'now'/],
    [{ now: '2026-11-28T12:00:00.000Z', ids: -1 }, /field 'ids'/],
    [{ now: '2026-11-28T12:00:00.000Z', records: [['a', 'pets', { id: 'x' }]] }, /records\[0\] must be .*family/],
    [
      { now: '2026-11-28T12:00:00.000Z', records: [['a', 'refunds', { id: 'x', createdAt: 1, value: 'ten' }]] },
      /records\[0\] \(refunds of account 'a' id x\) field/,
    ],
    [{ now: '2026-11-28T12:00:00.000Z', keys: [['slot', { at: 'then' }]] }, /keys\[0\]/],
  ])('refuses %j naming the field', (line, message) => {
    expect(() => applyLine(startBuilding(undefined), line)).toThrow(message);
  });
});
