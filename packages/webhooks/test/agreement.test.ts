// agreementOf: whether confirmed details agree with the notified status (Events rule 7: "On receiving a success
// notification, the merchant is expected to call the corresponding details endpoint to confirm"), by the spec's
// `x-confirmed-by` candidates: a state the status names agrees, the opposite outcome's state disagrees, anything else
// has not settled; a status the spec does not know cannot be confirmed.
import { describe, expect, it } from 'vitest';
import { agreementOf, confirmations } from '../src/index.js';

const [captureCandidate, singleCandidate, frequentCandidate] = confirmations.capture;
const [frequentCreate] = confirmations.frequent_create;
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
      'agrees',
    ],
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

  it('agrees when the spec names no field: the resource being found confirms it', () => {
    expect(agreementOf('success', { id: 'x' }, {})).toEqual({ outcome: 'agrees', notified: 'success' });
    expect(agreementOf(7, undefined, {})).toEqual({ outcome: 'agrees', notified: 'success' });
  });
});
