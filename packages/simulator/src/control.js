// @ts-check
// The simulator's own control routes, under /__simulator/ (never part of the service):
//   GET  /__simulator/clock                      { now, pendingTimers, refusedTimers }
//   POST /__simulator/clock     { advanceMs } | { to: ISO date-time }   moves time forward, running what falls due
//   POST /__simulator/faults    { operation?, kind, times?, delayMs?, retryAfter? }   DELETE clears them
//   GET  /__simulator/notifications              every delivery attempt
//   GET  /__simulator/state                      the whole state as JSON (start a simulator from it with --state)
//   POST /__simulator/payments/{id}/pay          the customer pays: a pending single (mb, vi, cc, mbw), or
//                                                { value } to a frequent mb payment's reference
//   POST /__simulator/checkouts/{id}/pay        { method, sdd_mandate? } the customer pays an open checkout session
//   POST /__simulator/captures/{id}/chargeback   the customer's bank charges a capture back
import { answer, refusal } from './answers.js';
import { payCheckout } from './resources/checkouts.js';
import { chargeBack, payCustomer } from './resources/events.js';

/** @param {Request} request */
async function readBody(request) {
  if (request.method !== 'POST') return {};
  const text = await request.text();
  if (!text) return {};
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // refused below
  }
  throw new RangeError('the request body must be a JSON object');
}

/** @param {import('./simulator.js').Simulator} simulator */
const clockView = (simulator) =>
  answer(200, {
    now: new Date(simulator.clock.now()).toISOString(),
    pendingTimers: simulator.clock.pending(),
    refusedTimers: simulator.clock.refused(),
  });

/** @param {import('./simulator.js').Simulator} simulator @param {Request} request @param {string} path */
export async function control(simulator, request, path) {
  const accountId = request.headers.get('accountid') ?? 'simulator-account';
  try {
    const body = await readBody(request);
    if (path === '/__simulator/clock') {
      if (request.method === 'POST') {
        if (body.to !== undefined) {
          if (typeof body.to !== 'string') throw new RangeError("field 'to' must be an ISO 8601 date-time string");
          await simulator.clock.set(Date.parse(body.to));
        } else await simulator.clock.advance(body.advanceMs);
        await simulator.notifications.settle();
      }
      return clockView(simulator);
    }
    if (path === '/__simulator/faults') {
      if (request.method === 'DELETE') simulator.faults.clear();
      else if (request.method === 'POST') simulator.faults.add(body);
      return answer(200, { faults: simulator.faults.list() });
    }
    if (path === '/__simulator/notifications') return answer(200, { deliveries: simulator.notifications.log });
    if (path === '/__simulator/state' && request.method === 'GET') return answer(200, simulator.exportState());
    const pay = /^\/__simulator\/payments\/([^/]+)\/pay$/.exec(path);
    if (pay && request.method === 'POST') return payCustomer(simulator, accountId, pay[1] ?? '', body);
    const checkout = /^\/__simulator\/checkouts\/([^/]+)\/pay$/.exec(path);
    if (checkout && request.method === 'POST') return payCheckout(simulator, accountId, checkout[1] ?? '', body);
    const back = /^\/__simulator\/captures\/([^/]+)\/chargeback$/.exec(path);
    if (back && request.method === 'POST') return chargeBack(simulator, accountId, back[1] ?? '', body);
  } catch (error) {
    return refusal(400, error instanceof Error ? error.message : String(error));
  }
  return refusal(404, `No simulator control at ${request.method} ${path}`);
}
