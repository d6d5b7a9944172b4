// What the handler answers once it has asked the service (Events rule 7), and why: a redelivery of a handled event, a
// notification the details contradict (with or without onDisagreement), one not settled yet or not confirmable (503
// with the reason, so the service delivers it again), and a body that could not be read (500, not a size refusal).
import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { createNotificationHandler, type NotificationHandlerOptions } from '../src/index.js';

const ID = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const capture = { type: 'capture', status: 'success', id: ID, date: '2026-11-20 10:20:30' };

function handlerFor(found: Record<string, unknown> | number, extra: Partial<NotificationHandlerOptions> = {}) {
  const fetch = async () =>
    typeof found === 'number'
      ? Response.json({ status: 'error', message: ['down'] }, { status: found })
      : Response.json(found);
  const confirm = createPaymentsClient({
    baseUrl: 'http://s.test/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch,
    maxAttempts: 1,
  });
  return createNotificationHandler({
    kind: 'genericNotification',
    authorization: { unsafeAcceptUnsigned: true },
    confirm,
    on: { capture: () => undefined },
    ...extra,
  });
}
const deliver = (body: BodyInit = JSON.stringify(capture)) =>
  new Request('http://shop.test/n', { method: 'POST', body, duplex: 'half' } as RequestInit);
const answer = async (response: Response) => [response.status, await response.json()];

describe('answers after asking the service', () => {
  it('a redelivery: 200, handled, duplicate', async () => {
    const handle = handlerFor({ id: ID, status: 'success' });
    await handle(deliver());
    expect(await answer(await handle(deliver()))).toEqual([200, { status: 'ok', handled: true, duplicate: true }]);
  });

  it('contradicted by the details: 200, not handled, with the reason, even without onDisagreement', async () => {
    const handle = handlerFor({ id: ID, status: 'failed' });
    expect(await answer(await handle(deliver()))).toEqual([
      200,
      { status: 'ok', handled: false, reason: 'the service details disagree with it' },
    ]);
  });

  it('not settled yet: 503 naming the call that shows it', async () => {
    const handle = handlerFor({ id: ID, status: 'pending' });
    expect(await answer(await handle(deliver()))).toEqual([
      503,
      { status: 'error', message: ['GET /capture/{id} shows it has not settled yet'] },
    ]);
  });

  it('not confirmable: 503 asking for the delivery again', async () => {
    const handle = handlerFor(503);
    expect(await answer(await handle(deliver()))).toEqual([
      503,
      {
        status: 'error',
        message: ['the notification could not be confirmed with the service; deliver it again later'],
      },
    ]);
  });

  it('delivered again while being handled: 503 saying so', async () => {
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const handle = handlerFor(
      { id: ID, status: 'success' },
      {
        on: {
          capture: () =>
            new Promise<void>((resolve) => {
              release = resolve;
              entered();
            }),
        },
      },
    );
    const first = handle(deliver());
    await inside; // the first delivery is being handled
    expect(await answer(await handle(deliver()))).toEqual([
      503,
      { status: 'error', message: ['this notification is being handled; deliver it again later'] },
    ]);
    release();
    await first;
  });
});

it('answers 500, not 413, when the body cannot be read', async () => {
  const broken = new ReadableStream({ pull: (controller) => controller.error(new Error('connection reset')) });
  const handle = handlerFor({ id: ID, status: 'success' });
  expect((await handle(deliver(broken))).status).toBe(500);
});

describe('an outcome the spec names no confirming state for (x-confirmed-by)', () => {
  const OUT = '6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9fa0';
  const SUBSCRIPTION = '7f8091a2-bc3d-4e4f-8a51-6c7d8e9fa0b1';

  /** A handler whose service answers each id with the details in `state` (changed by the test). */
  function outPaymentService(state: Record<string, Record<string, unknown>>) {
    const ran: unknown[] = [];
    const unconfirmable: unknown[] = [];
    const fetch = async (url: string) => {
      const id = new URL(url).pathname.split('/').pop() ?? '';
      return state[id]
        ? Response.json(state[id])
        : Response.json({ status: 'error', message: ['not found'] }, { status: 404 });
    };
    const confirm = createPaymentsClient({
      baseUrl: 'http://s.test/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
      maxAttempts: 1,
    });
    const handle = createNotificationHandler({
      kind: 'genericNotification',
      authorization: { unsafeAcceptUnsigned: true },
      confirm,
      on: {
        out_payment: (n) => void ran.push([n.type, n.status]),
        subscription_create: (n) => void ran.push([n.type, n.status]),
      },
      onUnconfirmable: (n, c) => void unconfirmable.push([n.status, c.confirmation.agreement.reason]),
    });
    return { handle, ran, unconfirmable };
  }
  const notify = (type: string, id: string, status: string) =>
    deliver(JSON.stringify({ type, status, id, date: '2026-11-20 10:20:30' }));

  it('a forged failed for a pending out payment never reaches on; the later genuine success runs once', async () => {
    const state: Record<string, Record<string, unknown>> = { [OUT]: { id: OUT, status: 'pending' } };
    const { handle, ran, unconfirmable } = outPaymentService(state);
    expect(await answer(await handle(notify('out_payment', OUT, 'failed')))).toEqual([
      200,
      { status: 'ok', handled: false, reason: 'the service details cannot confirm it' },
    ]);
    expect(await answer(await handle(notify('out_payment', OUT, 'failed')))).toEqual([
      200,
      { status: 'ok', handled: false, reason: 'the service details cannot confirm it' },
    ]);
    state[OUT] = { id: OUT, status: 'success' };
    for (let i = 0; i < 3; i++) expect((await handle(notify('out_payment', OUT, 'success'))).status).toBe(200);
    expect(ran).toEqual([['out_payment', 'success']]);
    expect(unconfirmable).toEqual([
      ['failed', "the spec names no state of the details that confirms a notified 'failed'"],
      ['failed', "the spec names no state of the details that confirms a notified 'failed'"],
    ]);
  });

  it('any failed for a subscription never reaches on; its success does, once', async () => {
    const { handle, ran, unconfirmable } = outPaymentService({ [SUBSCRIPTION]: { id: SUBSCRIPTION } });
    expect((await handle(notify('subscription_create', SUBSCRIPTION, 'failed'))).status).toBe(200);
    expect((await handle(notify('subscription_create', SUBSCRIPTION, 'success'))).status).toBe(200);
    expect((await handle(notify('subscription_create', SUBSCRIPTION, 'success'))).status).toBe(200);
    expect([ran, unconfirmable.length]).toEqual([[['subscription_create', 'success']], 1]);
  });
});

describe('one authorisation captured in parts (x-confirmed-by events: each capture of the single)', () => {
  const SINGLE = '8091a2b3-cd4e-4f50-9b62-7d8e9fa0b1c2';
  const FIRST = '91a2b3c4-de5f-4061-8c73-8e9fa0b1c2d3';
  const SECOND = 'a2b3c4d5-ef60-4172-9d84-9fa0b1c2d3e4';

  function singleService() {
    const single: Record<string, unknown> = {
      id: SINGLE,
      payment_status: 'paid',
      captures: [{ id: FIRST, status: 'success' }],
    };
    const ran: unknown[] = [];
    const fetch = async (url: string) =>
      new URL(url).pathname.endsWith(`/single/${SINGLE}`)
        ? Response.json(single)
        : Response.json({ status: 'error', message: ['not found'] }, { status: 404 });
    const confirm = createPaymentsClient({
      baseUrl: 'http://s.test/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
      maxAttempts: 1,
    });
    const handle = createNotificationHandler({
      kind: 'genericNotification',
      authorization: { unsafeAcceptUnsigned: true },
      confirm,
      on: { capture: (_n, c) => void ran.push([c.event?.field, c.event?.id]) },
    });
    return { handle, ran, single };
  }
  const first = { type: 'capture', status: 'success', id: SINGLE, date: '2026-11-20 10:20:30' };
  const second = { ...first, date: '2026-11-22 09:00:00' };

  it('the second capture reaches on.capture once, a redelivery of the first does not', async () => {
    const { handle, ran, single } = singleService();
    expect(await answer(await handle(deliver(JSON.stringify(first))))).toEqual([200, { status: 'ok', handled: true }]);
    expect((await answer(await handle(deliver(JSON.stringify(first)))))[1]).toMatchObject({ duplicate: true });
    single.captures = [
      { id: FIRST, status: 'success' },
      { id: SECOND, status: 'success' },
    ];
    expect(await answer(await handle(deliver(JSON.stringify(second))))).toEqual([200, { status: 'ok', handled: true }]);
    for (const again of [first, second, first])
      expect((await answer(await handle(deliver(JSON.stringify(again)))))[1]).toMatchObject({ duplicate: true });
    expect(ran).toEqual([
      ['captures', FIRST],
      ['captures', SECOND],
    ]);
  });

  it('a single whose details list no captures is one event, as before', async () => {
    const { handle, ran, single } = singleService();
    delete single.captures;
    for (let i = 0; i < 3; i++) expect((await handle(deliver(JSON.stringify(first)))).status).toBe(200);
    expect(ran).toEqual([[undefined, undefined]]);
  });
});
