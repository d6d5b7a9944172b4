// @ts-check
// Single payments: create, detail, list, update, delete, with the state each method moves through (the simulator's
// choice where the interface names no transition; see the guide).
import { answer, notFound, refusal } from '../answers.js';
import { isoUtc, money, seconds } from '../format.js';
import { filterRecords, PAYMENT_FILTERS, pageEnvelope } from '../lists.js';
import { announce, capture } from './events.js';
import { declined, SANDBOX } from './sandbox.js';
import { customerOf, digits, masked, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** @param {string} type @param {string} id */
export function methodFor(type, id) {
  const code = type.toLowerCase();
  if (code === 'mb') return { type: 'mb', status: 'pending', entity: SANDBOX.entity, reference: digits(9) };
  if (code === 'vi') return { type: 'vi', status: 'pending', iban: `PT50${digits(21)}` };
  if (code === 'cc')
    return {
      type: 'cc',
      status: 'active',
      card_type: 'VISA',
      last_four: '1111',
      expiration_date: '12/30',
      url: `https://simulator.invalid/3ds/${id}`,
    };
  return { type: code, status: code === 'dd' ? 'pending' : 'active' };
}

// What the answers of POST /single and POST /frequent carry of the method (the interface: type, status, and by
// method entity, reference, sdd_mandate, a redirect URL for cards, an iban for vi); card details are only in the
// payment's detail.
const WRITTEN_METHOD_FIELDS = ['type', 'status', 'entity', 'reference', 'sdd_mandate', 'url', 'iban'];

/** The method as a creation answer shows it. @param {Record<string, any>} method */
export function writtenMethod(method) {
  return Object.fromEntries(Object.entries(method).filter(([field]) => WRITTEN_METHOD_FIELDS.includes(field)));
}

/** @param {Context} ctx */
export function createSinglePayment({ body, state, now, id, simulator, accountId }) {
  const paymentId = id();
  const method = /** @type {Record<string, any>} */ (methodFor(body.method ?? 'cc', paymentId));
  const synchronous = method.type === 'cc' || method.type === 'mbw';
  const single = {
    id: paymentId,
    createdAt: now,
    type: 'sale',
    ...(body.key ? { key: body.key } : {}),
    descriptive: body.capture?.descriptive ?? '',
    value: money(body.value),
    currency: 'EUR',
    created_at: seconds(now),
    payment_status: synchronous ? (declined(body) ? 'failed' : 'authorised') : 'pending',
    customer: customerOf(body.customer),
    method,
    ...(method.type === 'mb'
      ? { multibanco: { start_time: isoUtc(now), expiration_time: isoUtc(now + 30 * 86_400_000), product: 'SPG' } }
      : {}),
    ...(body.notification ? { notification: body.notification } : {}),
    capture: body.capture,
    internal: { captures: /** @type {string[]} */ ([]), captured: 0, refunded: 0 },
  };
  state.singles.set(paymentId, single);
  if (synchronous) {
    // Events rules 2 and 3: the card or phone result, carrying the single id.
    const failed = single.payment_status === 'failed';
    announce(simulator, accountId, {
      type: 'authorisation',
      status: failed ? 'failed' : 'success',
      id: paymentId,
      message: failed ? 'The customer declined' : 'The customer authorised the payment',
      authorisation: paymentId,
    });
  }
  const direct =
    method.type === 'dd' ? capture(simulator, accountId, single, 'single', { value: single.value }) : undefined;
  return answer(
    201,
    ok('Your request was successfully created', {
      id: paymentId,
      method: writtenMethod(method),
      customer: { id: single.customer.id },
      ...(direct ? { capture: { id: direct.id } } : {}),
    }),
  );
}

/** @param {any} single @param {import('../state.js').AccountState} state */
export function singleDetail(single, state) {
  const { capture: _c, ...rest } = view(single);
  const captures = single.internal.captures.map((/** @type {string} */ id) => state.captures.get(id)).filter(Boolean);
  return {
    ...rest,
    captures: captures.map((/** @type {any} */ c) => ({
      id: c.id,
      status: c.status,
      descriptive: c.descriptive,
      ...(c.transaction_key ? { transaction_key: c.transaction_key } : {}),
      capture_date: c.capture_date,
      account: c.account,
      splits: c.splits,
    })),
    transactions: captures
      .map((/** @type {any} */ c) => state.transactions.get(c.id))
      .filter(Boolean)
      .map((/** @type {any} */ t) => view(t))
      .map((/** @type {any} */ { payment_type: _p, payment_id: _i, ...t }) => t),
  };
}

/** @param {Context} ctx */
export function getSinglePayment({ params, state }) {
  const single = state.singles.get(params.id ?? '');
  return single ? answer(200, singleDetail(single, state)) : notFound('single payment', params.id ?? '');
}

/** @param {Context} ctx */
export function listSinglePayments({ query, state }) {
  const records = filterRecords(state.singles.values(), query, {
    ...PAYMENT_FILTERS,
    value: (r) => r.value,
    type: (r) => r.type,
  });
  const items = records.map((r) => {
    const { paid_at: _p, capture: _c, ...item } = view(r);
    return masked(item);
  });
  return answer(200, pageEnvelope(items, query));
}

/** 18:00 Europe/Lisbon has passed on the day of `now` (the direct-debit cutoff). @param {number} now */
export function pastDirectDebitCutoff(now) {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(now),
  );
  return hour >= 18;
}

/** @param {Context} ctx */
export function deleteSinglePayment({ params, state, now }) {
  const single = state.singles.get(params.id ?? '');
  if (!single) return notFound('single payment', params.id ?? '');
  if (single.payment_status === 'paid')
    return refusal(400, `single payment ${single.id} is paid and cannot be deleted; refund it instead`);
  if (single.method.type === 'dd' && pastDirectDebitCutoff(now))
    return refusal(400, 'a direct debit can be cancelled only before 18:00 Europe/Lisbon');
  // cc and mbw: the authorisations are voided; mb: the reference is cancelled; dd: the debit is cancelled.
  single.payment_status = single.payment_status === 'authorised' ? 'voided' : 'deleted';
  single.method.status = 'deleted';
  return answer(204, undefined);
}

/** @param {Context} ctx */
export function updateSinglePayment({ params, state, body }) {
  const single = state.singles.get(params.id ?? '');
  if (!single) return notFound('single payment', params.id ?? '');
  if (body.key !== undefined) single.key = body.key;
  if (body.currency !== undefined) single.currency = body.currency;
  if (body.expiration_time !== undefined) single.expiration_time = body.expiration_time;
  if (body.customer) single.customer = { ...single.customer, ...body.customer };
  if (body.sdd_mandate) single.method.sdd_mandate = { ...single.method.sdd_mandate, ...body.sdd_mandate };
  return answer(
    200,
    ok('Your request was successfully updated', {
      id: single.id,
      method: { type: single.method.type, status: single.method.status },
      customer: { id: single.customer.id },
    }),
  );
}
