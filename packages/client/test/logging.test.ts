// Observability (issue 14): every try logged with method, path, status, attempt, delay and key; credentials and
// signatures never in a log line; PAYMENTS_LOG as a switch (opt-in since issue 30: `logger: envLogger()`); the User-Agent names package, version and runtime; and
// callInfo times each try.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CallOptionError,
  ConfigurationError,
  callInfo,
  createPaymentsClient,
  PACKAGE_NAME,
  PACKAGE_VERSION,
  type PaymentsLogger,
} from '../src/index.js';
import { atLevel, envLogger } from '../src/logging.js';
import { rsaSigner } from '../src/signing.js';
import { type Step, startFaultServer } from './helpers/fault-server.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const secrets = { accountId: 'acct-4417-private', apiKey: 'sk_live_9f8e7d6c5b4a' };
const outPayment = {
  method: 'transfer',
  value: 120,
  timestamp: '2026-11-21 11:00:00',
  customer: { name: 'Bruno', email: 'b@example.com', phone: '912345678' },
  out_account: { account_holder: 'Bruno', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '9' },
} as const;

let server: Awaited<ReturnType<typeof startFaultServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    lines.push({ level, fields, message });
  const logger: PaymentsLogger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

async function signedOutPayment(script: Step[], extra: Record<string, unknown> = {}) {
  server = await startFaultServer(script, { status: 201, body: { id: 'op-1' } });
  const client = createPaymentsClient({
    baseUrl: server.baseUrl,
    ...secrets,
    signer: rsaSigner(pem),
    backoff: { baseMs: 1 },
    ...extra,
  });
  return client.POST('/out_payment', { body: outPayment });
}

describe('the logger', () => {
  it('logs each try with method, path, status, attempt, delay and key', async () => {
    const { logger, lines } = recordingLogger();
    const { response } = await signedOutPayment([{ status: 503 }], { logger });
    const key = callInfo(response)?.idempotencyKey;
    const tries = lines.filter((line) => line.message === 'retrying' || line.message === 'try');
    expect(tries.map(({ level, fields }) => ({ level, ...fields, ms: undefined }))).toEqual([
      {
        level: 'info',
        method: 'POST',
        path: '/out_payment',
        attempt: 1,
        status: 503,
        delayMs: expect.any(Number),
        key,
        ms: undefined,
      },
      { level: 'debug', method: 'POST', path: '/out_payment', attempt: 2, status: 201, key, ms: undefined },
    ]);
  });

  it('never writes a credential, the signature or the private key', async () => {
    const { logger, lines } = recordingLogger();
    await signedOutPayment([{ status: 503 }, { drop: 'before-response' }], { logger });
    const signature = String(server?.seen[0]?.headers.signature);
    const keyMaterial = pem.split('\n')[1] ?? '';
    expect(signature.length).toBeGreaterThan(100);
    const text = lines.map((line) => JSON.stringify(line));
    expect(text.length).toBeGreaterThanOrEqual(4);
    for (const line of text) {
      for (const secret of [secrets.accountId, secrets.apiKey, signature, keyMaterial])
        expect(line).not.toContain(secret);
    }
    // The request line shows the headers, redacted: proof that they were there to leak.
    expect(lines[0]?.fields.headers).toMatchObject({
      accountid: '[redacted]',
      apikey: '[redacted]',
      signature: '[redacted]',
    });
  });

  it('filters by level with atLevel', async () => {
    const { logger, lines } = recordingLogger();
    await signedOutPayment([{ status: 503 }], { logger: atLevel(logger, 'info') });
    expect(lines.map((line) => line.level)).toEqual(['info']);
    lines.length = 0;
    await signedOutPayment([{ status: 503 }], { logger: atLevel(logger, 'silent') });
    expect(lines).toEqual([]);
  });

  it('is refused when it lacks a level method, and so is an unknown level', () => {
    const base = { baseUrl: 'https://sandbox.payments.example/2.0', ...secrets };
    expect(() => createPaymentsClient({ ...base, logger: { info() {} } as never })).toThrow(
      "Option 'logger' must have debug, info, warn and error methods (no debug).",
    );
    expect(() => atLevel(console, 'verbose' as never)).toThrow(
      "Option 'logLevel' must be one of debug, info, warn, error, silent.",
    );
    expect(CallOptionError.prototype).toBeInstanceOf(ConfigurationError);
  });
});

describe('PAYMENTS_LOG', () => {
  it('with logger: envLogger(), writes JSON lines on stderr at the level it names, redacted', async () => {
    vi.stubEnv('PAYMENTS_LOG', 'debug');
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void written.push(line));
    await signedOutPayment([{ status: 503 }], { logger: envLogger() });
    const events = written.map((line) => JSON.parse(line));
    expect(events.map((event) => event.msg)).toEqual(['request', 'retrying', 'try']);
    for (const line of written) expect(line).not.toMatch(/acct-4417-private|sk_live_9f8e7d6c5b4a/);
  });

  it('is read only by envLogger: a client without it writes nothing (issue 30: logging is opt-in)', async () => {
    vi.stubEnv('PAYMENTS_LOG', 'debug');
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void written.push(line));
    await signedOutPayment([{ status: 503 }]);
    expect(written).toEqual([]);
  });

  it('logs nothing when unset, empty or silent', () => {
    for (const value of [undefined, '', 'silent', 'SILENT']) expect(envLogger(value)).toBeUndefined();
  });

  it('names itself when its value is unknown', () => {
    vi.stubEnv('PAYMENTS_LOG', 'loud');
    expect(() => envLogger()).toThrow("Option 'PAYMENTS_LOG' must be one of debug, info, warn, error, silent.");
  });
});

describe('client identification and timings', () => {
  it('sends a User-Agent naming the package, its version and the runtime', async () => {
    await signedOutPayment([]);
    expect(server?.seen[0]?.headers['user-agent']).toBe(
      `@payments-contract/client/${PACKAGE_VERSION} (node ${process.versions.node}; ${process.platform})`,
    );
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect([PACKAGE_NAME, PACKAGE_VERSION]).toEqual([manifest.name, manifest.version]);
  });

  it('times each try in callInfo', async () => {
    const { response } = await signedOutPayment([{ status: 503 }, { status: 502 }]);
    const tries = callInfo(response)?.tries ?? [];
    expect(tries.map((t) => [t.attempt, t.status])).toEqual([
      [1, 503],
      [2, 502],
      [3, 201],
    ]);
    for (const t of tries) expect(t.durationMs).toBeGreaterThan(0);
    expect(tries.slice(0, 2).every((t) => typeof t.delayMs === 'number')).toBe(true);
    expect(tries[2]?.delayMs).toBeUndefined();
  });
});
