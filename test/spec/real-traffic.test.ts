// Real-shaped traffic (test/spec/data/real-traffic.ts, written from the reference's field lists) passes the
// generated validators: answers with no drift warning (every field and value is one the spec knows), requests
// strictly. real-traffic.types.test.ts sends the same values through the generated types.
import { validateRequest, validateResponse } from '@payments-contract/validators';
import { describe, expect, it } from 'vitest';
import * as real from './data/real-traffic.js';

describe('real-shaped answers', () => {
  it.each([
    ['GET /single/{id}', real.singlePaymentDetail],
    ['GET /capture/{id}', real.captureDetail],
    ['GET /subscription/{id}', real.subscriptionDetail],
    ['GET /refund', real.refundPage],
  ] as const)('%s: valid, and no field or value the spec does not know', (operation, body) => {
    const result = validateResponse(operation, 200, structuredClone(body));
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('still refuses a payment status that is not a string', () => {
    const result = validateResponse('GET /single/{id}', 200, { ...real.singlePaymentDetail, payment_status: 7 });
    expect(result.ok).toBe(false);
  });
});

describe('real-shaped requests', () => {
  it.each([
    ['POST /single', real.directDebitSingle],
    ['POST /single', real.referenceSingle],
    ['POST /capture/{id}', real.walletCapture],
  ] as const)('%s: valid under the strict request check', (operation, body) => {
    const result = validateRequest(operation, structuredClone(body));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('still refuses a capture field neither source knows', () => {
    expect(validateRequest('POST /capture/{id}', { ...real.walletCapture, tip: 1 }).ok).toBe(false);
  });
});
