// @ts-check
// The simulator's state as JSON, and a simulator started from it (`createSimulator({ state })`, `--state FILE`), so a
// suite can begin from a fixture and a developer can keep a session. A snapshot holds every account's records and
// config, the idempotency keys and the clock; a direct debit still being collected is collected again after loading
// (48 business hours from its creation). Other pending effects are not carried (listed in the simulator guide).
// The id generator's position is saved too (`ids`), so a seeded simulator started again from the file goes on
// where it stopped instead of making its first ids again. A file that is not such a snapshot is refused naming
// the record and field at fault: every record is checked against its family's schema in the spec (record-check.js).
// `generation` numbers the snapshots a durable state writes (journal.js): a journal applies only to its own.

import { recordProblem } from './record-check.js';
import { liftLater } from './resources/holds.js';
import { rearmCollection } from './resources/settlement.js';
import { FAMILIES } from './state.js';

export const SNAPSHOT_FORMAT = 'payments-simulator-state/1';

/**
 * @typedef {{ format: string, now: string, accounts: Record<string, { config: Record<string, string | undefined>,
 *   records: Record<string, unknown[]> }>, keys: [string, unknown][], ids?: number, generation?: number }} Snapshot
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
    ...ids(simulator.idPosition()),
  };
}

/** @param {number | undefined} position @returns {{ ids?: number }} */
const ids = (position) => (position === undefined ? {} : { ids: position });

const isObject = (/** @type {unknown} */ value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** @param {string} where @param {string} rule */
const bad = (where, rule) => new TypeError(`state: ${where} ${rule}`);

/** @param {unknown} ids */
export const idsProblem = (ids) =>
  ids !== undefined &&
  !(Number.isInteger(ids) && /** @type {number} */ (ids) >= 0 && /** @type {number} */ (ids) < 2 ** 32)
    ? "field 'ids' must be a whole number from 0 to 4294967295 (the id generator's position)"
    : undefined;

/** Why an idempotency key's saved entry cannot be loaded, or undefined. @param {unknown} record */
export function keyProblem(record) {
  const kept = /** @type {{ at?: unknown, fingerprint?: unknown, answer?: { status?: unknown } }} */ (record);
  if (!isObject(kept) || typeof kept.at !== 'number' || typeof kept.fingerprint !== 'string' || !isObject(kept.answer))
    return "must hold a record with 'at' (a number), 'fingerprint' (a string) and 'answer'";
  if (!Number.isInteger(kept.answer?.status)) return "answer field 'status' must be a whole number";
  return undefined;
}

/** Why an account's saved config cannot be loaded, or undefined. @param {unknown} config */
export function configProblem(config) {
  if (!isObject(config)) return 'must be an object';
  for (const [field, url] of Object.entries(/** @type {object} */ (config)))
    if (url !== undefined && url !== null && typeof url !== 'string') return `field '${field}' must be a URL string`;
  return undefined;
}

/** Every record and key of a snapshot, checked before any is loaded. @param {Snapshot} snapshot */
function checkContents(snapshot) {
  const ids = idsProblem(snapshot.ids);
  if (ids) throw new TypeError(`state: ${ids}`);
  if (snapshot.generation !== undefined && !(Number.isInteger(snapshot.generation) && snapshot.generation >= 0))
    throw bad("field 'generation'", 'must be a whole number');
  for (const [accountId, saved] of Object.entries(snapshot.accounts)) {
    const where = `accounts['${accountId}']`;
    if (!isObject(saved)) throw bad(where, 'must be an object with config and records');
    const config = saved.config === undefined ? undefined : configProblem(saved.config);
    if (config) throw bad(`${where}.config`, config);
    if (saved.records !== undefined && !isObject(saved.records)) throw bad(`${where}.records`, 'must be an object');
    for (const family of FAMILIES) {
      const records = saved.records?.[family];
      if (records === undefined) continue;
      if (!Array.isArray(records)) throw bad(`${where}.records.${family}`, 'must be an array');
      records.forEach((record, i) => {
        const problem = recordProblem(family, record);
        const saved = /** @type {{ id?: unknown }} */ (record);
        const id = isObject(saved) && typeof saved.id === 'string' ? ` (id ${saved.id.slice(0, 60)})` : '';
        if (problem) throw bad(`${where}.records.${family}[${i}]${id}`, problem);
      });
    }
  }
  snapshot.keys.forEach((entry, i) => {
    const [slot, record] = Array.isArray(entry) ? entry : [];
    if (typeof slot !== 'string') throw bad(`keys[${i}]`, 'must be [slot, record] with a string slot');
    const problem = keyProblem(record);
    if (problem) throw bad(`keys[${i}]`, problem);
  });
}

/** @param {unknown} snapshot @returns {asserts snapshot is Snapshot} */
export function checkSnapshot(snapshot) {
  const given = /** @type {Partial<Snapshot>} */ (snapshot);
  if (!given || typeof given !== 'object' || given.format !== SNAPSHOT_FORMAT)
    throw new TypeError(`state: field 'format' must be '${SNAPSHOT_FORMAT}' (a file written by exportState)`);
  if (typeof given.now !== 'string' || Number.isNaN(Date.parse(given.now)))
    throw new TypeError("state: field 'now' must be an ISO 8601 date-time");
  if (!given.accounts || typeof given.accounts !== 'object') throw new TypeError("state: field 'accounts' is required");
  if (!Array.isArray(given.keys)) throw new TypeError("state: field 'keys' must be an array");
  checkContents(/** @type {Snapshot} */ (given));
}

/** @param {import('./simulator.js').Simulator} simulator @param {unknown} snapshot */
export function importState(simulator, snapshot) {
  checkSnapshot(snapshot);
  simulator.clock.resume(Date.parse(snapshot.now));
  if (snapshot.ids !== undefined) simulator.resumeIds(snapshot.ids);
  for (const [accountId, saved] of Object.entries(snapshot.accounts)) {
    const state = simulator.stateOf(accountId);
    for (const [field, url] of Object.entries(saved.config ?? {})) state.config[field] = url ?? undefined;
    for (const family of FAMILIES)
      for (const record of saved.records?.[family] ?? []) // checked against its family's schema by checkSnapshot (record-check.js)
        state[family].set(/** @type {{ id: string }} */ (record).id, /** @type {never} */ (record));
    for (const record of state.captures.values()) rearmCollection(simulator, accountId, record);
    for (const record of [...state.singles.values(), ...state.authorisations.values()]) liftLater(simulator, record);
  }
  simulator.keys.restore(snapshot.keys);
}
