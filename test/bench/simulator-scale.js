// @ts-check
// Simulator at scale and across crashes (issue 36), rows of the `simulator` section: POST /single with --state
// (every write journaled and synced before its answer) beside the same without; GET and POST beside a bare Node
// server in the same run; a list page at 100 000 payments beside one at 1 000; SIGKILL ×10 under load (acknowledged
// writes lost, ids reused: both must be 0); heap per stored payment.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSimulator } from '../../packages/simulator/src/index.js';
import { row, summarise } from './stats.js';

const SIMULATOR = fileURLToPath(new URL('../../packages/simulator/src/cli.js', import.meta.url));
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'content-type': 'application/json' };
// The least a Node HTTP server can do: answer every request with a small JSON body.
const BARE = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => {
  s.writeHead(q.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
  s.end('{"status":"ok","message":["Your request was successfully created"]}'); }); })
  .listen(0, '127.0.0.1', function () { console.error('listening on http://127.0.0.1:' + this.address().port); });`;

/** @param {string[]} args @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, exited: Promise<unknown> }>} */
function startProcess(args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve({ url, child, exited });
    });
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)));
  });
}

/** @param {{ child: import('node:child_process').ChildProcess, exited: Promise<unknown> }} running */
async function stop(running) {
  running.child.kill('SIGTERM');
  await running.exited;
}

// Kept-alive sockets, fresh for each measurement: one left idle past the server's keep-alive timeout (5 s) while
// another target is measured would be closed under the next request.
let agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** @param {string} url @param {string} method @param {string} [body] @returns {Promise<{ status: number, text: string }>} */
function send(url, method, body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent, headers: HEADERS }, (answer) => {
      let text = '';
      answer.on('data', (chunk) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Requests per second over `ms` with 8 in flight. @param {() => Promise<{ status: number }>} call */
async function requestsPerSecond(call, ms = 1500) {
  agent.destroy();
  agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let done = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < until) {
        const { status } = await call();
        if (status >= 300) throw new Error(`answered ${status}`);
        done++;
      }
    }),
  );
  return (done * 1000) / (performance.now() - started);
}

const PAYMENT = JSON.stringify({ method: 'mb', value: 10, customer: { name: 'Ana Silva' } });

/** GET /single/{id} and POST /single per second: the simulator with and without --state, and a bare Node server. */
async function rates() {
  const folder = mkdtempSync(join(tmpdir(), 'bench-simulator-state-'));
  const plain = await startProcess([SIMULATOR, '--port', '0']);
  const durable = await startProcess([SIMULATOR, '--port', '0', '--state', join(folder, 'state.json')]);
  const bare = await startProcess(['-e', BARE]);
  /** @type {Record<string, number[]>} */
  const post = { plain: [], durable: [], bare: [] };
  /** @type {Record<string, number[]>} */
  const get = { plain: [], bare: [] };
  /** GET /single, a page of 20 of the thousands of payments the POST rounds made. @type {Record<string, number[]>} */
  const list = { plain: [], bare: [] };
  try {
    const { id } = JSON.parse((await send(`${plain.url}/single`, 'POST', PAYMENT)).text);
    for (let round = 0; round < 3; round++) {
      post.plain?.push(await requestsPerSecond(() => send(`${plain.url}/single`, 'POST', PAYMENT)));
      post.durable?.push(await requestsPerSecond(() => send(`${durable.url}/single`, 'POST', PAYMENT)));
      post.bare?.push(await requestsPerSecond(() => send(`${bare.url}/single`, 'POST', PAYMENT)));
      get.plain?.push(await requestsPerSecond(() => send(`${plain.url}/single/${id}`, 'GET')));
      get.bare?.push(await requestsPerSecond(() => send(`${bare.url}/single/${id}`, 'GET')));
      list.plain?.push(await requestsPerSecond(() => send(`${plain.url}/single?page=2`, 'GET')));
      list.bare?.push(await requestsPerSecond(() => send(`${bare.url}/single?page=2`, 'GET')));
    }
  } finally {
    agent.destroy();
    await Promise.all([stop(plain), stop(durable), stop(bare)]);
    rmSync(folder, { recursive: true, force: true });
  }
  return { post, get, list };
}

/** µs per GET /single page (20 payments) with `count` payments stored, in process. @param {number} count */
async function listPage(count) {
  const simulator = createSimulator({ capacity: Math.max(count, 1) });
  for (let i = 0; i < count; i++)
    await simulator.handle(
      new Request('http://simulator.test/single', { method: 'POST', headers: HEADERS, body: PAYMENT }),
    );
  const page = () => simulator.handle(new Request('http://simulator.test/single?page=3', { headers: HEADERS }));
  for (let i = 0; i < 200; i++) await page();
  /** @type {number[]} */
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 500; i++) await page();
    rounds.push(((performance.now() - started) * 1000) / 500);
  }
  return rounds;
}

function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = /** @type {() => void} */ (runInNewContext('gc'));
  gc();
  gc();
}

/** Heap bytes per payment stored, over 100 000 payments created through the simulator's fetch. */
async function heapPerPayment(count = 100_000) {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const simulator = createSimulator();
  for (let i = 0; i < count; i++)
    await simulator.handle(
      new Request('http://simulator.test/single', {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ method: 'mb', value: 10, customer: { name: `Customer ${i}` } }),
      }),
    );
  collectGarbage();
  if (simulator.stateOf('simulator-account').singles.size !== count) throw new Error('not every payment was kept');
  return (process.memoryUsage().heapUsed - before) / count;
}

/**
 * `payments-simulator --state` under load (8 writers), killed with SIGKILL at a random moment, ten times, then
 * started once more: the acknowledged (201) payments it no longer has, and the ids answered for two payments.
 * @param {string[]} extra more flags (--seed)
 */
async function killTenTimes(extra) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-simulator-kill-'));
  const args = [SIMULATOR, '--port', '0', '--state', join(folder, 'state.json'), ...extra];
  /** @type {Map<string, string>} */
  const acknowledged = new Map();
  let reused = 0;
  try {
    for (let round = 0; round < 10; round++) {
      const running = await startProcess(args);
      let alive = true;
      void running.exited.then(() => {
        alive = false;
      });
      let sent = 0;
      const writers = Array.from({ length: 8 }, async () => {
        while (alive) {
          const key = `r${round}-${sent++}`;
          try {
            const answer = await fetch(`${running.url}/single`, {
              method: 'POST',
              headers: HEADERS,
              body: JSON.stringify({ method: 'mb', value: 10, key }),
            });
            if (answer.status !== 201) continue;
            const { id } = /** @type {{ id: string }} */ (await answer.json());
            if (acknowledged.has(id)) reused++;
            acknowledged.set(id, key);
          } catch {
            // died with the process: not acknowledged
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      running.child.kill('SIGKILL');
      await running.exited;
      await Promise.all(writers);
    }
    const running = await startProcess(args);
    let lost = 0;
    for (const [id, key] of acknowledged) {
      const answer = await fetch(`${running.url}/single/${id}`, { headers: HEADERS });
      const body = answer.status === 200 ? /** @type {{ key?: string }} */ (await answer.json()) : undefined;
      if (body?.key !== key) lost++;
    }
    await stop(running);
    return { acknowledged: acknowledged.size, lost, reused };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function measureSimulatorScale() {
  const measured = await rates();
  const small = await listPage(1_000);
  const large = await listPage(100_000);
  const heap = await heapPerPayment();
  const random = await killTenTimes([]);
  const seeded = await killTenTimes(['--seed', '7']);
  process.stderr.write(
    `SIGKILL x10: ${random.acknowledged} acknowledged (random ids), ${seeded.acknowledged} (--seed 7)\n`,
  );
  const zero = { text: '0', test: (/** @type {number} */ _ratio, /** @type {number} */ ours) => ours === 0 };
  return [
    row({
      figure: 'Simulator POST /single with --state, req/s (every write synced before its answer)',
      unit: 'req/s',
      ours: summarise('--state', measured.post.durable ?? []),
      peers: [summarise('no --state', measured.post.plain ?? [])],
      target: { peer: 'no --state', text: '≥ 0.5× without', test: (ratio) => ratio >= 0.5 },
    }),
    row({
      figure: 'Simulator POST /single beside a bare Node server (req/s)',
      unit: 'req/s',
      ours: summarise('simulator', measured.post.plain ?? []),
      peers: [summarise('bare node:http', measured.post.bare ?? [])],
    }),
    row({
      figure: 'Simulator GET /single/{id} beside a bare Node server (req/s)',
      unit: 'req/s',
      ours: summarise('simulator', measured.get.plain ?? []),
      peers: [summarise('bare node:http', measured.get.bare ?? [])],
    }),
    row({
      figure: 'Simulator GET /single (a page of 20 of thousands) beside a bare Node server (req/s)',
      unit: 'req/s',
      ours: summarise('simulator', measured.list.plain ?? []),
      peers: [summarise('bare node:http', measured.list.bare ?? [])],
    }),
    row({
      figure: 'Simulator GET /single page at 100 000 payments beside at 1 000 (µs a page, in process)',
      unit: 'µs',
      ours: summarise('100 000 payments', large),
      peers: [summarise('1 000 payments', small)],
      target: { peer: '1 000 payments', text: '≤ 2× at 1 000', test: (ratio) => ratio <= 2 },
    }),
    row({
      figure: 'Simulator heap per stored payment (bytes, 100 000 payments)',
      unit: 'bytes',
      ours: summarise('simulator', [heap]),
      peers: [],
    }),
    row({
      figure: 'Simulator SIGKILL ×10 under load, random ids and --seed: acknowledged writes lost',
      unit: 'count',
      ours: summarise('both runs', [random.lost + seeded.lost]),
      peers: [],
      target: zero,
    }),
    row({
      figure: 'Simulator SIGKILL ×10 under load, random ids and --seed: ids answered for two payments',
      unit: 'count',
      ours: summarise('both runs', [random.reused + seeded.reused]),
      peers: [],
      target: zero,
    }),
  ];
}
