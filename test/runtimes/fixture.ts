// What the smoke program needs in every runtime: the mock on loopback, an address where nothing listens, a
// notification from the spec's examples, and the packages' dist (built here if `npm run build` has not run).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { startMock } from '../../packages/mock/src/index.js';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

async function ensureBuilt() {
  for (const name of ['client', 'webhooks']) {
    if (!existsSync(`${root}packages/${name}/dist/index.js`))
      await run('npm', ['run', 'build', '-w', `@payments-contract/${name}`], { cwd: root });
  }
}

async function closedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no loopback port');
  return `http://127.0.0.1:${address.port}/2.0`;
}

export interface SmokeInput {
  baseUrl: string;
  closedUrl: string;
  notification: unknown;
}

export async function startSmokeFixture() {
  await ensureBuilt();
  const spec = JSON.parse(await readFile(`${root}packages/spec/openapi.json`, 'utf8'));
  const example = spec.webhooks.transactionNotification.post.requestBody.content['application/json'].examples;
  const mock = await startMock({ port: 0 });
  const input: SmokeInput = {
    baseUrl: mock.url,
    closedUrl: await closedUrl(),
    notification: example.CaptureSucceeded.value,
  };
  return { input, stop: () => mock.stop() };
}

/** What every runtime must report. */
export const expectedSummary = {
  noAnswer: { attempts: 2 },
  single: { status: 200, paymentStatus: 'paid' },
  capture: { status: 201, key: 'smoke-1', tries: 1 },
  // The mock checks requests as the service does: a 300-character descriptive is a 400 naming the field.
  refused: { status: 400, hasMessages: true },
  validator: { valid: true, invalid: false },
  notification: { kind: 'genericNotification' }, // the kind the endpoint names, never guessed
};
