// Capacity: nothing stored is ever dropped. Past `capacity` records of a family an account's new ones are refused
// (503 in the error envelope, X-Service-Should-Retry false, said once in the log); what it holds still answers.
// Until issue 36 the oldest payment was dropped silently, and the first payment created answered 404.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

describe('capacity', () => {
  it('keeps every payment and refuses new ones at capacity, saying so in the envelope and once in the log', async () => {
    const logged: string[] = [];
    const simulator = createSimulator({ capacity: 3, log: (message) => logged.push(message) });
    const post = (i: number) =>
      simulator.fetch('http://simulator.test/single', {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ method: 'mb', value: 1 + i }),
      });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await post(i)).json()) as { id: string }).id);
    const refused = await post(3);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-service-should-retry')).toBe('false');
    const body = (await refused.json()) as { status: string; message: string[] };
    expect(body.status).toBe('error');
    expect(body.message[0]).toMatch(/capacity of 3 singles records .*--capacity/);
    await post(4);
    expect(logged.filter((line) => /capacity of 3 singles/.test(line))).toHaveLength(1);
    const status = async (id: string | undefined) =>
      (await simulator.fetch(`http://simulator.test/single/${id}`, { headers: HEADERS })).status;
    expect(await Promise.all(ids.map(status))).toEqual([200, 200, 200]);
    expect(simulator.stateOf('simulator-account').singles.size).toBe(3);
    // a change to what it holds is still answered
    const patched = await simulator.fetch(`http://simulator.test/single/${ids[0]}`, {
      method: 'PATCH',
      headers: HEADERS,
      body: JSON.stringify({ key: 'still-here' }),
    });
    expect(patched.status).toBe(200);
  });

  it('keeps every idempotency key for its 24 hours: a new key is refused at capacity, never an old one dropped', async () => {
    const logged: string[] = [];
    const simulator = createSimulator({ capacity: 3, log: (message) => logged.push(message) });
    const send = (method: string, path: string, key: string, body: object) =>
      simulator.fetch(`http://simulator.test${path}`, {
        method,
        headers: { ...HEADERS, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    const { id } = (await (await send('POST', '/single', 'key-0', { method: 'mb', value: 1 })).json()) as {
      id: string;
    };
    for (const key of ['key-1', 'key-2']) expect((await send('PATCH', `/single/${id}`, key, { key })).status).toBe(200);
    const refused = await send('PATCH', `/single/${id}`, 'key-3', { key: 'key-3' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('x-service-should-retry')).toBe('false');
    expect(((await refused.json()) as { message: string[] }).message[0]).toMatch(/capacity of 3 idempotency keys/);
    // the first key still replays its answer: it was not dropped to make room
    const resent = await send('POST', '/single', 'key-0', { method: 'mb', value: 1 });
    expect(resent.headers.get('idempotency-replay')).toBe('true');
    expect(((await resent.json()) as { id: string }).id).toBe(id);
    expect(simulator.stateOf('simulator-account').singles.size).toBe(1);
    expect(logged.filter((line) => /idempotency keys/.test(line))).toHaveLength(1);
    // once their 24 hours are over the keys are gone, and a new one is taken
    await simulator.clock.advance(24 * 3_600_000);
    expect((await send('PATCH', `/single/${id}`, 'key-3', { key: 'key-3' })).status).toBe(200);
  });

  it('refuses a capacity that is not a whole number, naming it', () => {
    expect(() => createSimulator({ capacity: 0 })).toThrow(/capacity must be a whole number/);
  });
});
