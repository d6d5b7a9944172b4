// @ts-check
// The integration scorecard's cost: requests per second in process through its front (journal on, no faults) beside
// the simulator's own fetch (the same requests, nothing recorded), for a read (GET /single/{id}) and a write
// (POST /single with a fresh key); and the time to grade the journal those runs wrote.
import { randomUUID } from 'node:crypto';
import { createScorecard, grade, NO_FAULTS } from '../../packages/behaviour/src/scorecard/index.js';
import { createSimulator } from '../../packages/simulator/src/index.js';
import { pick, row, throughput, wallTime } from './stats.js';

const BASE = 'http://simulator.test/2.0';
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'content-type': 'application/json' };

/** @param {(input: string, init?: RequestInit) => Promise<Response>} fetch */
async function firstId(fetch) {
  const created = await fetch(`${BASE}/single`, {
    method: 'POST',
    headers: HEADERS,
    body: '{"method":"mb","value":5}',
  });
  return /** @type {{ id: string }} */ (await created.json()).id;
}

export async function measureScorecard() {
  const scorecard = await createScorecard({ plan: NO_FAULTS });
  const simulator = createSimulator({ log: () => {} });
  const through = (/** @type {string} */ input, /** @type {RequestInit | undefined} */ init) =>
    scorecard.fetch(input, init);
  const alone = (/** @type {string} */ input, /** @type {RequestInit | undefined} */ init) =>
    simulator.fetch(input, init);
  const ids = { front: await firstId(through), alone: await firstId(alone) };
  const read = (/** @type {typeof through} */ fetch, /** @type {string} */ id) => async () =>
    (await fetch(`${BASE}/single/${id}`, { headers: HEADERS })).arrayBuffer();
  const write = (/** @type {typeof through} */ fetch) => async () =>
    (
      await fetch(`${BASE}/single`, {
        method: 'POST',
        headers: { ...HEADERS, 'Idempotency-Key': randomUUID() },
        body: '{"method":"mb","value":5}',
      })
    ).arrayBuffer();
  const reads = await throughput({
    'through the scorecard': read(through, ids.front),
    'simulator alone': read(alone, ids.alone),
  });
  const writes = await throughput({ 'through the scorecard': write(through), 'simulator alone': write(alone) });
  // the journal the throughput runs wrote, up to its first 10 000 entries, graded
  const entries = scorecard.journal.entries.slice(0, 10_000);
  grade(entries); // the catalogue is read once, on the first grading
  const grading = await wallTime({ grade: async () => grade(entries) });
  await scorecard.close();
  return [
    row({
      figure: 'Scorecard front, GET /single/{id} in process (req/s)',
      unit: 'req/s',
      ours: pick(reads, 'through the scorecard'),
      peers: [pick(reads, 'simulator alone')],
    }),
    row({
      figure: 'Scorecard front, POST /single in process (req/s)',
      unit: 'req/s',
      ours: pick(writes, 'through the scorecard'),
      peers: [pick(writes, 'simulator alone')],
    }),
    row({
      figure: `Scorecard grading of a journal of ${entries.length} entries (ms)`,
      unit: 'ms',
      ours: pick(grading, 'grade'),
      peers: [],
    }),
  ];
}
