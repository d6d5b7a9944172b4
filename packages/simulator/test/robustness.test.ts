// Hostile and concurrent input: one key is one effect in process too, a client's mistake is a 4xx in the envelope
// naming what is wrong, no request wedges the clock, timers stay bounded, and state survives a restart on request.
import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { createSimulator, startSimulator } from '../src/index.js';
import { ACCOUNT, BASE, caller, checkedSimulator } from './checked.js';

const control = (simulator: ReturnType<typeof createSimulator>, path: string, body?: string) =>
  simulator.fetch(
    new Request(
      `http://simulator.test/__simulator/${path}`,
      body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    ),
  );

describe('idempotency under concurrency, in process (Errors rule 5)', () => {
  it('gives 1 000 concurrent calls with one key one effect [idempotency.replay-same-key]', async () => {
    const simulator = createSimulator();
    const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch: simulator.fetch, maxAttempts: 1 });
    const calls = Array.from({ length: 1000 }, () =>
      client.POST('/single', { body: { method: 'mb', value: 10 }, idempotencyKey: 'order-42' }),
    );
    const answers = await Promise.all(calls);
    expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1);
    expect(answers.filter((a) => a.response.headers.get('idempotency-replay') === 'true')).toHaveLength(999);
    expect(simulator.stateOf(ACCOUNT.accountId).singles.size).toBe(1);
  });

  it('refuses concurrent calls with one key and other bodies [idempotency.other-body-refused]', async () => {
    const checked = checkedSimulator();
    const call = caller(checked);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/single', { body: { method: 'mb', value: 10 + i }, headers: { 'Idempotency-Key': 'k' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(49).fill(409)]);
    expect(checked.drift).toEqual([]);
  });

  it('takes the same JSON in another key order as the same request, and refuses an empty key [idempotency.replay-same-key]', async () => {
    const call = caller(checkedSimulator());
    const headers = { 'Idempotency-Key': 'same' };
    const first = await call('POST', '/single', { body: '{"method":"mb","value":10}', headers });
    const again = await call('POST', '/single', { body: '{ "value": 10, "method": "mb" }', headers });
    expect([again.status, again.headers.get('idempotency-replay'), again.body.id]).toEqual([
      201,
      'true',
      first.body.id,
    ]);
    const empty = await call('POST', '/single', {
      body: { method: 'mb', value: 1 },
      headers: { 'Idempotency-Key': '' },
    });
    expect([empty.status, empty.body.message[0]]).toEqual([
      400,
      expect.stringMatching(/'Idempotency-Key' must be 1 to 50/),
    ]);
  });
});

describe("a client's mistake is a 4xx naming what is wrong", () => {
  it.each([
    ['an infinite jump', '{"advanceMs":1e400}', /'advanceMs' must be integer/],
    ['a jump longer than 100 years', '{"advanceMs":9e15}', /'advanceMs' must be <= 3153600000000/],
    ['a negative jump', '{"advanceMs":-1}', /'advanceMs' must be >= 0/],
    ['a date that is not one', '{"to":"soon"}', /'to' must be an RFC 3339 date-time/],
    ['a body that is not JSON', 'advance', /not valid JSON/],
  ])('refuses %s on the clock and keeps answering', async (_name, body, message) => {
    const simulator = createSimulator();
    const refused = await control(simulator, 'clock', body);
    expect([refused.status, (await refused.json()).message[0]]).toEqual([400, expect.stringMatching(message)]);
    const ping = await simulator.fetch(`${BASE}/system/ping`, {
      headers: { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey },
    });
    expect(ping.status).toBe(200);
  });

  it.each(['bogus', '500'])("refuses the fault header '%s' with 400 naming it", async (kind) => {
    const checked = checkedSimulator();
    const got = await caller(checked)('GET', '/system/ping', { headers: { 'Simulator-Fault': kind } });
    expect([got.status, got.body.message[0]]).toEqual([400, expect.stringMatching(/'Simulator-Fault' must be one of/)]);
    expect(checked.drift).toEqual([]);
  });

  it('answers TRACE with 405 in process and over HTTP', async () => {
    const inProcess = await createSimulator().fetch(`${BASE}/single`, { method: 'TRACE' });
    expect([inProcess.status, (await inProcess.json()).message[0]]).toEqual([
      405,
      'method TRACE is not an operation of the service',
    ]);
    const running = await startSimulator({ port: 0 });
    try {
      const { request } = await import('node:http');
      const status = await new Promise<number>((resolve, reject) => {
        const sent = request(`${running.url}/single`, { method: 'TRACE' }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end();
      });
      expect(status).toBe(405);
    } finally {
      await running.stop();
    }
  });
});

describe('bounded timers', () => {
  it('keeps at most `capacity` timers pending and counts those refused', async () => {
    const simulator = createSimulator({ capacity: 10 });
    const call = caller({ ...checkedSimulator(), fetch: simulator.fetch } as ReturnType<typeof checkedSimulator>);
    // two accounts (each holds at most 10 payments; the clock's 10 timers are shared)
    for (let i = 0; i < 15; i++)
      await call('POST', '/single', {
        body: { method: 'dd', value: 5, sdd_mandate: { name: 'A', iban: 'PT50002700000001234567833' } },
        headers: { AccountId: i % 2 ? 'simulator-account' : 'simulator-limited' },
      });
    expect(simulator.clock.pending()).toBe(10);
    expect(simulator.clock.refused()).toBe(5);
  });

  it('runs due timers in due-time order, then in the order they were set', async () => {
    const simulator = createSimulator();
    const ran: string[] = [];
    const now = simulator.clock.now();
    simulator.clock.at(now + 300, () => void ran.push('c'));
    simulator.clock.at(now + 100, () => void ran.push('a'));
    simulator.clock.at(now + 200, () => void ran.push('b1'));
    simulator.clock.at(now + 200, () => void ran.push('b2'));
    await simulator.clock.advance(250);
    expect(ran).toEqual(['a', 'b1', 'b2']);
    await simulator.clock.advance(100);
    expect(ran).toEqual(['a', 'b1', 'b2', 'c']);
  });
});

describe('state and seeds', () => {
  it('starts a simulator from an exported state, keys and pending debits included', async () => {
    const first = createSimulator();
    const call = caller({ ...checkedSimulator(), fetch: first.fetch } as ReturnType<typeof checkedSimulator>);
    const card = await call('POST', '/single', {
      body: { method: 'cc', value: 7 },
      headers: { 'Idempotency-Key': 'k1' },
    });
    const debit = await call('POST', '/single', {
      body: { method: 'dd', value: 9, sdd_mandate: { name: 'A', iban: 'PT50002700000001234567833' } },
    });
    await call('PATCH', '/config', { body: { generic: 'http://127.0.0.1:9/n' } });
    const saved = JSON.parse(JSON.stringify(first.exportState()));
    const second = createSimulator({ state: saved });
    const again = caller({ ...checkedSimulator(), fetch: second.fetch } as ReturnType<typeof checkedSimulator>);
    const replay = await again('POST', '/single', {
      body: { method: 'cc', value: 7 },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect([replay.body.id, replay.headers.get('idempotency-replay')]).toEqual([card.body.id, 'true']);
    expect((await again('GET', '/config')).body.generic).toBe('http://127.0.0.1:9/n');
    await second.clock.advance(7 * 86_400_000);
    expect((await again('GET', `/single/${debit.body.id}`)).body.payment_status).toBe('paid');
    expect(() => createSimulator({ state: { format: 'other' } as never })).toThrow(/field 'format'/);
  });

  it('repeats payment, capture and customer ids with the same seed', async () => {
    const ids = async () => {
      const simulator = createSimulator({ seed: 7 });
      const call = caller({ ...checkedSimulator(), fetch: simulator.fetch } as ReturnType<typeof checkedSimulator>);
      const single = await call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 7 } });
      return [single.body.id, single.body.capture.id, single.body.customer.id];
    };
    expect(await ids()).toEqual(await ids());
  });
});

describe('cursor lists', () => {
  it("refuses an unknown cursor with 400 naming 'cursor' instead of restarting the list", async () => {
    const checked = checkedSimulator();
    const got = await caller(checked)('GET', '/capture?cursor=3f1d2c4b-0000-4000-8000-000000000000');
    expect([got.status, got.body.message[0]]).toEqual([400, expect.stringMatching(/'cursor' names no item/)]);
    expect(checked.drift).toEqual([]);
  });
});

describe('transient answers are not pinned to a key (Errors rule 5)', () => {
  it.each(['429', '502', '503'])(
    'runs the resend of a %s for real [idempotency.transient-not-pinned]',
    async (status) => {
      const checked = checkedSimulator();
      const call = caller(checked);
      const headers = { 'Idempotency-Key': `t-${status}` };
      const body = { method: 'mb', value: 3 };
      const first = await call('POST', '/single', { body, headers: { ...headers, 'Simulator-Fault': status } });
      const resend = await call('POST', '/single', { body, headers });
      expect([first.status, resend.status, resend.headers.get('idempotency-replay')]).toEqual([
        Number(status),
        201,
        null,
      ]);
      expect(checked.drift).toEqual([]);
    },
  );
});

describe('unknown query parameters', () => {
  it('refuses a query parameter the operation does not have, naming it', async () => {
    const checked = checkedSimulator();
    const got = await caller(checked)('GET', '/single?colour=red');
    expect([got.status, got.body.message.join(' ')]).toEqual([400, expect.stringMatching(/colour/)]);
    expect(checked.drift).toEqual([]);
  });
});

describe('authentication failures are outside idempotency (Authentication rule 7)', () => {
  it('does not store a refused Signature under the key: the signed resend runs [auth.failure-outside-idempotency]', async () => {
    const checked = checkedSimulator();
    const call = caller(checked);
    const headers = { 'Idempotency-Key': 'signed-1' };
    const body = {
      method: 'transfer',
      value: 10,
      timestamp: '2026-11-21 11:00:00',
      customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
      out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
    };
    const unsigned = await call('POST', '/out_payment', { body, headers });
    const signed = await call('POST', '/out_payment', { body, headers, signed: true });
    expect([unsigned.status, signed.status, signed.headers.get('idempotency-replay')]).toEqual([403, 201, null]);
    expect(checked.drift).toEqual([]);
  });
});
