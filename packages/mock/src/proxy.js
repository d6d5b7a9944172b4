// @ts-check
// The mock's front door: every request is answered inside this handler, whatever it carries. A target that is not
// a path, a body over the cap and a request breaking the contract are refused here in the error envelope (Errors
// rule 2), the others go to Prism, and Prism's answers are rewritten to the interface's (envelope.js, rewrite.js,
// pages.js). Idempotency keys are kept here so that a replay is marked (Errors rule 5).
import { request as forward } from 'node:http';
import {
  checkRequest,
  createIdempotencyStore,
  fingerprint,
  IDEMPOTENCY_HEADER,
  refusal,
} from '@payments-contract/simulator/front';
import { declaredTooLarge, MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedTooDeep, readBody } from './body.js';
import { BUNDLED } from './contract.js';
import { envelopeFor } from './envelope.js';
import { lastPage } from './pages.js';
import { RETRY_AFTER_SECONDS } from './ready.js';
import { rewriteHeaders } from './rewrite.js';
import { send } from './send.js';
import { missingSignature } from './signature.js';
import { parseTarget } from './target.js';

/** @typedef {import('node:http').IncomingMessage} Incoming @typedef {import('node:http').ServerResponse} Outgoing */

const tooLarge = () => refusal(413, [`request body is over ${MAX_BODY_BYTES} bytes`]);

/** While Prism cannot be reached: 503, transient (Errors rule 4), with how long to wait (ready.js). */
const notReady = () =>
  refusal(503, ['the mock is starting Prism, which serves its answers; try again shortly'], {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });

/**
 * @param {{ port: () => number, ready: () => Promise<boolean> }} prism the port Prism listens on, once `ready`
 * resolves true (false: Prism cannot be started now)
 * @param {import('./contract.js').Contract} [contract] the spec requests are checked by (contract.js): Prism's own
 */
export function createProxy(prism, contract = BUNDLED) {
  const keys = createIdempotencyStore({ now: Date.now, capacity: 10_000 });

  /** @param {Incoming} incoming @param {Outgoing} outgoing @param {string} origin */
  async function answer(incoming, outgoing, origin) {
    const method = incoming.method ?? 'GET';
    const target = incoming.url ?? '/';
    const url = parseTarget(target);
    if (typeof url === 'string') return send(outgoing, refusal(400, [url]), origin);
    if (declaredTooLarge(incoming)) return send(outgoing, tooLarge(), origin, { close: true });
    // a client waiting for 100-continue sends its body now (the server hands such requests over unanswered)
    if (/100-continue/i.test(String(incoming.headers.expect ?? ''))) outgoing.writeContinue();
    const body = await readBody(incoming);
    if (!body) return send(outgoing, tooLarge(), origin, { close: true });
    if (nestedTooDeep(body))
      return send(
        outgoing,
        refusal(400, [`request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`]),
        origin,
      );
    const text = body.toString('utf8');
    const found = contract.match(method, url.pathname);
    // The credentials are all the mock can check (it has no accounts); Prism refuses a request without them
    const authenticated = Boolean(incoming.headers.accountid && incoming.headers.apikey);
    if ('route' in found && authenticated) {
      const contentType = incoming.headers['content-type'] ?? null;
      const checked = checkRequest(
        found.route,
        { params: found.params, query: url.searchParams, contentType, text },
        contract.validators,
      );
      if (!checked.ok) return send(outgoing, checked.refusal, origin);
      const unsigned = missingSignature(found.route, incoming.headers);
      if (unsigned) return send(outgoing, unsigned, origin);
    }
    // Limits: the key is accepted "for POST and PATCH; not for GET and DELETE" (the spec's x-retry-policy.idempotency)
    const key = incoming.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const act = () => fromPrism(incoming, body, url.searchParams);
    // Errors rule 5: one key, one effect, concurrent requests included: the simulator's `once` (through `front`)
    // runs the first request and makes the others with the key wait for its answer, then replay it. Authentication
    // rule 7: a request that fails authentication is not subject to idempotency rules, so, as in the simulator
    // (packages/simulator/src/simulator.js: authenticated before the key is read), one without credentials is
    // answered by Prism's refusal without its key being read or stored (nor a stored answer replayed to it).
    const result =
      authenticated && typeof key === 'string' && contract.idempotentMethods.has(method)
        ? await keys.once(String(incoming.headers.accountid ?? ''), key, fingerprint(method, target, text), act)
        : await act();
    // Prism's answer (first or replayed) as Prism's rewritten headers and text; the mock's own refusals in the envelope
    if (!('raw' in result)) return send(outgoing, result, origin);
    outgoing.writeHead(result.status, result.headers).end(result.raw || undefined);
  }

  /**
   * Prism's answer, rewritten into the interface's, as an answer the idempotency store can keep: `body` parsed when
   * it is JSON, and `raw` the text sent (a replay sends the same text).
   * @param {Incoming} incoming @param {Buffer} body @param {URLSearchParams} query
   * @returns {Promise<import('@payments-contract/simulator/front').Answer & { raw?: string }>}
   */
  async function fromPrism(incoming, body, query) {
    const answered = (await prism.ready()) ? await ask(prism.port(), incoming, body) : undefined;
    if (!answered) return notReady();
    const requested = Number(/\bcode=(\d{3})\b/.exec(String(incoming.headers.prefer ?? ''))?.[1]) || undefined;
    const rewritten = envelopeFor(answered.status, answered.contentType, answered.body, requested);
    const status = rewritten?.status ?? answered.status;
    const headers = rewriteHeaders(status, answered.headers);
    const paged = status === 200 ? lastPage(query, answered.body) : undefined;
    if (rewritten || paged) headers['content-type'] = 'application/json';
    const sent = rewritten?.body ?? paged ?? answered.body;
    let parsed;
    try {
      parsed = sent ? JSON.parse(sent) : undefined;
    } catch {
      parsed = sent;
    }
    return { status, headers: /** @type {Record<string, string>} */ (headers), body: parsed, raw: sent };
  }

  /** @param {Incoming} incoming @param {Outgoing} outgoing */
  return async function handle(incoming, outgoing) {
    const origin = String(incoming.headers.origin ?? '*');
    try {
      await answer(incoming, outgoing, origin);
    } catch {
      // a fault of the mock itself (the client's mistakes are answered above): answered, never thrown
      if (outgoing.headersSent) outgoing.destroy();
      else send(outgoing, refusal(500, ['the mock could not answer this request']), origin, { close: true });
    }
  };
}

/**
 * Prism's answer to the request, or undefined when Prism cannot be reached.
 * @param {number} port @param {Incoming} incoming @param {Buffer} body
 * @returns {Promise<{ status: number, contentType: string, headers: import('node:http').IncomingHttpHeaders, body: string } | undefined>}
 */
function ask(port, incoming, body) {
  return new Promise((resolve) => {
    const { method, url: path } = incoming;
    const { expect: _continue, ...headers } = incoming.headers; // the body is already read
    const upstream = forward({ host: '127.0.0.1', port, method, path, headers }, (answer) => {
      const parts = /** @type {Buffer[]} */ ([]);
      answer.on('data', (chunk) => parts.push(chunk));
      answer.on('error', () => resolve(undefined));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 502,
          contentType: String(answer.headers['content-type'] ?? ''),
          headers: answer.headers,
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
    });
    upstream.on('error', () => resolve(undefined));
    upstream.end(body.length ? body : undefined);
  });
}
