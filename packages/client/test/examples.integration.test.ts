// The client guide's examples for per-call options, the logger and the recovery of an unknown outcome
// (docs/examples) run against the mock, so the guide cannot show code that no longer works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as callOptions } from '../../../docs/examples/call-options.js';
import { main as logging } from '../../../docs/examples/logging.js';
import { main as recover } from '../../../docs/examples/recover-unknown-outcome.js';
import { patience } from '../../../test/helpers/patience.js';
import { startMock } from '../../mock/src/index.js';

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());
const account = () => ({ baseUrl: mock.url, accountId: 'demo-account', apiKey: 'demo-api-key' });

describe('the client guide examples, against the mock', () => {
  it('call-options', async () => {
    expect(await callOptions(account())).toEqual({
      paymentStatus: 'paid',
      idempotencyKey: 'order-2026-0042-capture',
      tries: 1,
      refused: "Call option 'timeoutMs' must be a whole number from 1 to 3600000.",
    });
  });

  it('logging, with the credentials redacted', async () => {
    const { lines } = await logging(account());
    expect(lines.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['debug request', 'debug try']);
    for (const line of lines) expect(line).not.toMatch(/demo-account|demo-api-key/);
  });

  it('recover-unknown-outcome', async () => {
    expect(await recover(account())).toEqual({ recovered: true, sameKey: true });
  });
});
