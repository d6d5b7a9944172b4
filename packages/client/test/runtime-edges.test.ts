// Edges of the client's smaller rules: the JSON body sent as given, a middleware's own answer, lists read
// defensively (Pagination envelopes), interval filters (Limits: "maximum span 30 days"), which runtimes are browsers,
// what the logs hide, and refusals that name the option and the rule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBrowser, runtimeName } from '../src/identity.js';
import { createPaymentsClient, OutgoingRequest, type PaymentsLogger } from '../src/index.js';
import { intervalFilter, paginate } from '../src/lists.js';
import { envLogger } from '../src/logging.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
const refusal = (options: object) => {
  try {
    createPaymentsClient({ ...base, ...options } as never);
  } catch (error) {
    return (error as Error).message;
  }
};

describe('requests', () => {
  it('send the JSON body the caller gave, and an OutgoingRequest becomes the same Request', async () => {
    const bodies: unknown[] = [];
    const client = createPaymentsClient({
      ...base,
      fetch: async (_u, init) => {
        bodies.push(init.body);
        return Response.json({});
      },
    });
    await client.POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1', value: 10 } });
    expect(bodies).toEqual(['{"descriptive":"Order 1","value":10}']);
    const outgoing = new OutgoingRequest('https://x.example/2.0/capture', {
      method: 'post',
      headers: { a: '1' },
      body: '{}',
    });
    const request = outgoing.toRequest();
    expect([request.url, request.method, request.headers.get('a'), await request.text()]).toEqual([
      'https://x.example/2.0/capture',
      'POST',
      '1',
      '{}',
    ]);
  });

  it("answer with a middleware's own Response without sending anything", async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    client.use({ onRequest: () => Response.json({ status: 'cached' }) });
    expect((await client.GET('/system/ping')).data).toEqual({ status: 'cached' });
    expect(tries).toHaveLength(0);
  });

  it('go through client.request without any init', async () => {
    const { fetch, tries } = stubFetch([]);
    await createPaymentsClient({ ...base, fetch }).request('get', '/system/ping');
    expect(tries).toHaveLength(1);
  });
});

describe('lists read defensively', () => {
  const serving = (body: unknown, headers: Record<string, string> = {}) =>
    createPaymentsClient({
      ...base,
      fetch: async () => new Response(body === undefined ? '' : JSON.stringify(body), { headers }),
    });
  it.each([
    ['an empty answer', '/single', undefined, { 'content-length': '0' }, 0],
    ['data that is no list', '/single', { data: 'x' }, {}, 0],
    ['a page answer with meta but no page', '/single', { meta: {}, data: [{ id: 'a' }] }, {}, 1],
    ['a cursor answer without metadata', '/capture', { data: [{ id: 'a' }] }, {}, 1],
  ] as const)('%s is read as it stands', async (_name, path, body, headers, count) => {
    const items = [];
    for await (const item of paginate(serving(body, headers), path)) items.push(item);
    expect(items).toHaveLength(count);
  });
});

describe('intervalFilter', () => {
  it.each([
    [
      'Dates over 30 days',
      new Date('2026-01-01T00:00Z'),
      new Date('2026-01-31T00:01Z'),
      'interval must span at most 30 days',
    ],
    [
      'Dates in the wrong order',
      new Date('2026-01-02T00:00Z'),
      new Date('2026-01-01T00:00Z'),
      'interval end must not be before its start',
    ],
    [
      'an end in another format',
      '2026-01-01 00:00',
      '2026-01-02',
      "interval end must be a Date or 'YYYY-MM-DD HH:MM' (got '2026-01-02')",
    ],
    ['text before the date', 'x2026-01-01 00:00', '2026-01-02 00:00', 'interval start must be'],
    ['text after the time', '2026-01-01 00:00x', '2026-01-02 00:00', 'interval start must be'],
  ])('refuses %s', (_name, start, end, message) => {
    expect(() => intervalFilter(start, end)).toThrow(message);
  });

  it('takes an interval of no length', () => {
    expect(intervalFilter('2026-01-01 00:00', '2026-01-01 00:00')).toBe('interval(2026-01-01 00:00,2026-01-01 00:00)');
  });
});

describe('browsers', () => {
  it.each([
    ['a Mozilla User-Agent outside a page or worker', { navigator: { userAgent: 'Mozilla/5.0' } }, false],
    ['a worker without navigator', { WorkerGlobalScope: class {} }, false],
    ['a process without versions', { process: {}, document: {} }, true],
  ])('%s is a browser: %s', (_name, globals, want) => {
    expect(isBrowser(globals)).toBe(want);
    expect(runtimeName(globals)).toBe('browser');
  });
});

describe('logging', () => {
  it('hides Authorization, Cookie and Proxy-Authorization a caller sets', async () => {
    const lines: Record<string, unknown>[] = [];
    const at = () => (fields: Record<string, unknown>) => void lines.push(fields);
    const logger: PaymentsLogger = { debug: at(), info: at(), warn: at(), error: at() };
    const client = createPaymentsClient({ ...base, fetch: stubFetch([]).fetch, logger });
    const headers = { Authorization: 'Basic c2VjcmV0', Cookie: 's=secret', 'Proxy-Authorization': 'Basic cHJveHk=' };
    await client.GET('/system/ping', { headers });
    expect(lines[0]?.headers).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'proxy-authorization': '[redacted]',
    });
  });

  it('takes an empty PAYMENTS_LOG as unset', () => {
    vi.stubEnv('PAYMENTS_LOG', '');
    expect(refusal({ logger: envLogger() })).toBeUndefined();
  });

  it.each([
    ['a null logger', { logger: null }, "Option 'logger' must have debug, info, warn and error methods (no debug)."],
    [
      'dangerouslyAllowBrowser that is no boolean',
      { dangerouslyAllowBrowser: 'yes' },
      "Option 'dangerouslyAllowBrowser' must be true or false.",
    ],
  ])('refuses %s, naming it', (_name, options, message) => {
    expect(refusal(options)).toBe(message);
  });
});
