// @ts-check
// Subscriptions: a fixed amount captured each cycle from start_time (and at once with capture_now), until
// max_captures or expiration_time; a declined cycle is retried daily up to `retries` times. Cycles run on the
// simulator's clock.
import { answer, notFound } from '../answers.js';
import { money, parseTime, seconds } from '../format.js';
import { PAYMENT_FILTERS, pageEnvelope, select } from '../lists.js';
import { announce } from './events.js';
import { mandateRefusal } from './mandates.js';
import { capture } from './settlement.js';
import { customerOf, masked, ok, view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

const DAY = 86_400_000;
/** @param {number} from @param {string} frequency */
function nextCycle(from, frequency) {
  const count = Number(frequency.slice(0, -1));
  const unit = frequency.at(-1);
  if (unit === 'D') return from + count * DAY;
  if (unit === 'W') return from + count * 7 * DAY;
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + count * (unit === 'Y' ? 12 : 1));
  return next.getTime();
}

/**
 * One attempt of a cycle at `at`. Payment kinds: "Each capture can be retried a configurable number of times"; Checkout:
 * "retries | number | Default 0. Retries in each cycle." The attempt's result is known when its capture settles (at
 * once for a card, after 48 business hours for a direct debit): then one `subscription_capture` notification says it,
 * and a failed attempt with retries left is tried again a day later (a choice); otherwise the next cycle is set.
 * @param {import('../simulator.js').Simulator} simulator @param {string} accountId @param {import('../records.js').SubscriptionRecord} subscription @param {number} at @param {number} attempt
 */
function schedule(simulator, accountId, subscription, at, attempt) {
  simulator.clock.at(at, () => {
    const { internal } = subscription;
    if (subscription.method.status !== 'active') return;
    if (subscription.max_captures !== undefined && internal.cycles >= subscription.max_captures) return;
    if (subscription.expiration_time && at > parseTime(subscription.expiration_time)) return;
    const body = {
      value: subscription.value,
      descriptive: subscription.capture?.descriptive,
      announce: {
        type: 'subscription_capture',
        message: `Cycle ${internal.cycles + 1} of subscription ${subscription.id}`,
      },
    };
    capture(simulator, accountId, subscription, 'frequent', body, (record) => {
      if (record.status === 'failed' && attempt <= (subscription.retries ?? 0))
        return schedule(simulator, accountId, subscription, simulator.clock.now() + DAY, attempt + 1);
      internal.cycles++;
      schedule(simulator, accountId, subscription, nextCycle(internal.anchor, subscription.frequency), 1);
      internal.anchor = nextCycle(internal.anchor, subscription.frequency);
    });
  });
}

/** @param {Context} ctx */
export function createSubscription({ body, state, now, id, simulator, accountId }) {
  const unmandated = mandateRefusal(body.method, body.sdd_mandate);
  if (unmandated) return unmandated;
  const subscriptionId = id();
  const { customer, sdd_mandate, ...fields } = body;
  const subscription = {
    ...fields,
    id: subscriptionId,
    createdAt: now,
    currency: body.currency ?? 'EUR',
    value: money(body.value),
    capture_now: body.capture_now ?? false,
    retries: body.retries ?? 0,
    failover: body.failover ?? false,
    customer: customerOf(customer, id),
    method: {
      type: body.method,
      status: 'active',
      ...(sdd_mandate ? { sdd_mandate: { id: id(), ...sdd_mandate } } : {}),
    },
    created_at: seconds(now),
    internal: { captures: /** @type {string[]} */ ([]), captured: 0, cycles: 0, anchor: parseTime(body.start_time) },
  };
  delete subscription.frequent_id;
  state.subscriptions.set(subscriptionId, subscription);
  if (subscription.capture_now) schedule(simulator, accountId, subscription, now, 1);
  schedule(simulator, accountId, subscription, subscription.internal.anchor, 1);
  announce(simulator, accountId, {
    type: 'subscription_create',
    status: 'success',
    id: subscriptionId,
    message: 'The subscription was created',
  });
  return answer(
    201,
    ok('Your request was successfully created', {
      id: subscriptionId,
      method: subscription.method,
      customer: { id: subscription.customer.id },
    }),
  );
}

/** @param {import('../records.js').SubscriptionRecord} record */
const subscriptionView = (record) => {
  const { capture: _c, method: _m, ...rest } = view(record);
  return { ...rest, method: record.method };
};

/** @param {Context} ctx */
export function getSubscription({ params, state }) {
  const record = state.subscriptions.get(params.id ?? '');
  return record ? answer(200, subscriptionView(record)) : notFound('subscription', params.id ?? '');
}

/** @param {Context} ctx */
export function listSubscriptions({ query, state }) {
  const records = select(state.subscriptions, query, PAYMENT_FILTERS);
  return answer(
    200,
    pageEnvelope(records, query, (r) => masked(subscriptionView(r))),
  );
}

/** @param {Context} ctx */
export function deleteSubscription({ params, state }) {
  const record = state.subscriptions.get(params.id ?? '');
  if (!record) return notFound('subscription', params.id ?? '');
  record.method.status = 'deleted';
  return answer(204, undefined);
}

/** @param {Context} ctx */
export function updateSubscription({ params, state, body }) {
  const record = state.subscriptions.get(params.id ?? '');
  if (!record) return notFound('subscription', params.id ?? '');
  const { status, customer, sdd_mandate, ...fields } = body;
  Object.assign(record, fields);
  if (status) record.method.status = status;
  if (customer) record.customer = { ...record.customer, ...customer };
  if (sdd_mandate) record.method.sdd_mandate = { ...record.method.sdd_mandate, ...sdd_mandate };
  return answer(
    200,
    ok('Your request was successfully updated', {
      id: record.id,
      method: record.method,
      customer: { id: record.customer.id },
    }),
  );
}
