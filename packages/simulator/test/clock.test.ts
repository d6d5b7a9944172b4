// The simulator's clock: moving it runs each timer at the instant it was due, so what a timer records (a capture's
// date, a notification's time) is that instant, however far one call moves the clock.
import { describe, expect, it } from 'vitest';
import { createClock } from '../src/clock.js';
import { customer, harness, MONDAY_10_LISBON } from './harness.js';

describe('the clock', () => {
  it('runs each timer at its own due time, in order, when one advance passes several', async () => {
    const clock = createClock({ now: () => 1_000_000 });
    const seen: number[] = [];
    clock.at(1_003_000, () => void seen.push(clock.now()));
    clock.at(1_001_000, () => {
      seen.push(clock.now());
      // a timer set while running, still inside the step, runs at its own time too
      clock.at(1_002_000, () => void seen.push(clock.now()));
    });
    expect(await clock.advance(10_000)).toBe(1_010_000);
    expect(seen).toEqual([1_001_000, 1_002_000, 1_003_000]);
  });

  it('records a subscription cycle on the day it was due, when one jump of the clock passes it [kinds.subscription-frequencies]', async () => {
    const h = await harness();
    await h.simulator.clock.set(MONDAY_10_LISBON);
    const made = (
      await h.call('POST', '/subscription', {
        body: {
          method: 'cc',
          frequency: '1D',
          value: 9.99,
          start_time: '2030-01-08 10:00',
          max_captures: 2,
          customer,
        },
      })
    ).body;
    await h.simulator.clock.set(Date.parse('2030-01-17T10:00:00Z'));
    const dates = (await h.call('GET', '/capture?limit=100')).body.data
      .filter((c: { payment_id: string }) => c.payment_id === made.id)
      .map((c: { capture_date: string }) => c.capture_date)
      .sort();
    expect(dates).toEqual(['2030-01-08', '2030-01-09']);
  });
});
