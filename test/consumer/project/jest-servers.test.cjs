// Jest 30 (CommonJS, no transform) starting the servers a user's suite starts: the simulator and the mock load
// through their require entry points (Node 20 and 22 cannot `require` an ES module under Jest), listen on a free
// loopback port, answer the client, and stop. programs.ts runs this on Node 20, 22 and 24.
const { createPaymentsClient } = require('@payments-contract/client');
const { startSimulator } = require('@payments-contract/simulator');
const { startMock } = require('@payments-contract/mock');

const paymentId = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

test('starts the simulator, creates and reads a payment through the client, stops it', async () => {
  const simulator = await startSimulator({ port: 0 });
  try {
    const baseUrl = `${simulator.url}/2.0`;
    const client = createPaymentsClient({ baseUrl, accountId: 'simulator-account', apiKey: 'simulator-key' });
    const created = await client.POST('/single', { body: { method: 'mb', value: 12 } });
    expect(created.response.status).toBe(201);
    const read = await client.GET('/single/{id}', { params: { path: { id: created.data.id } } });
    expect([read.response.status, read.data.id]).toEqual([200, created.data.id]);
    // Interface, Authentication 3: invalid credentials get 403 "Authentication Error: Invalid AccountId or ApiKey".
    const stranger = createPaymentsClient({ baseUrl, accountId: 'simulator-account', apiKey: 'wrong-key' });
    const refused = await stranger.GET('/single/{id}', { params: { path: { id: created.data.id } } });
    expect([refused.response.status, refused.error.message]).toEqual([
      403,
      'Authentication Error: Invalid AccountId or ApiKey',
    ]);
  } finally {
    await simulator.stop();
  }
}, 60_000);

test('starts the mock, reads a payment through the client, stops it', async () => {
  const mock = await startMock({ port: 0 });
  try {
    const client = createPaymentsClient({ baseUrl: mock.url, accountId: 'acct-jest', apiKey: 'key-jest' });
    const read = await client.GET('/single/{id}', { params: { path: { id: paymentId } } });
    expect(read.response.status).toBe(200);
    expect(typeof read.data.id).toBe('string');
  } finally {
    await mock.stop();
  }
}, 120_000);
