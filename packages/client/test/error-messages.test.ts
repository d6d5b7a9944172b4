// What the client's errors tell a user: the call (method and path), how many tries, the key to resend with and until
// when (Errors rule 5: the key is kept 24 hours), the service's messages (Errors rule 2), and never a credential.
import { describe, expect, it, vi } from 'vitest';
import {
  CallOptionError,
  ConfigurationError,
  NoResponseError,
  OutcomeUnknownError,
  PaymentsClientError,
  RequestRefusedError,
  ServiceResponseError,
} from '../src/index.js';

describe('the errors', () => {
  it('count one try as "1 try" and more as tries', () => {
    expect(new NoResponseError('GET', '/single/s1', 1).message).toBe('GET /single/s1 got no answer after 1 try.');
    expect(new NoResponseError('GET', '/single/s1', 2).message).toBe('GET /single/s1 got no answer after 2 tries.');
    expect(new OutcomeUnknownError('POST', '/capture/p1', 'k-1', 1).message).toMatch(
      /^POST \/capture\/p1 got no answer after 1 try; its outcome is unknown\. Resend it with Idempotency-Key k-1 /,
    );
  });

  it('give an unknown outcome 24 hours from its first try to be resent (Errors rule 5)', () => {
    const firstTriedAt = new Date('2026-11-24T09:00:00Z');
    const error = new OutcomeUnknownError('POST', '/capture/p1', 'k-1', 3, { firstTriedAt });
    expect(error.resendBefore.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    // without firstTriedAt, from now: a fixed clock, so the verdict is exact and never the wall clock's
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:30:00Z') });
    try {
      const fresh = new OutcomeUnknownError('POST', '/capture/p1', 'k-1', 3).resendBefore;
      expect(fresh.toISOString()).toBe('2026-11-25T10:30:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('carry their cause, names and fields', () => {
    const cause = new TypeError('fetch failed');
    const error = new NoResponseError('GET', '/single/s1', 3, { cause });
    expect([error.name, error.method, error.path, error.attempts, error.cause]).toEqual([
      'NoResponseError',
      'GET',
      '/single/s1',
      3,
      cause,
    ]);
    expect(new OutcomeUnknownError('POST', '/x', 'k', 1).name).toBe('OutcomeUnknownError');
    expect(new PaymentsClientError('x').name).toBe('PaymentsClientError');
    expect(new ConfigurationError('apiKey', 'is required').name).toBe('ConfigurationError');
    expect(new CallOptionError('signal', 'must be an AbortSignal').name).toBe('CallOptionError');
    expect(new ServiceResponseError({ status: 404, messages: [] }).name).toBe('ServiceResponseError');
    expect(new RequestRefusedError('x').name).toBe('RequestRefusedError');
  });

  it('name the call a refusal is about when it is known', () => {
    expect(new RequestRefusedError('must be signed.', 'DELETE', '/out_payment/o1').message).toBe(
      'DELETE /out_payment/o1: must be signed.',
    );
    expect(new RequestRefusedError('expired.', 'POST').message).toBe('expired.');
    expect(new RequestRefusedError('expired.').message).toBe('expired.');
  });

  it("say the service's status and messages", () => {
    const error = new ServiceResponseError({ status: 400, messages: ['value is required', 'method is invalid'] });
    expect(error.message).toBe('The service answered 400: value is required; method is invalid.');
    expect(error.error.status).toBe(400);
    expect(new ServiceResponseError({ status: 502, messages: [] }).message).toBe('The service answered 502.');
  });

  it('name the option and the rule', () => {
    expect(new ConfigurationError('timeoutMs', 'must be a whole number').message).toBe(
      "Option 'timeoutMs' must be a whole number.",
    );
    expect(new CallOptionError('timeoutMs', 'must be a whole number')).toMatchObject({
      option: 'timeoutMs',
      message: "Call option 'timeoutMs' must be a whole number.",
    });
  });
});
