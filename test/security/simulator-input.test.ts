// Threat: input the simulator accepts and later answers with a 500, a crash or an answer that breaks the spec.
// Each row was accepted on main; each is now refused with 400 naming the field (or an option's name), in process
// and over HTTP alike.
import { connect } from 'node:net';
import { createSimulator, startSimulator } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';
import { LATEST } from '../../packages/simulator/src/clock.js';

const headers = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };
const BASE = 'http://simulator.test/2.0';
const control = (simulator: ReturnType<typeof createSimulator>, path: string, body: string) =>
  simulator.fetch(`http://simulator.test/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('control input is checked against control.openapi.yaml', () => {
  it.each([
    [
      'a retryAfter with CR/LF',
      'faults',
      '{"kind":"429","retryAfter":"1\\r\\nX-Evil: 1"}',
      /'retryAfter' must be integer/,
    ],
    ['a retryAfter past a day', 'faults', '{"kind":"429","retryAfter":100000}', /'retryAfter' must be <= 86400/],
    ['an amount that is text', 'payments/any/pay', '{"value":"abc"}', /'value' must be number/],
    ['a negative amount', 'payments/any/pay', '{"value":-5}', /'value' must be > 0/],
    ['an amount past every number (1e400)', 'captures/any/chargeback', '{"amount":1e400}', /'amount' must be number/],
    [
      'an amount with a third decimal',
      'captures/any/chargeback',
      '{"amount":1.005}',
      /'amount' must be multiple of 0.01/,
    ],
    [
      'a jump of more than 100 years to a date',
      'clock',
      '{"to":"9000-06-01T00:00:00Z"}',
      /'to' must be at most 3153600000000/,
    ],
  ])('refuses %s', async (_name, path, body, message) => {
    const answer = await control(createSimulator(), path, body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message.join(' ')).toMatch(message);
  });

  it('refuses a date past the last one the clock reaches (9999-01-01)', async () => {
    const simulator = createSimulator();
    simulator.clock.resume(LATEST - 86_400_000);
    const answer = await control(simulator, 'clock', '{"to":"9999-06-01T00:00:00Z"}');
    expect(answer.status).toBe(400);
    expect((await answer.json()).message.join()).toMatch(/'to' would move the clock past 9999-01-01/);
  });

  it('refuses the same retryAfter in process, so no header is ever built from it', () => {
    expect(() => createSimulator().faults.add({ kind: '429', retryAfter: '1\r\nX: y' as never })).toThrow(/retryAfter/);
  });
});

describe('service input the simulator could not answer', () => {
  it('refuses an amount past 2^53 cents, naming the field', async () => {
    const answer = await createSimulator().fetch(`${BASE}/single`, {
      method: 'POST',
      headers,
      body: '{"method":"cc","type":"sale","value":1e308}',
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message.join()).toMatch(/field 'value' must be at most 999999999999.99/);
  });

  it('answers a reference payment on the last day the clock reaches (its expiry still has a 4-digit year)', async () => {
    const simulator = createSimulator();
    simulator.clock.resume(LATEST);
    const answer = await simulator.fetch(`${BASE}/single`, {
      method: 'POST',
      headers,
      body: '{"method":"mb","value":10}',
    });
    expect(answer.status).toBe(201);
  });

  it.each([
    ['text', 'abc'],
    ['past 32 bits', 2 ** 40],
    ['a fraction', 1.5],
  ])('refuses a seed that is %s instead of using seed 0', (_name, seed) => {
    expect(() => createSimulator({ seed: seed as number })).toThrow(
      /option 'seed' must be a whole number from 0 to 4294967295/,
    );
  });

  it('holds the in-process fetch to the 1 MiB body limit the HTTP server holds', async () => {
    const body = JSON.stringify({ generic: `http://merchant.test/${'a'.repeat(1024 * 1024)}` });
    const answer = await createSimulator().fetch(`${BASE}/config`, { method: 'PATCH', headers, body });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toEqual([
      expect.stringMatching(/over the simulator's limit of 1048576 bytes/),
    ]);
  });
});

describe("what node's HTTP parser refuses is answered in the envelope", () => {
  const raw = (url: string, text: string) =>
    new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(url);
      const socket = connect(Number(port), hostname, () => socket.end(text));
      let got = '';
      socket.on('data', (chunk) => {
        got += chunk;
      });
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });

  it.each([
    ['a request line that is not HTTP', 'NOT HTTP\r\n\r\n', 400],
    ['headers over 16 KiB', `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a header with a bare LF in its value', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\rb\r\n\r\n', 400],
  ])('answers %s in the error envelope', async (_name, text, status) => {
    const running = await startSimulator();
    try {
      const answer = await raw(running.url, text);
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ status: 'error', message: [expect.any(String)] });
    } finally {
      await running.stop();
    }
  });
});
