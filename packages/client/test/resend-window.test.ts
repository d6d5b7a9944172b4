// The edges of the resend window (Limits: the Idempotency-Key is "purged after 24 hours, after which a reused key
// starts a fresh request"): up to the last millisecond the same key is sent; from `resendBefore` on, or with a window
// that cannot be read, nothing is sent and the refusal says why.
import { describe, expect, it } from 'vitest';
import { RequestRefusedError } from '../src/index.js';
import { resendUnknownOutcome } from '../src/recovery.js';

const outcome = { idempotencyKey: 'order-7', resendBefore: new Date('2026-11-25T09:00:00Z'), method: 'POST' };
function recorder() {
  const sent: { idempotencyKey: string }[] = [];
  return { sent, send: async (options: { idempotencyKey: string }) => void sent.push(options) };
}

describe('resendUnknownOutcome', () => {
  it('resends with the same key a millisecond before the window ends', async () => {
    const { sent, send } = recorder();
    await resendUnknownOutcome(outcome, send, new Date('2026-11-25T08:59:59.999Z'));
    expect(sent).toEqual([{ idempotencyKey: 'order-7' }]);
  });

  it('refuses at the end of the window, saying when it ended', async () => {
    const { sent, send } = recorder();
    const error = await resendUnknownOutcome(outcome, send, new Date('2026-11-25T09:00:00Z')).catch((e) => e);
    expect(error).toBeInstanceOf(RequestRefusedError);
    expect(error.message).toMatch(/^the Idempotency-Key order-7 expired at 2026-11-25T09:00:00\.000Z; /);
    expect(error.message).toContain('Check the outcome with a GET');
    expect(sent).toEqual([]);
  });

  it('refuses a window that cannot be read', async () => {
    const { sent, send } = recorder();
    const unreadable = { ...outcome, resendBefore: 'tomorrow' as unknown as Date };
    const error = await resendUnknownOutcome(unreadable, send).catch((e) => e);
    expect(error.message).toContain('expired at an unknown time');
    expect(sent).toEqual([]);
  });

  it('sends while the window is open, by the default clock', async () => {
    const { sent, send } = recorder();
    await resendUnknownOutcome({ idempotencyKey: 'k', resendBefore: new Date(Date.now() + 60_000) }, send);
    expect(sent).toHaveLength(1);
  });
});
