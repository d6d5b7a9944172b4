// @ts-check
// Frequent payments: tokenized once, then charged through captures (POST /capture/{id}) and authorisations
// (POST /frequent/authorisation/{id}) within their min/max values.
import { answer, notFound, refusal } from '../answers.js';
import { isoUtc, money, parseTime, seconds } from '../format.js';
import { PAYMENT_FILTERS, pageEnvelope, select } from '../lists.js';
import { pastDirectDebitCutoff } from './cutoff.js';
import { announce } from './events.js';
import { frequentRefusal } from './frequent-limits.js';
import { liftLater } from './holds.js';
import { mandateRefusal } from './mandates.js';
import { RESET_HOURS, withCurrentReference } from './references.js';
import { cancelCollections } from './settlement.js';
import { methodFor, writtenMethod } from './singles.js';
import { customerOf, masked, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** The methods with two phases, authorisation then capture (Authorisation and capture). */
const HOLDING_METHODS = /** @type {const} */ (['cc', 'mbw']);
/** @param {string} code @returns {code is (typeof HOLDING_METHODS)[number]} */
const holds = (code) => /** @type {readonly string[]} */ (HOLDING_METHODS).includes(code);

/** @param {Context} ctx */
export function createFrequentPayment({ body, state, now, id, simulator, accountId }) {
  const unmandated = mandateRefusal(body.method, body.sdd_mandate);
  if (unmandated) return unmandated;
  if (body.min_value > body.max_value) return refusal(400, "field 'min_value' must not be greater than 'max_value'");
  const frequentId = id();
  /** @type {import('../records.js').MethodRecord} */
  const method = { ...methodFor(body.method, frequentId, simulator.digits), status: 'active' };
  if (body.sdd_mandate) method.sdd_mandate = { id: id(), ...body.sdd_mandate };
  /** @type {import('../records.js').FrequentRecord} */
  const frequent = {
    id: frequentId,
    createdAt: now,
    ...(body.key ? { key: body.key } : {}),
    ...(body.expiration_time ? { expiration_time: isoUtc(parseTime(body.expiration_time)) } : {}),
    value: 0,
    currency: body.currency ?? 'EUR',
    min_value: money(body.min_value),
    max_value: money(body.max_value),
    unlimited_payments: body.unlimited_payments ?? true,
    customer: customerOf(body.customer, id),
    method,
    created_at: seconds(now),
    status: 'active',
    internal: { captures: /** @type {string[]} */ ([]), captured: 0 },
  };
  state.frequents.set(frequentId, frequent);
  // Events rule 6: a card frequent creation sends a notification with the frequent id and a status.
  if (method.type === 'cc')
    announce(simulator, accountId, {
      type: 'frequent_create',
      status: 'success',
      id: frequentId,
      message: 'The card was tokenized',
    });
  // POST /frequent "Response: ... `method` (type, status, and for dd the sdd_mandate; for mb an entity and
  // reference; for cc a redirect URL)": no virtual IBAN (the single's answer has one, this one does not).
  const { iban: _iban, ...written } = writtenMethod(method);
  return answer(
    201,
    ok('Your request was successfully created', {
      id: frequentId,
      method: written,
      customer: { id: frequent.customer.id },
    }),
  );
}

/** @param {Context} ctx */
export function getFrequentPayment({ params, state, now }) {
  const frequent = state.frequents.get(params.id ?? '');
  return frequent
    ? answer(200, view(withCurrentReference(frequent, now)))
    : notFound('frequent payment', params.id ?? '');
}

/** @param {Context} ctx */
export function listFrequentPayments({ query, state, now }) {
  const records = select(state.frequents, query, PAYMENT_FILTERS);
  return answer(
    200,
    pageEnvelope(records, query, (r) => masked(view(withCurrentReference(r, now)))),
  );
}

/**
 * Effects of DELETE /frequent/{id}: cc or mbw, "all authorisations are deleted and the funds released"; dd, "direct
 * debits waiting for file processing are cancelled before 18:00" (after it they are collected); mb, "the system
 * attempts to close deleted references three times a day, at 10:00, 15:00 and 22:00" (Lisbon time, a choice): the
 * reference takes payments until the next of those times.
 * @param {Context} ctx
 */
export function deleteFrequentPayment({ params, state, now }) {
  const frequent = state.frequents.get(params.id ?? '');
  if (!frequent) return notFound('frequent payment', params.id ?? '');
  frequent.status = 'deleted';
  frequent.method.status = 'deleted';
  for (const authorisation of state.authorisations.values())
    if (authorisation.internal.frequent === frequent.id && authorisation.method.status === 'active') {
      authorisation.method.status = 'deleted';
      state.authorisations.touch(authorisation.id);
    }
  if (frequent.method.type === 'dd' && !pastDirectDebitCutoff(now)) cancelCollections(state, frequent, now);
  if (frequent.method.type === 'mb') frequent.internal.referenceClosesAt = nextReferenceClosing(now);
  return answer(204, undefined);
}

/** The next 10:00, 15:00 or 22:00 in Europe/Lisbon after `now`. @param {number} now */
export function nextReferenceClosing(now) {
  const hourOf = (/** @type {number} */ at) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(at));
  let at = Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000; // Lisbon is a whole-hour offset from UTC
  while (!RESET_HOURS.includes(hourOf(at) % 24)) at += 3_600_000;
  return at;
}

/** @param {Context} ctx */
export function updateFrequentPayment({ params, state, body }) {
  const frequent = state.frequents.get(params.id ?? '');
  if (!frequent) return notFound('frequent payment', params.id ?? '');
  const { customer, sdd_mandate, expiration_time, ...rest } = body;
  Object.assign(frequent, rest);
  if (expiration_time) frequent.expiration_time = isoUtc(parseTime(expiration_time));
  if (customer) frequent.customer = { ...frequent.customer, ...customer };
  if (sdd_mandate) frequent.method.sdd_mandate = { ...frequent.method.sdd_mandate, ...sdd_mandate };
  if (body.status === 'deleted') frequent.method.status = 'deleted';
  return answer(
    200,
    // The interface's answer of PATCH /frequent/{id}: the method's type and mandate.
    ok('Your request was successfully updated', {
      method: {
        type: frequent.method.type,
        ...(frequent.method.sdd_mandate ? { sdd_mandate: frequent.method.sdd_mandate } : {}),
      },
    }),
  );
}

/** @param {Context} ctx */
export function createFrequentAuthorisation({ params, state, body, now, id, simulator, accountId }) {
  const frequent = state.frequents.get(params.id ?? '');
  if (!frequent) return notFound('frequent payment', params.id ?? '');
  // Authorisation and capture: "Card and mbw payments have two phases. Authorisation holds the amount"; a direct
  // debit, a reference or a transfer holds nothing (422, a choice: the interface names no status for it).
  const methodType = frequent.method.type;
  if (!holds(methodType))
    return refusal(
      422,
      `frequent payment ${frequent.id} is paid by ${frequent.method.type}, which holds nothing; only cc and mbw payments are authorised`,
    );
  const problem = frequentRefusal(state, frequent, body.value);
  if (problem) return problem;
  const authorisationId = id();
  /** @type {import('../records.js').AuthorisationRecord} */
  const authorisation = {
    id: authorisationId,
    createdAt: now,
    status: 'success',
    currency: 'EUR',
    message: body.descriptive,
    ...(body.transaction_key ? { key: body.transaction_key } : {}),
    customer: frequent.customer,
    method: { type: methodType, status: 'active' },
    value: money(body.value),
    value_captured: 0,
    transactions: [],
    internal: { frequent: frequent.id, captures: [], captured: 0 },
  };
  state.authorisations.set(authorisationId, authorisation);
  liftLater(simulator, authorisation);
  announce(simulator, accountId, {
    type: 'authorisation',
    status: 'success',
    id: authorisationId,
    message: 'The amount is held',
    authorisation: authorisationId,
  });
  return answer(201, { id: authorisationId, status: 'ok', message: ['Your request was successfully created'] });
}
