// @ts-check
// The fault plan a scorecard run puts the merchant's code under: faults on requests (each taken by the first try of a
// request it matches, never by a resend, so that what the code does after it shows), and faults on the notifications
// the simulator delivers. The default plan meets every client-side rule the scorecard grades; a plan can also be
// drawn, and a failure shrunk to its shortest plan, with fast-check (`planArbitrary`, `shortestFailure`).
import fc from 'fast-check';

/**
 * Clock faults move the simulator's clock (its public `clock.advance`), each on the first try of the request it fits:
 * `no-answer past-24h`, on a POST or PATCH: the request takes effect, its answer is lost, and the clock moves past
 * the key's retention (Limits: "purged after 24 hours, after which a reused key starts a fresh request") before the
 * resend; `past-cutoff`, on a DELETE: the clock moves past 18:00 Europe/Lisbon (Limits: the direct-debit cutoff for
 * cancelling) before the request reaches the simulator. Neither is in the default plan: moving the clock a day
 * forward expires checkouts and links and runs collections a user's own test did not ask for.
 */
export const CLOCK_FAULTS = /** @type {const} */ (['no-answer past-24h', 'past-cutoff']);

/**
 * `no-answer`: the request takes effect, then the connection drops (the answer is lost); `slow`: the answer waits
 * `SLOW_MS` first; a status (`429`, `500`, `502`, `503`), optionally with `retry:true` or `retry:false` for
 * X-Service-Should-Retry: answered at once, without reaching the simulator (a 429 carries Retry-After: 1).
 */
export const REQUEST_FAULTS = /** @type {const} */ ([
  'no-answer',
  'slow',
  '429',
  '500',
  '500 retry:true',
  '500 retry:false',
  '502',
  '503',
  '503 retry:true',
  '503 retry:false',
  'no-answer past-24h',
  'past-cutoff',
]);
/** The methods a request fault fits (clock faults fit only the requests their rule is about). @param {string} kind */
export function faultFits(kind, /** @type {string} */ method) {
  if (kind === 'no-answer past-24h') return method === 'POST' || method === 'PATCH';
  if (kind === 'past-cutoff') return method === 'DELETE';
  return true;
}

/**
 * `duplicated`: delivered twice, as it is; `re-dated`: delivered again with its date written otherwise (the same
 * instant, in ISO 8601 with a zone); `forged`: a copy with another id and a wrong Authorization; `contradicted`: a
 * copy with the right Authorization whose status the details contradict; `out-of-order`: held back until the next
 * delivery has gone.
 */
export const NOTIFICATION_FAULTS = /** @type {const} */ ([
  'duplicated',
  're-dated',
  'forged',
  'contradicted',
  'out-of-order',
]);
export const SLOW_MS = 300;

/**
 * @typedef {{ on: 'write' | 'read' | 'any', kind: typeof REQUEST_FAULTS[number] }} RequestFault
 * @typedef {{ requests: RequestFault[], notifications: (typeof NOTIFICATION_FAULTS[number])[] }} FaultPlan
 */

/** @type {FaultPlan} */
export const DEFAULT_PLAN = Object.freeze({
  requests: [
    { on: 'write', kind: 'no-answer' },
    { on: 'write', kind: '500' },
    { on: 'write', kind: '503 retry:false' },
    { on: 'write', kind: '429' },
    { on: 'read', kind: '503' },
    { on: 'read', kind: '500' },
    { on: 'write', kind: '503 retry:true' },
    { on: 'any', kind: 'slow' },
  ],
  notifications: ['duplicated', 're-dated', 'forged', 'contradicted'],
});

/** @type {FaultPlan} */
export const NO_FAULTS = Object.freeze({ requests: [], notifications: [] });

/** Reads a plan (a JSON text or object), naming the field that is wrong. @param {unknown} value @returns {FaultPlan} */
export function checkPlan(value) {
  const plan = typeof value === 'string' ? JSON.parse(value) : value;
  if (!plan || typeof plan !== 'object')
    throw new TypeError('a fault plan must be an object { requests, notifications }');
  const { requests = [], notifications = [] } = /** @type {any} */ (plan);
  if (!Array.isArray(requests)) throw new TypeError("fault plan field 'requests' must be an array");
  if (!Array.isArray(notifications)) throw new TypeError("fault plan field 'notifications' must be an array");
  requests.forEach((fault, i) => {
    if (!['write', 'read', 'any'].includes(fault?.on))
      throw new TypeError(`fault plan field 'requests[${i}].on' must be write, read or any`);
    if (!REQUEST_FAULTS.includes(fault?.kind))
      throw new TypeError(`fault plan field 'requests[${i}].kind' must be one of ${REQUEST_FAULTS.join(', ')}`);
  });
  notifications.forEach((fault, i) => {
    if (!NOTIFICATION_FAULTS.includes(fault))
      throw new TypeError(`fault plan field 'notifications[${i}]' must be one of ${NOTIFICATION_FAULTS.join(', ')}`);
  });
  return { requests: requests.map((/** @type {any} */ f) => ({ on: f.on, kind: f.kind })), notifications };
}

/** Plans fast-check draws: up to `maxFaults` request faults and any notification faults. */
export function planArbitrary({ maxFaults = 6, clock = false } = {}) {
  return fc.record({
    requests: fc.array(
      fc.record({
        on: fc.constantFrom(
          /** @type {const} */ ('write'),
          /** @type {const} */ ('read'),
          /** @type {const} */ ('any'),
        ),
        // clock faults move a run's time a day forward: drawn only when asked for (`clock: true`)
        kind: fc.constantFrom(
          ...REQUEST_FAULTS.filter((kind) => clock || !CLOCK_FAULTS.includes(/** @type {any} */ (kind))),
        ),
      }),
      { maxLength: maxFaults },
    ),
    notifications: fc.subarray([...NOTIFICATION_FAULTS]),
  });
}

/**
 * Runs `scenario` under drawn plans until one breaks a rule, then shrinks that plan to the shortest that still
 * breaks one (fast-check's shrinking); undefined when `runs` plans broke none.
 * @template {{ broken: string[] }} R
 * @param {(plan: FaultPlan) => Promise<R>} scenario
 * @param {{ runs?: number, seed?: number, maxFaults?: number }} [options]
 * @returns {Promise<{ plan: FaultPlan, result: R } | undefined>}
 */
export async function shortestFailure(scenario, { runs = 30, seed, maxFaults } = {}) {
  /** @type {{ plan: FaultPlan, result: R } | undefined} */
  let last;
  const details = await fc.check(
    fc.asyncProperty(planArbitrary({ maxFaults }), async (plan) => {
      const result = await scenario(plan);
      if (result.broken.length === 0) return true;
      last = { plan, result };
      return false;
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  if (!details.failed || !details.counterexample) return undefined;
  const [plan] = details.counterexample;
  // the last failing run fast-check made is its shrunk counterexample; run it again if shrinking ended elsewhere
  return last && last.plan === plan ? last : { plan, result: await scenario(plan) };
}

/**
 * Shrinks a plan that breaks a rule by taking faults out one at a time, keeping each removal after which `breaks`
 * still holds, pass after pass until a pass takes none out or `runs` runs are spent (each run is a whole run of the
 * merchant's command, so the bound matters more than minimality).
 * @param {FaultPlan} plan a plan under which `breaks` holds
 * @param {(plan: FaultPlan) => Promise<boolean>} breaks
 * @param {{ runs?: number }} [options]
 * @returns {Promise<{ plan: FaultPlan, runs: number }>}
 */
export async function shrinkPlan(plan, breaks, { runs = 30 } = {}) {
  let current = checkPlan(plan);
  let spent = 0;
  /** The faults of a plan in one list, notification faults after request faults. @param {FaultPlan} p */
  const size = (p) => p.requests.length + p.notifications.length;
  /** `p` without its fault at `i`. @param {FaultPlan} p @param {number} i @returns {FaultPlan} */
  const without = (p, i) =>
    i < p.requests.length
      ? { ...p, requests: p.requests.filter((_, j) => j !== i) }
      : { ...p, notifications: p.notifications.filter((_, j) => j !== i - p.requests.length) };
  let removed = true;
  while (removed && spent < runs) {
    removed = false;
    // the fault at i is tried once a pass; after a removal the next fault has moved to i
    for (let i = 0; i < size(current) && spent < runs; ) {
      const candidate = without(current, i);
      spent++;
      if (await breaks(candidate)) {
        current = candidate;
        removed = true;
      } else i++;
    }
  }
  return { plan: current, runs: spent };
}
