// Threat: a notification whose `key` was rewritten (the sender needs only the static Authorization value: the
// interface shows no signature) reached the merchant's code with no warning beside a `confirmed` that said
// otherwise, so a merchant who finds the order by the notified key acted on the attacker's choice of order.
// Defence (packages/webhooks/src/mismatches.ts, through confirm.ts): every notified scalar field the details also
// carry is compared, and any difference makes the notification disagree (`onDisagreement`, with the fields).
import { describe, expect, it } from 'vitest';
import { stand } from './webhooks-stand.js';

describe('webhooks: a notification with a forged field', () => {
  it('does not run the merchant code for a genuine event whose key was rewritten, and names the field', async () => {
    const { simulator, client, acted, disagreed, post } = stand();
    const single = await client.POST('/single', {
      body: { method: 'cc', type: 'sale', value: 15, key: 'order-1', capture: { descriptive: 'Order 1' } },
    });
    const id = single.data?.id ?? '';
    await simulator.notifications.settle();
    const forged = await post({ type: 'capture', status: 'success', id, key: 'order-2', date: '2026-11-20 10:20:30' });
    expect(forged.body).toMatchObject({ handled: false });
    expect(acted).toEqual([]);
    expect(disagreed).toEqual([{ id, reason: expect.stringContaining('key "order-2"'), fields: ['key'] }]);
    // The genuine key agrees, and the same event then runs the merchant code once.
    const genuine = await post({ type: 'capture', status: 'success', id, key: 'order-1', date: '2026-11-20 10:20:30' });
    expect(genuine.body).toMatchObject({ handled: true });
    expect(acted.map((a) => a.key)).toEqual(['order-1']);
  });
});
