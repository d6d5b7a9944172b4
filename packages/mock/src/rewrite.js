// @ts-check
// What the proxy changes in Prism's answers so they follow the interface: Prism picks the first enum value of a
// header schema, so every answer said `X-Service-Should-Retry: true` and `Idempotency-Replay: true`. The retry
// header is set by the interface's rule for the status (Errors rule 6) and the replay header is sent only on a
// replay (Errors rule 5, kept by the proxy's own idempotency store).
import { shouldRetry } from '@payments-contract/simulator/front';

/** @param {number} status @param {import('node:http').IncomingHttpHeaders} headers */
export function rewriteHeaders(status, headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (/^(content-length|transfer-encoding|x-service-should-retry|idempotency-replay)$/i.test(name)) continue;
    kept[name] = value;
  }
  const retry = shouldRetry(status);
  if (retry) kept['x-service-should-retry'] = retry;
  return kept;
}
