// @ts-check
// 3. Client: a typed call through our client with a stubbed fetch, against bare openapi-fetch and axios with the
// same canned answer; through a real loopback server, against plain fetch; and 1 000 concurrent captures against a
// loopback service that drops connections and answers 503, counting the effects per idempotency key.
import { createServer } from 'node:http';
import { callInfo, createPaymentsClient } from '@payments-contract/client';
import axios from 'axios';
import createClient from 'openapi-fetch';
import { startFlakyService } from '../../packages/client/test/helpers/flaky-service.js';
import { pick, row, summarise } from './stats.js';

/**
 * Calls per CPU-second of each candidate (process CPU time, the loopback server's included alike): on a machine
 * shared with other work, wall-clock throughput swung 7× between rounds, CPU time far less. Candidates alternate
 * within each round so that a slower moment falls on all of them.
 * @param {Record<string, () => Promise<unknown>>} candidates @param {{ rounds?: number, calls?: number }} [options]
 */
async function cpuThroughput(candidates, { rounds = 9, calls = 2000 } = {}) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
  for (const fn of Object.values(candidates)) for (let i = 0; i < 200; i++) await fn(); // warm up
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const before = process.cpuUsage();
      for (let i = 0; i < calls; i++) await fn();
      const used = process.cpuUsage(before);
      samples[name]?.push(calls / ((used.user + used.system) / 1e6));
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, summarise(name, values)]));
}

/** 1 000 concurrent POSTs with random drops and 503s: calls per second, and whether every key had one effect. */
async function concurrentCaptures(seed = 1) {
  const service = await startFlakyService({ seed });
  try {
    const client = createPaymentsClient({
      baseUrl: service.baseUrl,
      accountId: 'a',
      apiKey: 'k',
      maxAttempts: 10,
      backoff: { baseMs: 1, maxMs: 20 },
    });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        client.POST('/capture/{id}', {
          params: { path: { id: `p${index}` } },
          body: { descriptive: 'Order', value: 1 },
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const keys = new Set(results.map((r) => callInfo(r.response)?.idempotencyKey));
    const oncePerKey =
      keys.size === 1000 &&
      service.effects.size === 1000 &&
      [...service.effects.values()].every((count) => count === 1) &&
      results.every((r) => r.response.status === 201);
    return { callsPerSecond: 1000 / seconds, oncePerKey };
  } finally {
    await service.close();
  }
}

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
  const stubbed = await cpuThroughput(
    {
      ours: () => ours.GET('/single/{id}', { params: { path: { id: ID } } }),
      'bare openapi-fetch': () => bare.GET('/single/{id}', { params: { path: { id: ID } } }),
      axios: () => viaAxios.get(`/single/${ID}`),
    },
    { calls: 10_000 },
  );

  const server = createServer((_request, response) => response.writeHead(200, HEADERS).end(BODY));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/2.0`;
  try {
    const real = createPaymentsClient({ baseUrl: url, accountId: 'a', apiKey: 'k' });
    const headers = { AccountId: 'a', ApiKey: 'k' };
    /** @type {import('openapi-fetch').Client<import('@payments-contract/client').paths>} */
    const bareReal = createClient({ baseUrl: url, headers });
    const loopback = await cpuThroughput({
      ours: () => real.GET('/single/{id}', { params: { path: { id: ID } } }),
      'plain fetch': async () => (await fetch(`${url}/single/${ID}`, { headers })).json(),
      // The same call with the deadline every client call has (a 30 s timeout signal): what a timeout costs in undici.
      'plain fetch with a timeout': async () => {
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), 30_000);
        try {
          return await (await fetch(`${url}/single/${ID}`, { headers, signal: deadline.signal })).json();
        } finally {
          clearTimeout(timer);
        }
      },
      // openapi-fetch with the same deadline, nothing of ours: what is left between a call and plain fetch that is
      // not this client's (issue 30's profile: openapi-fetch's Request and middleware plumbing, undici's signal).
      'bare openapi-fetch with a timeout': async () => {
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), 30_000);
        try {
          return await bareReal.GET('/single/{id}', { params: { path: { id: ID } }, signal: deadline.signal });
        } finally {
          clearTimeout(timer);
        }
      },
    });
    const storms = [];
    for (const seed of [1, 2, 3]) storms.push(await concurrentCaptures(seed));
    const allOnce = storms.every((storm) => storm.oncePerKey);
    const oursStubbed = pick(stubbed, 'ours');
    const bareStubbed = pick(stubbed, 'bare openapi-fetch');
    return [
      row({
        figure: 'Client call, stubbed fetch (calls per CPU-second)',
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
        figure: 'Client call, loopback server (calls per CPU-second, server included)',
        unit: 'ops/s',
        ours: pick(loopback, 'ours'),
        peers: [
          pick(loopback, 'plain fetch'),
          pick(loopback, 'plain fetch with a timeout'),
          pick(loopback, 'bare openapi-fetch with a timeout'),
        ],
        target: { peer: 'plain fetch', text: 'ratio ≥ 0.9 of plain fetch', test: (ratio) => ratio >= 0.9 },
      }),
      row({
        figure: '1 000 concurrent POSTs, random drops and 503s (calls/s)',
        unit: 'ops/s',
        ours: summarise(
          'ours',
          storms.map((storm) => storm.callsPerSecond),
        ),
        peers: [],
        target: {
          text: `exactly one effect per key (3 seeded runs: ${allOnce ? 'held' : 'BROKEN'})`,
          test: () => allOnce,
        },
      }),
    ];
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}
