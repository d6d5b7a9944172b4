// @ts-check
// 3. Client: a typed call through our client with a stubbed fetch, against bare openapi-fetch and axios with the
// same canned answer; and through a real loopback server, against plain fetch.
import { createServer } from 'node:http';
import { createPaymentsClient } from '@payments-contract/client';
import axios from 'axios';
import createClient from 'openapi-fetch';
import { pick, row, throughput } from './stats.js';

const BODY = JSON.stringify({
  id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21',
  payment_status: 'paid',
  value: 25.5,
  currency: 'EUR',
});
const HEADERS = { 'content-type': 'application/json' };
const BASE = 'https://sandbox.payments.example/2.0';
const ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

export async function measureClient() {
  const stub = async () => new Response(BODY, { status: 200, headers: HEADERS });
  const ours = createPaymentsClient({ baseUrl: BASE, accountId: 'a', apiKey: 'k', fetch: stub });
  /** @type {import('openapi-fetch').Client<import('@payments-contract/client').paths>} */
  const bare = createClient({ baseUrl: BASE, fetch: stub, headers: { AccountId: 'a', ApiKey: 'k' } });
  const viaAxios = axios.create({
    baseURL: BASE,
    headers: { AccountId: 'a', ApiKey: 'k' },
    adapter: async (config) => ({ data: BODY, status: 200, statusText: 'OK', headers: HEADERS, config, request: {} }),
  });
  const stubbed = await throughput({
    ours: () => ours.GET('/single/{id}', { params: { path: { id: ID } } }),
    'bare openapi-fetch': () => bare.GET('/single/{id}', { params: { path: { id: ID } } }),
    axios: () => viaAxios.get(`/single/${ID}`),
  });

  const server = createServer((_request, response) => response.writeHead(200, HEADERS).end(BODY));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/2.0`;
  try {
    const real = createPaymentsClient({ baseUrl: url, accountId: 'a', apiKey: 'k' });
    const loopback = await throughput(
      {
        ours: () => real.GET('/single/{id}', { params: { path: { id: ID } } }),
        'plain fetch': async () =>
          (await fetch(`${url}/single/${ID}`, { headers: { AccountId: 'a', ApiKey: 'k' } })).json(),
      },
      { rounds: 3, time: 500 },
    );
    const oursStubbed = pick(stubbed, 'ours');
    const bareStubbed = pick(stubbed, 'bare openapi-fetch');
    return [
      row({
        figure: 'Client call, stubbed fetch (ops/s)',
        unit: 'ops/s',
        ours: oursStubbed,
        peers: [bareStubbed, pick(stubbed, 'axios')],
        target: {
          peer: 'bare openapi-fetch',
          text: 'overhead within 1.25× of bare openapi-fetch (ratio ≥ 0.8)',
          test: (ratio) => ratio >= 0.8,
        },
      }),
      row({
        figure: 'Client call, loopback server (ops/s)',
        unit: 'ops/s',
        ours: pick(loopback, 'ours'),
        peers: [pick(loopback, 'plain fetch')],
      }),
    ];
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}
