// The webhooks package's older boundaries, proved here beside the newer ones so that the threat model cites one
// family: a sender without the configured Authorization is refused (401, compared in constant time); a body over
// the limit is refused while it is read (413), never held whole; no handler exists without a way to confirm and an
// Authorization to check (an unset variable is not a value); and a notified outcome the details contradict never
// reaches the merchant's code (Events rule 7).
import { describe, expect, it } from 'vitest';
import { createNotificationHandler } from '../../packages/webhooks/src/index.js';
import { stand } from './webhooks-stand.js';

describe('webhooks: the boundaries of a notification endpoint', () => {
  it('refuses a delivery without the configured Authorization with 401, before reading the payload', async () => {
    const { simulator, client, acted, delivered, configure } = stand();
    await configure();
    await client.POST('/single', { body: { method: 'cc', type: 'sale', value: 15, capture: { descriptive: 'x' } } });
    await simulator.notifications.settle();
    const handle = createNotificationHandler({
      kind: 'genericNotification',
      authorization: 'Bearer another-value',
      confirm: client,
      on: { capture: () => void acted.push({ type: 'capture', id: '', key: '', date: '' }) },
    });
    const answer = await handle(
      new Request('http://shop.test/n', {
        method: 'POST',
        headers: { authorization: 'Bearer simulator-notifications' },
        body: JSON.stringify(delivered()[0]),
      }),
    );
    expect(answer.status).toBe(401);
    expect(acted).toHaveLength(1); // only the genuine delivery to the endpoint configured with the right value
  });

  it('refuses a body over the limit with 413 while reading it, without reading the rest', async () => {
    const { client } = stand();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const handle = createNotificationHandler({
      kind: 'genericNotification',
      authorization: 'a',
      confirm: client,
      on: {},
    });
    const request = new Request('http://shop.test/n', {
      method: 'POST',
      headers: { authorization: 'a' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await handle(request)).status).toBe(413);
    expect(pulled).toBeLessThan(10); // 64 KiB in 16 KiB chunks, then stopped
  });

  it.each([
    ['an unset variable as authorization', { authorization: process.env.PAYMENTS_UNSET_FOR_TEST }, /'authorization'/],
    ['no way to confirm', { confirm: undefined }, /'confirm' is required/],
  ])('refuses to make a handler with %s, naming the option', (_name, change, message) => {
    const { client } = stand();
    const options = { kind: 'genericNotification', authorization: 'a', confirm: client, on: {}, ...change };
    expect(() => createNotificationHandler(options as never)).toThrow(message);
  });

  it('does not run the merchant code for an outcome the details contradict (a failed capture notified success)', async () => {
    const { simulator, client, acted, disagreed, post } = stand();
    const single = await client.POST('/single', {
      body: { method: 'dd', value: 15, sdd_mandate: { iban: 'PT50000000000000000006666', name: 'Ana' } },
    });
    const id = single.data?.id ?? '';
    await simulator.clock.advance(7 * 86_400_000); // past 48 business hours: the failing IBAN's debit has failed
    expect((await client.GET('/single/{id}', { params: { path: { id } } })).data?.payment_status).toBe('failed');
    const answer = await post({ type: 'capture', status: 'success', id, date: '2026-11-20 10:20:30' });
    expect(answer.body).toMatchObject({ handled: false });
    expect(acted).toEqual([]);
    expect(disagreed.map((d) => d.id)).toEqual([id]);
  });
});
