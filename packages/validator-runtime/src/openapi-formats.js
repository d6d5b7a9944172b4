// @ts-check
// The OpenAPI Format Registry's formats (https://spec.openapis.org/registry/format/) and JSON Schema's other named
// formats, as the standalone validators check them. Each is its own export, so that a document's formats module
// imports only the ones it uses. Number formats bound the value as their entry says (int32: −2³¹ … 2³¹−1); formats
// that describe how a string is meant (binary, password, commonmark, html) accept any string.
import { isClockTime } from './calendar.js';
import { IPV4, isDate, isIPv6 } from './standard-formats.js';

/** @typedef {import('./format-checks.js').FormatCheck} FormatCheck */

/** @param {number} min @param {number} max @param {string} description @returns {FormatCheck} */
const integer = (min, max, description) => ({
  type: 'number',
  description,
  validate: (value) => Number.isInteger(value) && value >= min && value <= max,
});
/** @param {RegExp} pattern @param {string} description @returns {FormatCheck} */
const matching = (pattern, description) => ({ type: 'string', description, validate: (value) => pattern.test(value) });
/** @param {string} description @returns {FormatCheck} */
const anyString = (description) => ({ type: 'string', description, validate: () => true });

const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/;
const HOST_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

export const format_int8 = /* @__PURE__ */ integer(-128, 127, 'a signed 8-bit integer');
export const format_int16 = /* @__PURE__ */ integer(-32768, 32767, 'a signed 16-bit integer');
export const format_int32 = /* @__PURE__ */ integer(-2147483648, 2147483647, 'a signed 32-bit integer');
// A JSON number beyond 2^53 is already rounded when parsed: 2^63 − 1 is the double 2^63, so that is the bound.
export const format_int64 = /* @__PURE__ */ integer(-(2 ** 63), 2 ** 63, 'a signed 64-bit integer');
export const format_uint8 = /* @__PURE__ */ integer(0, 255, 'an unsigned 8-bit integer');
export const format_uint16 = /* @__PURE__ */ integer(0, 65535, 'an unsigned 16-bit integer');
export const format_uint32 = /* @__PURE__ */ integer(0, 4294967295, 'an unsigned 32-bit integer');
export const format_uint64 = /* @__PURE__ */ integer(0, 2 ** 64, 'an unsigned 64-bit integer');
export const format_double_int = /* @__PURE__ */ integer(
  -(2 ** 53) + 1,
  2 ** 53 - 1,
  'an integer a double stores exactly',
);
/** @type {FormatCheck} */
export const format_float = {
  type: 'number',
  description: 'a single-precision floating-point number',
  validate: (value) => Number.isFinite(value) && Math.abs(value) <= 3.4028234663852886e38,
};
/** @type {FormatCheck} */
export const format_double = { type: 'number', description: 'a double', validate: (value) => Number.isFinite(value) };
export const format_byte = /* @__PURE__ */ matching(
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  'base64-encoded data (RFC 4648 §4)',
);
export const format_base64url = /* @__PURE__ */ matching(
  /^[A-Za-z0-9_-]*={0,2}$/,
  'url-safe base64 data (RFC 4648 §5)',
);
export const format_binary = /* @__PURE__ */ anyString('any sequence of octets');
export const format_password = /* @__PURE__ */ anyString('a password (shown hidden)');
export const format_commonmark = /* @__PURE__ */ anyString('CommonMark text');
export const format_html = /* @__PURE__ */ anyString('HTML text');
/** @type {FormatCheck} */
export const format_char = { type: 'string', description: 'a single character', validate: (v) => [...v].length === 1 };
/** @type {FormatCheck} */
export const format_time = {
  type: 'string',
  description: 'a time of day (RFC 3339 full-time)',
  validate(value) {
    const match = TIME.exec(value);
    return (
      match !== null &&
      isClockTime(Number(match[1]), Number(match[2]), Math.min(Number(match[3]), 59)) &&
      isClockTime(Number(match[4] ?? 0), Number(match[5] ?? 0))
    );
  },
};
/** @type {FormatCheck} */
export const format_date_time_local = {
  type: 'string',
  description: 'a date and time without a time zone (RFC 3339)',
  validate(value) {
    const match = LOCAL.exec(value);
    return (
      match !== null && isDate(match[1] ?? '') && isClockTime(Number(match[2]), Number(match[3]), Number(match[4]))
    );
  },
};
export const format_duration = /* @__PURE__ */ matching(
  /^P(?!$)(?:\d+(?:[.,]\d+)?Y)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?W)?(?:\d+(?:[.,]\d+)?D)?(?:T(?=\d)(?:\d+(?:[.,]\d+)?H)?(?:\d+(?:[.,]\d+)?M)?(?:\d+(?:[.,]\d+)?S)?)?$/,
  'an ISO 8601 duration (P1DT2H)',
);
export const format_email = /* @__PURE__ */ matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address');
export const format_idn_email = format_email;
/** @type {FormatCheck} */
export const format_hostname = {
  type: 'string',
  description: 'a host name (RFC 1123)',
  validate: (value) => value.length <= 253 && value.split('.').every((label) => HOST_LABEL.test(label)),
};
export const format_idn_hostname = /* @__PURE__ */ matching(
  /^[^\s.]+(?:\.[^\s.]+)*$/,
  'an internationalised host name',
);
export const format_ipv4 = /* @__PURE__ */ matching(IPV4, 'an IPv4 address');
/** @type {FormatCheck} */
export const format_ipv6 = { type: 'string', description: 'an IPv6 address', validate: (value) => isIPv6(value) };
export const format_uri_reference = /* @__PURE__ */ matching(/^[^\s<>"{}|\\^`]*$/, 'a URI reference (RFC 3986)');
export const format_iri = /* @__PURE__ */ matching(/^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`]*$/, 'an IRI (RFC 3987)');
export const format_iri_reference = /* @__PURE__ */ matching(/^[^\s<>"{}|\\^`]*$/, 'an IRI reference (RFC 3987)');
export const format_uri_template = /* @__PURE__ */ matching(/^(?:[^{}\s]|\{[^{}\s]+\})*$/, 'a URI template (RFC 6570)');
export const format_json_pointer = /* @__PURE__ */ matching(/^(?:\/(?:[^~/]|~[01])*)*$/, 'a JSON pointer (RFC 6901)');
export const format_relative_json_pointer = /* @__PURE__ */ matching(
  /^(?:0|[1-9]\d*)(?:#|(?:\/(?:[^~/]|~[01])*)*)$/,
  'a relative JSON pointer',
);
/** @type {FormatCheck} */
export const format_regex = {
  type: 'string',
  description: 'a regular expression',
  validate(value) {
    try {
      new RegExp(value, 'u');
      return true;
    } catch {
      return false;
    }
  },
};

/** Every format above by its name in the registry (`double-int` for format_double_int). */
export const openapiFormats = {
  int8: format_int8,
  int16: format_int16,
  int32: format_int32,
  int64: format_int64,
  uint8: format_uint8,
  uint16: format_uint16,
  uint32: format_uint32,
  uint64: format_uint64,
  'double-int': format_double_int,
  float: format_float,
  double: format_double,
  byte: format_byte,
  base64url: format_base64url,
  binary: format_binary,
  password: format_password,
  commonmark: format_commonmark,
  html: format_html,
  char: format_char,
  time: format_time,
  'date-time-local': format_date_time_local,
  duration: format_duration,
  email: format_email,
  'idn-email': format_idn_email,
  hostname: format_hostname,
  'idn-hostname': format_idn_hostname,
  ipv4: format_ipv4,
  ipv6: format_ipv6,
  'uri-reference': format_uri_reference,
  iri: format_iri,
  'iri-reference': format_iri_reference,
  'uri-template': format_uri_template,
  'json-pointer': format_json_pointer,
  'relative-json-pointer': format_relative_json_pointer,
  regex: format_regex,
};

/** The export that holds a registry format's check (`double-int` → `format_double_int`). @param {string} name */
export const formatExportName = (name) => `format_${name.replaceAll('-', '_')}`;
