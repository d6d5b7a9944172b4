// @ts-check
// 4. Mock: start time, and requests per second on loopback for a GET and a POST, of our mock (Prism behind the
// envelope proxy) beside Prism alone. 5. Contract run: a full Dredd run against the mock.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startMock } from '../../packages/mock/src/index.js';
import { runContract } from '../contract/run.js';
import { pick, row, summarise, wallTime } from './stats.js';

const require = createRequire(import.meta.url);
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');
const SPEC = fileURLToPath(new URL('../../packages/spec/openapi.json', import.meta.url));
const ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const HEADERS = { AccountId: 'a', ApiKey: 'k', 'content-type': 'application/json' };

/** Prism alone on a port, until stopped. */
/** @param {number} port */
async function startPrismAlone(port) {
  const child = spawn(process.execPath, [PRISM, 'mock', SPEC, '-h', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const check = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (output.includes('Prism is listening')) resolve(undefined);
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => reject(new Error(`Prism exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}

/** Requests per second over `ms`, with `concurrency` requests in flight. */
/** @param {() => Promise<Response>} send */
async function requestsPerSecond(send, ms = 1500, concurrency = 8) {
  let done = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const answer = await send();
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`the mock answered ${answer.status}`);
        done++;
      }
    }),
  );
  return (done * 1000) / (performance.now() - started);
}

export async function measureMock() {
  let port = 4600;
  const starts = await wallTime({
    'our mock': async () => (await startMock({ port: 0 })).stop(),
    'Prism alone': async () => (await startPrismAlone(port++)).stop(),
  });
  const ours = await startMock({ port: 0 });
  const prism = await startPrismAlone(4650);
  const rates = {
    ours: { get: /** @type {number[]} */ ([]), post: /** @type {number[]} */ ([]) },
    prism: { get: /** @type {number[]} */ ([]), post: /** @type {number[]} */ ([]) },
  };
  try {
    for (let round = 0; round < 3; round++) {
      for (const [name, url] of /** @type {const} */ ([
        ['ours', ours.url],
        ['prism', prism.url],
      ])) {
        rates[name].get.push(await requestsPerSecond(() => fetch(`${url}/single/${ID}`, { headers: HEADERS })));
        const body = JSON.stringify({ descriptive: 'Order 1', value: 25.5 });
        rates[name].post.push(
          await requestsPerSecond(() => fetch(`${url}/capture/${ID}`, { method: 'POST', headers: HEADERS, body })),
        );
      }
    }
  } finally {
    await ours.stop();
    await prism.stop();
  }
  const contract = await wallTime({ 'contract run against the mock': () => runContract({ quiet: true }) }, 3);
  return [
    row({
      figure: 'Mock start time',
      unit: 'ms',
      ours: pick(starts, 'our mock'),
      peers: [pick(starts, 'Prism alone')],
    }),
    row({
      figure: 'Mock GET /single/{id} (req/s)',
      unit: 'req/s',
      ours: summarise('our mock', rates.ours.get),
      peers: [summarise('Prism alone', rates.prism.get)],
    }),
    row({
      figure: 'Mock POST /capture/{id} (req/s)',
      unit: 'req/s',
      ours: summarise('our mock', rates.ours.post),
      peers: [summarise('Prism alone', rates.prism.post)],
    }),
    row({
      figure: 'Contract run (Dredd, 200 answers, against the mock)',
      unit: 'ms',
      ours: pick(contract, 'contract run against the mock'),
      peers: [],
    }),
  ];
}
