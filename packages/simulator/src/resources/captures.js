// @ts-check
// Captures (of a single authorisation, a frequent payment or a frequent authorisation; `{id}` is the payment id),
// their splits, authorisations and voids.
import { answer, notFound, refusal } from '../answers.js';
import { money } from '../format.js';
import { cursorEnvelope, select } from '../lists.js';
import { announce } from './events.js';
import { frequentRefusal } from './frequent-limits.js';
import { capture } from './settlement.js';
import { captureSingle } from './singles.js';
import { ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** @param {import('../records.js').CaptureRecord} record */
const captureView = (record) => view(record);

/** @param {Context} ctx */
export function createCapture({ params, state, body, simulator, accountId }) {
  const id = params.id ?? '';
  const single = state.singles.get(id);
  const authorisation = state.authorisations.get(id);
  const frequent = state.frequents.get(id);
  /** @type {import('../records.js').CaptureRecord} */
  let record;
  if (single) {
    // "One authorisation can be split across several captures made at different times."
    if (single.internal.hold !== 'held')
      return refusal(
        422,
        `single payment ${id} is ${single.payment_status} and holds nothing to capture; only an authorised card or mbw payment is captured`,
      );
    const left = money(single.value - single.internal.captured);
    if ((body.value ?? left) > left) return refusal(422, `field 'value' is more than the ${left} left to capture`);
    record = captureSingle(simulator, accountId, single, { ...body, value: body.value ?? left });
  } else if (authorisation) {
    const left = money(authorisation.value - authorisation.value_captured);
    if (authorisation.method.status !== 'active')
      return refusal(422, `authorisation ${id} is ${authorisation.method.status}; its funds were released`);
    if ((body.value ?? left) > left) return refusal(422, `field 'value' is more than the ${left} left to capture`);
    record = capture(simulator, accountId, authorisation, 'frequent', { ...body, value: body.value ?? left });
    authorisation.value_captured = money(authorisation.value_captured + record.value);
  } else if (frequent) {
    if (body.value === undefined) return refusal(400, "field 'value' is required to capture a frequent payment");
    const problem = frequentRefusal(state, frequent, body.value);
    if (problem) return problem;
    record = capture(simulator, accountId, frequent, 'frequent', body);
    frequent.value = record.value;
    // force_3ds: "Forces 3DS on cards; used only on frequent capture without authorisation"; the answer's `method`
    // is "only for 3DS: type, url to redirect the user to".
    if (body.force_3ds === true && frequent.method.type === 'cc')
      return answer(201, {
        status: 'ok',
        message: ['Your request was successfully created'],
        id: record.id,
        method: { type: 'cc', url: `https://simulator.invalid/3ds/${record.id}` },
      });
  } else return notFound('payment', id);
  return answer(201, { status: 'ok', message: ['Your request was successfully created'], id: record.id });
}

/** A capture by its id, or the latest capture of the single payment with that id (POST /refund/{id} refunds a single's transaction). */
/** @param {import('../state.js').AccountState} state @param {string} id */
export function findCapture(state, id) {
  const direct = state.captures.get(id);
  if (direct) return direct;
  const latest = state.singles.get(id)?.internal.captures.at(-1);
  return latest ? state.captures.get(latest) : undefined;
}

/** @param {Context} ctx */
export function getCapture({ params, state }) {
  // Only capture ids: the interface's capture detail names captures, never payments.
  const record = state.captures.get(params.id ?? '');
  return record ? answer(200, captureView(record)) : notFound('capture', params.id ?? '');
}

/** @param {Context} ctx */
export function listCaptures({ query, state }) {
  return answer(200, cursorEnvelope(select(state.captures, query), query, captureView));
}

/** @param {Context} ctx */
export function updateCaptureSplit({ params, state, body }) {
  const record = state.captures.get(params['capture-uuid'] ?? '');
  if (!record) return notFound('capture', params['capture-uuid'] ?? '');
  const split = record.splits.find((s) => s.id === params['capture-split-uuid']);
  if (!split) return notFound('split', params['capture-split-uuid'] ?? '');
  if (body.clearing_date) split.clearing_date = body.clearing_date;
  return answer(200, ok('The split was updated'));
}

/** @param {Context} ctx */
export function getAuthorisation({ params, state }) {
  const id = params.id ?? '';
  const stored = state.authorisations.get(id);
  if (stored) return answer(200, view(stored));
  const single = state.singles.get(id);
  if (!single || !['cc', 'mbw'].includes(single.method.type)) return notFound('authorisation', id);
  return answer(200, {
    id,
    status: single.payment_status === 'failed' ? 'failed' : 'success',
    currency: 'EUR',
    ...(single.key ? { key: single.key } : {}),
    customer: single.customer,
    method: { type: single.method.type, status: single.method.status },
    value: single.value,
    value_captured: single.internal.captured,
    transactions: [],
  });
}

/** @param {Context} ctx */
export function createVoid({ params, state, body, now, id, simulator, accountId }) {
  const target = params.id ?? '';
  const authorisation = state.authorisations.get(target);
  const single = authorisation ? undefined : state.singles.get(target);
  const held = authorisation ?? single;
  if (!held) return notFound('authorisation', target);
  if (authorisation && authorisation.method.status !== 'active')
    return refusal(422, `authorisation ${target} is ${authorisation.method.status}; there is nothing to void`);
  if (single && single.internal.hold !== 'held')
    return refusal(422, `single payment ${target} holds nothing to void (it is ${single.payment_status})`);
  const voidId = id();
  if (authorisation) authorisation.method.status = 'canceled';
  if (single) {
    single.internal.hold = 'voided';
    single.payment_status = single.internal.captured > 0 ? 'paid' : 'voided';
    single.method.status = 'canceled';
  }
  state.voids.set(voidId, {
    id: voidId,
    createdAt: now,
    status: 'success',
    descriptive: body.descriptive,
    ...(body.transaction_key ? { transaction_key: body.transaction_key } : {}),
    authorisation: {
      id: target,
      status: 'success',
      currency: 'EUR',
      value: held.value,
      value_captured: authorisation ? authorisation.value_captured : held.internal.captured,
      customer: held.customer,
      method: { type: held.method.type, status: held.method.status },
    },
  });
  announce(simulator, accountId, {
    type: 'void',
    status: 'success',
    id: voidId,
    message: 'The authorisation was voided',
  });
  return answer(201, { id: voidId, status: 'ok', message: ['Your request was successfully created'] });
}

/** @param {Context} ctx */
export function getVoid({ params, state }) {
  const record = state.voids.get(params.id ?? '');
  return record ? answer(200, view(record)) : notFound('void', params.id ?? '');
}
