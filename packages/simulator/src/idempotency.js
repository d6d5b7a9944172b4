// @ts-check
// Idempotency as the Errors section says (rule 5): the same key and AccountId get the stored status and body back
// with `Idempotency-Replay: true`; the same key with a different request is refused; 429, 502 and 503 are not
// pinned; keys are purged after 24 hours. The numbers come from the spec's `x-retry-policy.idempotency`.
import { createHash } from 'node:crypto';
import { refusal } from './answers.js';
import { spec } from './routes.js';
import { BoundedStore } from './store.js';

const policy = spec['x-retry-policy'].idempotency;
export const IDEMPOTENCY_HEADER = /** @type {string} */ (policy.header);
const RETENTION_MS = policy.retentionHours * 3_600_000;
const NOT_PINNED = new Set(/** @type {number[]} */ (policy.notPinnedStatuses));

/** @param {string} method @param {string} path @param {string} body */
export const fingerprint = (method, path, body) =>
  createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');

/**
 * @param {{ now: () => number, capacity?: number }} options
 */
export function createIdempotencyStore({ now, capacity = 100_000 }) {
  /** @type {BoundedStore<{ at: number, fingerprint: string, answer: import('./answers.js').Answer }>} */
  const store = new BoundedStore(capacity);
  const slot = (/** @type {string} */ account, /** @type {string} */ key) => `${account}\n${key}`;

  return {
    /**
     * What to do with a request carrying `key`: run it, answer the stored answer again, or refuse it.
     * @param {string} account @param {string} key @param {string} print
     * @returns {{ run: true } | { run: false, answer: import('./answers.js').Answer }}
     */
    before(account, key, print) {
      if (key.length > policy.maxLength)
        return {
          run: false,
          answer: refusal(400, `header '${IDEMPOTENCY_HEADER}' must be at most ${policy.maxLength} characters`),
        };
      const stored = store.get(slot(account, key));
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
  };
}
