// Resending an unknown outcome (issue 14, Errors rule 5): the same key within 24 hours performs the write at most
// once; after the window the resend is refused before anything is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callInfo, createPaymentsClient, OutcomeUnknownError, RequestRefusedError } from '../src/index.js';
import { resendUnknownOutcome } from '../src/recovery.js';
import { startFaultServer } from './helpers/fault-server.js';

let server: Awaited<ReturnType<typeof startFaultServer>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

async function unknownCapture() {
  // No try gets an answer; the last one reached the service, which performed the capture.
  server = await startFaultServer([
    { drop: 'before-response' },
    { drop: 'before-response' },
    { drop: 'before-response', perform: true },
  ]);
  const client = createPaymentsClient({ baseUrl: server.baseUrl, accountId: 'a', apiKey: 'k', backoff: { baseMs: 1 } });
  const send = (options: { idempotencyKey?: string } = {}) =>
    client.POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1' }, ...options });
  const error = await send().catch((e: unknown) => e);
  if (!(error instanceof OutcomeUnknownError)) throw new Error(`expected an unknown outcome, got ${error}`);
  return { error, send };
}

describe('resendUnknownOutcome', () => {
  it('resends with the same key and the service performs the capture once', async () => {
    // a fixed clock (Date only: the server and the tries run on real time), so the window is read exactly
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
    const { error, send } = await unknownCapture();
    expect(error.resendBefore.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    const { data, response } = await resendUnknownOutcome(error, send);
    expect(data).toMatchObject({ id: 'performed-1' });
    expect(callInfo(response)).toMatchObject({ idempotencyKey: error.idempotencyKey, replayed: true });
    expect(server?.performed()).toBe(1);
  });

  it('works from a stored record (key and window) as well as from the error', async () => {
    const { error, send } = await unknownCapture();
    const stored = JSON.parse(
      JSON.stringify({ idempotencyKey: error.idempotencyKey, resendBefore: error.resendBefore }),
    );
    const { response } = await resendUnknownOutcome(stored, send);
    expect(callInfo(response)?.replayed).toBe(true);
  });

  it('refuses once the 24 hours have passed, sending nothing', async () => {
    const { error, send } = await unknownCapture();
    const seen = server?.seen.length;
    const late = new Date(error.resendBefore.getTime() + 1);
    const refusal = await resendUnknownOutcome(error, send, late).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RequestRefusedError);
    expect(String(refusal)).toContain(`POST /capture/p1: the Idempotency-Key ${error.idempotencyKey} expired at`);
    expect(server?.seen.length).toBe(seen);
  });
});
