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

export async function ensureBuilt() {
  for (const [name, entry] of [
    ['client', 'index.js'],
    ['webhooks', 'index.js'],
    ['simulator', 'msw.js'],
  ] as const) {
    if (!existsSync(`${root}packages/${name}/dist/${entry}`))
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

/**
 * What the simulator's lifecycle program (simulator-lifecycle.js) must report on every runtime: seeded, so the ids
 * are the same everywhere; the notifications in the order the simulator sent them.
 */
export const expectedLifecycle = {
  clock: { start: '2030-01-07', moved: '2030-01-08' },
  created: { status: 201, id: '02ff152c-0fdc-4f12-ba16-9e5eb2f38b96' },
  replay: { status: 201, replayed: 'true', same: true },
  conflict: 409,
  read: { status: 200, id: '02ff152c-0fdc-4f12-ba16-9e5eb2f38b96', value: 30 },
  capture: {
    status: 201,
    id: '8da6bf2d-bad5-4ed8-8200-335b27ec3b63',
    value: 30,
    of: '02ff152c-0fdc-4f12-ba16-9e5eb2f38b96',
  },
  refund: { status: 201, read: 200, id: '4b1241ee-88e4-4086-8bdc-4c95fa5aad08', value: 10 },
  signed: { good: 201, forged: 403 },
  afterDay: { status: 201, other: true },
  notifications: {
    delivered: ['authorisation', 'capture', 'refund', 'out_payment', 'authorisation'].map(
      (type) => `https://merchant.test/generic ${type}`,
    ),
    listed: 5,
  },
};
