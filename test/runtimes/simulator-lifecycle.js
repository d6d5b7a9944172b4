// @ts-check
// The simulator's lifecycle as every runtime runs it (issue 39: Node 20, 22, 24, Bun, Deno, and Chromium's page and
// Web Worker through a bundle): the browser entry only, through its in-process `fetch`. A payment is created
// (idempotency key, then replayed), read, captured, refunded; a signed operation is signed with the test key by
// WebCrypto; the clock moves past the 24 hours a key is kept; the notifications it sent are listed. It returns a
// plain summary that the tests compare across runtimes.
import { createSimulator, signWithTestKey } from '@payments-contract/simulator/browser';

const BASE = 'https://sandbox.simulator.test/2.0';
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

export async function lifecycle() {
  /** @type {{ url: string, body: any }[]} */
  const delivered = [];
  const simulator = createSimulator({
    seed: 7,
    notificationFetch: /** @type {typeof fetch} */ (
      async (url, init) => {
        delivered.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(null, { status: 200 });
      }
    ),
  });
  /** @param {string} method @param {string} path @param {unknown} [body] @param {Record<string, string>} [headers] */
  const call = async (method, path, body, headers = {}) => {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const answer = await simulator.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { ...HEADERS, ...headers },
        ...(text === undefined ? {} : { body: text }),
      }),
    );
    const answered = await answer.text();
    return { status: answer.status, headers: answer.headers, body: answered ? JSON.parse(answered) : undefined };
  };
  /** @param {string} path @param {unknown} [body] a POST's body; none: a GET */
  const control = async (path, body) => {
    const answer = await simulator.fetch(
      new Request(`${BASE.replace('/2.0', '')}/__simulator/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return { status: answer.status, body: await answer.json() };
  };

  await call('PATCH', '/config', { generic: 'https://merchant.test/generic' });
  const start = await control('clock', { to: '2030-01-07T10:00:00Z' });
  const order = { method: 'cc', type: 'authorisation', value: 30 };
  const created = await call('POST', '/single', order, { 'Idempotency-Key': 'order-1' });
  const replay = await call('POST', '/single', order, { 'Idempotency-Key': 'order-1' });
  const conflict = await call('POST', '/single', { ...order, value: 31 }, { 'Idempotency-Key': 'order-1' });
  const id = created.body.id;
  const read = await call('GET', `/single/${id}`);
  const capture = await call('POST', `/capture/${id}`, { descriptive: 'Order 1', value: 30 });
  const refund = await call('POST', `/refund/${capture.body.id}`, { value: 10 });
  const captured = await call('GET', `/capture/${capture.body.id}`);
  const refunded = await call('GET', `/refund/${refund.body.id}`);
  const outPayment = JSON.stringify({
    method: 'transfer',
    value: 10,
    timestamp: '2030-01-07 11:00:00',
    customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
    out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
  });
  const signed = await call('POST', '/out_payment', outPayment, { Signature: await signWithTestKey(outPayment) });
  const forged = await call('POST', '/out_payment', outPayment, { Signature: await signWithTestKey('{}') });
  // Errors rule 5: a key is kept 24 hours; past them the same key with another body is a new request.
  const moved = await control('clock', { advanceMs: 86_400_000 });
  const after = await call('POST', '/single', { ...order, value: 31 }, { 'Idempotency-Key': 'order-1' });
  await simulator.notifications.settle();
  const deliveries = await control('notifications');
  return {
    // the clock goes on in real time from where it is set: the day is what the summary compares
    clock: { start: start.body.now.slice(0, 10), moved: moved.body.now.slice(0, 10) },
    created: { status: created.status, id },
    replay: { status: replay.status, replayed: replay.headers.get('Idempotency-Replay'), same: replay.body.id === id },
    conflict: conflict.status,
    read: { status: read.status, id: read.body.id, value: read.body.value },
    capture: { status: capture.status, id: captured.body.id, value: captured.body.value, of: captured.body.payment_id },
    refund: { status: refund.status, read: refunded.status, id: refunded.body?.id, value: refunded.body?.value },
    signed: { good: signed.status, forged: forged.status },
    afterDay: { status: after.status, other: after.body.id !== id },
    notifications: {
      delivered: delivered.map((d) => `${d.url} ${d.body.type ?? d.body.event ?? Object.keys(d.body).join(',')}`),
      listed: deliveries.body.deliveries.length,
    },
  };
}
