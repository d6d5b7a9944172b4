// What createPaymentsClient settles once: the defaults its options document (tries from the spec's x-retry-policy,
// Errors rule 6's "the service limit equal requests, e.g. to 3"), the base address the paths are joined to, the
// credentials on every request (Authentication rule 1) and the User-Agent that names the runtime.
import { describe, expect, it } from 'vitest';
import { retryPolicy } from '../src/generated/policy.js';
import { runtimeName, userAgent } from '../src/identity.js';
import { ConfigurationError, createPaymentsClient } from '../src/index.js';
import { resolveOptions } from '../src/options.js';
import { rsaSigner } from '../src/signing.js';
import { stubFetch } from './helpers/stub-fetch.js';

const valid = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };

describe('defaults', () => {
  it('are the spec’s tries, a 30 s deadline and a backoff of 250 ms to 5 s, with nothing logged', () => {
    expect(resolveOptions(valid)).toMatchObject({
      maxAttempts: retryPolicy.maxAttempts.default,
      timeoutMs: 30_000,
      backoff: { baseMs: 250, maxMs: 5_000 },
      log: undefined,
    });
  });

  it('keep what the caller gives, 0 ms of backoff included', () => {
    const given = { ...valid, maxAttempts: 1, timeoutMs: 1, backoff: { baseMs: 0, maxMs: 0 } };
    expect(resolveOptions(given)).toMatchObject({ maxAttempts: 1, timeoutMs: 1, backoff: { baseMs: 0, maxMs: 0 } });
  });
});

describe('option checks name the option and the rule', () => {
  it.each([
    ['options', null, "Option 'options' must be an object."],
    ['baseUrl', { ...valid, baseUrl: 42 }, "Option 'baseUrl' is required (the base address ending in /2.0)."],
    ['accountId', { ...valid, accountId: '' }, "Option 'accountId' is required (the AccountId header)."],
    ['apiKey', { ...valid, apiKey: undefined }, "Option 'apiKey' is required (the ApiKey header)."],
    [
      'privateKey, which moved to the signing entry',
      { ...valid, privateKey: '-----BEGIN PRIVATE KEY-----' },
      "Option 'privateKey' moved: pass signer: rsaSigner(privateKey) from '@payments-contract/client/signing'.",
    ],
    [
      'signer',
      { ...valid, signer: 'a pem' },
      "Option 'signer' must be made by rsaSigner(privateKey) from '@payments-contract/client/signing'.",
    ],
    [
      'logLevel, which moved to the logging entry',
      { ...valid, logger: console, logLevel: 'info' },
      "Option 'logLevel' moved: pass logger: atLevel(logger, logLevel) from '@payments-contract/client/logging'.",
    ],
    [
      'backoff.maxMs',
      { ...valid, backoff: { maxMs: Number.NaN } },
      "Option 'backoff.maxMs' must be a number of at least 0.",
    ],
    ['timeoutMs', { ...valid, timeoutMs: '5' }, "Option 'timeoutMs' must be a whole number from 1 to 3600000."],
  ])('%s', (_name, options, message) => {
    expect(() => resolveOptions(options as never)).toThrow(ConfigurationError);
    expect(() => resolveOptions(options as never)).toThrow(message);
  });

  it('accepts an http address and a signer of an RSA PRIVATE KEY', () => {
    const signer = rsaSigner('-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----');
    expect(resolveOptions({ ...valid, baseUrl: 'http://127.0.0.1:4011/2.0', signer }).baseUrl).toBe(
      'http://127.0.0.1:4011/2.0',
    );
  });
});

describe('requests', () => {
  it('join the paths to the base address, a trailing slash or two dropped', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...valid, baseUrl: 'https://sandbox.payments.example/2.0//', fetch });
    await client.GET('/single/{id}', { params: { path: { id: 's1' } } });
    expect(tries[0]?.url).toBe('https://sandbox.payments.example/2.0/single/s1');
  });

  it('carry AccountId and ApiKey even when a middleware removed them (Authentication rule 1)', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...valid, fetch });
    client.use({
      onRequest({ request }) {
        request.headers.delete('AccountId');
        request.headers.set('ApiKey', 'another');
      },
    });
    await client.GET('/system/ping');
    expect([tries[0]?.headers.get('AccountId'), tries[0]?.headers.get('ApiKey')]).toEqual(['acct-1', 'key-1']);
  });

  it("keep a User-Agent the caller sets, and send the client's otherwise", async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...valid, fetch });
    await client.GET('/system/ping', { headers: { 'User-Agent': 'shop/1.0' } });
    await client.GET('/system/ping');
    expect(tries.map((t) => t.headers.get('User-Agent'))).toEqual(['shop/1.0', userAgent()]);
  });
});

describe('the runtime named in the User-Agent', () => {
  it.each([
    ['Deno', { Deno: { version: { deno: '2.5.0' } } }, 'deno 2.5.0'],
    ['Bun', { Bun: { version: '1.3.0' }, process: { versions: { node: '24.3.0' } } }, 'bun 1.3.0'],
    ['Node', { process: { versions: { node: '20.19.0' }, platform: 'linux' } }, 'node 20.19.0; linux'],
    ['Node without a platform', { process: { versions: { node: '20.19.0' } } }, 'node 20.19.0'],
    ['a browser', { navigator: { userAgent: 'Mozilla/5.0' }, document: {} }, 'browser'],
    ['Deno without a version', { Deno: {} }, 'browser'],
  ])('%s is %s', (_name, globals, want) => {
    expect(runtimeName(globals)).toBe(want);
    expect(userAgent(globals)).toMatch(new RegExp(`^@payments-contract/client/\\d+\\.\\d+\\.\\d+ \\(${want}\\)$`));
  });
});
