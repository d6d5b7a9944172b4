// No credential or private key is ever printed (issue 24): secrets go in through every option, well-formed and not,
// and every error the client throws (message, stack, String(), util.inspect with its cause), the client itself under
// util.inspect, and every log line (a caller's logger and PAYMENTS_LOG's JSON lines) are searched for them.
import { generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentsClient, type PaymentsClientOptions, type PaymentsLogger } from '../src/index.js';
import { atLevel, envLogger } from '../src/logging.js';
import { rsaSigner } from '../src/signing.js';
import { stubFetch } from './helpers/stub-fetch.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const SECRETS = {
  accountId: 'acct-SECRET-A1',
  apiKey: 'key-SECRET-B2',
  password: 'pw-SECRET-C3',
  // A line from the middle of the private key's PEM body: none of the key may be printed.
  privateKey: pem.split('\n')[5] ?? 'unreachable',
  badKeyBody: 'keybody-SECRET-D4',
};
const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: SECRETS.accountId, apiKey: SECRETS.apiKey };
const outPayment = {
  method: 'transfer',
  value: 120,
  timestamp: '2026-11-21 11:00:00',
  customer: { name: 'Bruno', email: 'b@example.com', phone: '912345678' },
  out_account: { account_holder: 'Bruno', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '9' },
} as const;

/** Every printed form of a thrown value. */
const printed = (error: unknown) =>
  error instanceof Error
    ? [error.message, error.stack ?? '', String(error), inspect(error, { depth: 10, showHidden: true })]
    : [inspect(error, { depth: 10 })];
const thrownBy = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

function expectNoSecretIn(texts: string[]) {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    for (const [name, secret] of Object.entries(SECRETS)) expect(text, `${name} was printed`).not.toContain(secret);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('secrets in malformed options', () => {
  it.each<[string, Partial<PaymentsClientOptions> & Record<string, unknown>]>([
    ['accountId with a newline', { accountId: `abc\n${SECRETS.accountId}` }],
    ['apiKey with a NUL', { apiKey: `abc\0${SECRETS.apiKey}` }],
    ['apiKey above Latin-1', { apiKey: `€${SECRETS.apiKey}` }],
    ['baseUrl with a password', { baseUrl: `https://user:${SECRETS.password}@sandbox.payments.example/2.0` }],
    ['a baseUrl that is no URL', { baseUrl: `${SECRETS.password}:/\n` }],
    ['privateKey, which moved to the signing entry', { privateKey: pem }],
  ])('%s: the refusal prints none of them', (_name, options) => {
    expectNoSecretIn(printed(thrownBy(() => createPaymentsClient({ ...base, ...options } as PaymentsClientOptions))));
  });

  it.each<[string, () => unknown]>([
    ['rsaSigner of a privateKey that is no PEM', () => rsaSigner(`not a pem ${SECRETS.badKeyBody}`)],
    ['atLevel with a bad level', () => atLevel(console, SECRETS.apiKey as never)],
    ['envLogger with a bad level', () => envLogger(SECRETS.apiKey)],
  ])('%s: the refusal prints none of them', (_name, make) => {
    expectNoSecretIn(printed(thrownBy(make)));
  });

  it('a PEM whose body will not import: refused at the first signed call, naming privateKey', async () => {
    const privateKey = `-----BEGIN PRIVATE KEY-----\n${SECRETS.badKeyBody}\n-----END PRIVATE KEY-----`;
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, signer: rsaSigner(privateKey), fetch });
    const error = await client.POST('/out_payment', { body: outPayment }).catch((caught: unknown) => caught);
    expect(String(error)).toContain("Option 'privateKey' could not be imported");
    expect(tries).toHaveLength(0);
    expectNoSecretIn(printed(error));
  });
});

describe('secrets in a working client', () => {
  async function exercise(options: Partial<PaymentsClientOptions>) {
    const lost = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    const { fetch } = stubFetch([
      Response.json({ status: 'error', message: 'Authentication Error: Invalid AccountId or ApiKey' }, { status: 403 }),
      new Response('{"status":"ok"}', { status: 503, headers: { 'Retry-After': '0' } }),
      lost,
      lost,
      lost,
    ]);
    const client = createPaymentsClient({ ...base, signer: rsaSigner(pem), fetch, backoff: { baseMs: 0 }, ...options });
    const texts = [inspect(client, { depth: 10, showHidden: true })];
    const refused = await client.GET('/capture');
    texts.push(inspect(refused.error, { depth: 10 }));
    // A 503 then no answer (NoResponseError), then a signed POST with no answer (OutcomeUnknownError).
    texts.push(...printed(await client.GET('/system/ping', { maxAttempts: 2 }).catch((e: unknown) => e)));
    texts.push(...printed(await client.POST('/out_payment', { body: outPayment }).catch((e: unknown) => e)));
    return texts;
  }

  it("prints none in errors or in a caller's logger's lines", async () => {
    const lines: string[] = [];
    const record = (fields: Record<string, unknown>, message: string) => lines.push(inspect({ fields, message }));
    const logger: PaymentsLogger = { debug: record, info: record, warn: record, error: record };
    const texts = await exercise({ logger });
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join('\n')).toContain('[redacted]');
    expectNoSecretIn([...texts, ...lines]);
  });

  it("prints none in PAYMENTS_LOG's JSON lines on stderr", async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    const texts = await exercise({ logger: envLogger('debug') });
    expect(lines.length).toBeGreaterThan(5);
    expectNoSecretIn([...texts, ...lines]);
  });
});
