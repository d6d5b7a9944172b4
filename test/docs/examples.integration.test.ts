// The guides' examples (docs/examples) are real programs: `tsc` checks them, and this test runs them against the
// mock, imported and as the guides say to run them (`npx tsx …`), so a guide cannot show code that no longer works.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as callOptions } from '../../docs/examples/call-options.js';
import { main as callTheService } from '../../docs/examples/call-the-service.js';
import { main as logging } from '../../docs/examples/logging.js';
import { main as receiveNotifications } from '../../docs/examples/receive-notifications.js';
import { main as recoverUnknownOutcome } from '../../docs/examples/recover-unknown-outcome.js';
import { startMock } from '../../packages/mock/src/index.js';
import { patience } from '../helpers/patience.js';

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

describe('the guides examples, against the mock', () => {
  it('call-the-service captures, pages through captures and signs an out payment', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const result = await callTheService({ baseUrl: mock.url, accountId: 'demo', apiKey: 'demo', privateKey });
    expect(result).toEqual({
      captures: ['5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f'],
      outPayment: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    });
  });

  it('receive-notifications takes a delivery twice, confirms it and records the payment once', async () => {
    const settings = { baseUrl: mock.url, accountId: 'demo', apiKey: 'demo', authorization: 'Bearer s3cret' };
    expect(await receiveNotifications(settings)).toEqual({
      statuses: [200, 200],
      paid: ['success 5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f (GET /capture/{id})'],
    });
  });
});

describe('the smaller guides examples, against the mock (each runs the block its guide shows)', () => {
  const settings = () => ({ baseUrl: mock.url, accountId: 'demo', apiKey: 'demo' });
  it('call-options reads with a deadline, captures with its own key and has a bad option refused', async () => {
    expect(await callOptions(settings())).toEqual({
      paymentStatus: 'paid',
      idempotencyKey: 'order-2026-0042-capture',
      tries: 1,
      refused: "Call option 'timeoutMs' must be a whole number from 1 to 3600000.",
    });
  });

  it('logging keeps a line per request and per try', async () => {
    expect((await logging(settings())).lines).toEqual([
      expect.stringMatching(/^debug request /),
      expect.stringMatching(/^debug try /),
    ]);
  });

  it('recover-unknown-outcome resends a capture whose tries were lost, with the same key', async () => {
    expect(await recoverUnknownOutcome(settings())).toEqual({ recovered: true, sameKey: true });
  });
});

describe('the guides examples, run as the guides say (npx tsx)', () => {
  const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;
  const root = new URL('../../', import.meta.url).pathname;
  it.each([
    ['docs/examples/call-the-service.ts', /captures: \[ '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f' \]/],
    ['docs/examples/receive-notifications.ts', /statuses: \[ 200, 200 \]/],
    // In process: a capture whose first answer is dropped after the simulator acted is resent, and happens once.
    ['docs/examples/simulator.ts', /\{ created: true, captured: 201, captures: 1 \}/],
  ])(
    '%s',
    async (file, printed) => {
      const { stdout } = await promisify(execFile)(tsx, [file], {
        cwd: root,
        env: { PATH: process.env.PATH, PAYMENTS_BASE_URL: mock.url },
      });
      expect(stdout).toMatch(printed);
    },
    patience(60_000),
  );
});
