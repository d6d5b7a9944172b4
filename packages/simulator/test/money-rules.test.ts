// The simulator's money against the interface's sentences (issue 31): what a limited frequent payment may take, how a
// direct-debit subscription is retried and notified, which methods hold, what a direct debit needs, how long a card
// can be refunded, when a multibanco reference expires, when a card hold lapses and when a frequent reference resets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { customer, DAY, expectRefusal, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
// The simulator's clock follows the wall clock; frozen here, so the last millisecond before a boundary can be tried.
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
  h = await harness();
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});

const frequent = async (body: object) =>
  (
    await h.call('POST', '/frequent', {
      body: { method: 'cc', customer, min_value: 1, max_value: 100, unlimited_payments: false, ...body },
    })
  ).body.id as string;
const capture = (id: string, value?: number) =>
  h.call('POST', `/capture/${id}`, { body: { descriptive: 'Order', ...(value === undefined ? {} : { value }) } });
const authorise = (id: string, value: number) =>
  h.call('POST', `/frequent/authorisation/${id}`, { body: { value, descriptive: 'Hold' } });
const pay = (id: string, body: object) => h.control(`payments/${id}/pay`, body);

describe('a limited frequent payment takes at most its maximum, however it is taken', () => {
  // "When false, the total of payments cannot exceed the maximum."
  it.each([
    [
      'an authorisation, captured, then the frequent itself',
      async (id: string) => {
        const hold = (await authorise(id, 90)).body.id;
        expect((await capture(hold)).status).toBe(201);
        return capture(id, 90);
      },
    ],
    [
      'an authorisation still held',
      async (id: string) => {
        expect((await authorise(id, 90)).status).toBe(201);
        return authorise(id, 20);
      },
    ],
    [
      'part of an authorisation captured, the rest still held',
      async (id: string) => {
        const hold = (await authorise(id, 90)).body.id;
        expect((await capture(hold, 30)).status).toBe(201);
        return capture(id, 11);
      },
    ],
  ])('counts %s toward the total [resources.frequent-limited-total-max]', async (_name, take) => {
    const id = await frequent({});
    expectRefusal(await take(id), 422, "'value'", 'total', 'maximum of 100', '10 left');
    expect((await capture(id, 10)).status).toBe(201);
    expectRefusal(await capture(id, 0.01), 422, "'value'", '0 left');
  });

  it('counts a direct debit still being collected, not a failed one [resources.frequent-limited-total-max]', async () => {
    const dd = await frequent({ method: 'dd', sdd_mandate: mandate() });
    expect((await capture(dd, 80)).status).toBe(201);
    expect((await h.call('GET', '/capture')).body.data[0].status).toBe('pending');
    expectRefusal(await capture(dd, 80), 422, "'value'", 'maximum of 100', '20 left');
    expect((await capture(dd, 20)).status).toBe(201);
    const failing = await frequent({ method: 'dd', sdd_mandate: mandate(SANDBOX.failingIban) });
    expect((await capture(failing, 80)).status).toBe(201);
    await h.simulator.clock.advance(7 * DAY); // collected: it failed, so it took nothing
    expect((await capture(failing, 80)).status).toBe(201);
  });

  it('gives back what a voided authorisation held [resources.frequent-limited-total-max]', async () => {
    const id = await frequent({});
    const hold = (await authorise(id, 90)).body.id;
    expect((await h.call('POST', `/void/${hold}`, { body: { descriptive: 'no' } })).status).toBe(201);
    expect((await capture(id, 100)).status).toBe(201);
  });

  it('holds a multibanco reference to the total, and an unlimited one to min and max per payment [resources.frequent-limited-total-max] [resources.frequent-unlimited-per-transaction]', async () => {
    const limited = await frequent({ method: 'mb' });
    expect((await pay(limited, { value: 80 })).status).toBe(200);
    expectRefusal(await pay(limited, { value: 30 }), 422, "'value'", 'maximum of 100', '20 left');
    expectRefusal(await capture(limited, 30), 422, "'value'", '20 left');
    const unlimited = await frequent({ method: 'mb', unlimited_payments: true, min_value: 5, max_value: 50 });
    expectRefusal(await pay(unlimited, { value: 50.01 }), 422, "'value'", 'between 5 and 50');
    expectRefusal(await pay(unlimited, { value: 4.99 }), 422, "'value'", 'between 5 and 50');
    expect((await pay(unlimited, { value: 50 })).status).toBe(200);
  });
});

describe('a direct-debit subscription from the failing IBAN', () => {
  // "Each capture can be retried a configurable number of times"; "retries | number | Default 0. Retries in each
  // cycle." A debit's result is known when it is collected: each attempt is notified once, with that result.
  it('is retried `retries` times, each attempt notified once as failed [kinds.subscription-retries-failover]', async () => {
    const made = (
      await h.call('POST', '/subscription', {
        body: {
          method: 'dd',
          sdd_mandate: mandate(SANDBOX.failingIban),
          frequency: '1M',
          value: 20,
          start_time: '2030-01-08 10:00',
          max_captures: 1,
          retries: 2,
          customer,
        },
      })
    ).body;
    await h.simulator.clock.advance(40 * DAY);
    const attempts = (await h.call('GET', '/capture?limit=100')).body.data.filter(
      (c: { payment_id: string }) => c.payment_id === made.id,
    );
    expect(attempts.map((c: { status: string }) => c.status)).toEqual(['failed', 'failed', 'failed']);
    const ids = attempts.map((c: { id: string }) => c.id);
    const told = (await h.sent()).filter((n) => ids.includes(n.id)).map((n) => [n.type, n.id, n.status]);
    expect(told).toEqual(ids.map((id: string) => ['subscription_capture', id, 'failed']));
  });

  // The next attempt is a day after the last one's result is known (a choice): a debit is known 48 business hours on.
  it('tries again a day after the failure is known [choice.subscription-cycles]', async () => {
    const made = (
      await h.call('POST', '/subscription', {
        body: {
          method: 'dd',
          sdd_mandate: mandate(SANDBOX.failingIban),
          frequency: '1M',
          value: 20,
          start_time: '2030-01-08 10:00',
          max_captures: 1,
          retries: 1,
          customer,
        },
      })
    ).body;
    await h.simulator.clock.advance(40 * DAY);
    const dates = (await h.call('GET', '/capture?limit=100')).body.data
      .filter((c: { payment_id: string }) => c.payment_id === made.id)
      .map((c: { capture_date: string }) => c.capture_date);
    // Tuesday's debit is known on Thursday at 10:00 (48 business hours); the retry is on Friday.
    expect(dates).toEqual(['2030-01-08', '2030-01-11']);
  });
});

describe('only card and mbw payments hold', () => {
  // "Card and mbw payments have two phases. Authorisation holds the amount"; a debit, a reference or a transfer do not.
  it.each(['dd', 'mb', 'vi'])(
    'refuses an authorisation of a %s frequent payment, naming the method [authcapture.two-phases]',
    async (method) => {
      const id = await frequent({ method, ...(method === 'dd' ? { sdd_mandate: mandate() } : {}) });
      expectRefusal(await authorise(id, 10), 422, id, method, 'only cc and mbw');
      expect((await h.call('GET', '/capture')).body.data).toEqual([]);
    },
  );

  it.each(['cc', 'mbw'])(
    'holds and captures an authorisation of a %s frequent payment [authcapture.two-phases]',
    async (method) => {
      const hold = (await authorise(await frequent({ method }), 10)).body.id;
      expect((await capture(hold)).status).toBe(201);
    },
  );
});

describe('a direct-debit single', () => {
  const single = (body: object) =>
    h.call('POST', '/single', { body: { method: 'dd', type: 'sale', value: 10, customer, ...body } });

  // dd: "Requires a SEPA mandate (customer name and IBAN)."; refused with 400 naming the field (the status: a choice).
  it('is refused without a mandate, without its name, or with an IBAN that is none [methods.dd-requires-mandate] [choice.dd-mandate-refused]', async () => {
    expectRefusal(await single({}), 400, "'sdd_mandate'", 'dd');
    const { name: _n, ...nameless } = mandate();
    expectRefusal(await single({ sdd_mandate: nameless }), 400, "'sdd_mandate.name'");
    for (const iban of ['NOT-AN-IBAN', 'PT50002700000001234567834', ''])
      expectRefusal(await single({ sdd_mandate: mandate(iban) }), 400, "'sdd_mandate.iban'", 'IBAN');
    expect((await h.call('GET', '/single')).body.data).toEqual([]);
    expect((await h.call('GET', '/capture')).body.data).toEqual([]);
    expect((await single({ sdd_mandate: mandate('PT50 0027 0000 0001 2345 6783 3') })).status).toBe(201);
    expect((await single({ sdd_mandate: mandate(SANDBOX.failingIban) })).status).toBe(201);
  });

  it('is refused as a dd frequent payment or subscription too [methods.dd-requires-mandate]', async () => {
    const body = { method: 'dd', customer, min_value: 1, max_value: 10, sdd_mandate: mandate('NOT-AN-IBAN') };
    expectRefusal(await h.call('POST', '/frequent', { body }), 400, "'sdd_mandate.iban'");
    const plan = { method: 'dd', customer, value: 5, frequency: '1M', start_time: '2030-02-01 10:00', max_captures: 1 };
    expectRefusal(await h.call('POST', '/subscription', { body: plan }), 400, "'sdd_mandate'");
  });
});

describe('a multibanco reference expires when its answer says', () => {
  // Single payment: "multibanco | object | `expiration_time` (ISO 8601)"; references expire in 30 days (a choice).
  // Created half a second into a second, the answer's time (whole seconds) is the one the clock keeps.
  it('takes a payment up to the second before multibanco.expiration_time, none from it [resources.single-multibanco-object] [choice.multibanco-reference]', async () => {
    await h.simulator.clock.advance(500);
    const ids = [];
    for (let i = 0; i < 2; i++)
      ids.push((await h.call('POST', '/single', { body: { method: 'mb', value: 10, customer } })).body.id as string);
    const { expiration_time } = (await h.call('GET', `/single/${ids[0]}`)).body.multibanco;
    expect(expiration_time).toBe('2030-02-06T10:00:00Z');
    await h.simulator.clock.set(Date.parse(expiration_time) - 1);
    expect((await pay(ids[0] as string, {})).status).toBe(200);
    await h.simulator.clock.advance(1);
    expectRefusal(await pay(ids[1] as string, {}), 409, 'expired at 2030-02-06T10:00:00Z', 'expiration_time');
    expect((await h.call('GET', `/single/${ids[1]}`)).body.payment_status).toBe('pending');
  });
});

describe('a card hold lapses', () => {
  // "Authorisation holds the amount; the hold is lifted if no capture follows in the following days." (7: a choice)
  it('lifts a single hold nothing was captured from 7 days on, and keeps one a capture followed [authcapture.hold-lifted-without-capture] [choice.hold-lapse]', async () => {
    const held = async (method: string) =>
      (await h.call('POST', '/single', { body: { method, type: 'authorisation', value: 30, customer } })).body
        .id as string;
    const [card, phone, captured] = [await held('cc'), await held('mbw'), await held('cc')];
    await h.simulator.clock.advance(7 * DAY - 1);
    expect((await capture(captured, 10)).status).toBe(201);
    expect((await h.call('GET', `/single/${card}`)).body.payment_status).toBe('authorised');
    await h.simulator.clock.advance(1);
    for (const id of [card, phone]) {
      expect((await h.call('GET', `/single/${id}`)).body.payment_status).toBe('voided');
      expectRefusal(await capture(id, 1), 422, id, 'nothing to capture');
    }
    await h.simulator.clock.advance(30 * DAY);
    expect((await capture(captured)).status).toBe(201);
  });

  it('lifts a frequent authorisation nothing was captured from 7 days on [authcapture.hold-lifted-without-capture] [choice.hold-lapse]', async () => {
    const id = await frequent({});
    const [lapsing, used] = [(await authorise(id, 40)).body.id, (await authorise(id, 40)).body.id];
    await h.simulator.clock.advance(7 * DAY - 1);
    expect((await capture(used, 5)).status).toBe(201);
    expectRefusal(await authorise(id, 30), 422, '20 left'); // 40 held, 40 held by the captured one
    await h.simulator.clock.advance(1);
    expectRefusal(await capture(lapsing, 1), 422, lapsing, 'released');
    expect((await authorise(id, 30)).status).toBe(201); // what the lapsed hold kept is free again
  });
});

describe('the reference of an unlimited frequent multibanco payment is reset', () => {
  const reference = async (id: string) => (await h.call('GET', `/frequent/${id}`)).body.method.reference as string;

  // "With unlimited frequent mb payments, entity and reference are reset three times a day." At 10:00, 15:00 and
  // 22:00 Lisbon time, the times the interface gives for closing deleted references (a choice).
  it('at 10:00, 15:00 and 22:00 Lisbon time, refusing the old reference [events.unlimited-frequent-mb-reset] [choice.reference-reset-times]', async () => {
    const id = await frequent({ method: 'mb', unlimited_payments: true });
    const first = await reference(id);
    await h.simulator.clock.set(Date.parse('2030-01-07T14:59:59.999Z'));
    expect(await reference(id)).toBe(first);
    expect((await pay(id, { value: 5, reference: first })).status).toBe(200);
    await h.simulator.clock.advance(1);
    const second = await reference(id);
    expect(second).toMatch(/^\d{9}$/);
    expect(second).not.toBe(first);
    expectRefusal(await pay(id, { value: 5, reference: first }), 409, "'reference'", first, 'reset');
    expect((await pay(id, { value: 5, reference: second })).status).toBe(200);
    const listed = (await h.call('GET', '/frequent')).body.data.find((f: { id: string }) => f.id === id);
    expect(listed.method.reference).toBe(second);
    await h.simulator.clock.set(Date.parse('2030-01-07T21:59:59Z'));
    expect(await reference(id)).toBe(second);
    await h.simulator.clock.set(Date.parse('2030-01-07T22:00:00Z'));
    const third = await reference(id);
    expect([first, second]).not.toContain(third);
    await h.simulator.clock.set(Date.parse('2030-01-08T09:59:59Z'));
    expect(await reference(id)).toBe(third);
    const limited = await frequent({ method: 'mb' });
    const kept = await reference(limited);
    await h.simulator.clock.advance(3 * DAY);
    expect(await reference(limited)).toBe(kept);
  });

  it('at 10:00 Lisbon summer time, 09:00 UTC [events.unlimited-frequent-mb-reset] [choice.reference-reset-times]', async () => {
    await h.simulator.clock.set(Date.parse('2030-07-01T08:00:00Z'));
    const id = await frequent({ method: 'mb', unlimited_payments: true });
    const first = await reference(id);
    await h.simulator.clock.set(Date.parse('2030-07-01T08:59:59.999Z'));
    expect(await reference(id)).toBe(first);
    await h.simulator.clock.advance(1);
    expect(await reference(id)).not.toBe(first);
  });
});
