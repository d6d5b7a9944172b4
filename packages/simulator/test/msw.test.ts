// The MSW entry (issue 39): an unmodified client pointed at the sandbox's URL gets a stateful sandbox from a
// simulator behind msw/node's setupServer; the control routes answer at the origin too; a dropped connection is a
// network error; a malformed escape in a path is the simulator's 4xx, never msw's 500; other URLs are not answered.
import { createPaymentsClient, NoResponseError } from '@payments-contract/client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/browser.js';
import { handlers, SANDBOX_URL } from '../src/msw.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = { accountId: 'simulator-account', apiKey: 'simulator-key' };

describe('handlers(simulator)', () => {
  it("answers an unmodified client at the sandbox's URL, keeping state between calls", async () => {
    expect(SANDBOX_URL).toBe('https://sandbox.payments.example/2.0');
    server.use(...handlers(createSimulator()));
    const client = createPaymentsClient({ baseUrl: SANDBOX_URL, ...credentials });
    const body = { method: 'cc' as const, type: 'authorisation' as const, value: 30 };
    const made = await client.POST('/single', { body, idempotencyKey: 'order-1' });
    expect(made.response.status).toBe(201);
    const again = await client.POST('/single', { body, idempotencyKey: 'order-1' });
    expect(again.response.headers.get('Idempotency-Replay')).toBe('true');
    const id = String(made.data?.id);
    const read = await client.GET('/single/{id}', { params: { path: { id } } });
    expect(read.data).toMatchObject({ id, value: 30 });
    const captured = await client.POST('/capture/{id}', { params: { path: { id } }, body: { descriptive: 'Order 1' } });
    expect(captured.response.status).toBe(201);
  });

  it('answers the control routes under the base URL and at its origin', async () => {
    server.use(...handlers(createSimulator(), { baseUrl: 'https://sandbox.example.test/2.0/' }));
    const moved = await fetch('https://sandbox.example.test/__simulator/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '2030-01-07T10:00:00Z' }),
    });
    expect(moved.status).toBe(200);
    const read = await (await fetch('https://sandbox.example.test/2.0/__simulator/clock')).json();
    expect(read.now.slice(0, 10)).toBe('2030-01-07');
  });

  it('turns a dropped connection into a network error, which the client reports as no answer', async () => {
    const simulator = createSimulator();
    server.use(...handlers(simulator));
    await fetch(`${SANDBOX_URL}/__simulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'drop-before', times: 2 }),
    });
    const client = createPaymentsClient({ baseUrl: SANDBOX_URL, ...credentials, backoff: { baseMs: 1 } });
    const lost = await client.GET('/system/ping', { maxAttempts: 2 }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(NoResponseError);
  });

  it("answers a malformed escape in a path with the simulator's refusal, not a 500", async () => {
    server.use(...handlers(createSimulator()));
    const answer = await fetch(`${SANDBOX_URL}/single/%E0%A4%A`, {
      headers: { AccountId: credentials.accountId, ApiKey: credentials.apiKey },
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await answer.text()).not.toMatch(/stack|URIError/);
  });

  it('leaves other URLs to other handlers (here: none, so the request is an error)', async () => {
    server.use(...handlers(createSimulator()));
    await expect(fetch('https://sandbox.payments.example/other/single')).rejects.toThrow();
    await expect(fetch('https://sandbox.payments.example.evil.test/2.0/system/ping')).rejects.toThrow();
  });

  it.each([
    ['not a URL', 'sandbox', /option 'baseUrl' must be an absolute URL/],
    ['a query', 'https://a.test/2.0?x=1', /option 'baseUrl' must have no query or fragment/],
  ])('refuses a baseUrl with %s, naming the option', (_name, baseUrl, message) => {
    expect(() => handlers(createSimulator(), { baseUrl })).toThrow(message);
  });
});
