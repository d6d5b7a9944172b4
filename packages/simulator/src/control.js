// @ts-check
// The simulator's own control routes, under /__simulator/ (never part of the service), described with their
// input's schemas in ../control.openapi.yaml and checked against it (control-check.js):
//   GET  /__simulator/clock                      { now, pendingTimers, refusedTimers }
//   POST /__simulator/clock     { advanceMs } | { to: ISO date-time }   moves time forward, running what falls due
//   POST /__simulator/faults    { operation?, kind, times?, delayMs?, retryAfter? }   DELETE clears them
//   GET  /__simulator/notifications              every delivery attempt
//   GET  /__simulator/state                      the whole state as JSON (start a simulator from it with --state)
//   POST /__simulator/payments/{id}/pay          the customer pays: a pending single (mb, vi, cc, mbw), or
//                                                { value } to a frequent mb payment's reference
//   POST /__simulator/checkouts/{id}/pay        { method, sdd_mandate? } the customer pays an open checkout session
//   POST /__simulator/captures/{id}/chargeback   the customer's bank charges a capture back
// They are the operator's alone (guard.js): a cross-site request is refused 403, a body must be JSON.
import { answer, refusal } from './answers.js';
import { controlProblems, matchControl } from './control-check.js';
import { crossSite } from './guard.js';
import { contentTypeProblem, NotUtf8, nestedTooDeep, readText, tooDeepMessage, tooLargeMessage } from './limits.js';
import { chargeBack } from './resources/chargebacks.js';
import { payCheckout } from './resources/checkouts.js';
import { payCustomer } from './resources/settlement.js';

/** The body of a control request, parsed, or the refusal to send. @param {Request} request */
async function readBody(request) {
  let text;
  try {
    text = await readText(request);
  } catch (error) {
    if (error instanceof NotUtf8) return { refused: refusal(400, error.message) };
    throw error;
  }
  if (text === undefined) return { refused: refusal(400, tooLargeMessage) };
  if (!text) return { body: undefined };
  const type = request.headers.get('content-type');
  // JSON only: a page of another site can send text/plain or a form without asking, never application/json
  const wrongType = contentTypeProblem(type);
  if (wrongType) return { refused: refusal(400, wrongType) };
  if (nestedTooDeep(text)) return { refused: refusal(400, tooDeepMessage) };
  try {
    return { body: JSON.parse(text) };
  } catch (error) {
    return { refused: refusal(400, `request body is not valid JSON (${/** @type {Error} */ (error).message})`) };
  }
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
  const foreign = crossSite(request.headers, simulator.hosts);
  if (foreign) return refusal(403, [foreign]);
  const found = matchControl(request.method, path);
  if (!found) return refusal(404, `No simulator control at ${request.method} ${path}`);
  const read = await readBody(request);
  if (read.refused) return read.refused;
  const problems = controlProblems(found.route, read.body);
  if (problems.length) return refusal(400, problems);
  const body = read.body ?? {};
  const accountId = request.headers.get('accountid') ?? 'simulator-account';
  try {
    switch (`${request.method} ${found.route.template}`) {
      case 'GET /__simulator/clock':
        return clockView(simulator);
      case 'POST /__simulator/clock':
        if (body.to !== undefined) await simulator.clock.set(Date.parse(body.to));
        else await simulator.clock.advance(body.advanceMs);
        await simulator.notifications.settle();
        return clockView(simulator);
      case 'POST /__simulator/faults':
        simulator.faults.add(body);
        return answer(200, { faults: simulator.faults.list() });
      case 'DELETE /__simulator/faults':
        simulator.faults.clear();
        return answer(200, { faults: simulator.faults.list() });
      case 'GET /__simulator/notifications':
        return answer(200, { deliveries: simulator.notifications.log });
      case 'GET /__simulator/state':
        return answer(200, simulator.exportState());
      case 'POST /__simulator/payments/{id}/pay':
        return payCustomer(simulator, accountId, found.id, body);
      case 'POST /__simulator/checkouts/{id}/pay':
        return payCheckout(simulator, accountId, found.id, body);
      case 'POST /__simulator/captures/{id}/chargeback':
        return chargeBack(simulator, accountId, found.id, body);
    }
  } catch (error) {
    return refusal(400, error instanceof Error ? error.message : String(error));
  }
  return refusal(404, `No simulator control at ${request.method} ${path}`);
}
