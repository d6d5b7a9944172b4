// @ts-check
// Notifications (Events): each event is POSTed to the URLs set with PATCH /config — Generic always, Authorisation
// for authorisations, Transaction for money that moved — with the `Authorization` header the account is configured
// with. A delivery that fails (no answer, or not 2xx) is retried on the simulator's clock with backoff: 1 min,
// 5 min, 30 min, 2 h, 12 h, then given up. Every attempt is logged (`simulator.notifications.log`).

import { seconds } from './format.js';
import { pointsAtSelf } from './guard.js';
import { randomId } from './platform/random.js';

export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];
const LOG_CAPACITY = 10_000;

/** @typedef {'generic' | 'authorisation' | 'transaction'} Kind */
/** @typedef {{ delivery: string, kind: Kind, url: string, attempt: number, at: string, status?: number, error?: string, body: unknown }} Attempt */

/**
 * Why a delivery failed, in words a merchant can act on: fetch's own message is only `fetch failed`, the reason
 * (ECONNREFUSED, ENOTFOUND, a reset, a timeout …) is in its `cause`. Only the code and message of the cause are
 * kept (they name the address and port, never the `Authorization` sent or the body).
 * @param {unknown} error
 */
export function failure(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = /** @type {{ code?: unknown, message?: unknown, errors?: unknown } | undefined} */ (error.cause);
  if (!cause || typeof cause !== 'object') return error.message;
  const code = typeof cause.code === 'string' ? cause.code : undefined;
  // Node's connect to a name with several addresses fails with an AggregateError whose own message is empty
  const first = Array.isArray(cause.errors) ? cause.errors[0] : undefined;
  const message =
    typeof cause.message === 'string' && cause.message ? cause.message : first instanceof Error ? first.message : '';
  const reason = code && !message.includes(code) ? [code, message].filter(Boolean).join(': ') : message;
  return reason ? `${error.message} (${reason})` : error.message;
}

/**
 * @param {{ clock: import('./clock.js').Clock, fetch: (input: string, init: RequestInit) => Promise<Response>,
 *   selfOrigins?: Set<string> }} options
 */
export function createNotifier({ clock, fetch, selfOrigins = new Set() }) {
  /** @type {Attempt[]} */
  const log = [];
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();

  /** @param {string} delivery @param {Kind} kind @param {string} url @param {string} authorization @param {unknown} body @param {number} attempt */
  async function attemptDelivery(delivery, kind, url, authorization, body, attempt) {
    /** @type {Attempt} */
    const entry = { delivery, kind, url, attempt, at: seconds(clock.now()), body };
    if (pointsAtSelf(url, selfOrigins)) {
      // a URL saved before the simulator knew its port (a loaded state): never sent, never retried
      entry.error = 'not sent: the URL points at the simulator itself';
      log.push(entry);
      return;
    }
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      entry.status = answer.status;
      await answer.body?.cancel();
    } catch (error) {
      entry.error = failure(error);
    }
    log.push(entry);
    if (log.length > LOG_CAPACITY) log.shift();
    const delivered = entry.status !== undefined && entry.status >= 200 && entry.status < 300;
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (!delivered && delay !== undefined) {
      clock.at(clock.now() + delay, () => send(delivery, kind, url, authorization, body, attempt + 1));
    }
  }

  /** @param {string} delivery @param {Kind} kind @param {string} url @param {string} authorization @param {unknown} body @param {number} attempt */
  function send(delivery, kind, url, authorization, body, attempt) {
    const running = attemptDelivery(delivery, kind, url, authorization, body, attempt);
    inFlight.add(running);
    return running.finally(() => inFlight.delete(running));
  }

  return {
    log,
    /**
     * Sends one event to each configured URL of the kinds given.
     * @param {{ config: Record<string, string | undefined>, authorization: string }} account
     * @param {Partial<Record<import('./notifications.js').Kind, unknown>>} bodies
     */
    notify(account, bodies) {
      for (const [kind, body] of /** @type {[Kind, unknown][]} */ (Object.entries(bodies))) {
        const url = account.config[kind];
        if (url) void send(randomId(), kind, url, account.authorization, body, 1);
      }
    },
    /** Waits for every delivery under way (tests call it after an action). */
    async settle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

/** @typedef {ReturnType<typeof createNotifier>} Notifier */
