// @ts-check
// The "Try it" panel's sandbox: the simulator (@payments-contract/simulator/browser) in a Web Worker of the docs
// page, so nothing the reader sends leaves the page. Bundled by docs/tryit/bundle.js. Every answer is checked by the
// generated validators; notifications go to a recorder in place of `fetch` (the simulator would POST them to the
// merchant's URLs), so the panel can list what it would have sent, each checked too.

import { notificationKinds, validateNotification, validateResponse } from '@payments-contract/validators';
import { createSimulator, SANDBOX, signWithTestKey } from '../../packages/simulator/src/browser.js';

/** The sandbox's address on the page (the spec's server, its default host) and the simulator's own accounts. */
export const BASE = 'https://sandbox.payments.example';
export const ACCOUNT = { accountId: 'simulator-account', apiKey: 'simulator-key' };
const MERCHANT = 'https://merchant.example/notifications/';
const KINDS = /** @type {const} */ (['generic', 'authorisation', 'transaction']);

/** @type {Array<{ kind: string, url: string, body: unknown, check: unknown }>} */
let sent = [];
/** @type {ReturnType<typeof createSimulator>} */
let simulator;

/** A new simulator whose notification URLs are the recorder's (PATCH /config, as a merchant would set them). */
async function start() {
  sent = [];
  simulator = createSimulator({
    allowedHosts: [new URL(BASE).hostname],
    log: () => {},
    notificationFetch: async (url, init) => {
      // The URL set for a kind says which notification it is (the validators name it "genericNotification" …).
      const kind = notificationKinds.find((name) => name === `${String(url).slice(MERCHANT.length)}Notification`);
      const text = typeof init?.body === 'string' ? init.body : '';
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      sent.push({
        kind: kind ?? '',
        url: String(url),
        body,
        check: validateNotification(body, /** @type {any} */ (kind)),
      });
      return new Response(null, { status: 200 });
    },
  });
  const urls = Object.fromEntries(KINDS.map((kind) => [kind, `${MERCHANT}${kind}`]));
  await send({ method: 'PATCH', path: '/2.0/config', body: JSON.stringify(urls) });
}

/**
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string, signed?: boolean }} request
 * path: from the host on (`/2.0/single?page=1`, `/__simulator/clock`)
 */
async function send({ method, path, headers = {}, body, signed }) {
  /** @type {Record<string, string>} */
  const all = { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey, ...headers };
  if (body !== undefined && body !== '') all['Content-Type'] = 'application/json';
  if (signed && body !== undefined) all['Signature'] = await signWithTestKey(body);
  const response = await simulator.fetch(
    new Request(`${BASE}${path}`, { method, headers: all, ...(body !== undefined && body !== '' ? { body } : {}) }),
  );
  const text = await response.text();
  let parsed;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    body: parsed,
  };
}

const ready = start();

/** @param {MessageEvent} event */
async function onMessage(event) {
  const { id, request, operation, reset, notifications } = event.data ?? {};
  try {
    await ready;
    if (reset) {
      await start();
      return { id, reset: true };
    }
    if (notifications) return { id, notifications: sent };
    const answer = await send(request);
    // "Checked by the generated validators": the operation's answer at its status, as the client checks it.
    const check = operation ? validateResponse(operation, answer.status, answer.body) : undefined;
    return { id, ...answer, check };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

self.addEventListener('message', async (event) => {
  self.postMessage(await onMessage(event));
});
self.postMessage({ hello: { declinedAmount: SANDBOX.declinedAmount, base: BASE, account: ACCOUNT.accountId } });
