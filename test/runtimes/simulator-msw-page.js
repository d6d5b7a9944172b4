// @ts-check
// A page's unmodified client against the sandbox's URL, answered by a simulator behind MSW's service worker
// (the guide's example, docs/examples/simulator/msw-browser.ts; the worker script mockServiceWorker.js served by the
// test): create, replay, get, capture, refund, the clock. Returns a plain summary.
import { createPaymentsClient } from '@payments-contract/client';
import { createSimulator } from '@payments-contract/simulator/browser';
import { SANDBOX_URL } from '@payments-contract/simulator/msw';
import { startSandbox } from '../../docs/examples/simulator/msw-browser.js';

export async function withServiceWorker() {
  const worker = await startSandbox(createSimulator({ seed: 7 }));
  try {
    const client = createPaymentsClient({
      baseUrl: SANDBOX_URL,
      accountId: 'simulator-account',
      apiKey: 'simulator-key',
      // a test page: the ApiKey may be read here (the simulator's, never a real one)
      dangerouslyAllowBrowser: true,
    });
    const body = { method: /** @type {const} */ ('cc'), type: /** @type {const} */ ('authorisation'), value: 30 };
    const made = await client.POST('/single', { body, idempotencyKey: 'order-1' });
    const again = await client.POST('/single', { body, idempotencyKey: 'order-1' });
    const id = String(made.data?.id);
    const read = await client.GET('/single/{id}', { params: { path: { id } } });
    const capture = await client.POST('/capture/{id}', { params: { path: { id } }, body: { descriptive: 'Order 1' } });
    const captureId = String(capture.data?.id);
    const refund = await client.POST('/refund/{id}', { params: { path: { id: captureId } }, body: { value: 10 } });
    const clock = await fetch(`${SANDBOX_URL}/__simulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '2030-01-07T10:00:00Z' }),
    });
    return {
      created: { status: made.response.status, id },
      replay: made.data?.id === again.data?.id && again.response.headers.get('Idempotency-Replay'),
      read: { status: read.response.status, state: read.data?.payment_status, value: read.data?.value },
      capture: capture.response.status,
      refund: refund.response.status,
      clock: { status: clock.status, day: (await clock.json()).now.slice(0, 10) },
    };
  } finally {
    worker.stop();
  }
}
