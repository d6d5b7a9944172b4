// @ts-check
// The scorecard's front: a simulator with the run's fault plan in front of it and a journal of everything the
// merchant's code sent and received. In process (`scorecard.fetch`, for a client's `fetch` option) or over HTTP on
// loopback (`listen()`: the base URL a command is given). The notifications the simulator sends go through it too:
// recorded, faulted as the plan says (duplicated, re-dated, forged, contradicted, out of order), and delivered to
// the receiver the account configured (over HTTP), or to the `receiver` function given in process. The receiver
// tells the scorecard when it acts: POST {id, status} to `<scorecard URL>/acted`, or `scorecard.acted(id, status)`.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { createJournal } from './journal.js';
import { checkPlan, DEFAULT_PLAN, faultFits, SLOW_MS } from './plan.js';

/** How long the service keeps an Idempotency-Key (Limits), from the spec the package ships. */
const RETENTION_MS =
  Number(
    createRequire(import.meta.url)('@payments-contract/spec/openapi.json')['x-retry-policy'].idempotency.retentionHours,
  ) * 3_600_000;

const SHOULD_RETRY = 'x-service-should-retry';
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * @typedef {{ plan?: import('./plan.js').FaultPlan, receiver?: (request: Request) => Promise<Response>,
 *   simulator?: Record<string, unknown> }} ScorecardOptions
 *   `simulator`: options for createSimulator (accounts, seed); `receiver`: where notifications go in process
 */

/**
 * The simulator behind the front, as far as a scorecard's user needs it: its own fetch (no faults, no journal) and
 * its clock (to move it past a key's 24 hours or 18:00 Lisbon between calls).
 * @typedef {{ fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
 *   clock: { now: () => number, advance: (ms: number) => Promise<unknown>, tick: () => Promise<void> } }} ScorecardSimulator
 */
/**
 * @typedef {{ simulator: ScorecardSimulator, journal: import('./journal.js').Journal,
 *   plan: import('./plan.js').FaultPlan, publicKey: string,
 *   fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
 *   acted: (id: string, status?: string) => void, settled: () => Promise<void>,
 *   listen: (port?: number) => Promise<string>, close: () => Promise<void> }} Scorecard
 */

/** @param {ScorecardOptions} [options] @returns {Promise<Scorecard>} */
export async function createScorecard(options = {}) {
  const plan = checkPlan(options.plan ?? DEFAULT_PLAN);
  const { createSimulator, TEST_PUBLIC_KEY } = await importSimulator();
  const journal = createJournal();
  const requestFaults = plan.requests.map((fault) => ({ ...fault, used: false }));
  const notificationFaults = [...plan.notifications];
  /** Identities (method, path, body) whose last try got no success: the next identical request is a resend. */
  const open = new Set();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  /** @type {{ url: string, init: RequestInit } | undefined} */
  let heldBack;

  /** Sends a notification to the receiver, never letting its failure reach the simulator's timers. */
  const send = async (/** @type {string} */ url, /** @type {RequestInit} */ init) =>
    options.receiver ? options.receiver(new Request(url, init)) : globalThis.fetch(url, init);

  /** @param {string} url @param {RequestInit} init @param {string | null} fault */
  function deliver(url, init, fault) {
    const body = String(init.body ?? '');
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = {};
    }
    journal.delivery({
      kind: kindOf(url),
      id: String(parsed.id ?? parsed.authorisation?.id ?? ''),
      status: typeof parsed.status === 'string' ? parsed.status : null,
      body,
      fault,
    });
    const sent = send(url, init);
    pending.push(sent.catch(() => undefined));
    return sent;
  }

  /** The simulator's notification fetch: each delivery recorded, then the plan's notification faults. */
  async function notificationFetch(/** @type {string | URL | Request} */ input, /** @type {RequestInit} */ init = {}) {
    const url = String(input instanceof Request ? input.url : input);
    const fault = notificationFaults.shift();
    if (fault === 'out-of-order' && !heldBack) {
      heldBack = { url, init };
      return new Response(null, { status: 200 });
    }
    const answer = await deliver(url, init, null);
    if (heldBack) {
      const { url: late, init: lateInit } = heldBack;
      heldBack = undefined;
      await deliver(late, lateInit, 'out-of-order');
    }
    const body = JSON.parse(String(init.body ?? '{}'));
    if (fault === 'duplicated') await deliver(url, init, 'duplicated');
    if (fault === 're-dated' && typeof body.date === 'string')
      await deliver(url, { ...init, body: JSON.stringify({ ...body, date: reDated(body.date) }) }, 're-dated');
    if (fault === 'forged')
      await deliver(
        url,
        {
          ...init,
          headers: { ...headersOf(init), authorization: 'Bearer forged' },
          body: JSON.stringify({ ...body, id: randomUUID(), status: 'success' }),
        },
        'forged',
      );
    if (fault === 'contradicted')
      await deliver(
        url,
        { ...init, body: JSON.stringify({ ...body, status: body.status === 'success' ? 'failed' : 'success' }) },
        'contradicted',
      );
    return answer;
  }

  const simulator = createSimulator({ ...options.simulator, notificationFetch, log: () => {} });

  /** The fault for a first try, if the plan has one left for it. @param {string} method */
  function faultFor(method) {
    const on = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
    const fault = requestFaults.find((f) => !f.used && (f.on === 'any' || f.on === on) && faultFits(f.kind, method));
    if (fault) fault.used = true;
    return fault?.kind ?? null;
  }

  /**
   * The recording, faulting fetch (the simulator's behind it). A lost answer throws as undici does.
   * @param {string | URL | Request} input @param {RequestInit} [init] @returns {Promise<Response>}
   */
  async function fetch(input, init) {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.replace(/^\/2\.0(?=\/)/, '').startsWith('/__simulator/')) return simulator.fetch(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const path = url.pathname.replace(/^\/2\.0(?=\/|$)/, '');
    const identity = JSON.stringify([request.method, path, url.search, body]);
    const fault = open.has(identity) ? null : faultFor(request.method);
    const headers = request.headers;
    const entry = journal.request({
      method: request.method,
      path,
      query: url.search,
      body,
      accountId: headers.has('accountid'),
      apiKey: headers.has('apikey'),
      key: headers.get('idempotency-key'),
      signature: headers.get('signature'),
      status: null,
      shouldRetry: null,
      fault,
    });
    /** @type {Response} */
    let response;
    try {
      const status = /^(\d{3})(?: retry:(true|false))?$/.exec(fault ?? '');
      if (status) {
        const extra = /** @type {Record<string, string>} */ ({});
        if (status[2]) extra['X-Service-Should-Retry'] = status[2];
        if (status[1] === '429') extra['Retry-After'] = '1';
        response = Response.json(
          { status: 'error', message: [`an injected fault of the scorecard (${fault})`] },
          { status: Number(status[1]), headers: extra },
        );
      } else {
        if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        if (fault === 'past-cutoff') await simulator.clock.advance(untilCutoff(simulator.clock.now()));
        response = await simulator.fetch(new Request(request, { body: body || null }));
        // the key's retention passes while the answer is lost: the resend with the same key starts a fresh request
        if (fault === 'no-answer past-24h') await simulator.clock.advance(RETENTION_MS + 60_000);
        if (fault === 'no-answer' || fault === 'no-answer past-24h') {
          open.add(identity);
          throw Object.assign(new TypeError('fetch failed'), {
            cause: Object.assign(new Error('other side closed (the scorecard dropped the answer: an injected fault)'), {
              code: 'UND_ERR_SOCKET',
            }),
          });
        }
      }
    } catch (error) {
      open.add(identity);
      throw error;
    }
    entry.status = response.status;
    entry.shouldRetry = response.headers.get(SHOULD_RETRY);
    if (response.ok) open.delete(identity);
    else open.add(identity);
    return response;
  }

  /** @type {import('node:http').Server | undefined} */
  let server;
  /** @type {NodeJS.Timeout | undefined} */
  let ticker;
  /** @type {Scorecard} */
  const scorecard = {
    simulator,
    journal,
    plan,
    /** The account's public key a Signature is checked with (the simulator's test key unless the accounts say). */
    publicKey: TEST_PUBLIC_KEY,
    fetch,
    /** The receiver acted on the notification about `id`. @param {string} id @param {string} [status] */
    acted(id, status) {
      journal.act({ id: String(id), status: status ?? null });
    },
    /** Resolves once every notification sent so far has been answered. */
    async settled() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
    /** Serves the front on 127.0.0.1 (a free port unless given); resolves to its base URL (…/2.0). */
    async listen(port = 0) {
      server = createServer((req, res) => serve(scorecard, req, res));
      await new Promise((resolve) =>
        /** @type {import('node:http').Server} */ (server).listen(port, '127.0.0.1', () => resolve(undefined)),
      );
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      // the simulator's timers (a notification due, a debit collected) run as its clock is read, as its server does
      ticker = setInterval(() => void simulator.clock.tick().catch(() => undefined), 1_000);
      ticker.unref();
      return `http://127.0.0.1:${address.port}/2.0`;
    },
    async close() {
      clearInterval(ticker);
      await scorecard.settled();
      if (server)
        await new Promise((resolve) =>
          /** @type {import('node:http').Server} */ (server).close(() => resolve(undefined)),
        );
    },
  };
  return scorecard;
}

/** @param {Scorecard} scorecard @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
async function serve(scorecard, req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url}`;
  if (req.method === 'POST' && new URL(url).pathname === '/__scorecard/acted') {
    let act;
    try {
      act = JSON.parse(body.toString('utf8'));
    } catch {
      act = undefined;
    }
    if (!act || typeof act.id !== 'string') {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: ["field 'id' (the notified id acted on) must be a string"] }));
      return;
    }
    scorecard.acted(act.id, typeof act.status === 'string' ? act.status : undefined);
    res.writeHead(204).end();
    return;
  }
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  let response;
  try {
    response = await scorecard.fetch(url, {
      method: req.method ?? 'GET',
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? null : body,
    });
  } catch {
    // a lost answer: the connection closes with nothing sent, as the service's would
    req.socket.destroy();
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) Readable.fromWeb(/** @type {any} */ (response.body)).pipe(res);
  else res.end();
}

/** The simulator is an optional peer of this package: a clear error when it is not installed. */
async function importSimulator() {
  try {
    return await import('@payments-contract/simulator');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'the scorecard runs your code against the simulator, which needs @payments-contract/simulator: npm install --save-dev @payments-contract/simulator',
    );
  }
}

/** The notification kind a URL was configured for is unknown here; the path's last segment names it well enough. */
function kindOf(/** @type {string} */ url) {
  return new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'notification';
}

/**
 * How far to move the clock from `now` to be past the direct-debit cancel cutoff, 18:00 Europe/Lisbon (Limits):
 * 0 when it has passed today; otherwise to a minute after it (Lisbon is a whole-hour offset from UTC).
 * @param {number} now
 */
export function untilCutoff(now) {
  const lisbonHour = (/** @type {number} */ at) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(at)) %
    24;
  if (lisbonHour(now) >= 18) return 0;
  let at = Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000;
  while (lisbonHour(at) !== 18) at += 3_600_000;
  return at + 60_000 - now;
}

/** @param {RequestInit} init @returns {Record<string, string>} */
function headersOf(init) {
  return Object.fromEntries(new Headers(init.headers));
}

/** The same instant written otherwise: `2026-11-20 10:20:30` → `2026-11-20T10:20:30Z`. @param {string} date */
export function reDated(date) {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(date.trim());
  return match ? `${match[1]}T${match[2]}${match[2]?.length === 5 ? ':00' : ''}Z` : `${date} `;
}

export { WRITES };
