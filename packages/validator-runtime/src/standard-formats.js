// @ts-check
// The standard formats of JSON Schema the document uses, exactly as their RFCs define them: `date` and `date-time`
// (RFC 3339 §5.6: full-date, and full-date "T" full-time), `uri` (RFC 3986 §3: an absolute URI, fragment allowed)
// and `uuid` (RFC 9562's 8-4-4-4-12 hexadecimal form; the interface: "uuid = string in UUID format").
import { isCalendarDay, isClockTime } from './calendar.js';
import { stating } from './format-rules.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 §5.6 allows a lower-case "t" and "z"; the space its note permits "for readability" is not the ABNF's
// date-time, and the interface's ISO 8601 UTC fields are written `...T...Z`, so a space is refused.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const MINUTES_PER_DAY = 1440;

/** @param {string} value */
export function isDate(value) {
  const match = DATE.exec(value);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** @param {string} value */
export function isDateTime(value) {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second, sign, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === '+' ? 1 : part === '-' ? -1 : Number(part ?? 0)));
  if (!isCalendarDay(year ?? 0, month ?? 0, day ?? 0) || !isClockTime(hour ?? 0, minute ?? 0)) return false;
  // time-numoffset is time-hour ":" time-minute: +24:00 and +99:99 are not offsets.
  if (!isClockTime(offsetHour, offsetMinute)) return false;
  if ((second ?? 0) <= 59) return true;
  // RFC 3339 §5.7: a leap second (:60) is inserted at the end of the UTC day, so it is valid only where the time,
  // moved to UTC by its offset, is 23:59 (1998-12-31T15:59:60-08:00 too); :61 and beyond never are.
  const utcMinute = (hour ?? 0) * 60 + (minute ?? 0) - (sign ?? 0) * (offsetHour * 60 + offsetMinute);
  return second === 60 && ((utcMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY === MINUTES_PER_DAY - 1;
}

// RFC 3986 §2–3, character classes (each a single-character loop, so a long hostile string is checked in linear time).
const UNRESERVED_SUB_DELIMS = "A-Za-z0-9\\-._~!$&'()*+,;=";
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${UNRESERVED_SUB_DELIMS}:@]|${PCT})`;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const QUERY_OR_FRAGMENT = /* @__PURE__ */ new RegExp(`^(?:${PCHAR}|[/?])*$`);
const PATH_ABEMPTY = /* @__PURE__ */ new RegExp(`^(?:/${PCHAR}*)*$`);
// path-absolute ("/" [segment-nz *("/" segment)]), path-rootless (segment-nz *("/" segment)) or path-empty.
const PATH_NO_AUTHORITY = /* @__PURE__ */ new RegExp(`^/?(?:${PCHAR}+(?:/${PCHAR}*)*)?$`);
const USERINFO = /* @__PURE__ */ new RegExp(`^(?:[${UNRESERVED_SUB_DELIMS}:]|${PCT})*$`);
// reg-name (an IPv4 address is one too), then the port: §3.2.3 `port = *DIGIT`, so 99999 is a valid port in the
// syntax (whether anything listens there is not the URI's concern); WHATWG URL parsing refuses it, RFC 3986 does not.
const REG_NAME_PORT = /* @__PURE__ */ new RegExp(`^(?:[${UNRESERVED_SUB_DELIMS}]|${PCT})*(?::\\d*)?$`);
const IP_LITERAL_PORT = /^\[([^\]]*)\](?::\d*)?$/;
const IP_FUTURE = /* @__PURE__ */ new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED_SUB_DELIMS}:]+$`);
const H16 = /^[0-9A-Fa-f]{1,4}$/;
export const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** RFC 3986 §3.2.2 IPv6address: eight 16-bit groups, the last two possibly an IPv4 address, "::" for one or more. */
/** @param {string} text */
export function isIPv6(text) {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  let units = 0;
  for (const [h, half] of halves.entries()) {
    const groups = half === '' ? [] : half.split(':');
    for (const [g, group] of groups.entries()) {
      const last = h === halves.length - 1 && g === groups.length - 1;
      if (last && IPV4.test(group)) units += 2;
      else if (H16.test(group)) units += 1;
      else return false;
    }
  }
  return halves.length === 2 ? units <= 7 : units === 8;
}

/** @param {string} authority */
function isAuthority(authority) {
  const at = authority.indexOf('@');
  if (at >= 0 && !USERINFO.test(authority.slice(0, at))) return false;
  const hostPort = authority.slice(at + 1);
  const literal = IP_LITERAL_PORT.exec(hostPort);
  if (literal) return isIPv6(literal[1] ?? '') || IP_FUTURE.test(literal[1] ?? '');
  return REG_NAME_PORT.test(hostPort);
}

/** RFC 3986 §3 URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ], ASCII only (an IRI's `ä` must be %C3%A4). */
/** @param {string} value */
export function isUri(value) {
  const scheme = SCHEME.exec(value);
  if (scheme === null) return false;
  const rest = value.slice(scheme[0].length);
  const hash = rest.indexOf('#');
  const beforeFragment = hash < 0 ? rest : rest.slice(0, hash);
  if (hash >= 0 && !QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false;
  const question = beforeFragment.indexOf('?');
  const hierPart = question < 0 ? beforeFragment : beforeFragment.slice(0, question);
  if (question >= 0 && !QUERY_OR_FRAGMENT.test(beforeFragment.slice(question + 1))) return false;
  if (!hierPart.startsWith('//')) return PATH_NO_AUTHORITY.test(hierPart);
  const slash = hierPart.indexOf('/', 2);
  const authority = slash < 0 ? hierPart.slice(2) : hierPart.slice(2, slash);
  return isAuthority(authority) && PATH_ABEMPTY.test(slash < 0 ? '' : hierPart.slice(slash));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Each check its own export (the name formatExportName gives it), so that a validator imports only the ones it runs.
export const format_date = /* @__PURE__ */ stating('date', {
  type: 'string',
  validate: isDate,
  description: 'A date `YYYY-MM-DD` (RFC 3339 full-date).',
});
export const format_date_time = /* @__PURE__ */ stating('date-time', {
  type: 'string',
  validate: isDateTime,
  description: 'An RFC 3339 date-time: `YYYY-MM-DDTHH:MM:SSZ` or with an offset `+HH:MM`.',
});
export const format_uri = /* @__PURE__ */ stating('uri', {
  type: 'string',
  validate: isUri,
  description: 'An absolute URI (RFC 3986), ASCII only.',
});
export const format_uuid = /* @__PURE__ */ stating('uuid', {
  type: 'string',
  validate: (/** @type {string} */ value) => UUID.test(value),
  description: 'A UUID: `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal.',
});

/** @type {Record<'date' | 'date-time' | 'uri' | 'uuid', import('./format-checks.js').FormatCheck>} */
export const standardChecks = {
  date: format_date,
  'date-time': format_date_time,
  uri: format_uri,
  uuid: format_uuid,
};
