// @ts-check
// The simulator's own control routes, under /__simulator/ (never part of the service):
//   GET  /__simulator/clock                      { now }
//   POST /__simulator/clock     { advanceMs } | { to: ISO date-time }   moves time forward, running what falls due
//   POST /__simulator/faults    { operation?, kind, times?, delayMs?, retryAfter? }   DELETE clears them
//   GET  /__simulator/notifications              every delivery attempt
//   POST /__simulator/payments/{id}/pay          the customer pays a pending single payment (mb, vi, cc, mbw)
//   POST /__simulator/captures/{id}/chargeback   the customer's bank charges a capture back
import { answer, refusal } from './answers.js';
import { chargeBack, payCustomer } from './resources/events.js';

/** @param {import('./simulator.js').Simulator} simulator @param {Request} request @param {string} path */
export async function control(simulator, request, path) {
  const body = request.method === 'POST' ? await request.json().catch(() => ({})) : {};
  const accountId = request.headers.get('accountid') ?? 'simulator-account';
  try {
    if (path === '/__simulator/clock') {
      if (request.method === 'POST') {
        if (body.to !== undefined) await simulator.clock.set(Date.parse(body.to));
        else await simulator.clock.advance(Number(body.advanceMs));
        await simulator.notifications.settle();
      }
      return answer(200, { now: new Date(simulator.clock.now()).toISOString() });
    }
    if (path === '/__simulator/faults') {
      if (request.method === 'DELETE') simulator.faults.clear();
      else if (request.method === 'POST') simulator.faults.add(body);
      return answer(200, { faults: simulator.faults.list() });
    }
    if (path === '/__simulator/notifications') return answer(200, { deliveries: simulator.notifications.log });
    const pay = /^\/__simulator\/payments\/([^/]+)\/pay$/.exec(path);
    if (pay && request.method === 'POST') return payCustomer(simulator, accountId, pay[1] ?? '');
    const back = /^\/__simulator\/captures\/([^/]+)\/chargeback$/.exec(path);
    if (back && request.method === 'POST') return chargeBack(simulator, accountId, back[1] ?? '', body);
  } catch (error) {
    return refusal(400, error instanceof Error ? error.message : String(error));
  }
  return refusal(404, `No simulator control at ${path}`);
}
