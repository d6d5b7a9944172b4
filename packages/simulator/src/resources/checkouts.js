// @ts-check
// Checkout sessions: open for 30 minutes (Limits: default session lifetime), or until the payment's
// `expiration_time` when that is earlier, then cancelled with their payment. The browser part (the customer choosing
// a method and paying) is the control route POST /__simulator/checkouts/{id}/pay, which creates the session's
// payment of the kind its `type` names: "Only the first element is used".
import { answer, notFound, refusal } from '../answers.js';
import { isoUtc, parseTime } from '../format.js';
import { base64Url } from '../platform/bytes.js';
import { createFrequentPayment, deleteFrequentPayment } from './frequents.js';
import { payCustomer } from './settlement.js';
import { createSinglePayment, deleteSinglePayment } from './singles.js';

/** @typedef {import('../simulator.js').Context} Context */

const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/**
 * When the session closes: "If earlier than the default session expiry of 30 minutes, the user cannot interact with
 * the checkout after it" (`payment.expiration_time`, `Y-m-d H:i`, read as UTC).
 * @param {number} now @param {unknown} expirationTime
 */
function closesAt(now, expirationTime) {
  const latest = typeof expirationTime === 'string' ? parseTime(expirationTime) : Number.NaN;
  return Math.min(now + CHECKOUT_LIFETIME_MS, Number.isNaN(latest) ? Infinity : latest);
}

/** @param {Context} ctx */
export function createCheckout({ body, state, now, id }) {
  const checkoutId = id();
  const { methods, type, capture, ...payment } = body.payment;
  state.checkouts.set(checkoutId, {
    id: checkoutId,
    createdAt: now,
    expiresAt: closesAt(now, payment.expiration_time),
    status: 'pending',
    value: body.order.value,
    payment: { id: id(), status: 'pending', methods, ...payment },
    // what paying the session needs: the kind (type's first element), the payment type, capture and customer
    internal: { kind: body.type[0], type, capture, customer: body.customer },
  });
  return answer(201, { id: checkoutId, session: base64Url(`${checkoutId}:${now}`) });
}

/** @param {import('../records.js').CheckoutRecord} record @param {number} now */
function expire(record, now) {
  if (record.status === 'pending' && now >= record.expiresAt) {
    record.status = 'canceled';
    record.payment.status = 'deleted';
  }
}

/** @param {Context} ctx */
export function getCheckout({ params, state, now }) {
  const record = state.checkouts.get(params.id ?? '');
  if (!record) return notFound('checkout', params.id ?? '');
  expire(record, now);
  const failed = record.status === 'canceled';
  return answer(200, {
    status: failed ? 'failed' : 'success',
    message: [failed ? 'The checkout session expired or was cancelled' : 'The checkout session is open'],
    checkout: { status: record.status, id: record.id },
    payment: record.payment,
    value: record.value,
  });
}

/**
 * "The checkout is cancelled, and the associated payment is deleted if possible": an open session's payment does not
 * exist yet; a completed session's payment is deleted as DELETE /single/{id} or /frequent/{id} would delete it, and
 * when that is refused (a paid single, a direct debit after the cut-off) it stays as it is, and so does the status
 * the session reports for it.
 * @param {Context} ctx
 */
export function cancelCheckout(ctx) {
  const { params, state } = ctx;
  const record = state.checkouts.get(params.id ?? '');
  if (!record) return notFound('checkout', params.id ?? '');
  if (record.status === 'canceled') return answer(204, undefined); // cancelled before: what could go has gone
  const made = { ...ctx, params: { id: record.payment.id } };
  const deleted =
    record.status !== 'complete' ||
    (record.internal.kind === 'single' ? deleteSinglePayment(made) : deleteFrequentPayment(made)).status === 204;
  record.status = 'canceled';
  if (deleted) record.payment.status = 'deleted';
  return answer(204, undefined);
}

/**
 * A reference payment made through the session (mb: "latest time to pay; applies to reference payments") can be paid
 * until the session's `expiration_time`: the reference expires then (`multibanco.expiration_time`), not 30 days on.
 * @param {import('../records.js').SingleRecord} single @param {string} expirationTime
 */
function payBy(single, expirationTime) {
  single.expiration_time = expirationTime;
  if (single.multibanco) single.multibanco.expiration_time = isoUtc(parseTime(expirationTime));
}

/**
 * The customer pays an open session with one of its methods (the simulator's stand-in for the browser checkout):
 * a single payment ("For card and mbw: `sale` (default) or `authorisation`") or a frequent payment is created
 * with the session's payment id, and the session is complete. Subscriptions are created with POST /subscription.
 * @param {import('../simulator.js').Simulator} simulator @param {string} accountId @param {string} checkoutId
 * @param {{ method?: unknown, sdd_mandate?: unknown }} body
 */
export function payCheckout(simulator, accountId, checkoutId, body) {
  const state = simulator.stateOf(accountId);
  const record = state.checkouts.get(checkoutId);
  if (!record) return notFound('checkout', checkoutId);
  const now = simulator.clock.now();
  expire(record, now);
  if (record.status !== 'pending') return refusal(409, `checkout ${checkoutId} is ${record.status}, not open`);
  if (typeof body.method !== 'string' || !record.payment.methods.includes(body.method))
    return refusal(400, `field 'method' must be one of the session's methods: ${record.payment.methods.join(', ')}`);
  const { kind, type, capture, customer } = record.internal;
  // The payment takes the session's payment id; anything else it creates (a customer, a capture) a new one.
  const ids = [record.payment.id];
  const id = () => ids.shift() ?? simulator.id();
  const base = { state, now, id, simulator, accountId, params: {}, query: {} };
  const { methods: _m, status: _s, id: _i, ...options } = record.payment;
  const made =
    kind === 'single'
      ? createSinglePayment({
          ...base,
          body: { ...options, method: body.method, value: record.value, type: type ?? 'sale', capture, customer },
        })
      : kind === 'frequent'
        ? createFrequentPayment({
            ...base,
            body: { ...options, method: body.method, customer, sdd_mandate: body.sdd_mandate },
          })
        : refusal(422, `paying a ${kind} checkout is not simulated: create it with POST /${kind}`);
  if (made.status !== 201) return made;
  // uf and sc ("checkout only"): the interface gives no behaviour; the simulator takes them as paid at once.
  if (kind === 'single' && (body.method === 'uf' || body.method === 'sc'))
    payCustomer(simulator, accountId, record.payment.id, {});
  const single = kind === 'single' && body.method === 'mb' ? state.singles.get(record.payment.id) : undefined;
  if (single && typeof options.expiration_time === 'string') payBy(single, options.expiration_time);
  record.status = 'complete';
  record.payment.status = 'active';
  return answer(200, { status: 'ok', kind, payment: { id: record.payment.id } });
}
