// The client against the mock (Prism serving the bundled spec on loopback, refusals in the service's envelope): one real call of each resource family, typed end to
// end (the answers are the spec's examples), with the credentials, idempotency keys and signatures the client adds.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callInfo, createPaymentsClient, describeError, type PaymentsClient } from '../../packages/client/src/index.js';
import { paginate } from '../../packages/client/src/lists.js';
import { rsaSigner } from '../../packages/client/src/signing.js';
import { startMock } from '../../packages/mock/src/index.js';
import { patience } from '../helpers/patience.js';

const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const path = { path: { id } };
let prism: Awaited<ReturnType<typeof startMock>>;
let client: PaymentsClient;

beforeAll(async () => {
  prism = await startMock({ port: 0 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  client = createPaymentsClient({
    baseUrl: prism.url,
    accountId: 'acct-1',
    apiKey: 'key-1',
    signer: rsaSigner(privateKey),
    backoff: { baseMs: 1 },
  });
}, patience(40_000));
afterAll(() => prism?.stop());

describe('each resource family against the mock', () => {
  it('single payments: GET /single/{id}', async () => {
    const { data, response } = await client.GET('/single/{id}', { params: path });
    expect(response.status).toBe(200);
    expect(data?.payment_status).toBe('paid');
    expect(data?.captures?.[0]?.status).toBe('success');
  });

  it('frequent payments: POST /frequent with a generated Idempotency-Key', async () => {
    const { data, response } = await client.POST('/frequent', {
      body: { method: 'cc', customer: { name: 'Ana' }, min_value: 0.01, max_value: 100 },
    });
    expect(response.status).toBe(201);
    expect(data?.method?.type).toBe('dd');
    expect(callInfo(response)?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('subscriptions: GET /subscription', async () => {
    const { data } = await client.GET('/subscription', { params: { query: { records_per_page: 20 } } });
    expect(data?.data?.[0]?.frequency).toBe('1M');
  });

  it('captures: POST /capture/{id}', async () => {
    const { data, response } = await client.POST('/capture/{id}', {
      params: path,
      body: { descriptive: 'Order 1', value: 25.5 },
    });
    expect(response.status).toBe(201);
    expect(data?.status).toBe('ok');
  });

  it('authorisations: GET /authorisation/{id}', async () => {
    const { data } = await client.GET('/authorisation/{id}', { params: path });
    expect(data?.value_captured).toBe(0);
  });

  it('voids: POST /void/{id}', async () => {
    const { data } = await client.POST('/void/{id}', { params: path, body: { descriptive: 'Cancelled' } });
    expect(data?.id).toBe('7f8091a2-b3c4-4d5e-8f60-718293a4b5c6');
  });

  it('refunds: GET /refund/{id}', async () => {
    const { data } = await client.GET('/refund/{id}', { params: path });
    expect(data?.status).toBe('success');
  });

  it('chargebacks: paginate GET /chargeback', async () => {
    const codes = [];
    for await (const chargeback of paginate(client, '/chargeback', {}, { maxPages: 1 })) codes.push(chargeback.code);
    expect(codes).toEqual(['MD06']);
  });

  it('reports: GET /report/ledger', async () => {
    const { data } = await client.GET('/report/ledger', { params: { query: { limit: 10 } } });
    expect(data?.data?.[0]?.transaction_type).toBe('CP');
  });

  it('out payments: POST /out_payment, signed', async () => {
    const { data, response } = await client.POST('/out_payment', {
      body: {
        method: 'transfer',
        value: 120,
        timestamp: '2026-11-21 11:00:00',
        customer: { name: 'Bruno', email: 'bruno@example.com', phone: '912345678' },
        out_account: {
          account_holder: 'Bruno',
          iban: 'PT50002700000001234567833',
          email: 'b@example.com',
          phone: '912345678',
        },
      },
    });
    expect(response.status).toBe(201);
    expect(data?.method?.status).toBe('pending');
  });

  it('configuration: PATCH /config', async () => {
    const { data } = await client.PATCH('/config', { body: { generic: 'https://shop.example/n' } });
    expect(data?.payment_methods).toContain('cc');
  });

  it('checkout: POST /checkout', async () => {
    const { data } = await client.POST('/checkout', {
      body: {
        type: ['single'],
        payment: { methods: ['cc'], type: 'sale', capture: { descriptive: 'Order 1' } },
        order: { value: 10 },
        customer: { name: 'Ana', email: 'ana@example.com', phone: '911234567' },
      },
    });
    expect(data?.session).toBeTypeOf('string');
  });

  it('payment links: GET /link/{id}', async () => {
    const { data } = await client.GET('/link/{id}', { params: path });
    expect(data?.status).toBe('ACTIVE');
  });

  it('system: GET /system/ping', async () => {
    const { response } = await client.GET('/system/ping');
    expect(response.status).toBe(200);
  });
});

describe('the mock refuses what breaks the contract', () => {
  it('refuses a request without credentials as the service does: 403, missing headers', async () => {
    const response = await fetch(`${prism.url}/system/ping`);
    expect(response.status).toBe(403);
    expect(describeError(403, await response.json()).authentication).toBe('missing_headers');
  });

  it('refuses a body that breaks the contract, and the client reads the error envelope', async () => {
    const { error, response } = await client.POST('/capture/{id}', {
      params: path,
      body: { descriptive: 'x'.repeat(300) },
    });
    // The mock checks requests with the generated validators first and answers the interface's category for
    // incorrect information: 400 in the error envelope, naming the field.
    expect(response.status).toBe(400);
    expect(describeError(response.status, error).messages.join(' ')).toMatch(/descriptive/);
    expect(describeError(response.status, error).messages.length).toBeGreaterThan(0);
  });
});
