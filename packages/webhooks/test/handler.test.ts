// createNotificationHandler in process: the safe way is the only default (set-up errors name the option), the
// merchant's code runs once per event and only when the service's details agree, a contradicted notification is
// answered 200 and reported, an unconfirmable one 503, and a failed handler is retried.
import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { createNotificationHandler, memoryDeliveryStore, type NotificationHandlerOptions } from '../src/index.js';

const AUTH = 'Bearer s3cret';
const CAPTURE = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const details: Record<string, unknown> = { id: CAPTURE, status: 'success' };
let serviceStatus = 200;

function service() {
  const fetch = async () =>
    new Response(JSON.stringify(serviceStatus === 200 ? details : { status: 'error', message: ['down'] }), {
      status: serviceStatus,
      headers: { 'content-type': 'application/json' },
    });
  return createPaymentsClient({
    baseUrl: 'http://service.test/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch,
    maxAttempts: 1,
  });
}

function setUp(extra: Partial<NotificationHandlerOptions> = {}) {
  const ran: unknown[] = [];
  const disagreed: unknown[] = [];
  const handle = createNotificationHandler({
    kind: 'genericNotification',
    authorization: AUTH,
    confirm: service(),
    on: { capture: (n, c) => void ran.push([n.id, c.confirmation?.call.operationId]) },
    onDisagreement: (n, c) => void disagreed.push([n.status, c.confirmation.agreement.value]),
    ...extra,
  });
  return { handle, ran, disagreed };
}

const deliver = (body: object, authorization = AUTH) =>
  new Request('http://shop.test/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
const capture = { type: 'capture', status: 'success', id: CAPTURE, date: '2026-11-20 10:20:30' };

describe('createNotificationHandler set-up', () => {
  it.each([
    [
      'an unset variable as authorization',
      { authorization: process.env.PAYMENTS_NOTIFICATION_UNSET },
      /'authorization' is required/,
    ],
    ['no confirm', { confirm: undefined }, /'confirm' is required/],
    ['no kind', { kind: undefined }, /'kind' is required/],
    [
      'types without their confirmations',
      { types: ['capture', 'loyalty_credit'] },
      /no details operation for loyalty_credit/,
    ],
  ])('throws on %s, naming the option', (_name, change, message) => {
    expect(() => setUp(change as never)).toThrow(message);
  });

  it('accepts the named opt-outs', async () => {
    const { handle, ran } = setUp({
      authorization: { unsafeAcceptUnsigned: true },
      confirm: { unsafeSkipConfirmation: true },
    });
    expect((await handle(deliver(capture, 'anything'))).status).toBe(200);
    expect(ran).toEqual([[CAPTURE, undefined]]);
  });
});

describe('createNotificationHandler deliveries', () => {
  it('runs the merchant code once for a delivery made three times [events.confirm-success]', async () => {
    const { handle, ran } = setUp();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await (await handle(deliver(capture))).json());
    expect(ran).toEqual([[CAPTURE, 'getCapture']]);
    expect(answers.map((a) => a.duplicate ?? false)).toEqual([false, true, true]);
  });

  it('runs it again for another payment to a frequent mb reference (rule 5: the same id, another date)', async () => {
    // Only the frequent payment is found (the capture and single candidates answer 404).
    const fetch = async (url: string) =>
      new URL(url).pathname.includes('/frequent/')
        ? Response.json({ id: CAPTURE, status: 'active', method: { type: 'mb' } })
        : Response.json({ status: 'error', message: ['not found'] }, { status: 404 });
    const confirm = createPaymentsClient({
      baseUrl: 'http://service.test/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
      maxAttempts: 1,
    });
    const { handle, ran } = setUp({ confirm });
    await handle(deliver(capture));
    await handle(deliver(capture));
    await handle(deliver({ ...capture, date: '2026-11-20 11:00:00' }));
    expect(ran).toEqual([
      [CAPTURE, 'getFrequentPayment'],
      [CAPTURE, 'getFrequentPayment'],
    ]);
  });

  it('answers 500 when the merchant code fails, and runs it again on the redelivery', async () => {
    let calls = 0;
    const { handle } = setUp({
      on: {
        capture: () => {
          calls++;
          if (calls === 1) throw new Error('database down');
        },
      },
    });
    expect((await handle(deliver(capture))).status).toBe(500);
    expect((await handle(deliver(capture))).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('answers 200 without running the code when the details contradict it, and tells onDisagreement', async () => {
    details.status = 'failed';
    try {
      const { handle, ran, disagreed } = setUp();
      const response = await handle(deliver(capture));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ handled: false });
      expect(ran).toEqual([]);
      expect(disagreed).toEqual([['success', 'failed']]);
    } finally {
      details.status = 'success';
    }
  });

  it.each([
    ['the details have not settled', () => (details.status = 'pending')],
    ['the service is down', () => (serviceStatus = 503)],
  ])('answers 503 so that the service delivers again when %s', async (_name, change) => {
    change();
    try {
      const { handle, ran } = setUp();
      expect((await handle(deliver(capture))).status).toBe(503);
      expect(ran).toEqual([]);
    } finally {
      details.status = 'success';
      serviceStatus = 200;
    }
    const { handle, ran } = setUp();
    expect((await handle(deliver(capture))).status).toBe(200);
    expect(ran).toHaveLength(1);
  });

  it('answers 503 to a second delivery that arrives while the first is being handled', async () => {
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const { handle } = setUp({
      on: {
        capture: () =>
          new Promise<void>((r) => {
            release = r;
            entered();
          }),
      },
    });
    const first = handle(deliver(capture));
    await inside; // the first delivery is being handled
    expect((await handle(deliver(capture))).status).toBe(503);
    release();
    expect((await first).status).toBe(200);
  });
});

describe('two handlers sharing one store (two instances behind a load balancer, in process)', () => {
  it('runs the merchant code once for each of 100 events delivered to both at once, confirmations held until all 200 are decided', async () => {
    const ids = Array.from({ length: 100 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    // The service answers each capture success, but only once every one of the 200 deliveries has either reached
    // its confirmation or been answered: both deliveries of each event overlap, by construction rather than a sleep.
    let decided = 0;
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const arrive = () => {
      if (++decided === ids.length * 2) open();
    };
    const fetch = async (url: string) => {
      arrive();
      await gate;
      return Response.json({ id: new URL(url).pathname.split('/').pop(), status: 'success' });
    };
    const confirm = createPaymentsClient({
      baseUrl: 'http://s.test/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
      maxAttempts: 1,
    });
    const shared = memoryDeliveryStore();
    const ran: string[] = [];
    const instance = () =>
      createNotificationHandler({
        kind: 'genericNotification',
        authorization: AUTH,
        confirm,
        deliveries: shared,
        on: { capture: (n) => void ran.push(String(n.id)) },
      });
    const [one, two] = [instance(), instance()];
    const statuses = await Promise.all(
      ids.flatMap((id) =>
        [one, two].map(async (handle) => {
          const { status } = await handle(deliver({ ...capture, id }));
          // A delivery that confirmed waits at the gate, so one answered before it opens never reached fetch.
          if (decided < ids.length * 2) arrive();
          return status;
        }),
      ),
    );
    expect(ran.sort()).toEqual(ids);
    // Each event: one delivery claims, confirms and runs the code (200); the other finds the claim held (503).
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 503).length]).toEqual([100, 100]);
  });
});

describe('createNotificationHandler hands its code the id it is about', () => {
  // Issue 40: `on` handlers are typed with a string `id`; an Authorisation notification may carry only
  // `authorisation.id` (the reference facts), so the handler gives that as `id`, and the type its subject has.
  it('gives an Authorisation notification that names only its authorisation that id as `id`', async () => {
    const seen: unknown[] = [];
    const handle = createNotificationHandler({
      kind: 'authorisationNotification',
      authorization: AUTH,
      confirm: { unsafeSkipConfirmation: true },
      on: {
        authorisation: (n) =>
          void seen.push([n.id, n.type, (n as { authorisation?: { id?: string } }).authorisation?.id]),
      },
    });
    const response = await handle(deliver({ account: { id: CAPTURE }, authorisation: { id: CAPTURE } }));
    expect(response.status).toBe(200);
    expect(seen).toEqual([[CAPTURE, 'authorisation', CAPTURE]]);
  });

  it('leaves a Generic notification as it came', async () => {
    const { handle, ran } = setUp({ confirm: { unsafeSkipConfirmation: true } });
    await handle(deliver(capture));
    expect(ran).toEqual([[CAPTURE, undefined]]);
  });
});
