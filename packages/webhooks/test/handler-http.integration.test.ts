// The handler end to end over real HTTP on loopback (node:http through the adapter), one endpoint per kind as PATCH
// /config sets them: valid deliveries of each kind, malformed JSON, wrong types, an oversized body, a wrong
// Authorization, an unknown type, a failing handler, and a confirmation against Prism serving the spec;
// `payments-contract notify` posting to it. Nothing crashes and every answer has the right status.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { createPaymentsClient } from '@payments-contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { startMock } from '../../mock/src/index.js';
import { createNotificationHandler, type NotificationKind } from '../src/index.js';
import { toNodeListener } from '../src/node.js';

const AUTHORIZATION = 'Bearer notify-s3cret';
const received: { type: string; confirmed: unknown; kind: string }[] = [];
const unknown: string[] = [];
let server: Server;
let confirmingServer: Server;
let prism: Awaited<ReturnType<typeof startMock>>;
let url: string;
let confirmingUrl: string;

const KINDS: Record<string, NotificationKind> = {
  generic: 'genericNotification',
  authorisation: 'authorisationNotification',
  transaction: 'transactionNotification',
};

/** One server, an endpoint per kind (`/generic`, `/authorisation`, `/transaction`), as a merchant configures them. */
async function listen(handlerOf: (kind: NotificationKind) => (request: Request) => Promise<Response>) {
  const handlers = Object.fromEntries(Object.entries(KINDS).map(([path, kind]) => [path, handlerOf(kind)]));
  const listening = createServer(
    toNodeListener(async (request) => {
      const handler = handlers[new URL(request.url).pathname.slice(1)];
      return handler ? handler(request) : new Response(null, { status: 404 });
    }),
  );
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { listening, url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  const on = {
    capture: (n: { type: string }, c: { kind: string; confirmed?: unknown }) =>
      void received.push({ type: n.type, confirmed: c.confirmed, kind: c.kind }),
    authorisation: (n: { type?: string }, c: { kind: string; confirmed?: unknown }) =>
      void received.push({ type: n.type ?? 'authorisation', confirmed: c.confirmed, kind: c.kind }),
    refund: () => {
      throw new Error('the merchant handler failed');
    },
  };
  const plain = await listen((kind) =>
    createNotificationHandler({
      kind,
      on,
      onUnknown: (_n, c) => void unknown.push(c.reason),
      authorization: AUTHORIZATION,
      confirm: { unsafeSkipConfirmation: true },
      maxBytes: 4096,
    }),
  );
  server = plain.listening;
  url = plain.url;
  prism = await startMock({ port: 0 });
  const client = createPaymentsClient({ baseUrl: prism.url, accountId: 'acct-1', apiKey: 'key-1' });
  const confirming = await listen((kind) =>
    createNotificationHandler({ kind, on, confirm: client, authorization: { unsafeAcceptUnsigned: true } }),
  );
  confirmingServer = confirming.listening;
  confirmingUrl = confirming.url;
}, patience(40_000));

afterAll(async () => {
  server?.closeAllConnections();
  confirmingServer?.closeAllConnections();
  await Promise.all([
    new Promise((r) => server?.close(r)),
    new Promise((r) => confirmingServer?.close(r)),
    prism?.stop(),
  ]);
});

const post = (
  body: string,
  headers: Record<string, string> = { authorization: AUTHORIZATION },
  to = url,
  kind = 'generic',
) => fetch(`${to}/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const capture = { type: 'capture', status: 'success', id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f' };

describe('deliveries', () => {
  it.each([
    ['a Generic capture', capture, 'genericNotification'],
    [
      'an Authorisation',
      {
        account: { id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' },
        authorisation: { id: '4c67e74b-a256-4e0a-965d-97bf5d01bd50' },
      },
      'authorisationNotification',
    ],
    [
      'a Transaction with the Generic fields',
      { account: { id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, ...capture },
      'transactionNotification',
    ],
  ])('%s is handled with 200 at its own endpoint', async (_name, body, kind) => {
    const before = received.length;
    const path = Object.keys(KINDS).find((p) => KINDS[p] === kind);
    const response = await post(JSON.stringify(body), undefined, url, path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', handled: true });
    expect(received.at(before)).toMatchObject({ kind });
  });

  it('a type the spec does not list goes to onUnknown with 200', async () => {
    const response = await post(JSON.stringify({ ...capture, type: 'payout_reversed' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', handled: false });
    expect(unknown.at(-1)).toMatch(/names no type the spec lists/);
  });
});

describe('bad deliveries', () => {
  it.each([
    ['malformed JSON', '{"type": "capture",', {}, 400, /not JSON/],
    ['a wrong type', JSON.stringify({ ...capture, id: 7 }), {}, 400, /field 'id' must be string/],
    [
      'an oversized body',
      JSON.stringify({ ...capture, key: 'k'.repeat(5000) }),
      {},
      413,
      /over the limit of 4096 bytes/,
    ],
    ['a wrong Authorization', JSON.stringify(capture), { authorization: 'Bearer guess' }, 401, /Authorization/],
    ['no Authorization', JSON.stringify(capture), { authorization: '' }, 401, /Authorization/],
  ])('%s is refused with its status and the envelope', async (_name, body, headers, status, message) => {
    const response = await post(body, { authorization: AUTHORIZATION, ...headers });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { status: string; message: string[] };
    expect(answer.status).toBe('error');
    expect(answer.message.join(' ')).toMatch(message);
  });

  it('a GET is refused with 405', async () => {
    expect((await fetch(`${url}/generic`)).status).toBe(405);
  });

  it('a handler that throws gives 500, and the server goes on', async () => {
    const response = await post(JSON.stringify({ ...capture, type: 'refund' }));
    expect(response.status).toBe(500);
    expect((await post(JSON.stringify(capture))).status).toBe(200);
  });
});

describe('confirmation against Prism', () => {
  it('fetches the details of the notified resource before the handler runs', async () => {
    const before = received.length;
    const response = await post(JSON.stringify(capture), {}, confirmingUrl);
    expect(response.status).toBe(200);
    expect(received.at(before)?.confirmed).toMatchObject({
      id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
      status: 'success',
      value: 25.5,
    });
  });

  it('confirms an Authorisation notification through GET /authorisation/{id}', async () => {
    const before = received.length;
    const body = {
      account: { id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' },
      authorisation: { id: '4c67e74b-a256-4e0a-965d-97bf5d01bd50' },
    };
    expect((await post(JSON.stringify(body), {}, confirmingUrl, 'authorisation')).status).toBe(200);
    expect(received.at(before)?.confirmed).toMatchObject({ currency: 'EUR', value_captured: 0 });
  });
});

describe('payments-contract notify', () => {
  const cli = new URL('../../../generators/cli.js', import.meta.url).pathname;
  const run = async (...args: string[]) => {
    try {
      return { code: 0, ...(await promisify(execFile)(process.execPath, [cli, 'notify', ...args])) };
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string };
    }
  };

  it.each(['generic', 'authorisation', 'transaction'])(
    'posts the %s example, which the handler takes',
    async (kind) => {
      const { code, stdout } = await run(
        '--url',
        `${url}/${kind}`,
        '--kind',
        kind,
        '--type',
        'capture',
        '--authorization',
        AUTHORIZATION,
      );
      expect(code).toBe(0);
      expect(stdout).toMatch(/^200\n/);
    },
  );

  it('sends the failure example with --status failed, and exits 1 when the endpoint refuses', async () => {
    const refused = await run('--url', `${url}/generic`, '--kind', 'generic', '--status', 'failed');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^401\n/);
  });
});
