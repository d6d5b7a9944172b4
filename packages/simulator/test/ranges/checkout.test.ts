// "DELETE /checkout/{id} | - | The checkout is cancelled, and the associated payment is deleted if possible." over
// every payment a checkout can make: each kind POST /checkout takes, each method that kind offers (the spec's
// CheckoutPayment `methods`, and POST /frequent's `method` for frequent), sale and authorisation for card and mbw,
// and the session still open. "If possible" is read from the interface's own deletes: a twin session paid the same
// way has its payment deleted with DELETE /single/{id} or /frequent/{id}; the checkout's payment must end as the
// twin's does, and the session says "deleted" exactly when that delete was taken.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, harness, MONDAY_10_LISBON, mandate } from '../harness.js';
import { spec } from './spec.js';

afterEach(() => {
  vi.useRealTimers();
});

const CHECKOUT_METHODS: string[] = spec.components.schemas.CheckoutPayment.properties.methods.items.enum;
const frequentBody = spec.paths['/frequent'].post.requestBody.content['application/json'].schema;
const FREQUENT_METHODS: string[] = (
  frequentBody.$ref ? spec.components.schemas[frequentBody.$ref.split('/').at(-1)] : frequentBody
).properties.method.enum;
// Left out, and listed in test/behaviour/ranges.md: a single dd through checkout, which the simulator cannot make yet
// (its checkout pay route does not pass the mandate to the single; left for the simulator rewrite).
const KINDS: Record<string, string[]> = {
  single: CHECKOUT_METHODS.filter((m) => m !== 'dd'),
  frequent: CHECKOUT_METHODS.filter((m) => FREQUENT_METHODS.includes(m)),
};
const TWO_PHASE = ['cc', 'mbw']; // "For card and mbw: `sale` (default) or `authorisation`"

describe('DELETE /checkout/{id} cancels the session and deletes its payment if possible, for every payment kind', () => {
  it('ends each kind and method of payment as its own DELETE would, and says deleted only then [effects.delete-checkout-cancels]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON }); // before the direct-debit cut-off
    const h = await harness();
    const open = async (kind: string, method: string, type: string) => {
      const made = await h.call('POST', '/checkout', {
        body: {
          type: [kind],
          payment: {
            methods: [method],
            type,
            capture: { descriptive: 'x' },
            ...(kind === 'frequent' ? { min_value: 1, max_value: 50 } : {}),
            ...(kind === 'subscription' ? { frequency: '1M', start_time: '2030-02-01 10:00', max_captures: 3 } : {}),
          },
          order: { value: 20 },
          customer,
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as string;
    };
    const pay = async (session: string, method: string) => {
      const paid = await h.control(`checkouts/${session}/pay`, {
        method,
        ...(method === 'dd' ? { sdd_mandate: mandate() } : {}),
      });
      expect(paid.status, `${session} ${method} ${JSON.stringify(paid.body)}`).toBe(200);
      return paid.body.payment.id as string;
    };
    const statusOf = async (kind: string, id: string) => {
      const detail = (await h.call('GET', `/${kind}/${id}`)).body;
      return kind === 'single' ? detail.payment_status : detail.status;
    };
    const wrong: string[] = [];
    let deletedSome = 0;
    for (const [kind, methods] of Object.entries(KINDS))
      for (const method of methods)
        for (const type of TWO_PHASE.includes(method) ? ['sale', 'authorisation'] : ['sale']) {
          const what = `${kind} ${method} ${type}`;
          const twin = await pay(await open(kind, method, type), method);
          const direct = (await h.call('DELETE', `/${kind}/${twin}`)).status;
          const session = await open(kind, method, type);
          const payment = await pay(session, method);
          const before = await statusOf(kind, payment);
          expect((await h.call('DELETE', `/checkout/${session}`)).status, what).toBe(204);
          const detail = (await h.call('GET', `/checkout/${session}`)).body;
          const after = await statusOf(kind, payment);
          if (detail.checkout.status !== 'canceled') wrong.push(`${what}: the session is ${detail.checkout.status}`);
          if (after !== (await statusOf(kind, twin)))
            wrong.push(
              `${what}: the payment is ${after}, its own DELETE (${direct}) left ${await statusOf(kind, twin)}`,
            );
          if ((detail.payment.status === 'deleted') !== (direct === 204))
            wrong.push(`${what}: the session says ${detail.payment.status} though its own DELETE answered ${direct}`);
          if (direct === 204 && after !== before) deletedSome += 1;
        }
    // the session still open: cancelled, and its payment (not made yet) deleted
    for (const kind of ['single', 'frequent', 'subscription']) {
      const session = await open(kind, 'cc', 'sale');
      expect((await h.call('DELETE', `/checkout/${session}`)).status).toBe(204);
      const detail = (await h.call('GET', `/checkout/${session}`)).body;
      if (detail.checkout.status !== 'canceled' || detail.payment.status !== 'deleted')
        wrong.push(`open ${kind}: ${detail.checkout.status} ${detail.payment.status}`);
    }
    expect(wrong).toEqual([]);
    expect(deletedSome).toBeGreaterThan(3); // not vacuous: payments were deleted, of both kinds
    expect(h.checked.drift).toEqual([]);
  });
});
