// @ts-check
// The durable state's records, with no platform in them (the files are the Node CLI's: durable-file.js). After each
// write, before it is answered, the simulator turns what the write changed into one journal line (`changesLine`):
// the records changed or created, the idempotency keys stored or purged, each account's config when it changed,
// the clock and the id generator's position. A storage appends the line and makes it durable (the answer waits for
// that), so a crash loses no acknowledged write, and a seeded simulator started again goes on past every id it gave.
// Loading applies the lines in order over the last snapshot (`applyLine`): the last line about a record wins.
// Effects the clock runs (a debit collected, a hold lifted) are journaled with the next write; pending ones are armed
// again on loading (snapshot.js), so one the crash lost runs again when due.

import { recordProblem } from './record-check.js';
import { configProblem, idsProblem, keyProblem, SNAPSHOT_FORMAT } from './snapshot.js';
import { FAMILIES } from './state.js';

/** The first line of a journal: which snapshot it continues. */
export const JOURNAL_FORMAT = 'payments-simulator-journal/1';

/**
 * One line: `records` [account, family, record], `keys` [slot, entry or null when purged], `config` by account.
 * @typedef {{ now: string, ids?: number, records?: [string, string, unknown][], keys?: [string, unknown][],
 *   config?: Record<string, Record<string, string | undefined>> }} JournalLine
 */

/**
 * Reads what changed since the last call from the simulator's stores, as one JSON line (no newline), or undefined
 * when nothing did. Records are written as they are now, so a line is never stale when the next is applied.
 * @param {{ simulator: import('./simulator.js').Simulator, states: Map<string, import('./state.js').AccountState>,
 *   changes: import('./store.js').Changes, configs: Map<string, string> }} from
 */
export function changesLine({ simulator, states, changes, configs }) {
  /** @type {JournalLine['records']} */
  const records = [];
  /** @type {NonNullable<JournalLine['config']>} */
  const config = {};
  for (const [accountId, state] of states) {
    for (const family of FAMILIES)
      for (const id of changes.take(state[family])) records.push([accountId, family, state[family].records.get(id)]);
    const written = JSON.stringify(state.config);
    if (configs.get(accountId) !== written) {
      configs.set(accountId, written);
      config[accountId] = { ...state.config };
    }
  }
  const keys = simulator.keys.taken();
  if (!records.length && !keys.length && !Object.keys(config).length) return undefined;
  /** @type {JournalLine} */
  const line = {
    now: new Date(simulator.clock.now()).toISOString(),
    ...ids(simulator.idPosition()),
    ...(records.length ? { records } : {}),
    ...(keys.length ? { keys } : {}),
    ...(Object.keys(config).length ? { config } : {}),
  };
  return JSON.stringify(line);
}

/** @param {number | undefined} position @returns {{ ids?: number }} */
const ids = (position) => (position === undefined ? {} : { ids: position });

const isObject = (/** @type {unknown} */ value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A snapshot being built from a file and its journal: records by id per account and family (a Map keeps the order
 * they were created in), keys by slot.
 * @typedef {{ now: string, ids?: number, generation: number,
 *   accounts: Map<string, { config: Record<string, string | undefined>, records: Map<string, Map<string, unknown>> }>,
 *   keys: Map<string, unknown> }} Building
 */

/** @param {import('./snapshot.js').Snapshot | undefined} snapshot @returns {Building} */
export function startBuilding(snapshot) {
  /** @type {Building} */
  const building = {
    now: snapshot?.now ?? new Date(0).toISOString(),
    ...(snapshot?.ids === undefined ? {} : { ids: snapshot.ids }),
    generation: snapshot?.generation ?? 0,
    accounts: new Map(),
    keys: new Map(snapshot?.keys ?? []),
  };
  for (const [accountId, saved] of Object.entries(snapshot?.accounts ?? {})) {
    const account = accountOf(building, accountId);
    Object.assign(account.config, saved.config ?? {});
    for (const [family, records] of Object.entries(saved.records ?? {}))
      for (const record of records) familyOf(account, family).set(/** @type {{ id: string }} */ (record).id, record);
  }
  return building;
}

/** @param {Building} building @param {string} accountId */
function accountOf(building, accountId) {
  const account = building.accounts.get(accountId) ?? { config: {}, records: new Map() };
  building.accounts.set(accountId, account);
  return account;
}

/** @param {{ records: Map<string, Map<string, unknown>> }} account @param {string} family */
function familyOf(account, family) {
  const records = account.records.get(family) ?? new Map();
  account.records.set(family, records);
  return records;
}

/** @param {string} rule */
const bad = (rule) => new TypeError(rule);

/**
 * Checks one parsed journal line and applies it to `building`; throws a TypeError naming the record and field.
 * @param {Building} building @param {unknown} parsed
 */
export function applyLine(building, parsed) {
  if (!isObject(parsed)) throw bad('must be a JSON object (a journal line)');
  const line = /** @type {JournalLine} */ (parsed);
  if (typeof line.now !== 'string' || Number.isNaN(Date.parse(line.now)))
    throw bad("field 'now' must be an ISO 8601 date-time");
  const position = idsProblem(line.ids);
  if (position) throw bad(position);
  for (const [name, value] of Object.entries({ records: line.records, keys: line.keys }))
    if (value !== undefined && !Array.isArray(value)) throw bad(`field '${name}' must be an array`);
  if (line.config !== undefined && !isObject(line.config)) throw bad("field 'config' must be an object");
  (line.records ?? []).forEach((entry, i) => {
    const [accountId, family, record] = Array.isArray(entry) ? entry : [];
    if (
      typeof accountId !== 'string' ||
      !(typeof family === 'string' && /** @type {readonly string[]} */ (FAMILIES).includes(family))
    )
      throw bad(`records[${i}] must be [account, family, record] with a family of ${FAMILIES.join(', ')}`);
    const problem = recordProblem(/** @type {import('./state.js').Family} */ (family), record);
    const saved = /** @type {{ id?: unknown }} */ (record);
    const id = isObject(saved) && typeof saved.id === 'string' ? ` id ${saved.id.slice(0, 60)}` : '';
    if (problem) throw bad(`records[${i}] (${family} of account '${accountId}'${id}) ${problem}`);
  });
  (line.keys ?? []).forEach((entry, i) => {
    const [slot, record] = Array.isArray(entry) ? entry : [];
    if (typeof slot !== 'string') throw bad(`keys[${i}] must be [slot, record or null] with a string slot`);
    const problem = record === null ? undefined : keyProblem(record);
    if (problem) throw bad(`keys[${i}] ${problem}`);
  });
  for (const [accountId, config] of Object.entries(line.config ?? {})) {
    const problem = configProblem(config);
    if (problem) throw bad(`config['${accountId}'] ${problem}`);
  }
  // checked whole before any of it is applied
  building.now = line.now;
  if (line.ids !== undefined) building.ids = line.ids;
  // each checked by recordProblem above: an object with a string id
  for (const [accountId, family, record] of line.records ?? [])
    familyOf(accountOf(building, accountId), family).set(/** @type {{ id: string }} */ (record).id, record);
  for (const [slot, record] of line.keys ?? [])
    if (record === null) building.keys.delete(slot);
    else building.keys.set(slot, record);
  for (const [accountId, config] of Object.entries(line.config ?? {})) accountOf(building, accountId).config = config;
}

/** The snapshot `building` holds now. @param {Building} building @returns {import('./snapshot.js').Snapshot} */
export function finishBuilding(building) {
  /** @type {import('./snapshot.js').Snapshot['accounts']} */
  const accounts = {};
  for (const [accountId, account] of building.accounts)
    accounts[accountId] = {
      config: account.config,
      records: Object.fromEntries([...account.records].map(([family, records]) => [family, [...records.values()]])),
    };
  return {
    format: SNAPSHOT_FORMAT,
    now: building.now,
    accounts,
    keys: [...building.keys],
    ...(building.ids === undefined ? {} : { ids: building.ids }),
    generation: building.generation,
  };
}
