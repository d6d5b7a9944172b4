// The credentials' rules at createPaymentsClient (issue 24): a value that cannot be a header, a URL with a password,
// and an ApiKey in a browser are refused there, naming the option and the rule, never the value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBrowser } from '../src/identity.js';
import { CallOptionError, ConfigurationError, createPaymentsClient } from '../src/index.js';
import { stubFetch } from './helpers/stub-fetch.js';

const valid = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
const refusal = (options: object) => {
  try {
    createPaymentsClient(options as never);
  } catch (error) {
    return error as ConfigurationError;
  }
  throw new Error('not refused');
};

describe('credentials that cannot be header values', () => {
  it.each([
    ['a newline', 'abc\ndef-SECRET'],
    ['a carriage return', 'abc\rdef-SECRET'],
    ['a NUL', 'abc\0def-SECRET'],
    ['a tab', 'abc\tdef-SECRET'],
    ['DEL', 'abc\x7fdef-SECRET'],
    ['a C1 control', 'abc\x85def-SECRET'],
    ['a character above U+00FF', 'clé-€-SECRET'],
    ['an emoji', 'key-🔑-SECRET'],
    ['a space around it', ' def-SECRET'],
  ])('refuses %s in accountId and apiKey, naming the option and not the value', (_name, value) => {
    for (const option of ['accountId', 'apiKey']) {
      const error = refusal({ ...valid, [option]: value });
      expect(error).toBeInstanceOf(ConfigurationError);
      expect(error.option).toBe(option);
      expect(error.message).toMatch(/header/);
      expect(`${error.message}${error.stack}`).not.toContain('SECRET');
    }
  });

  it('accepts printable Latin-1, which fetch sends as it is', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...valid, accountId: 'conta-é', apiKey: 'k!~#$%&*+-.^_`|', fetch });
    await client.GET('/system/ping');
    expect(tries[0]?.headers.get('ApiKey')).toBe('k!~#$%&*+-.^_`|');
    expect(new TextEncoder().encode(tries[0]?.headers.get('AccountId') ?? '')).toHaveLength(8);
  });
});

describe('a base URL with user info', () => {
  it.each([
    'https://user:pass-SECRET@sandbox.payments.example/2.0',
    'https://pass-SECRET@sandbox.payments.example/2.0',
    'https://:pass-SECRET@sandbox.payments.example/2.0',
  ])('refuses %s, naming baseUrl and the rule, the URL redacted', (baseUrl) => {
    const error = refusal({ ...valid, baseUrl });
    expect(error.option).toBe('baseUrl');
    expect(error.message).toContain('credentials go in AccountId/ApiKey, not in the URL');
    expect(`${error.message}${error.stack}`).not.toContain('SECRET');
  });

  it("refuses one in a call's own baseUrl before anything is sent", async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...valid, fetch });
    const baseUrl = 'https://u:pass-SECRET@sandbox.payments.example/2.0';
    const error = await client.GET('/system/ping', { baseUrl }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallOptionError);
    expect(String(error)).toContain("'baseUrl'");
    expect(`${String(error)}${(error as Error).stack}`).not.toContain('SECRET');
    expect(tries).toHaveLength(0);
  });
});

describe('the ApiKey in a browser', () => {
  const mozilla = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };
  it.each([
    ['a browser page', { document: {}, navigator: mozilla }, true],
    ['a browser web worker', { WorkerGlobalScope: class {}, navigator: mozilla }, true],
    ['Node', { process: { versions: { node: '20.19.0' } } }, false],
    ['Node with jsdom loaded', { process: { versions: { node: '20.19.0' } }, document: {} }, false],
    ['Deno', { Deno: { version: { deno: '2.5.0' } }, navigator: { userAgent: 'Deno/2.5.0' } }, false],
    ['Bun', { Bun: { version: '1.3.0' }, process: { versions: { node: '24.3.0' } } }, false],
    ['a server worker runtime', { WorkerGlobalScope: class {}, navigator: { userAgent: 'Cloudflare-Workers' } }, false],
  ])('%s is a browser: %s', (_name, globals, want) => {
    expect(isBrowser(globals)).toBe(want);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** createPaymentsClient with the globals of a browser page: no Node `process`, a `document`. */
  function inBrowser(options: object): unknown {
    vi.stubGlobal('process', undefined);
    vi.stubGlobal('document', {});
    try {
      return createPaymentsClient(options as never);
    } catch (error) {
      return error;
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('is refused unless the caller opts in by name', () => {
    const error = inBrowser(valid) as ConfigurationError;
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.option).toBe('apiKey');
    expect(error.message).toContain('dangerouslyAllowBrowser: true');
    expect(error.message).not.toContain(valid.apiKey);
    expect(inBrowser({ ...valid, dangerouslyAllowBrowser: true })).toHaveProperty('GET');
    expect(inBrowser({ ...valid, dangerouslyAllowBrowser: 'yes' })).toHaveProperty('option', 'dangerouslyAllowBrowser');
  });

  it('is sent as before outside a browser, without the option', () => {
    expect(createPaymentsClient(valid)).toHaveProperty('GET');
  });
});
