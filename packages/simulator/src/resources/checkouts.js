// @ts-check
// Checkout sessions: open for 30 minutes (Limits: default session lifetime), then cancelled with their payment.
import { answer, notFound } from '../answers.js';

/** @typedef {import('../simulator.js').Context} Context */

const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** @param {Context} ctx */
export function createCheckout({ body, state, now, id }) {
  const checkoutId = id();
  const { methods, type: _t, capture: _c, ...payment } = body.payment;
  state.checkouts.set(checkoutId, {
    id: checkoutId,
    createdAt: now,
    expiresAt: now + CHECKOUT_LIFETIME_MS,
    status: 'pending',
    value: body.order.value,
    payment: { id: id(), status: 'pending', methods, ...payment },
  });
  return answer(201, { id: checkoutId, session: Buffer.from(`${checkoutId}:${now}`).toString('base64url') });
}

/** @param {Context} ctx */
export function getCheckout({ params, state, now }) {
  const record = state.checkouts.get(params.id ?? '');
  if (!record) return notFound('checkout', params.id ?? '');
  if (record.status === 'pending' && now >= record.expiresAt) {
    record.status = 'canceled';
    record.payment.status = 'deleted';
  }
  const failed = record.status === 'canceled';
  return answer(200, {
    status: failed ? 'failed' : 'success',
    message: [failed ? 'The checkout session expired or was cancelled' : 'The checkout session is open'],
    checkout: { status: record.status, id: record.id },
    payment: record.payment,
    value: record.value,
  });
}

/** @param {Context} ctx */
export function cancelCheckout({ params, state }) {
  const record = state.checkouts.get(params.id ?? '');
  if (!record) return notFound('checkout', params.id ?? '');
  record.status = 'canceled';
  record.payment.status = 'deleted';
  return answer(204, undefined);
}
