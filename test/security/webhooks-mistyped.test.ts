// Threats: a `capture` `success` naming a resource for which the interface sends no such notification was accepted
// as confirmed. A card single only held (`authorised`) can still be voided, yet a merchant shipped on it (Events
// rules 2 and 3 speak of a sale); any active card frequent payment was confirmed although no capture exists (5 of 5
// on main; rule 5 sends a frequent id only for a multibanco reference).
// Defences: the spec's `x-confirmed-by` (openapi/components/schemas/NotificationType.yaml) lets a capture's success
// agree with a single only when `paid`, and a frequent id only when its method is `mb` (`sentWhen`), read by
// packages/webhooks/src/agreement.ts.
import { describe, expect, it } from 'vitest';
import { stand } from './webhooks-stand.js';

const DATE = '2026-11-20 10:20:30';

describe('webhooks: a notification naming the wrong kind of resource', () => {
  it('does not run the merchant code for a capture success naming a card single only held (authorised)', async () => {
    const { client, acted, post } = stand();
    const held = await client.POST('/single', { body: { method: 'cc', type: 'authorisation', value: 15 } });
    const id = held.data?.id ?? '';
    expect((await client.GET('/single/{id}', { params: { path: { id } } })).data?.payment_status).toBe('authorised');
    const answer = await post({ type: 'capture', status: 'success', id, date: DATE });
    // Not settled: a sale between its authorisation and capture may yet be paid, so the service may deliver again.
    expect(answer.status).toBe(503);
    expect(acted).toEqual([]);
  });

  it('refuses a capture success naming an active card frequent payment, and tells the merchant why', async () => {
    const { client, acted, disagreed, post } = stand();
    const frequent = await client.POST('/frequent', {
      body: { method: 'cc', customer: { name: 'Ana' }, min_value: 1, max_value: 10 },
    });
    const id = frequent.data?.id ?? '';
    expect((await client.GET('/frequent/{id}', { params: { path: { id } } })).data?.status).toBe('active');
    for (let run = 0; run < 5; run++) {
      const answer = await post({ type: 'capture', status: 'success', id, date: `2026-11-2${run} 10:20:30` });
      expect(answer).toEqual({
        status: 200,
        body: { status: 'ok', handled: false, reason: 'the service details disagree with it' },
      });
    }
    expect(acted).toEqual([]);
    expect(disagreed[0]).toEqual({
      id,
      reason: 'the interface sends no such notification for method.type "cc"',
      fields: [],
    });
  });
});
