// A third-party check of the simulator's answers: Prism's validation proxy (`prism proxy --errors`, request checks
// off) in front of `startSimulator()`, fed every operation's documented example request, the requests a client's
// mistakes make (unknown ids, bad JSON, a wrong content type, limits broken, a reused key, a state that forbids),
// and injected transient faults. Prism turns any answer its spec does not allow — an undeclared status, a body off
// its schema — into an error, so the test wants 0 of them [errors.status-codes-in-use].
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, testSignature } from '../../packages/simulator/src/index.js';
import { sampleRequests } from '../../scripts/code-samples/requests.js';
import { patience } from '../helpers/patience.js';

const require = createRequire(import.meta.url);
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');
const SPEC = fileURLToPath(new URL('../../packages/spec/openapi.json', import.meta.url));
const spec = require('../../packages/spec/openapi.json');
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let prism: ChildProcess;
let proxy = '';

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  const port = await freePort();
  prism = spawn(
    process.execPath,
    [
      PRISM,
      'proxy',
      SPEC,
      simulator.url,
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '--errors',
      '--validate-request=false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const check = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Prism is listening')) resolve();
    };
    prism.stdout?.on('data', check);
    prism.stderr?.on('data', check);
    prism.once('exit', (code) => reject(new Error(`prism exited ${code}: ${output}`)));
  });
  proxy = `http://127.0.0.1:${port}`;
}, patience(60_000));

afterAll(async () => {
  prism?.kill('SIGTERM');
  await simulator?.stop();
});

type Sent = { method: string; path: string; body?: string; headers?: Record<string, string> };
const violations: string[] = [];
const seen = new Set<string>();

async function send({ method, path, body, headers = {} }: Sent) {
  const answer = await fetch(`${proxy}${path}`, { method, headers: { ...HEADERS, ...headers }, body: body ?? null });
  const text = await answer.text();
  const reported = answer.headers.get('sl-violations');
  if (reported || /prism\/errors#VIOLATIONS/.test(text))
    violations.push(`${method} ${path} → ${answer.status}: ${reported ?? text}`.slice(0, 600));
  seen.add(`${method} ${answer.status}`);
  return { status: answer.status, body: text ? JSON.parse(text) : undefined };
}

const fill = (path: string, values: Record<string, unknown>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

describe('the simulator behind Prism’s validation proxy', () => {
  it(
    'answers every documented example request with what the spec allows',
    async () => {
      for (const request of sampleRequests(spec)) {
        const search = new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)])).toString();
        const body = request.body === undefined ? undefined : JSON.stringify(request.body);
        // signed with the simulator's published test key, which its default accounts verify
        const signs =
          request.signature?.signs === 'body' ? (body ?? '') : request.pathParams[request.signature?.parameter];
        await send({
          method: request.method.toUpperCase(),
          path: `${fill(request.path, request.pathParams)}${search ? `?${search}` : ''}`,
          ...(body === undefined ? {} : { body }),
          headers: request.signed ? { Signature: testSignature(String(signs)) } : {},
        });
      }
      expect(violations).toEqual([]);
    },
    patience(120_000),
  );

  it(
    "answers a client's mistakes and injected faults with what the spec allows",
    async () => {
      const created = await send({
        method: 'POST',
        path: '/single',
        body: JSON.stringify({ method: 'cc', type: 'sale', value: 9 }),
      });
      const key = { 'Idempotency-Key': 'proxy-key' };
      const mistakes: Sent[] = [
        { method: 'GET', path: '/single/0b0b0b0b-0000-4000-8000-000000000000' },
        { method: 'GET', path: '/single/not-a-uuid' },
        { method: 'POST', path: '/single', body: '{"value":' },
        { method: 'POST', path: '/single', body: 'value=1', headers: { 'Content-Type': 'text/plain' } },
        { method: 'GET', path: '/capture?limit=1000' },
        { method: 'GET', path: '/frequent?created_at=interval(2026-01-01 00:00,2026-03-01 00:00)' },
        { method: 'POST', path: '/single', body: JSON.stringify({ method: 'mb', value: 1 }), headers: key },
        { method: 'POST', path: '/single', body: JSON.stringify({ method: 'mb', value: 2 }), headers: key },
        {
          method: 'POST',
          path: '/single',
          body: JSON.stringify({ method: 'mb', value: 2 }),
          headers: { 'Idempotency-Key': '' },
        },
        { method: 'POST', path: `/capture/${created.body.id}`, body: JSON.stringify({ descriptive: 'again' }) },
        { method: 'DELETE', path: `/single/${created.body.id}` },
        { method: 'GET', path: '/single', headers: { ApiKey: 'wrong' } },
        { method: 'GET', path: '/capture', headers: { AccountId: 'simulator-limited' } },
        { method: 'GET', path: '/capture?cursor=0b0b0b0b-0000-4000-8000-000000000000' },
        ...['429', '502', '503'].map((fault) => ({
          method: 'GET',
          path: '/system/ping',
          headers: { 'Simulator-Fault': fault },
        })),
        { method: 'GET', path: '/system/ping', headers: { 'Simulator-Fault': 'bogus' } },
      ];
      for (const mistake of mistakes) await send(mistake);
      expect(violations).toEqual([]);
      // the traffic reached the statuses it was meant to
      for (const status of [
        'GET 404',
        'POST 400',
        'POST 409',
        'POST 422',
        'DELETE 400',
        'GET 403',
        'GET 429',
        'GET 503',
      ])
        expect(seen, status).toContain(status);
    },
    patience(60_000),
  );
});
