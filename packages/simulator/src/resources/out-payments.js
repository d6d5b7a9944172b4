// @ts-check
// Out payments (transfers to SEPA accounts; signed, see ../signature.js): processed 10 minutes after creation or at
// `schedule_at`, and cancelled only before they are processed.
import { answer, notFound, refusal } from '../answers.js';
import { money, seconds } from '../format.js';
import { pageEnvelope, select } from '../lists.js';
import { announce } from './events.js';
import { declined } from './sandbox.js';
import { customerOf, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** Out payments are processed (sent to the bank) this long after creation or at `schedule_at`. */
const PROCESSING_DELAY_MS = 10 * 60_000;

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
    customer: { id: customerOf(customer, id).id },
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
  const records = select(state.outPayments, query, {
    type: (r) => r.type,
    method: (r) => r.method,
    id: (r) => r.id,
    key: (r) => r.key,
    value: (r) => r.value,
  });
  return answer(200, pageEnvelope(records, query, view));
}

/** @param {Context} ctx */
export function cancelOutPayment({ params, state }) {
  const record = state.outPayments.get(params.id ?? '');
  if (!record) return notFound('out payment', params.id ?? '');
  if (record.status !== 'pending')
    return refusal(422, `out payment ${record.id} is ${record.status}; only one not yet processed is cancelled`);
  record.status = 'deleted';
  return answer(204, undefined);
}
