// @ts-check
// The scorecard's journal: every request the merchant's code sent (what the rules need of it, never the ApiKey's
// value), the answer or the fault it met, every notification delivered to the merchant's receiver, and every act the
// receiver reported. The grades are read from it alone (grade.js), so a report can always name the entry that broke
// a rule.

/**
 * @typedef {{ seq: number, type: 'request', method: string, path: string, query: string, body: string,
 *   accountId: boolean, apiKey: boolean, key: string | null, signature: string | null,
 *   status: number | null, shouldRetry: string | null, fault: string | null }} RequestEntry
 *   `path` without the base path (`/single/…`); `status` null when no answer came (a dropped connection)
 * @typedef {{ seq: number, type: 'delivery', kind: string, id: string, status: string | null, body: string,
 *   fault: string | null }} DeliveryEntry `fault`: duplicated, re-dated, forged, or null for the simulator's own
 * @typedef {{ seq: number, type: 'act', id: string, status: string | null }} ActEntry
 * @typedef {RequestEntry | DeliveryEntry | ActEntry} Entry
 */

export function createJournal() {
  /** @type {Entry[]} */
  const entries = [];
  /** @template {Entry} E @param {E} entry @returns {E} */
  const push = (entry) => {
    entries.push(entry);
    return entry;
  };
  const seq = () => entries.length + 1;
  return {
    entries,
    /** @param {Omit<RequestEntry, 'seq' | 'type'>} entry */
    request: (entry) => push(/** @type {RequestEntry} */ ({ seq: seq(), type: 'request', ...entry })),
    /** @param {Omit<DeliveryEntry, 'seq' | 'type'>} entry */
    delivery: (entry) => push(/** @type {DeliveryEntry} */ ({ seq: seq(), type: 'delivery', ...entry })),
    /** @param {Omit<ActEntry, 'seq' | 'type'>} entry */
    act: (entry) => push(/** @type {ActEntry} */ ({ seq: seq(), type: 'act', ...entry })),
  };
}

/** @typedef {ReturnType<typeof createJournal>} Journal */

/** One line naming an entry, for the report. @param {Entry} entry */
export function describeEntry(entry) {
  if (entry.type === 'act')
    return `#${entry.seq} the receiver acted on ${entry.id}${entry.status ? ` (${entry.status})` : ''}`;
  if (entry.type === 'delivery')
    return `#${entry.seq} ${entry.kind} notification ${entry.id}${entry.status ? ` ${entry.status}` : ''}${entry.fault ? ` (${entry.fault})` : ''}`;
  const answer = entry.status === null ? 'no answer' : `${entry.status}`;
  const retry = entry.shouldRetry === null ? '' : ` X-Service-Should-Retry: ${entry.shouldRetry}`;
  const fault = entry.fault ? ` [fault: ${entry.fault}]` : '';
  const key = entry.key === null ? '' : ` Idempotency-Key: ${entry.key.slice(0, 60)}`;
  return `#${entry.seq} ${entry.method} ${entry.path}${entry.query}${key} → ${answer}${retry}${fault}`;
}
