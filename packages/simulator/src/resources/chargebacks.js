// @ts-check
// Chargebacks: the bank charges a capture back (the simulator's control route POST
// /__simulator/captures/{id}/chargeback): a chargeback record (GET /api/v2/chargebacks), a CB ledger entry and a
// notification.
import { answer, notFound } from '../answers.js';
import { minutes, money } from '../format.js';
import { announce } from './events.js';
import { book } from './ledger.js';

/** @typedef {import('../simulator.js').Simulator} Simulator */

/** @param {Simulator} simulator @param {string} accountId @param {string} captureId @param {{ amount?: unknown }} body */
export function chargeBack(simulator, accountId, captureId, body) {
  const state = simulator.stateOf(accountId);
  const record = state.captures.get(captureId);
  if (!record) return notFound('capture', captureId);
  const now = simulator.clock.now();
  const id = simulator.id();
  const amount = money(Number(body.amount ?? record.value));
  state.chargebacks.set(id, {
    id,
    createdAt: now,
    created_at: minutes(now),
    code: 'MD06',
    message: 'MD06 - Refund Request by End Customer',
    amount,
    capture: { payment_type: record.payment_type, id: record.id, payment_id: record.payment_id },
  });
  book(state, 'CB', record, -amount, now, simulator.id());
  announce(simulator, accountId, {
    type: 'chargeback',
    status: 'success',
    id,
    message: 'A chargeback was received',
    money: true,
  });
  return answer(200, { status: 'ok', id });
}
