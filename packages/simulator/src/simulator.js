// @ts-check
// createSimulator(): the service in one object. Its `fetch` takes a Request and answers as the service would —
// authentication, faults, idempotency, request checks, then the operation's handler on the account's state — so
// it can be given to `createPaymentsClient({ fetch })`; `startSimulator()` serves the same over HTTP on loopback.
import { answer, refusal } from './answers.js';
import { authenticate } from './auth.js';
import { createClock } from './clock.js';
import { control } from './control.js';
import { createFaults, DroppedConnection, FaultError, transientAnswer } from './faults.js';
import { hostSet } from './guard.js';
import { handlerOf } from './handlers.js';
import { createIdempotencyStore, fingerprint, IDEMPOTENCY_HEADER, IDEMPOTENT_METHODS } from './idempotency.js';
import { idGenerator } from './ids.js';
import { changesLine } from './journal.js';
import { NotUtf8, nestedTooDeep, readText, tooDeepMessage, tooLargeMessage } from './limits.js';
import { QueryError } from './lists.js';
import { createNotifier } from './notifications.js';
import { checkRequest } from './requests.js';
import { matchRoute } from './routes.js';
import { checkSignature } from './signature.js';
import { exportState, importState } from './snapshot.js';
import { createAccountState, FAMILIES } from './state.js';
import { Changes } from './store.js';
import { TEST_PUBLIC_KEY } from './test-key.js';

/**
 * The simulator's default accounts (a choice; see docs/guides/simulator.md). Each verifies `Signature` with the
 * published test key (test-key.js): sign with its private half.
 */
export const DEFAULT_ACCOUNTS = Object.freeze({
  'simulator-account': { apiKey: 'simulator-key', scopes: ['capture:read'], publicKey: TEST_PUBLIC_KEY },
  'simulator-limited': { apiKey: 'simulator-key', scopes: [], publicKey: TEST_PUBLIC_KEY },
  'simulator-blocked': { apiKey: 'simulator-key', blocked: true, publicKey: TEST_PUBLIC_KEY },
});

/** Methods the Fetch standard refuses to build a Request with; answered 405 instead of throwing. */
export const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Methods that change nothing, so they need nothing made durable. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOUR = 3_600_000;

/** The records of each family an account holds by default (payments, captures …): `capacity`, `--capacity`. */
export const DEFAULT_CAPACITY = 100_000;

/**
 * A place the simulator makes each write durable before answering it: `append` resolves once `line` (one JSON
 * text, journal.js) will survive a crash. The Node CLI's is a journal file (durable-file.js); a browser's could be
 * IndexedDB.
 * @typedef {{ append: (line: string) => Promise<void> }} Journal
 */

/**
 * @typedef {{ accounts?: Record<string, import('./auth.js').Account>, capacity?: number,
 *   notificationAuthorization?: string, notificationFetch?: typeof fetch, seed?: number,
 *   state?: import('./snapshot.js').Snapshot, allowedHosts?: string[], journal?: Journal,
 *   log?: (message: string) => void }} SimulatorOptions
 */

/** @param {SimulatorOptions} [options] */
export function createSimulator(options = {}) {
  const accounts = { ...DEFAULT_ACCOUNTS, ...options.accounts };
  const capacity = options.capacity ?? DEFAULT_CAPACITY;
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError(`capacity must be a whole number of at least 1, not ${String(capacity).slice(0, 40)}`);
  const log = options.log ?? ((/** @type {string} */ message) => console.warn(message));
  const clock = createClock({ capacity });
  const ids = idGenerator(options.seed);
  const { id: newId, digits } = ids;
  /** What writes changed, for the journal (store.js); tracked only when there is one. */
  const changes = new Changes();
  changes.on = options.journal !== undefined;
  const keys = createIdempotencyStore({
    now: clock.now,
    capacity,
    changes,
    onFull: (message) => {
      if (logged.has('keys')) return;
      logged.add('keys');
      log(message);
    },
  });
  /** What has been said once in the log (capacity reached for records or for keys). */
  const logged = new Set();
  const faults = createFaults();
  /** The host names it answers as (guard.js); `startSimulator` adds the one it listens on. */
  const hosts = hostSet(options.allowedHosts ?? []);
  /** Its own origins once it listens (`http://127.0.0.1:4011` …): notifications are never sent there. */
  /** @type {Set<string>} */
  const selfOrigins = new Set();
  const notifications = createNotifier({
    clock,
    selfOrigins,
    // globalThis: inside this function `fetch` is the simulator's own (declared below), which would deliver every
    // notification back into the simulator instead of to the merchant's URL.
    fetch: options.notificationFetch ?? ((url, init) => globalThis.fetch(url, init)),
  });
  /** @type {Map<string, ReturnType<typeof createAccountState>>} */
  const states = new Map();
  const stateOf = (/** @type {string} */ accountId) => {
    let state = states.get(accountId);
    if (!state) {
      state = createAccountState(changes);
      states.set(accountId, state);
    }
    return state;
  };
  let purgedAt = clock.now();
  const authorization = options.notificationAuthorization ?? 'Bearer simulator-notifications';
  const simulator = {
    clock,
    faults,
    notifications,
    keys,
    stateOf,
    hosts,
    selfOrigins,
    /** The id generator's position (saved with the state), or undefined when ids are random. */
    idPosition: ids.position,
    /** @param {number} at */
    resumeIds: ids.resume,
    /** A new id (repeatable with `seed`). */
    id: newId,
    /** `length` random decimal digits (repeatable with `seed`). */
    digits,
    /** @param {string} accountId @param {Record<string, unknown>} bodies */
    notify: (accountId, bodies) => notifications.notify({ config: stateOf(accountId).config, authorization }, bodies),
    /** Every account's records, config, the idempotency keys and the clock, as JSON (see `state` to start from it). */
    exportState: () => exportState(simulator, states),
    capacity,
    /** Makes what changed since the last write durable (after a clock move outside a request, and before a stop). */
    persist,
    fetch,
    handle,
  };
  /** Each account's config as last journaled, so a line carries a config only when it changed. */
  /** @type {Map<string, string>} */
  const configs = new Map();
  if (options.state) importState(simulator, options.state);
  // what was loaded is the journal's starting point, not a change
  changesLine({ simulator, states, changes, configs });

  /** The last line given to the journal: lines are made durable in order, so once it is, every earlier one is. */
  /** @type {Promise<void>} */
  let lastLine = Promise.resolve();

  /**
   * Resolves once everything changed so far is durable. A write's changes may have gone out in another's line
   * (a concurrent write, or the ticker drained them first), so a write with nothing left to journal still waits
   * for the last line: answering at once would acknowledge a change not yet on disk.
   * @returns {Promise<void>}
   */
  function persist() {
    const line = options.journal && changesLine({ simulator, states, changes, configs });
    if (line) lastLine = /** @type {Journal} */ (options.journal).append(line);
    return lastLine;
  }

  /**
   * Answers a request; a write (any method but GET and HEAD, the controls' too) is answered only once what it
   * changed is durable, so a crash after the answer loses nothing it acknowledged.
   * @param {Request} request @returns {Promise<import('./answers.js').Answer>}
   */
  async function handle(request) {
    if (READS.has(request.method)) return respond(request);
    changes.writing++;
    /** @type {import('./answers.js').Answer | undefined} */
    let result;
    let failure;
    try {
      result = await respond(request);
    } catch (error) {
      failure = error;
    } finally {
      changes.writing--;
    }
    try {
      await persist();
    } catch (error) {
      log(`error: a write could not be made durable: ${error instanceof Error ? error.message : error}`);
      return refusal(500, 'the simulator could not make this write durable (its journal could not be written)');
    }
    if (failure) throw failure;
    return /** @type {import('./answers.js').Answer} */ (result);
  }

  /** @param {Request} request @returns {Promise<import('./answers.js').Answer>} */
  async function respond(request) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/2\.0(?=\/)/, '');
    if (path.startsWith('/__simulator/')) return control(simulator, request, path);
    await clock.tick();
    // Limits: keys are purged after 24 hours (a stale key is ignored when read; this frees its memory).
    if (clock.now() - purgedAt >= HOUR) {
      purgedAt = clock.now();
      keys.purge();
    }
    const found = matchRoute(request.method, path);
    if (!('route' in found))
      return found.missing === 'path'
        ? refusal(404, `No operation at ${path}`)
        : refusal(405, `method ${request.method} is not an operation of ${path}`);
    const { route, params } = found;
    const auth = authenticate(accounts, request.headers, route);
    if (!auth.ok) return auth.refusal;
    let fault;
    try {
      fault = faults.take(route.key, request.headers.get('simulator-fault'));
    } catch (error) {
      if (error instanceof FaultError) return refusal(400, error.message);
      throw error;
    }
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.kind === 'drop-before') throw new DroppedConnection();
    if (fault && /^\d+$/.test(fault.kind)) return transientAnswer(fault);
    let text;
    try {
      text = route.hasBody ? await readText(request) : '';
    } catch (error) {
      if (error instanceof NotUtf8) return refusal(400, error.message);
      throw error;
    }
    if (text === undefined) return refusal(400, tooLargeMessage);
    // bounded on the way in, so that nothing accepted can later break the state export (a recursive JSON writer)
    if (nestedTooDeep(text)) return refusal(400, tooDeepMessage);
    // Authentication rule 7: a request that fails authentication (a signed operation's Signature included) is not
    // subject to idempotency rules, so it is refused before its key is read or stored.
    if (route.signature) {
      const problem = await checkSignature(route, auth.account, request.headers, text, params);
      if (problem) return problem;
    }
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const act = () => run(route, params, url, request, text, auth);
    const result =
      key !== null && IDEMPOTENT_METHODS.has(route.method)
        ? await keys.once(auth.accountId, key, fingerprint(route.method, `${path}${url.search}`, text), act)
        : await act();
    if (fault?.kind === 'drop-after') throw new DroppedConnection();
    return result;
  }

  /**
   * @param {import('./routes.js').Route} route @param {Record<string, string>} params @param {URL} url
   * @param {Request} request @param {string} text @param {{ accountId: string, account: import('./auth.js').Account }} auth
   */
  async function run(route, params, url, request, text, auth) {
    const checked = checkRequest(route, {
      params,
      query: url.searchParams,
      contentType: request.headers.get('content-type'),
      text,
    });
    if (!checked.ok) return checked.refusal;
    if (route.method === 'POST') {
      const full = atCapacity(auth.accountId);
      if (full) return full;
    }
    const handler = handlerOf(route.operationId);
    if (!handler) return refusal(500, `${route.key} is not simulated`);
    try {
      return await handler({
        params,
        query: checked.query,
        body: checked.body,
        accountId: auth.accountId,
        state: stateOf(auth.accountId),
        now: clock.now(),
        simulator,
        id: newId,
      });
    } catch (error) {
      if (error instanceof QueryError) return refusal(400, error.message);
      return refusal(500, `the simulator failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Capacity: once a family of the account holds `capacity` records, a request that creates (a POST) is refused;
   * nothing stored is ever dropped. Said once in the log per account and family.
   * @param {string} accountId
   */
  function atCapacity(accountId) {
    const state = stateOf(accountId);
    const family = FAMILIES.find((name) => state[name].size >= capacity);
    if (!family) return undefined;
    const message = `the simulator holds its capacity of ${capacity} ${family} records for account ${accountId}: nothing is dropped, so new ones are refused (start it with a larger --capacity, or a new --state)`;
    if (!logged.has(`${accountId}\n${family}`)) {
      logged.add(`${accountId}\n${family}`);
      log(message);
    }
    // 503: the service cannot take it now; X-Service-Should-Retry false, as resending the same will not help
    return refusal(503, message, { 'X-Service-Should-Retry': 'false' });
  }

  /** @param {string | URL | Request} input @param {RequestInit} [init] @returns {Promise<Response>} */
  async function fetch(input, init) {
    const method = String(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const result = FORBIDDEN_METHODS.has(method)
      ? refusal(405, `method ${method} is not an operation of the service`)
      : await handle(input instanceof Request && init === undefined ? input : new Request(input, init));
    const body = result.body === undefined || result.status === 204 ? null : JSON.stringify(result.body);
    return new Response(body, {
      status: result.status,
      headers: { ...(body === null ? {} : { 'content-type': 'application/json' }), ...result.headers },
    });
  }

  return simulator;
}

/** @typedef {ReturnType<typeof createSimulator>} Simulator */
/**
 * @typedef {{ params: Record<string, string>, query: Record<string, any>, body: any, accountId: string,
 *   state: import('./state.js').AccountState, now: number, simulator: Simulator, id: () => string }} Context
 */
export { answer };
