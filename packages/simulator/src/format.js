// @ts-check
// The date shapes the interface uses, field by field (Resources: `YYYY-MM-DD HH:MM:SS`, `Y-m-d H:i`, ISO 8601 UTC).
const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();
export const isoUtc = (/** @type {number} */ ms) => `${iso(ms).slice(0, 19)}Z`;
export const seconds = (/** @type {number} */ ms) => iso(ms).slice(0, 19).replace('T', ' ');
export const minutes = (/** @type {number} */ ms) => iso(ms).slice(0, 16).replace('T', ' ');
export const day = (/** @type {number} */ ms) => iso(ms).slice(0, 10);

/** `Y-m-d H:i` (or an ISO date-time) as epoch ms, read as UTC; NaN when it is neither. @param {string} text */
export function parseTime(text) {
  const found = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(text);
  return found ? Date.parse(`${found[1]}T${found[2]}${found[3] ?? ':00'}Z`) : Number.NaN;
}

/** Two-decimal amounts (Limits: amount precision). @param {number} value */
export const money = (value) => Math.round(value * 100) / 100;
