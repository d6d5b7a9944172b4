// @ts-check
// Fault injection, per route (`faults.add({ operation: 'POST /capture/{id}', kind: 'drop-after' })`) or per call
// (request header `Simulator-Fault: 503`), so a client's retry and outcome-unknown paths run for real:
//  - drop-before: the connection drops before the request has any effect;
//  - drop-after: the request takes effect (and its idempotency key is stored), then the connection drops;
//  - 429 (with Retry-After), 502, 503: a transient refusal, not pinned to the key (Errors rule 5);
//  - slow: the answer waits `delayMs` first (combinable with the others).
import { refusal } from './answers.js';

export const FAULT_KINDS = ['drop-before', 'drop-after', '429', '502', '503', 'slow'];

/** @typedef {{ operation?: string, kind: string, times?: number, delayMs?: number, retryAfter?: number }} Fault */

/** What undici's fetch throws when the server closes the socket: a client must read it as "no answer". */
export class DroppedConnection extends TypeError {
  constructor() {
    const cause = Object.assign(
      new Error('other side closed (the simulator dropped the connection: an injected fault)'),
      {
        code: 'UND_ERR_SOCKET',
      },
    );
    super('fetch failed', { cause });
  }
}

/** A `Simulator-Fault` header the simulator cannot read: the client's mistake, answered 400 naming the header. */
export class FaultError extends Error {}

/** @param {Fault} fault */
function checkFault(fault) {
  if (!fault || !FAULT_KINDS.includes(String(fault.kind)))
    throw new TypeError(`fault 'kind' must be one of ${FAULT_KINDS.join(', ')}`);
  if (fault.times !== undefined && !(Number.isInteger(fault.times) && fault.times >= 1))
    throw new TypeError("fault 'times' must be a whole number of at least 1");
  if (fault.delayMs !== undefined && !(fault.delayMs >= 0 && fault.delayMs <= 60_000))
    throw new TypeError("fault 'delayMs' must be between 0 and 60000");
  // the same bounds as control.openapi.yaml, for faults added in process: a header value is never free text
  if (
    fault.retryAfter !== undefined &&
    !(Number.isInteger(fault.retryAfter) && fault.retryAfter >= 0 && fault.retryAfter <= 86_400)
  )
    throw new TypeError("fault 'retryAfter' must be a whole number of seconds from 0 to 86400");
  return { ...fault, operation: fault.operation ?? '*', left: fault.times ?? 1 };
}

export function createFaults() {
  /** @type {(Fault & { operation: string, left: number })[]} */
  let rules = [];
  return {
    /** @param {import('./faults.js').Fault} fault */
    add(fault) {
      rules.push(checkFault(fault));
    },
    clear() {
      rules = [];
    },
    list: () => rules.map(({ left, ...rule }) => ({ ...rule, left })),
    /**
     * The fault for this call, if any: a per-call header wins, then the first route rule with tries left.
     * @param {string} operation @param {string | null} header
     */
    take(operation, header) {
      if (header) {
        if (!FAULT_KINDS.includes(header))
          throw new FaultError(
            `header 'Simulator-Fault' must be one of ${FAULT_KINDS.join(', ')}, not '${header.slice(0, 40)}'`,
          );
        return checkFault({ kind: header, delayMs: header === 'slow' ? 1_000 : 0 });
      }
      const rule = rules.find((r) => r.left > 0 && (r.operation === '*' || r.operation === operation));
      if (!rule) return undefined;
      rule.left--;
      return rule;
    },
  };
}

/** The transient answer of a status fault. @param {Fault} fault */
export function transientAnswer(fault) {
  const status = Number(fault.kind);
  const headers = status === 429 ? { 'Retry-After': String(fault.retryAfter ?? 1) } : undefined;
  return refusal(
    status,
    status === 429 ? 'Too many requests (an injected fault)' : 'The service is unavailable (an injected fault)',
    headers,
  );
}
