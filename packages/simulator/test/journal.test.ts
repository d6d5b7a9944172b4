// The core's side of --state (issue 36), with a journal given in process as a browser or worker would give one: a
// write is answered only once its line is durable, the lines rebuild the state (ids and keys included), reads write
// nothing, and a journal that fails makes the write answer 500 saying so instead of acknowledging it.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';
import { applyLine, finishBuilding, startBuilding } from '../src/journal.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

function heldJournal() {
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  let reached = () => {};
  return {
    lines,
    /** Resolves once a line has been given to the journal. */
    reached: new Promise<void>((resolve) => {
      reached = resolve;
    }),
    release: () => {
      for (const done of waiting.splice(0)) done();
    },
    journal: {
      append: (line: string) =>
        new Promise<void>((resolve) => {
          lines.push(line);
          waiting.push(resolve);
          reached();
        }),
    },
  };
}

const post = (simulator: ReturnType<typeof createSimulator>, body: object, key?: string) =>
  simulator.fetch('http://simulator.test/single', {
    method: 'POST',
    headers: { ...HEADERS, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

describe('a journal given to createSimulator', () => {
  it('answers a write only once its line is durable', async () => {
    const held = heldJournal();
    const simulator = createSimulator({ journal: held.journal });
    let answered = false;
    const answer = post(simulator, { method: 'mb', value: 10 }).then((response) => {
      answered = true;
      return response;
    });
    await held.reached;
    // the line is with the journal, not yet durable: once every pending step has run, the answer still waits
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.lines).toHaveLength(1);
    expect(answered).toBe(false);
    held.release();
    expect((await answer).status).toBe(201);
  });

  it('waits for a line someone else wrote: a persist with nothing new resolves only once earlier lines are durable', async () => {
    // a write's changes can go out in a concurrent write's line, or the ticker's: its own persist then finds
    // nothing new, and answering at once would acknowledge a change not yet on disk (found by SIGKILL x10)
    const held = heldJournal();
    const simulator = createSimulator({ journal: held.journal });
    const answer = post(simulator, { method: 'mb', value: 10 });
    await held.reached;
    let durable = false;
    const persisted = simulator.persist().then(() => {
      durable = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(durable).toBe(false);
    held.release();
    await persisted;
    expect((await answer).status).toBe(201);
  });

  it('rebuilds the state from its lines: payments, keys and the seeded ids, so no id is made twice', async () => {
    const lines: string[] = [];
    const first = createSimulator({ seed: 9, journal: { append: async (line) => void lines.push(line) } });
    const made = (await (await post(first, { method: 'mb', value: 10, key: 'a' }, 'k-1')).json()) as { id: string };
    await first.fetch(`http://simulator.test/single/${made.id}`, { headers: HEADERS });
    const linesAfterRead = lines.length;
    const building = startBuilding(undefined);
    for (const line of lines) applyLine(building, JSON.parse(line));
    const second = createSimulator({ seed: 9, state: finishBuilding(building) });
    const replay = await post(second, { method: 'mb', value: 10, key: 'a' }, 'k-1');
    expect([replay.headers.get('idempotency-replay'), ((await replay.json()) as { id: string }).id]).toEqual([
      'true',
      made.id,
    ]);
    const next = (await (await post(second, { method: 'mb', value: 11 })).json()) as { id: string };
    expect(next.id).not.toBe(made.id);
    expect(lines.length).toBe(linesAfterRead); // a GET wrote nothing
    expect(linesAfterRead).toBe(1);
  });

  it('answers 500 saying so, and does not acknowledge, when the journal cannot be written', async () => {
    const logged: string[] = [];
    const simulator = createSimulator({
      journal: { append: () => Promise.reject(new Error('ENOSPC: no space left on device')) },
      log: (message) => logged.push(message),
    });
    const answer = await post(simulator, { method: 'mb', value: 10 });
    expect(answer.status).toBe(500);
    expect(JSON.stringify(await answer.json())).toMatch(/could not make this write durable/);
    expect(logged.join('\n')).toMatch(/ENOSPC/);
  });
});
