// The credentials' own checks, made once at createPaymentsClient (Authentication rule 1: "Every server-to-server
// request carries two headers: `AccountId` … and `ApiKey`"). A value that cannot be a header would otherwise reach
// Headers.set at every call, whose TypeError prints the value (issue 24); so each rule here names the option and the
// rule, never the value.
import { ConfigurationError } from './errors.js';
import { isBrowser, type RuntimeGlobals } from './identity.js';

// Printable Latin-1 only: fetch refuses NUL, CR and LF and anything above U+00FF (a header value is bytes), and the
// other control characters (U+0001–U+001F, U+007F–U+009F) are not field content either (RFC 9110, section 5.5).
const HEADER_VALUE = /^[\x20-\x7e\xa0-\xff]*$/;

/** Refuses a value that cannot be sent as the header `header`, naming the option and the rule. */
export function checkHeaderValue(option: string, header: string, value: string): void {
  const broken = !HEADER_VALUE.test(value)
    ? 'it must hold printable Latin-1 characters only (no control characters such as a newline or NUL)'
    : value !== value.trim() && 'it has spaces around it';
  if (broken) throw new ConfigurationError(option, `cannot be sent as the ${header} header: ${broken}`);
}

/** The rule of a URL with a user name or password in it, which fetch refuses, printing the URL (issue 24). */
export const NO_USER_INFO = 'must not hold a user name or password: credentials go in AccountId/ApiKey, not in the URL';

/** The rule of a call's URL on another origin than the client's `baseUrl`: credentials go to that origin only. */
export const offOrigin = (other: string, own: string) =>
  `is on ${other}, but this client sends its credentials to ${own} only: create a client for ${other}`;

export const hasUserInfo = (url: string) => {
  const { username, password } = new URL(url);
  return username !== '' || password !== '';
};

/**
 * The ApiKey is a server-to-server secret (Authentication rule 1): anyone who opens a page that holds it can read it.
 * In a browser the client refuses it unless the caller says, by the option's name, that they accept the danger
 * (as openai-node's `dangerouslyAllowBrowser` does).
 */
export function checkNotInBrowser(dangerouslyAllowBrowser: unknown, globals?: RuntimeGlobals): void {
  if (dangerouslyAllowBrowser !== undefined && typeof dangerouslyAllowBrowser !== 'boolean') {
    throw new ConfigurationError('dangerouslyAllowBrowser', 'must be true or false');
  }
  if (dangerouslyAllowBrowser === true || !isBrowser(globals)) return;
  throw new ConfigurationError(
    'apiKey',
    'is a server-to-server secret and this is a browser, where whoever opens the page can read it: call the service ' +
      'from your server, or set dangerouslyAllowBrowser: true if this page is only ever yours',
  );
}
