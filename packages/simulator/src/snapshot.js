// @ts-check
// The simulator's state as JSON, and a simulator started from it (`createSimulator({ state })`, `--state FILE`), so a
// suite can begin from a fixture and a developer can keep a session. A snapshot holds every account's records and
// config, the idempotency keys and the clock; a direct debit still being collected is collected again after loading
// (48 business hours from its creation). Other pending effects are not carried (listed in the simulator guide).

import { rearmCollection } from './resources/events.js';
import { FAMILIES } from './state.js';

export const SNAPSHOT_FORMAT = 'payments-simulator-state/1';

/**
 * @typedef {{ format: string, now: string, accounts: Record<string, { config: Record<string, string | undefined>,
 *   records: Record<string, unknown[]> }>, keys: [string, unknown][] }} Snapshot
 */

/** @param {import('./simulator.js').Simulator} simulator @param {Map<string, import('./state.js').AccountState>} states @returns {Snapshot} */
export function exportState(simulator, states) {
  /** @type {Snapshot['accounts']} */
  const accounts = {};
  for (const [accountId, state] of states) {
    /** @type {Record<string, unknown[]>} */
    const records = {};
    for (const family of FAMILIES) records[family] = state[family].values();
    accounts[accountId] = { config: { ...state.config }, records };
  }
  return {
    format: SNAPSHOT_FORMAT,
    now: new Date(simulator.clock.now()).toISOString(),
    accounts,
    keys: simulator.keys.entries(),
  };
}

/** @param {unknown} snapshot @returns {asserts snapshot is Snapshot} */
function checkSnapshot(snapshot) {
  const given = /** @type {Partial<Snapshot>} */ (snapshot);
  if (!given || typeof given !== 'object' || given.format !== SNAPSHOT_FORMAT)
    throw new TypeError(`state: field 'format' must be '${SNAPSHOT_FORMAT}' (a file written by exportState)`);
  if (typeof given.now !== 'string' || Number.isNaN(Date.parse(given.now)))
    throw new TypeError("state: field 'now' must be an ISO 8601 date-time");
  if (!given.accounts || typeof given.accounts !== 'object') throw new TypeError("state: field 'accounts' is required");
  if (!Array.isArray(given.keys)) throw new TypeError("state: field 'keys' must be an array");
}

/** @param {import('./simulator.js').Simulator} simulator @param {unknown} snapshot */
export function importState(simulator, snapshot) {
  checkSnapshot(snapshot);
  simulator.clock.resume(Date.parse(snapshot.now));
  for (const [accountId, saved] of Object.entries(snapshot.accounts)) {
    const state = simulator.stateOf(accountId);
    Object.assign(state.config, saved.config);
    for (const family of FAMILIES)
      for (const record of saved.records?.[family] ?? []) state[family].set(/** @type {any} */ (record).id, record);
    for (const record of state.captures.values()) rearmCollection(simulator, accountId, record);
  }
  simulator.keys.restore(snapshot.keys);
}
