// @ts-check
// The format checks the validators run, at build time (in the generators' Ajv) and at run time (in the standalone
// validators). The interface's named formats are built from the document's `x-formats`, so their rules live in the
// spec once: a string format matches its pattern (and, when it starts with a date, names a real calendar day); an
// interval also spans at most `maxSpanDays`, start first; a number format allows at most `maxDecimals` decimals.
// The standard formats the document uses (date, date-time, uri, uuid) are here too, so the runtime needs no ajv-formats.

/** @typedef {{ type: 'string' | 'number', pattern?: string, maxDecimals?: number, maxSpanDays?: number }} FormatSpec */
/** @typedef {{ type: 'string', validate: (value: string) => boolean } | { type: 'number', validate: (value: number) => boolean }} FormatCheck */

const DATE_TIME = /(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/g;
const MS_PER_DAY = 86_400_000;

/** Every date in the text, as epoch milliseconds, or undefined when one of them is not a calendar day. */
/** @param {string} text */
function datesIn(text) {
  const dates = [];
  for (const [, year, month, day, hour = '0', minute = '0'] of text.matchAll(DATE_TIME)) {
    const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
    // Date.UTC rolls over (month 13 is next January, 30 February is 2 March): a real day reads back unchanged.
    const date = new Date(ms);
    if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
    dates.push(ms);
  }
  return dates;
}

/** @param {FormatSpec} spec @returns {FormatCheck} */
function checkFor(spec) {
  if (spec.type === 'number') {
    const scale = 10 ** (spec.maxDecimals ?? 0);
    // Compare with a tolerance: 0.07 * 100 is 7.000000000000001 in binary floating point.
    return { type: 'number', validate: (value) => Math.abs(Math.round(value * scale) - value * scale) < 1e-6 };
  }
  const pattern = new RegExp(spec.pattern ?? '');
  const maxSpanMs = spec.maxSpanDays === undefined ? undefined : spec.maxSpanDays * MS_PER_DAY;
  return {
    type: 'string',
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

/** @param {Record<string, FormatSpec>} xFormats @returns {Record<string, FormatCheck>} */
export function formatChecks(xFormats) {
  return Object.fromEntries(Object.entries(xFormats).map(([name, spec]) => [name, checkFor(spec)]));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** @param {string} value */
function isDate(value) {
  const match = DATE.exec(value);
  return Boolean(match) && datesIn(value) !== undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The standard formats of JSON Schema that the document uses (RFC 3339 dates and date-times, absolute URIs, UUIDs). */
export const standardChecks = {
  date: { type: 'string', validate: isDate },
  uuid: { type: 'string', validate: (/** @type {string} */ value) => UUID.test(value) },
  'date-time': {
    type: 'string',
    /** @param {string} value */
    validate: (value) => {
      const match = RFC3339_DATE_TIME.exec(value);
      return (
        Boolean(match) &&
        Number(match?.[4]) < 24 &&
        Number(match?.[5]) < 60 &&
        Number(match?.[6]) < 61 &&
        isDate(value.slice(0, 10))
      );
    },
  },
  uri: {
    type: 'string',
    /** @param {string} value */
    validate: (value) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(value) && URL.canParse(value),
  },
};
