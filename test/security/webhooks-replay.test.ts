// Threat: a copy of a genuine notification, delivered again with a new `date` (or the same instant spelt in ISO
// form), ran the merchant's code again: de-duplication compared the raw date string (19 of 20 such copies on main).
// Defence (packages/webhooks/src/deliveries.ts): one event per kind, type, id and notified outcome, whatever its
// date; only an id the interface sends once per event (Events rule 5, a frequent mb reference) keeps its instant,
// normalised, so that no genuine payment to it is lost.
import { describe, expect, it } from 'vitest';
import { stand } from './webhooks-stand.js';

const later = (date: unknown, hours: number) =>
  new Date(Date.parse(`${String(date).replace(' ', 'T')}Z`) + hours * 3_600_000)
    .toISOString()
    .replace('T', ' ')
    .slice(0, 19);

describe('webhooks: a replayed notification', () => {
  it('runs the merchant code once for a genuine capture and 20 re-dated or re-spelt copies of it', async () => {
    const { simulator, client, acted, post, delivered, configure } = stand();
    await configure();
    const single = await client.POST('/single', {
      body: { method: 'cc', type: 'sale', value: 15, key: 'order-1', capture: { descriptive: 'Order 1' } },
    });
    await simulator.notifications.settle();
    const [genuine] = delivered();
    expect(genuine).toMatchObject({ type: 'capture', status: 'success', id: single.data?.id });
    const copies = [
      ...Array.from({ length: 19 }, (_, hour) => ({ ...genuine, date: later(genuine?.date, hour + 1) })),
      { ...genuine, date: `${String(genuine?.date).replace(' ', 'T')}Z` }, // the same instant, in ISO form
    ];
    const answers = [];
    for (const copy of copies) answers.push(await post(copy));
    expect(answers.every((a) => a.status === 200 && a.body.duplicate === true)).toBe(true);
    expect(acted.map((a) => a.id)).toEqual([single.data?.id]);
  });

  it('runs it for each payment to a frequent mb reference (rule 5: one id, another instant), once each', async () => {
    const { simulator, client, acted, post, delivered, configure } = stand();
    await configure();
    const frequent = await client.POST('/frequent', {
      body: { method: 'mb', customer: { name: 'Ana' }, min_value: 1, max_value: 50 },
    });
    const id = frequent.data?.id ?? '';
    const pay = () =>
      simulator.fetch(
        new Request(`http://simulator.test/__simulator/payments/${id}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ value: 5 }),
        }),
      );
    expect((await pay()).status).toBe(200);
    await simulator.notifications.settle();
    await simulator.clock.advance(60_000);
    expect((await pay()).status).toBe(200);
    await simulator.notifications.settle();
    const payments = delivered().filter((n) => n.id === id);
    expect(payments).toHaveLength(2);
    // A redelivery of the first payment, spelt in ISO form, is still that payment.
    const again = await post({ ...payments[0], date: `${String(payments[0]?.date).replace(' ', 'T')}Z` });
    expect(again.body.duplicate).toBe(true);
    expect(acted.filter((a) => a.id === id).map((a) => a.date)).toEqual(payments.map((p) => p.date));
  });
});
