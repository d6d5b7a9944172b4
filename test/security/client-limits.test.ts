// Threats from an answer or an option that costs without bound (issue 30): a 50 MB answer read whole, maxAttempts
// 1e6 with `Retry-After: 0` (129 requests a second), the same answer compressed (its Content-Length bounds only the
// bytes on the wire), a non-JSON 200 surfacing as a bare SyntaxError naming no
// operation, a 200 of the wrong shape returned as typed data, an encrypted PEM given a misleading message.
// Defences: maxResponseBytes (default 8 MiB, at most 256 MiB), maxAttempts at most 10 and timeoutMs at most an hour
// (client and call options alike), ResponseRefusedError naming the call, the opt-in validateResponses (responseCheck, from
// the response-check entry), and a message that says the PEM is encrypted (rsaSigner, from the signing entry).
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsClient,
  type PaymentsClientOptions,
  type PaymentsLogger,
  ResponseRefusedError,
} from '../../packages/client/src/index.js';
import { responseCheck } from '../../packages/client/src/response-check.js';
import { rsaSigner } from '../../packages/client/src/signing.js';
import * as validators from '../../packages/validators/src/index.js';
import { patience } from '../helpers/patience.js';

const account = { accountId: 'acct-1', apiKey: 'secret-key' };
const MiB = 1024 * 1024;

// A loopback service whose answer is chosen per path, so that the global fetch (the default path) is what reads it.
const answers: Record<string, (response: ServerResponse) => unknown> = {
  '/2.0/single/large-declared': (r) => r.writeHead(200, { 'content-length': String(9 * MiB) }).end('x'.repeat(9 * MiB)),
  '/2.0/single/large-streamed': (r) => {
    r.writeHead(200, { 'content-type': 'application/json' });
    for (let i = 0; i < 9; i++) r.write('x'.repeat(MiB));
    r.end();
  },
  // 64 MiB that travel as about 64 kB of gzip: the Content-Length is that of the compressed body, which fetch decodes,
  // so it bounds nothing. Half is sent (32 MiB once decoded, past the limit), then the rest only if the client is
  // still reading when it hangs up: a client that reads on waits for the rest, which never comes before it hangs up.
  '/2.0/single/large-compressed': async (r) => {
    const compressed = gzipSync('x'.repeat(64 * MiB));
    const half = compressed.length >> 1;
    r.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(compressed.length) });
    r.write(compressed.subarray(0, half));
    await once(r, 'close');
    if (!r.destroyed) r.end(compressed.subarray(half));
  },
  '/2.0/single/html-declared': (r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
  '/2.0/single/html-streamed': (r) => {
    r.writeHead(200, { 'content-type': 'text/html' });
    r.write('<html>');
    r.end('maintenance</html>');
  },
  '/2.0/single/wrong-shape': (r) =>
    r.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 5, payment_status: 'paid' })),
  '/2.0/single/small': (r) =>
    r.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21"}'),
};
const server = createServer((request, response) => {
  request.resume();
  (answers[request.url ?? ''] ?? ((r) => r.writeHead(404).end()))(response);
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2.0`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (options: Partial<PaymentsClientOptions> = {}) =>
  createPaymentsClient({ baseUrl, ...account, ...options });
const getSingle = (id: string, options: Record<string, unknown> = {}, using = client()) =>
  using.GET('/single/{id}', { params: { path: { id } }, ...options });

describe('answer size', () => {
  it.each(['large-declared', 'large-streamed'])('refuses a 9 MiB answer (%s) past the 8 MiB default', async (id) => {
    const refused = getSingle(id);
    await expect(refused).rejects.toBeInstanceOf(ResponseRefusedError);
    await expect(refused).rejects.toMatchObject({ reason: 'too-large', status: 200, path: `/single/${id}` });
    await expect(refused).rejects.toThrow(`GET /single/${id} answered 200 more than maxResponseBytes (8388608) bytes.`);
  });

  it('stops reading a compressed answer past the limit, whatever its Content-Length says', async () => {
    // Without the bound the call waits for the rest of the body until its deadline, and is no answer.
    await expect(getSingle('large-compressed', { timeoutMs: patience(5_000) })).rejects.toMatchObject({
      reason: 'too-large',
    });
  });

  it('takes a per-call maxResponseBytes, tighter or looser', async () => {
    await expect(getSingle('small', { maxResponseBytes: 4 })).rejects.toMatchObject({ reason: 'too-large' });
    await expect(getSingle('large-streamed', { maxResponseBytes: 10 * MiB })).rejects.toMatchObject({
      reason: 'not-json', // read whole, then found not to be JSON
    });
  });

  it.each([
    [{ maxResponseBytes: 0 }, "Option 'maxResponseBytes' must be a whole number from 1 to 268435456."],
    [{ maxResponseBytes: 2 ** 40 }, "Option 'maxResponseBytes' must be a whole number from 1 to 268435456."],
    [{ maxAttempts: 1e6 }, "Option 'maxAttempts' must be a whole number from 1 to 10."],
    [{ maxAttempts: 11 }, "Option 'maxAttempts' must be a whole number from 1 to 10."],
    [{ timeoutMs: 2 ** 31 }, "Option 'timeoutMs' must be a whole number from 1 to 3600000."],
  ])('refuses the absurd client option %o, naming it', (given, want) => {
    expect(() => client(given)).toThrow(want);
  });

  it.each([
    [{ maxResponseBytes: 2 ** 40 }, "Call option 'maxResponseBytes' must be a whole number from 1 to 268435456."],
    [{ maxAttempts: 1e6 }, "Call option 'maxAttempts' must be a whole number from 1 to 10."],
  ])('refuses the absurd call option %o before sending', async (given, want) => {
    await expect(getSingle('small', given)).rejects.toThrow(want);
  });
});

describe('tries', () => {
  it('makes at most maxAttempts tries when every answer says retry at once', async () => {
    let tries = 0;
    const busy = createPaymentsClient({
      baseUrl: 'https://sandbox.payments.example/2.0',
      ...account,
      maxAttempts: 10,
      fetch: async () => {
        tries++;
        return Response.json({ status: 'error' }, { status: 503, headers: { 'Retry-After': '0' } });
      },
    });
    const { response } = await busy.GET('/single/{id}', { params: { path: { id: 'p1' } } });
    expect([response.status, tries]).toEqual([503, 10]);
  });
});

describe('a success that is not JSON', () => {
  it.each(['html-declared', 'html-streamed'])('names the call (%s), the parse error as its cause', async (id) => {
    const error = await getSingle(id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseRefusedError);
    expect((error as Error).message).toBe(`GET /single/${id} answered 200 a body that is not JSON.`);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('validateResponses, with the generated validators', () => {
  it('hands back an answer of the wrong shape when not asked to check', async () => {
    expect((await getSingle('wrong-shape')).data).toMatchObject({ id: 5 });
  });

  it("throws ResponseRefusedError with the issues under 'throw'", async () => {
    const strict = client({ validateResponses: responseCheck('throw', validators) });
    const error = await getSingle('wrong-shape', {}, strict).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseRefusedError);
    expect(error).toMatchObject({ reason: 'invalid', path: '/single/{id}', status: 200 });
    expect((error as ResponseRefusedError).issues).toContainEqual(expect.objectContaining({ path: '/id' }));
    expect((await getSingle('small', {}, strict)).data).toEqual({ id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' });
  });

  it("logs the issues and hands the answer back under 'warn'", async () => {
    const warnings: Record<string, unknown>[] = [];
    const quiet = () => {};
    const logger: PaymentsLogger = { debug: quiet, info: quiet, error: quiet, warn: (fields) => warnings.push(fields) };
    const lenient = client({ validateResponses: responseCheck('warn', validators), logger });
    expect((await getSingle('wrong-shape', {}, lenient)).data).toMatchObject({ id: 5 });
    expect(warnings).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/single/{id}',
        issues: [expect.objectContaining({ path: '/id' })],
      }),
    ]);
  });

  it.each([
    [
      'an unknown mode',
      () => responseCheck('always' as never, validators),
      "Option 'validateResponses' must be 'warn' or 'throw'.",
    ],
    [
      'no validators',
      () => responseCheck('throw', undefined as never),
      "Option 'validators' is required by responseCheck",
    ],
    [
      'a mode given to the client',
      () => client({ validateResponses: 'throw' } as unknown as Partial<PaymentsClientOptions>),
      "Option 'validateResponses' must be made by responseCheck('warn' | 'throw', validators)",
    ],
  ])('refuses %s, naming the option', (_name, make, want) => {
    expect(make).toThrow(want);
  });
});

describe('an encrypted private key', () => {
  const encrypted = (type: 'pkcs8' | 'pkcs1') =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type, format: 'pem', cipher: 'aes-256-cbc', passphrase: 'not-shown' },
    }).privateKey;

  it.each(['pkcs8', 'pkcs1'] as const)('is refused (%s) saying it is encrypted and how to pass it', (type) => {
    expect(() => rsaSigner(encrypted(type))).toThrow(
      "Option 'privateKey' is an encrypted PEM, which the client cannot read: decrypt it",
    );
  });
});
