// Memory stays bounded: past `capacity` records of a family (or idempotency keys), the oldest is evicted.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

describe('bounded state', () => {
  it('keeps the newest `capacity` payments and keys, evicting the oldest', async () => {
    const simulator = createSimulator({ capacity: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await simulator.fetch('http://simulator.test/single', {
        method: 'POST',
        headers: { ...HEADERS, 'Idempotency-Key': `key-${i}` },
        body: JSON.stringify({ method: 'mb', value: 1 + i }),
      });
      ids.push(((await answer.json()) as { id: string }).id);
    }
    const status = async (id: string | undefined) =>
      (await simulator.fetch(`http://simulator.test/single/${id}`, { headers: HEADERS })).status;
    expect([await status(ids[0]), await status(ids[1]), await status(ids[4])]).toEqual([404, 404, 200]);
    expect(simulator.stateOf('simulator-account').singles.size).toBe(3);
    expect(simulator.keys.size).toBe(3);
  });

  it('refuses a capacity that is not a whole number, naming it', () => {
    expect(() => createSimulator({ capacity: 0 })).toThrow(/capacity must be a whole number/);
  });
});
