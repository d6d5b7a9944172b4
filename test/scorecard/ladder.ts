// The ladder's rungs: our client and notification handler, and integrations built from them with one deliberate
// defect each, run through one merchant's flow under the scorecard's default fault plan (in process).
import { randomUUID } from 'node:crypto';
import { createScorecard, type FaultPlan, grade } from '@payments-contract/behaviour/scorecard';
import { createPaymentsClient, type FetchLike } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import { TEST_PRIVATE_KEY } from '@payments-contract/simulator';
import { createNotificationHandler, type DeliveryStore, notificationTypes } from '@payments-contract/webhooks';

export const BASE = 'http://simulator.test/2.0';
const ACCOUNT = { accountId: 'simulator-account', apiKey: 'simulator-key' };
const RECEIVER = 'http://receiver.test/generic';
const THIRTY_DAYS = 'interval(2026-01-01 00:00,2026-01-31 00:00)';
const THIRTY_ONE_DAYS = 'interval(2026-01-01 00:00,2026-02-01 00:00)';

type Client = ReturnType<typeof createPaymentsClient>;
type Receiver = (request: Request) => Promise<Response>;
type Scorecard = Awaited<ReturnType<typeof createScorecard>>;

export interface Rung {
  /** Wraps the fetch our client sends with (the defect of a wrong client). */
  wrap?: (fetch: FetchLike) => FetchLike;
  /** The receiver (ours by default). */
  receiver?: (scorecard: Scorecard, client: Client) => Receiver;
  /** The interval filter the flow lists with. */
  interval?: string;
}

/** Our handler, telling the scorecard each time it acts. */
export function ourReceiver(
  scorecard: Scorecard,
  client: Client,
  extra: Partial<Parameters<typeof createNotificationHandler>[0]> = {},
): Receiver {
  const act = (n: { id: string; status?: string }) => scorecard.acted(n.id, n.status);
  return createNotificationHandler({
    kind: 'genericNotification',
    authorization: 'Bearer simulator-notifications',
    confirm: client,
    on: Object.fromEntries(notificationTypes.map((type) => [type, act])),
    ...extra,
  } as Parameters<typeof createNotificationHandler>[0]);
}

/** A delivery store that never remembers: every delivery is claimed as new. */
const forgetful: DeliveryStore = { claim: () => ({ state: 'claimed', token: randomUUID() }), done() {}, release() {} };

export const RUNGS: Record<string, Rung> = {
  ours: {},
  'new key per retry': {
    wrap: (fetch) => (url, init) => {
      const headers = new Headers(init.headers);
      if (headers.has('idempotency-key')) headers.set('idempotency-key', randomUUID());
      return fetch(url, { ...init, headers });
    },
  },
  'POST retried after 500': {
    wrap: (fetch) => async (url, init) => {
      const response = await fetch(url, init);
      return init.method === 'POST' && response.status === 500 ? fetch(url, init) : response;
    },
  },
  'X-Service-Should-Retry: false ignored': {
    wrap: (fetch) => async (url, init) => {
      const response = await fetch(url, init);
      if (response.headers.get('x-service-should-retry') !== 'false') return response;
      const headers = new Headers(response.headers);
      headers.delete('x-service-should-retry');
      return new Response(response.body, { status: response.status, headers });
    },
  },
  'no key': {
    wrap: (fetch) => (url, init) => {
      const headers = new Headers(init.headers);
      headers.delete('idempotency-key');
      return fetch(url, { ...init, headers });
    },
  },
  'no signature': {
    wrap: (fetch) => (url, init) => {
      const headers = new Headers(init.headers);
      headers.delete('signature');
      return fetch(url, { ...init, headers });
    },
  },
  'a 31-day interval': { interval: THIRTY_ONE_DAYS },
  'a refused late cancel resent': {
    wrap: (fetch) => async (url, init) => {
      const response = await fetch(url, init);
      return init.method === 'DELETE' && response.status === 400 ? fetch(url, init) : response;
    },
  },
  'acting before confirming': {
    receiver: (scorecard, client) => ourReceiver(scorecard, client, { confirm: { unsafeSkipConfirmation: true } }),
  },
  'dedupe on the raw date string': {
    receiver: (scorecard, client) => {
      const handler = ourReceiver(scorecard, client, { deliveries: forgetful });
      const seen = new Set<string>();
      return async (request) => {
        const body = await request
          .clone()
          .json()
          .catch(() => ({}));
        const raw = JSON.stringify([body.type, body.id, body.status, body.date]);
        if (seen.has(raw)) return new Response(null, { status: 200 });
        const answer = await handler(request);
        if (answer.ok) seen.add(raw);
        return answer;
      };
    },
  },
};

/**
 * The clock faults: the first write's answer lost and the key's 24 hours passed before it is sent again; the clock
 * past 18:00 Lisbon before the direct debit is cancelled.
 */
export const CLOCK_PLAN: FaultPlan = {
  requests: [
    { on: 'write', kind: 'no-answer past-24h' },
    { on: 'write', kind: 'past-cutoff' },
  ],
  notifications: [],
};

/**
 * One merchant's flow: configure the receiver, take six card payments, list them, pay one supplier out, then take
 * a direct debit and cancel it.
 */
export async function runRung(rung: Rung, plan?: FaultPlan) {
  let receive: Receiver = async () => new Response(null, { status: 503 });
  const scorecard = await createScorecard({
    receiver: (request: Request) => receive(request),
    ...(plan ? { plan } : {}),
  });
  const fetch = (rung.wrap ?? ((f) => f))((url, init) => scorecard.fetch(url, init));
  const client = createPaymentsClient({
    baseUrl: BASE,
    ...ACCOUNT,
    fetch,
    backoff: { baseMs: 0, maxMs: 0 },
    signer: rsaSigner(TEST_PRIVATE_KEY),
  });
  receive = (rung.receiver ?? ourReceiver)(scorecard, client);
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      return await call();
    } catch {
      // a failed call is the merchant's to handle; the scorecard grades what was sent
      return undefined;
    }
  };
  await attempt(() => client.PATCH('/config', { body: { generic: RECEIVER } }));
  for (let i = 0; i < 6; i++)
    await attempt(() =>
      client.POST('/single', { body: { method: 'cc', type: 'sale', value: 10 + i, customer: { name: 'Ana' } } }),
    );
  await attempt(() => client.GET('/single', { params: { query: { created_at: rung.interval ?? THIRTY_DAYS } } }));
  // a refund of a payment that does not exist: a 404 the code must not repeat
  await attempt(() => client.POST('/refund/{id}', { params: { path: { id: randomUUID() } }, body: { value: 1 } }));
  await attempt(() =>
    client.POST('/out_payment', {
      body: {
        type: 'normal',
        method: 'transfer',
        key: 'payout-1',
        value: 12,
        descriptive: 'Supplier invoice',
        timestamp: '2026-11-21 11:00:00',
        customer: { name: 'Bruno Costa', email: 'bruno@example.com', phone: '912345678' },
        out_account: { account_holder: 'Bruno Costa', iban: 'PT50002700000001234567833' },
      } as never,
    }),
  );
  const debit = await attempt(() =>
    client.POST('/single', {
      body: {
        method: 'dd',
        type: 'sale',
        value: 20,
        customer: { name: 'Ana' },
        sdd_mandate: { name: 'Ana', iban: 'PT50002700000001234567833' },
      } as never,
    }),
  );
  const debitId = (debit as { data?: { id?: string } } | undefined)?.data?.id;
  if (debitId) await attempt(() => client.DELETE('/single/{id}', { params: { path: { id: debitId } } }));
  await scorecard.close();
  const card = grade(scorecard.journal.entries, { publicKey: scorecard.publicKey });
  return { card, journal: scorecard.journal.entries };
}
