// @ts-check
// Soak: 60 s of mixed traffic over loopback against a simulator with a small `capacity`, heap (after a full GC) and
// pending timers sampled every 10 s. Bounded means both level off instead of growing with the requests sent.
import { Agent, request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startSimulator } from '../../packages/simulator/src/index.js';
import { row, summarise } from './stats.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'content-type': 'application/json' };
const CAPACITY = 1_000;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** @param {string} url @param {string} method @param {string} [body] @param {Record<string, string>} [headers] */
const send = (url, method, body, headers = {}) =>
  /** @type {Promise<string>} */ (
    new Promise((resolve, reject) => {
      const outgoing = request(url, { method, agent, headers: { ...HEADERS, ...headers } }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve(text));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    })
  );

function heapMiB() {
  setFlagsFromString('--expose-gc');
  /** @type {() => void} */ (runInNewContext('gc'))();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** One client's loop: a card single captured twice, a direct debit (a timer), a read, a replayed key. */
/** @param {string} url @param {number} until @param {number} n */
async function client(url, until, n) {
  for (let i = 0; performance.now() < until; i++) {
    const single = JSON.parse(
      await send(`${url}/single`, 'POST', JSON.stringify({ method: 'cc', type: 'authorisation', value: 20 })),
    );
    await send(`${url}/capture/${single.id}`, 'POST', JSON.stringify({ descriptive: 'a', value: 5 }));
    await send(`${url}/capture/${single.id}`, 'POST', JSON.stringify({ descriptive: 'b', value: 5 }));
    await send(
      `${url}/single`,
      'POST',
      JSON.stringify({ method: 'dd', value: 5, sdd_mandate: { name: 'A', iban: 'PT50002700000001234567833' } }),
    );
    await send(`${url}/single/${single.id}`, 'GET');
    await send(`${url}/single`, 'POST', JSON.stringify({ method: 'mb', value: 1 }), {
      'Idempotency-Key': `k-${n}-${i}`,
    });
  }
}

export async function measureSoak(seconds = 60) {
  const running = await startSimulator({ port: 0, capacity: CAPACITY });
  /** @type {{ at: number, heap: number, timers: number }[]} */
  const samples = [{ at: 0, heap: heapMiB(), timers: running.simulator.clock.pending() }];
  const started = performance.now();
  const until = started + seconds * 1000;
  const sampler = setInterval(() => {
    samples.push({
      at: Math.round((performance.now() - started) / 1000),
      heap: heapMiB(),
      timers: running.simulator.clock.pending(),
    });
  }, 10_000);
  try {
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(running.url, until, n)));
  } finally {
    clearInterval(sampler);
    agent.destroy();
    await running.stop();
  }
  process.stderr.write(
    `soak samples (s, heap MiB, pending timers): ${samples.map((s) => `${s.at}:${s.heap.toFixed(0)}/${s.timers}`).join(' ')}\n`,
  );
  const later = samples.slice(Math.ceil(samples.length / 2));
  return [
    row({
      figure: `Simulator soak ${seconds} s, capacity ${CAPACITY}: heap in the second half (MiB)`,
      unit: 'MiB',
      ours: summarise(
        'simulator',
        later.map((s) => s.heap),
      ),
      peers: [],
    }),
    row({
      figure: `Simulator soak ${seconds} s, capacity ${CAPACITY}: pending timers (max ${CAPACITY})`,
      unit: 'count',
      ours: summarise(
        'simulator',
        samples.map((s) => s.timers),
      ),
      peers: [],
    }),
  ];
}
