// @ts-check
// Limits, refund windows by method: "mbw | 12 months", "card (both networks) | 12 months", "mb references of the SPG
// product | 120 days" (every reference the simulator makes is SPG), "dd | 180 days"; a virtual IBAN transfer has no
// window. "After the window, refunds cannot be processed through the interface for that payment."

const DAY = 86_400_000;

/** @typedef {{ months: number } | { days: number }} Window */

/** @type {Record<string, Window>} */
export const WINDOWS = { cc: { months: 12 }, mbw: { months: 12 }, mb: { days: 120 }, dd: { days: 180 } };

/**
 * `months` calendar months after `from`, at the same time of day. A day the target month lacks (the 29th to 31st)
 * becomes its last day: 12 months after 2028-02-29 is 2029-02-28 (a choice, in docs/guides/simulator.md).
 * @param {number} from @param {number} months
 */
export function addCalendarMonths(from, months) {
  const start = new Date(from);
  const day = start.getUTCDate();
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

/** The window's name as a refusal says it. @param {Window} window */
export const windowName = (window) => ('months' in window ? `${window.months} months` : `${window.days} days`);

/**
 * The last instant a capture made at `capturedAt` by `method` may be refunded (inclusive), or undefined when its
 * method has no window.
 * @param {string} method @param {number} capturedAt
 */
export function refundDeadline(method, capturedAt) {
  const window = WINDOWS[method];
  if (!window) return undefined;
  return 'months' in window ? addCalendarMonths(capturedAt, window.months) : capturedAt + window.days * DAY;
}
