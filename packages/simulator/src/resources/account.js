// @ts-check
// Out payments (signed; cancel only before processing), the account config (the notification URLs), checkout
// sessions (30-minute expiry), payment links (DELETE irreversible) and the connectivity check.
import { answer, notFound, refusal } from '../answers.js';
import { money, seconds } from '../format.js';
import { cursorEnvelope, filterRecords, pageEnvelope } from '../lists.js';
import { announce } from './events.js';
import { declined } from './sandbox.js';
import { customerOf, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** Out payments are processed (sent to the bank) this long after creation or at `schedule_at`. */
const PROCESSING_DELAY_MS = 10 * 60_000;
const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** @param {Context} ctx */
export function createOutPayment({ body, state, now, id, simulator, accountId }) {
  const outId = id();
  const { customer, out_account, account, ...fields } = body;
  const record = {
    ...fields,
    id: outId,
    createdAt: now,
    status: 'pending',
    value: money(body.value),
    customer: { id: customerOf(customer).id },
    account: { id: account?.id ?? accountId },
    out_account: { id: id() },
    transactions: [],
    created_at: seconds(now),
  };
  state.outPayments.set(outId, record);
  const due = Math.max(now + PROCESSING_DELAY_MS, body.schedule_at ? Date.parse(body.schedule_at) : 0);
  simulator.clock.at(due, () => {
    if (record.status !== 'pending') return;
    record.status = declined(record) ? 'deleted' : 'success';
    announce(simulator, accountId, {
      type: 'out_payment',
      status: record.status === 'success' ? 'success' : 'failed',
      id: outId,
      message: 'The transfer was processed',
    });
  });
  return answer(
    201,
    ok('Your request was successfully created', {
      id: outId,
      method: { status: 'pending', type: body.method },
      customer: record.customer,
      out_account: record.out_account,
    }),
  );
}

/** @param {Context} ctx */
export function getOutPayment({ params, state }) {
  const record = state.outPayments.get(params.id ?? '');
  return record ? answer(200, view(record)) : notFound('out payment', params.id ?? '');
}

/** @param {Context} ctx */
export function listOutPayments({ query, state }) {
  const records = filterRecords(state.outPayments.values(), query, {
    type: (r) => r.type,
    method: (r) => r.method,
    id: (r) => r.id,
    key: (r) => r.key,
    value: (r) => r.value,
  });
  return answer(200, pageEnvelope(records.map(view), query));
}

/** @param {Context} ctx */
export function cancelOutPayment({ params, state }) {
  const record = state.outPayments.get(params.id ?? '');
  if (!record) return notFound('out payment', params.id ?? '');
  if (record.status !== 'pending')
    return refusal(409, `out payment ${record.id} is ${record.status}; only one not yet processed is cancelled`, {
      'X-Service-Should-Retry': 'false',
    });
  record.status = 'deleted';
  return answer(204, undefined);
}

/** @param {Context} ctx */
const configView = ({ state, accountId }) => ({
  ...Object.fromEntries(Object.entries(state.config).filter(([, v]) => v !== undefined)),
  account: accountId,
  client_id: accountId,
  payment_methods: ['cc', 'mbw', 'mb', 'dd', 'vi'],
});

/** @param {Context} ctx */
export const getConfig = (ctx) => answer(200, configView(ctx));

/** @param {Context} ctx */
export function updateConfig(ctx) {
  Object.assign(ctx.state.config, ctx.body);
  return answer(200, configView(ctx));
}

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

/** @param {Context} ctx */
export function createLink({ body, state, now, id }) {
  const linkId = id();
  const record = {
    ...body,
    id: linkId,
    createdAt: now,
    status: 'ACTIVE',
    customer: { id: id(), ...body.customer },
    payment: { id: id(), ...body.payment },
    url: `https://simulator.invalid/link/${linkId}`,
  };
  state.links.set(linkId, record);
  return answer(201, view(record));
}

/** @param {any} record @param {number} now */
function linkView(record, now) {
  if (record.status === 'ACTIVE' && record.expiration_time && Date.parse(record.expiration_time) <= now)
    record.status = 'EXPIRED';
  return view(record);
}

/** @param {Context} ctx */
export function getLink({ params, state, now }) {
  const record = state.links.get(params.id ?? '');
  return record ? answer(200, linkView(record, now)) : notFound('link', params.id ?? '');
}

/** @param {Context} ctx */
export function listLinks({ query, state, now }) {
  return answer(
    200,
    cursorEnvelope(
      state.links.values().map((r) => linkView(r, now)),
      query,
    ),
  );
}

/** @param {Context} ctx */
export function updateLink({ params, state, body, now }) {
  const record = state.links.get(params.id ?? '');
  if (!record) return notFound('link', params.id ?? '');
  if (record.status === 'DISABLED')
    return refusal(409, `link ${record.id} was deleted; deleting a link is irreversible`, {
      'X-Service-Should-Retry': 'false',
    });
  Object.assign(record, body);
  return answer(200, linkView(record, now));
}

/** @param {Context} ctx */
export function deleteLink({ params, state }) {
  const record = state.links.get(params.id ?? '');
  if (!record) return notFound('link', params.id ?? '');
  record.status = 'DISABLED';
  return answer(204, undefined);
}

/** Success means both the address and the credentials are valid. */
export const ping = () => answer(200, { status: 'ok', message: ['pong'] });
