// agreementOf: whether confirmed details agree with the notified status (Events rule 7: "On receiving a success
// notification, the merchant is expected to call the corresponding details endpoint to confirm"), by the spec's
// `x-confirmed-by` candidates: a state the status names agrees, the opposite outcome's state disagrees, anything else
// has not settled; a status the spec does not know cannot be confirmed.
import { describe, expect, it } from 'vitest';
import { agreementOf, confirmations } from '../src/index.js';

const [captureCandidate, singleCandidate, frequentCandidate] = confirmations.capture;
const [frequentCreate] = confirmations.frequent_create;
const [outPayment] = confirmations.out_payment;
const [subscription] = confirmations.subscription_create;
const [chargeback] = confirmations.chargeback;
const mb = { type: 'mb' };

describe('agreementOf', () => {
  it.each([
    ['success, capture success', 'success', { status: 'success' }, captureCandidate, 'agrees'],
    ['success, capture refunded', 'success', { status: 'refunded' }, captureCandidate, 'agrees'],
    ['failed, capture failed', 'failed', { status: 'failed' }, captureCandidate, 'agrees'],
    ['failed, capture success', 'failed', { status: 'success' }, captureCandidate, 'disagrees'],
    ['success, capture pending', 'success', { status: 'pending' }, captureCandidate, 'unsettled'],
    ['no status (a payment made), single paid', undefined, { payment_status: 'paid' }, singleCandidate, 'agrees'],
    // Rules 2 and 3 speak of a sale: a single only held has taken no money yet.
    ['success, single only held', 'success', { payment_status: 'authorised' }, singleCandidate, 'unsettled'],
    ['a status the spec does not know', 'reversed', { payment_status: 'paid' }, singleCandidate, 'disagrees'],
    ['success, frequent mb active', 'success', { status: 'active', method: mb }, frequentCandidate, 'agrees'],
    [
      'success, frequent mb not active yet',
      'success',
      { status: 'pending', method: mb },
      frequentCandidate,
      'unsettled',
    ],
    [
      'failed, for which the frequent lists no state',
      'failed',
      { status: 'cancelled', method: mb },
      frequentCandidate,
      'unconfirmable',
    ],
    // States of out payments and subscriptions: not shown; x-confirmed-by lists `success` only, or `found`.
    ['failed, out payment pending (a forged failed)', 'failed', { status: 'pending' }, outPayment, 'unconfirmable'],
    ['failed, out payment success', 'failed', { status: 'success' }, outPayment, 'disagrees'],
    ['success, out payment success', 'success', { status: 'success' }, outPayment, 'agrees'],
    ['success, out payment pending', 'success', { status: 'pending' }, outPayment, 'unsettled'],
    ['failed, subscription found', 'failed', { id: 'x' }, subscription, 'unconfirmable'],
    ['success, subscription found', 'success', { id: 'x' }, subscription, 'agrees'],
    ['failed, chargeback found', 'failed', { id: 'x' }, chargeback, 'unconfirmable'],
    // Rule 5 sends a frequent id only for a multibanco reference.
    [
      'success, frequent card active',
      'success',
      { status: 'active', method: { type: 'cc' } },
      frequentCandidate,
      'disagrees',
    ],
    ['success, frequent with no method', 'success', { status: 'active' }, frequentCandidate, 'disagrees'],
  ])('%s: %s', (_name, status, details, candidate, want) => {
    expect(agreementOf(status, details, candidate ?? {}).outcome).toBe(want);
  });

  it('reads a dotted field, and details without it have not settled', () => {
    expect(agreementOf('success', { method: { status: 'active' } }, frequentCreate ?? {})).toEqual({
      outcome: 'agrees',
      notified: 'success',
      field: 'method.status',
      value: 'active',
    });
    for (const details of [{ method: null }, { method: 'mb' }, {}, null, 'active'])
      expect(agreementOf('success', details, frequentCreate ?? {})).toMatchObject({
        outcome: 'unsettled',
        value: undefined,
      });
  });

  it('without a state, the resource being found confirms only what `found` lists; nothing else can be confirmed', () => {
    expect(agreementOf('success', { id: 'x' }, { found: ['success'] })).toEqual({
      outcome: 'agrees',
      notified: 'success',
    });
    expect(agreementOf(7, undefined, { found: ['success'] })).toEqual({ outcome: 'agrees', notified: 'success' });
    expect(agreementOf('failed', { id: 'x' }, { found: ['success'] })).toEqual({
      outcome: 'unconfirmable',
      notified: 'failed',
      reason: "the spec names no state of the details that confirms a notified 'failed'",
    });
    expect(agreementOf('success', { id: 'x' }, {}).outcome).toBe('unconfirmable');
  });
});
