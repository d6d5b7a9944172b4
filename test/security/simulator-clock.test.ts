// Threat: one unauthenticated clock request blocks the simulator for hours (a 200 000-day jump over a daily
// subscription fired a timer per day, all in one turn of the event loop, and Ctrl-C waited for it). A move is now
// at most 100 years, fires at most MAX_TIMERS_PER_MOVE timers, yields to the event loop as it goes, and stops when
// the simulator stops.
import { createSimulator, startSimulator } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';
import { MAX_TIMERS_PER_MOVE } from '../../packages/simulator/src/clock.js';
import { wire } from './simulator-wire.js';

const START = Date.parse('2030-01-07T10:00:00Z');
const headers = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

/** A simulator at START with a daily subscription that never ends: a timer per simulated day. */
async function withDailySubscription() {
  const simulator = createSimulator({ notificationFetch: (async () => new Response(null)) as typeof fetch });
  await simulator.clock.set(START);
  const made = await simulator.fetch('http://simulator.test/2.0/subscription', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      method: 'cc',
      frequency: '1D',
      value: 1,
      start_time: '2030-01-08 10:00',
      customer: { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' },
    }),
  });
  expect(made.status).toBe(201);
  return simulator;
}

const move = (simulator: ReturnType<typeof createSimulator>, body: object) =>
  simulator.fetch('http://simulator.test/__simulator/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a clock move is bounded', () => {
  it('refuses a jump of more than 100 years, naming the field and the bound', async () => {
    const answer = await move(createSimulator(), { advanceMs: 200_000 * 86_400_000 });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message.join()).toMatch(/'advanceMs' must be <= 3153600000000/);
    // in process, the clock holds the same bound
    await expect(createSimulator().clock.advance(200_000 * 86_400_000)).rejects.toThrow(/at most .*100 years/);
  });

  it(`stops a move at ${MAX_TIMERS_PER_MOVE} timers, says where the clock stopped, and goes on answering`, async () => {
    const simulator = await withDailySubscription();
    const answer = await move(simulator, { advanceMs: 36_500 * 86_400_000 });
    expect(answer.status).toBe(400);
    const [message] = (await answer.json()).message;
    expect(message).toMatch(new RegExp(`more than ${MAX_TIMERS_PER_MOVE} timers.*stopped at (\\S+)`));
    const stoppedAt = Date.parse(/stopped at (\S+)/.exec(message)?.[1] ?? '');
    // the clock stays where it stopped (it follows the wall clock from there, so a few ms may have passed)
    expect(simulator.clock.now() - stoppedAt).toBeGreaterThanOrEqual(0);
    expect(simulator.clock.now() - stoppedAt).toBeLessThan(3_600_000);
    // the cycles before the stop were captured, each on its own day
    expect(Math.round((stoppedAt - START) / 86_400_000)).toBe(MAX_TIMERS_PER_MOVE);
    const ping = await simulator.fetch('http://simulator.test/2.0/system/ping', { headers });
    expect(ping.status).toBe(200);
  });

  it('lets the event loop turn during a move (requests and signals are served mid-jump)', async () => {
    const simulator = await withDailySubscription();
    const moving = simulator.clock.advance(3_000 * 86_400_000);
    const turned = new Promise((resolve) => setImmediate(() => resolve('the event loop turned')));
    expect(await Promise.race([turned, moving.then(() => 'the move ended first')])).toBe('the event loop turned');
    await moving;
  });

  it('stops a move under way when the simulator stops (Ctrl-C), over HTTP', async () => {
    const running = await startSimulator();
    const { host } = new URL(running.url);
    const simulator = running.simulator;
    await simulator.clock.set(START);
    // many timers due over 100 years: a move far longer than the stop
    for (let day = 1; day <= 9_000; day++) simulator.clock.at(START + day * 86_400_000, () => {});
    const moving = wire(running.url, {
      method: 'POST',
      path: '/__simulator/clock',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 36_500 * 86_400_000 }),
    }).catch((error: Error) => error);
    await new Promise((resolve) => setImmediate(resolve));
    while (simulator.clock.pending() === 9_000) await new Promise((resolve) => setImmediate(resolve));
    await running.stop();
    await moving;
    expect(simulator.clock.pending()).toBeGreaterThan(0); // it stopped mid-jump, timers left
    await expect(simulator.clock.advance(86_400_000)).rejects.toThrow(/stopping/);
  });
});
