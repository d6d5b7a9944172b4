// @ts-check
// The format checks the validators run, at build time (in the generators' Ajv) and at run time (in the standalone
// validators). The interface's named formats are built from the document's `x-formats`, so their rules live in the
// spec once: a string format matches its pattern (and every date in it is a real calendar day at a real clock
// time); an interval also spans at most `maxSpanDays`, start first; a number format allows at most `maxDecimals`
// decimals. The standard formats the document uses (date, date-time, uri, uuid) are in standard-formats.js.
import { epochMs, isCalendarDay, isClockTime } from './calendar.js';
import { stating } from './format-rules.js';
import { standardChecks } from './standard-formats.js';

export { formatRule } from './format-rules.js';
export { standardChecks };

/** @typedef {{ type: 'string' | 'number', pattern?: string, maxDecimals?: number, maxSpanDays?: number, description?: string }} FormatSpec */
/** @typedef {{ type: 'string', validate: (value: string) => boolean, description?: string } | { type: 'number', validate: (value: number) => boolean, description?: string }} FormatCheck */

const DATE_TIME = /(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/g;
const MS_PER_DAY = 86_400_000;

/** Every date in the text, as epoch milliseconds, or undefined when one of them is not a calendar day and time. */
/** @param {string} text */
function datesIn(text) {
  const dates = [];
  for (const match of text.matchAll(DATE_TIME)) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
    if (!isCalendarDay(year ?? 0, month ?? 0, day ?? 0) || !isClockTime(hour, minute, second)) return undefined;
    dates.push(epochMs(year ?? 0, month ?? 0, day ?? 0, hour, minute));
  }
  return dates;
}

const DECIMAL = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The decimals a JSON number has: the digits after the point of its shortest round-trip form (`String(n)`, which is
 * how JSON.parse read it back), less the exponent (`1.5e-7` has 8, `1e+21` none). A number that is not finite has
 * no decimal form. 0.1 + 0.2 is 0.30000000000000004: 17 decimals, not a rounded amount.
 * @param {number} value
 */
export function decimalPlaces(value) {
  const match = DECIMAL.exec(String(value));
  if (match === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

/** @param {FormatSpec} spec */
const described = (spec) => (spec.description === undefined ? {} : { description: spec.description });

/** @param {FormatSpec} spec @returns {FormatCheck} */
function checkFor(spec) {
  if (spec.type === 'number') {
    // "Amounts are numbers rounded to 2 decimals" exactly: no tolerance, so 25.000000001 and 5e-324 are refused.
    const maxDecimals = spec.maxDecimals ?? 0;
    return { type: 'number', validate: (value) => decimalPlaces(value) <= maxDecimals, ...described(spec) };
  }
  const pattern = new RegExp(spec.pattern ?? '', 'u');
  const maxSpanMs = spec.maxSpanDays === undefined ? undefined : spec.maxSpanDays * MS_PER_DAY;
  return {
    type: 'string',
    ...described(spec),
    validate(value) {
      if (!pattern.test(value)) return false;
      const dates = datesIn(value);
      if (dates === undefined) return false;
      if (maxSpanMs === undefined) return true;
      const [start = 0, end = 0] = dates;
      return start <= end && end - start <= maxSpanMs;
    },
  };
}

/**
 * The check of one x-formats entry, stating its description when it refuses a value (format-rules.js).
 * @param {string} name @param {FormatSpec} spec @returns {FormatCheck}
 */
export const formatCheck = (name, spec) => stating(name, checkFor(spec));

/** @param {Record<string, FormatSpec>} xFormats @returns {Record<string, FormatCheck>} */
export function formatChecks(xFormats) {
  return Object.fromEntries(Object.entries(xFormats).map(([name, spec]) => [name, formatCheck(name, spec)]));
}
