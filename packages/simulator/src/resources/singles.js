// @ts-check
// Single payments: create, detail, list, update, delete, with the state each method moves through (the simulator's
// choice where the interface names no transition; see the guide).
import { answer, notFound, refusal } from '../answers.js';
import { isoUtc, money, seconds } from '../format.js';
import { PAYMENT_FILTERS, pageEnvelope, select } from '../lists.js';
import { spec } from '../spec.js';
import { pastDirectDebitCutoff } from './cutoff.js';
import { announce } from './events.js';
import { liftLater } from './holds.js';
import { mandateRefusal } from './mandates.js';
import { declined, SANDBOX } from './sandbox.js';
import { cancelCollections, capture } from './settlement.js';
import { customerOf, masked, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/**
 * The method codes the spec names (MethodCode's closed branch). The enum is open (the interface's three wallet
 * codes are not given), so another code is accepted, but the answer says the simulator does not know it.
 * @type {string[]}
 */
const KNOWN_METHODS = spec.components.schemas.MethodCode.anyOf.find((/** @type {any} */ branch) => branch.enum).enum;

/** The answer's word on a method code the spec does not name, else undefined. @param {unknown} code */
export function unknownMethodNote(code) {
  if (typeof code !== 'string' || KNOWN_METHODS.includes(code.toLowerCase())) return undefined;
  return `field 'method': '${code.slice(0, 40)}' is not a method code the simulator knows (${KNOWN_METHODS.join(', ')}); the payment is stored and stays pending, as nothing moves a method the simulator does not know`;
}

/** @param {string} type @param {string} id @param {(length: number) => string} digits @returns {import('../records.js').MethodRecord} */
export function methodFor(type, id, digits) {
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

/** The method as a creation answer shows it. @param {import('../records.js').MethodRecord} method */
export function writtenMethod(method) {
  return Object.fromEntries(Object.entries(method).filter(([field]) => WRITTEN_METHOD_FIELDS.includes(field)));
}

/**
 * Authorisation and capture: "Payment type `sale` performs authorisation and capture in one step. Type
 * `authorisation` only holds." A card or mbw single is approved by the test customer at once; `internal.hold` says
 * what is left of its authorisation: held (capturable, several times), captured, voided, or none (other methods).
 * @param {Context} ctx
 */
export function createSinglePayment({ body, state, now, id, simulator, accountId }) {
  const unmandated = mandateRefusal(body.method, body.sdd_mandate);
  if (unmandated) return unmandated;
  const paymentId = id();
  const method = methodFor(body.method ?? 'cc', paymentId, simulator.digits);
  // dd: "Requires a SEPA mandate"; the single keeps it, so the designated failing IBAN fails its debit.
  if (method.type === 'dd') method.sdd_mandate = { id: id(), ...body.sdd_mandate };
  const holds = method.type === 'cc' || method.type === 'mbw';
  // The interface gives no default type for POST /single: a card or mbw single without one is held (a choice).
  const type = body.type ?? (holds ? 'authorisation' : 'sale');
  const failed = holds && declined(body);
  /** @type {import('../records.js').SingleRecord} */
  const single = {
    id: paymentId,
    createdAt: now,
    type,
    ...(body.key ? { key: body.key } : {}),
    descriptive: body.capture?.descriptive ?? '',
    value: money(body.value),
    currency: body.currency ?? 'EUR',
    created_at: seconds(now),
    payment_status: holds ? (failed ? 'failed' : 'authorised') : 'pending',
    customer: customerOf(body.customer, id),
    method,
    ...(method.type === 'mb'
      ? { multibanco: { start_time: isoUtc(now), expiration_time: isoUtc(now + 30 * 86_400_000), product: 'SPG' } }
      : {}),
    ...(body.notification ? { notification: body.notification } : {}),
    capture: body.capture,
    internal: {
      captures: /** @type {string[]} */ ([]),
      captured: 0,
      refunded: 0,
      hold: holds && !failed ? 'held' : 'none',
    },
  };
  state.singles.set(paymentId, single);
  const sale = holds && type === 'sale';
  if (!sale) liftLater(simulator, single);
  /** @type {import('../records.js').CaptureRecord | undefined} */
  let taken;
  if (sale && !failed) taken = captureSingle(simulator, accountId, single, { ...body.capture, value: single.value });
  else if (holds)
    // Events rules 2 and 3: the card or phone result carries the single id (a sale's is its capture's result).
    announce(simulator, accountId, {
      type: sale ? 'capture' : 'authorisation',
      status: failed ? 'failed' : 'success',
      id: paymentId,
      message: failed ? 'The customer declined' : 'The customer authorised the payment',
      ...(sale ? {} : { authorisation: paymentId }),
    });
  if (method.type === 'dd') taken = capture(simulator, accountId, single, 'single', { value: single.value });
  const created = answer(
    201,
    ok('Your request was successfully created', {
      id: paymentId,
      method: writtenMethod(method),
      customer: { id: single.customer.id },
      ...(taken ? { capture: { id: taken.id } } : {}),
    }),
  );
  const note = unknownMethodNote(body.method);
  if (note) /** @type {{ message: string[] }} */ (created.body).message.push(note);
  return created;
}

/**
 * Captures part or all of what a single's authorisation holds ("One authorisation can be split across several
 * captures made at different times"); the hold is used up once the whole value is captured.
 * @param {import('../simulator.js').Simulator} simulator @param {string} accountId @param {import('../records.js').SingleRecord} single
 * @param {import('../records.js').CaptureOrder} body
 */
export function captureSingle(simulator, accountId, single, body) {
  const record = capture(simulator, accountId, single, 'single', body);
  if (single.internal.captured >= single.value) single.internal.hold = 'captured';
  return record;
}

/** @param {import('../records.js').SingleRecord} single @param {import('../state.js').AccountState} state */
export function singleDetail(single, state) {
  const { capture: _c, ...rest } = view(single);
  const captures = single.internal.captures.flatMap((id) => state.captures.get(id) ?? []);
  return {
    ...rest,
    captures: captures.map((c) => ({
      id: c.id,
      status: c.status,
      descriptive: c.descriptive,
      ...(c.transaction_key ? { transaction_key: c.transaction_key } : {}),
      capture_date: c.capture_date,
      account: c.account,
      splits: c.splits,
    })),
    transactions: captures
      .flatMap((c) => state.transactions.get(c.id) ?? [])
      .map((t) => view(t))
      .map(({ payment_type: _p, payment_id: _i, ...t }) => t),
  };
}

/** @param {Context} ctx */
export function getSinglePayment({ params, state }) {
  const single = state.singles.get(params.id ?? '');
  return single ? answer(200, singleDetail(single, state)) : notFound('single payment', params.id ?? '');
}

/** @param {Context} ctx */
export function listSinglePayments({ query, state }) {
  const records = select(state.singles, query, {
    ...PAYMENT_FILTERS,
    value: (r) => r.value,
    type: (r) => r.type,
  });
  const item = (/** @type {import('../records.js').SingleRecord} */ r) => {
    const { paid_at: _p, capture: _c, ...fields } = view(r);
    return masked(fields);
  };
  return answer(200, pageEnvelope(records, query, item));
}

/**
 * Effects of DELETE /single/{id}: cc or mbw, "all authorisations are voided"; mb, "the reference is cancelled"; dd,
 * "the debit is cancelled only if the request is made before 18:00 Europe/Lisbon" (after it, refused: a choice).
 * A payment whose money has moved and holds nothing more is refused (refund it instead; a choice).
 * @param {Context} ctx
 */
export function deleteSinglePayment({ params, state, now }) {
  const single = state.singles.get(params.id ?? '');
  if (!single) return notFound('single payment', params.id ?? '');
  const { internal } = single;
  if (single.payment_status === 'paid' && internal.hold !== 'held')
    return refusal(400, `single payment ${single.id} is paid and cannot be deleted; refund it instead`);
  if (single.method.type === 'dd') {
    if (pastDirectDebitCutoff(now))
      return refusal(400, 'a direct debit can be cancelled only before 18:00 Europe/Lisbon');
    cancelCollections(state, single, now);
  }
  if (internal.hold === 'held') {
    internal.hold = 'voided';
    single.payment_status = internal.captured > 0 ? 'paid' : 'voided';
  } else single.payment_status = 'deleted';
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
