// @ts-check
// 6. Simulator: start time of `payments-simulator` beside Prism alone (both as a process, until listening), its
// requests per second on loopback for GET /single/{id} and POST /capture/{id} beside Prism's (goal: at least 10×),
// and the heap it holds after 100 000 created payments (in process, through its fetch).
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSimulator } from '../../packages/simulator/src/index.js';
import { measureSimulatorScale } from './simulator-scale.js';
import { pick, row, summarise, wallTime } from './stats.js';

const require = createRequire(import.meta.url);
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');
const SIMULATOR = fileURLToPath(new URL('../../packages/simulator/src/cli.js', import.meta.url));
const SPEC = fileURLToPath(new URL('../../packages/spec/openapi.json', import.meta.url));
const EXAMPLE_ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'content-type': 'application/json' };

/** A server process until stopped; `ready` finds its address in what it prints. */
/** @param {string[]} args @param {(output: string) => string | undefined} ready */
async function startProcess(args, ready) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const check = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      const found = ready(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited ${code}:\n${output}`)));
  });
  return {
    url: /** @type {string} */ (url),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}

const startSimulatorProcess = () =>
  startProcess([SIMULATOR, '--port', '0'], (out) => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]);
let prismPort = 4700;
const startPrism = () => {
  const port = prismPort++;
  return startProcess([PRISM, 'mock', SPEC, '-h', '127.0.0.1', '-p', String(port)], (out) =>
    out.includes('Prism is listening') ? `http://127.0.0.1:${port}` : undefined,
  );
};

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** One request over a kept-alive socket (lighter than fetch, so the client is not what is measured). */
/** @param {string} url @param {string} method @param {string} [body] @returns {Promise<number>} */
function send(url, method, body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent, headers: HEADERS }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Requests per second over `ms`, with `concurrency` requests in flight. */
/** @param {() => Promise<number>} call */
async function requestsPerSecond(call, ms = 1500, concurrency = 8) {
  let done = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const status = await call();
        if (status >= 300) throw new Error(`answered ${status}`);
        done++;
      }
    }),
  );
  return (done * 1000) / (performance.now() - started);
}

/** A single payment to read and a frequent payment to capture from, again and again, on a running simulator. */
/** @param {string} url */
async function seed(url) {
  const post = async (/** @type {string} */ path, /** @type {unknown} */ body) =>
    /** @type {{ id: string }} */ (
      await (await fetch(`${url}${path}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) })).json()
    );
  const single = await post('/single', { method: 'mb', value: 25.5 });
  const frequent = await post('/frequent', { method: 'cc', customer: { name: 'Ana' }, min_value: 1, max_value: 100 });
  return { single: single.id, frequent: frequent.id };
}

function collectGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = /** @type {() => void} */ (runInNewContext('gc'));
  gc();
  gc();
}

async function heapAfterPayments(count = 100_000) {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const simulator = createSimulator();
  for (let i = 0; i < count; i++) {
    await simulator.handle(
      new Request('http://simulator.test/single', {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ method: 'mb', value: 10, customer: { name: `Customer ${i}` } }),
      }),
    );
  }
  collectGarbage();
  const used = process.memoryUsage().heapUsed - before;
  if (simulator.stateOf('simulator-account').singles.size !== count) throw new Error('not every payment was kept');
  return used / 2 ** 20;
}

/** Ping's latency in process (µs a call) with `timers` pending on the clock, far in the future. */
/** @param {number} timers */
async function pingWithTimers(timers) {
  const simulator = createSimulator({ capacity: Math.max(timers, 1) });
  const far = simulator.clock.now() + 365 * 86_400_000;
  for (let i = 0; i < timers; i++) simulator.clock.at(far + i, () => {});
  const ping = () => simulator.handle(new Request('http://simulator.test/system/ping', { headers: HEADERS }));
  for (let i = 0; i < 200; i++) await ping();
  /** @type {number[]} */
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await ping();
    rounds.push(((performance.now() - started) * 1000) / 1000);
  }
  return rounds;
}

export async function measureSimulator() {
  const starts = await wallTime({
    simulator: async () => (await startSimulatorProcess()).stop(),
    'Prism alone': async () => (await startPrism()).stop(),
  });
  const simulator = await startSimulatorProcess();
  const prism = await startPrism();
  const rates = {
    simulator: { get: [0].slice(1), post: [0].slice(1) },
    prism: { get: [0].slice(1), post: [0].slice(1) },
  };
  try {
    const ids = await seed(simulator.url);
    const capture = JSON.stringify({ descriptive: 'Order 1', value: 25.5 });
    for (let round = 0; round < 3; round++) {
      for (const [name, url, single, payment] of /** @type {const} */ ([
        ['simulator', simulator.url, ids.single, ids.frequent],
        ['prism', prism.url, EXAMPLE_ID, EXAMPLE_ID],
      ])) {
        rates[name].get.push(await requestsPerSecond(() => send(`${url}/single/${single}`, 'GET')));
        rates[name].post.push(await requestsPerSecond(() => send(`${url}/capture/${payment}`, 'POST', capture)));
      }
    }
  } finally {
    agent.destroy();
    await simulator.stop();
    await prism.stop();
  }
  const heap = await heapAfterPayments();
  const pingIdle = await pingWithTimers(0);
  const pingBusy = await pingWithTimers(100_000);
  const scale = await measureSimulatorScale();
  const tenfold = { peer: 'Prism alone', text: '≥ 10× Prism', test: (/** @type {number} */ ratio) => ratio >= 10 };
  return [
    row({
      figure: 'Simulator start time',
      unit: 'ms',
      ours: pick(starts, 'simulator'),
      peers: [pick(starts, 'Prism alone')],
    }),
    row({
      figure: 'Simulator GET /single/{id} (req/s)',
      unit: 'req/s',
      ours: summarise('simulator', rates.simulator.get),
      peers: [summarise('Prism alone', rates.prism.get)],
      target: tenfold,
    }),
    row({
      figure: 'Simulator POST /capture/{id} (req/s)',
      unit: 'req/s',
      ours: summarise('simulator', rates.simulator.post),
      peers: [summarise('Prism alone', rates.prism.post)],
      target: tenfold,
    }),
    row({
      figure: 'Simulator ping with 100 000 pending timers, in process (µs a call)',
      unit: 'µs',
      ours: summarise('100 000 timers', pingBusy),
      peers: [summarise('no timers', pingIdle)],
    }),
    row({
      figure: 'Simulator heap after 100 000 payments (MiB)',
      unit: 'MiB',
      ours: summarise('simulator', [heap]),
      peers: [],
    }),
    ...scale,
  ];
}
