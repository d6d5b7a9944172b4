// @ts-check
// Idempotency as the Errors section says (rule 5): the same key and AccountId get the stored status and body back
// with `Idempotency-Replay: true`; the same key with a different request is refused; 429, 502 and 503 are not
// pinned; keys are purged after 24 hours. The numbers come from the spec's `x-retry-policy.idempotency`.
import { refusal } from './answers.js';
import { sha256Hex } from './platform/hash.js';
import { spec } from './spec.js';
import { BoundedStore, Changes } from './store.js';

const policy = spec['x-retry-policy'].idempotency;
export const IDEMPOTENCY_HEADER = /** @type {string} */ (policy.header);
/**
 * The methods that accept the key (Limits: "POST and PATCH; not for GET and DELETE"), as a document's
 * `x-retry-policy.idempotency.methods` says: the bundled one's, or a front's given copy (none there: no method).
 * @param {any} document @returns {Set<string>}
 */
export const idempotentMethodsOf = (document) =>
  new Set(/** @type {string[]} */ (document?.['x-retry-policy']?.idempotency?.methods ?? []));
export const IDEMPOTENT_METHODS = idempotentMethodsOf(spec);
// The key's own limits, from its parameter's schema (at least one character, at most 50).
const keySchema = spec.components.parameters.IdempotencyKey.schema;
const MIN_LENGTH = /** @type {number} */ (keySchema.minLength);
const MAX_LENGTH = /** @type {number} */ (keySchema.maxLength);
const RETENTION_MS = policy.retentionHours * 3_600_000;
const NOT_PINNED = new Set(/** @type {number[]} */ (policy.notPinnedStatuses));

/** JSON with its object keys sorted, so that the same body written in another key order is the same request. */
/** @param {unknown} value @returns {string} */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(/** @type {Record<string, unknown>} */ (value)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * What makes two requests "the same" for a key (Errors rule 5, "when the body differs"): method, path and query,
 * and the body compared as JSON (key order and spacing do not count; a body that is not JSON is compared as text).
 * @param {string} method @param {string} path @param {string} body
 */
export function fingerprint(method, path, body) {
  let text = body;
  try {
    text = canonical(JSON.parse(body));
  } catch {
    // not JSON: the request check refuses it; compared as given
  }
  return sha256Hex(`${method} ${path}\n${text}`);
}

/**
 * @param {{ now: () => number, capacity?: number, changes?: Changes, onFull?: (message: string) => void }} options
 * `changes`: where stored and purged keys are reported, for a journal (store.js); `onFull`: told each time a new key is
 * refused because `capacity` keys are within their 24 hours
 */
export function createIdempotencyStore({ now, capacity = 100_000, changes = new Changes(), onFull }) {
  /** A key's saved answer. @typedef {{ at: number, fingerprint: string, answer: import('./answers.js').Answer }} KeyEntry */
  /** @type {BoundedStore<KeyEntry>} */
  const store = new BoundedStore(capacity, changes);
  const slot = (/** @type {string} */ account, /** @type {string} */ key) => `${account}\n${key}`;
  /** Requests under way per slot, so a second request with the same key waits for the first. */
  /** @type {Map<string, Promise<void>>} */
  const inFlight = new Map();

  const keys = {
    /**
     * What to do with a request carrying `key`: run it, answer the stored answer again, or refuse it.
     * @param {string} account @param {string} key @param {string} print
     * @returns {{ run: true } | { run: false, answer: import('./answers.js').Answer }}
     */
    before(account, key, print) {
      if (key.length < MIN_LENGTH || key.length > MAX_LENGTH)
        return {
          run: false,
          answer: refusal(
            400,
            `header '${IDEMPOTENCY_HEADER}' must be ${MIN_LENGTH} to ${MAX_LENGTH} characters, not ${key.length}`,
          ),
        };
      const stored = store.get(slot(account, key));
      if (!stored && store.size >= capacity) keys.purge();
      if (!stored && store.size >= capacity) {
        // Errors rule 5 keeps a key's answer for 24 hours: dropping one early would let its resend run twice, so a
        // new key is refused instead (503, resending the same will not help), and the guide says so.
        const message = `the store holds its capacity of ${capacity} idempotency keys, each kept ${policy.retentionHours} hours: none is dropped early, so a new key is refused (a larger --capacity, or the clock advanced, makes room)`;
        onFull?.(message);
        return { run: false, answer: refusal(503, message, { 'X-Service-Should-Retry': 'false' }) };
      }
      if (!stored || now() - stored.at >= RETENTION_MS) return { run: true };
      if (stored.fingerprint !== print) {
        // A resend with this key can never succeed, so the retry header says false (a choice; see the guide).
        return {
          run: false,
          answer: refusal(409, `header '${IDEMPOTENCY_HEADER}' was already used with a different request`, {
            'X-Service-Should-Retry': 'false',
          }),
        };
      }
      const { answer } = stored;
      return { run: false, answer: { ...answer, headers: { ...answer.headers, 'Idempotency-Replay': 'true' } } };
    },
    /** @param {string} account @param {string} key @param {string} print @param {import('./answers.js').Answer} answer */
    after(account, key, print, answer) {
      if (NOT_PINNED.has(answer.status)) return;
      store.set(slot(account, key), { at: now(), fingerprint: print, answer });
    },
    /** Drops keys older than 24 hours (run by the clock). */
    purge() {
      for (const [id, record] of store.records) if (now() - record.at >= RETENTION_MS) store.delete(id);
    },
    get size() {
      return store.size;
    },
    /** The keys stored or dropped since the last call: [slot, entry], the entry null when dropped. */
    taken: () => changes.take(store).map((slot) => /** @type {[string, unknown]} */ ([slot, store.get(slot) ?? null])),
    /** @returns {[string, unknown][]} */
    entries: () => [...store.records.entries()],
    /** Keys of a saved state, each checked by snapshot.js (keyProblem) first. @param {[string, unknown][]} entries */
    restore(entries) {
      for (const [slot, record] of entries) store.set(slot, /** @type {KeyEntry} */ (record));
    },
    /**
     * Errors rule 5: one key, one effect. Runs `act` for the first request with this key; a request whose key is in
     * use waits for the first to finish, then reads the stored answer, so concurrent requests with one key run
     * once. The simulator and the mock (through `front`) both go through here.
     * @param {string} account @param {string} key @param {string} print
     * @param {() => Promise<import('./answers.js').Answer>} act
     * @returns {Promise<import('./answers.js').Answer>}
     */
    async once(account, key, print, act) {
      const busySlot = slot(account, key);
      for (let busy = inFlight.get(busySlot); busy; busy = inFlight.get(busySlot)) await busy;
      const decision = keys.before(account, key, print);
      if (!decision.run) return decision.answer;
      /** @type {() => void} */
      let release = () => {};
      inFlight.set(busySlot, new Promise((resolve) => (release = () => resolve(undefined))));
      try {
        const result = await act();
        keys.after(account, key, print, result);
        return result;
      } finally {
        inFlight.delete(busySlot);
        release();
      }
    },
  };
  return keys;
}
