// @ts-check
// The "Try it" panel, loaded by the page the first time a reader presses an operation's "Try it" button
// (docs/tryit/loader.js); bundled with the simulator's worker by docs/tryit/bundle.js. The panel opens inside the
// operation's section, prefilled from the operation's example (docs/tryit/operations.js); "Send" posts the request
// to the simulator in a Web Worker of the page and shows the answer: status, the headers the interface gives
// meaning to, the body, and the generated validators' verdict. Ids the simulator returns fill the next operation's
// path, so a payment created here can be read, captured and refunded; the controls stand in for the customer and
// for time; nothing leaves the page.

/** @typedef {{ key: string, method: string, path: string, operationId: string, summary: string, section: string,
 *   pathParams: Record<string, unknown>, query: Record<string, unknown>, body: unknown, idempotencyHeader?: string,
 *   signed: boolean }} TryItOperation */

/** The headers whose meaning the interface gives (Idempotency and retries, Errors), shown present or absent. */
const SHOWN_HEADERS = ['Idempotency-Replay', 'X-Service-Should-Retry', 'Retry-After'];
/** Paths whose POST makes a payment (the rest act on one: capture, refund, void, authorisation). */
const PAYMENTS = new Set(['single', 'frequent', 'subscription', 'out_payment', 'link', 'checkout']);
const GUIDE_CHOICES = '#/guide-simulator/choices-the-simulator-makes-where-the-interface-is-silent';
const GUIDE_KEY = '#/guide-simulator/try-it-in-the-docs-page';

/** @param {string} tag @param {Record<string, string>} [attributes] @param {Array<Node | string>} [children] */
function h(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The worker, from the source this bundle carries: a blob: URL works from disk, where a file: worker is refused. */
/** @param {string} source */
function startWorker(source) {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  let next = 0;
  /** @type {Map<number, (answer: any) => void>} */
  const waiting = new Map();
  /** @type {(hello: any) => void} */
  let greet = () => {};
  const hello = new Promise((resolve) => (greet = resolve));
  worker.addEventListener('message', (event) => {
    if (event.data?.hello) return greet(event.data.hello);
    waiting.get(event.data?.id)?.(event.data);
    waiting.delete(event.data?.id);
  });
  return {
    hello,
    /** @param {Record<string, unknown>} message @returns {Promise<any>} */
    ask(message) {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ ...message, id });
      });
    },
  };
}

/** The example body's amount, for the mbw controls. @param {TryItOperation} operation */
const exampleValue = (operation) =>
  Number(/** @type {{ value?: unknown } | undefined} */ (operation.body)?.value ?? 10);

/** A fresh Idempotency-Key (the panel's own; the client makes one the same way). */
const newKey = () => crypto.randomUUID();

/** @param {string} template @param {Record<string, string>} values */
const fillPath = (template, values) =>
  template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ''));

/** @param {Record<string, string>} query */
const queryString = (query) => {
  const entries = Object.entries(query).filter(([, value]) => value !== '');
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/**
 * "Copy as code": the request as a call of @payments-contract/client and as curl, against the sandbox address the
 * reader sets in PAYMENTS_BASE_URL (the credentials from the environment, never from the page).
 * @param {TryItOperation} operation @param {{ path: Record<string, string>, query: Record<string, string>, body?: string, key?: string }} request
 */
export function asCode(operation, request) {
  const init = {};
  const params = {};
  if (Object.keys(request.path).length) params.path = request.path;
  const query = Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== ''));
  if (Object.keys(query).length) params.query = query;
  if (Object.keys(params).length) init.params = params;
  if (request.body) init.body = JSON.parse(request.body);
  const args = [JSON.stringify(operation.path), ...(Object.keys(init).length ? [JSON.stringify(init, null, 2)] : [])];
  const typescript = `import { createPaymentsClient } from '@payments-contract/client';

const client = createPaymentsClient({
  baseUrl: process.env.PAYMENTS_BASE_URL ?? '', // the sandbox's address, ending in /2.0
  accountId: process.env.PAYMENTS_ACCOUNT_ID ?? '',
  apiKey: process.env.PAYMENTS_API_KEY ?? '', // server-side only
});
const { data, error, response } = await client.${operation.method.toUpperCase()}(${args.join(', ')});
console.log(response.status, error ?? data);
`;
  const quote = (/** @type {string} */ text) => `'${text.replace(/'/g, `'\\''`)}'`;
  const lines = [
    `curl -sS -X ${operation.method.toUpperCase()} "$PAYMENTS_BASE_URL${fillPath(operation.path, request.path)}${queryString(request.query)}"`,
    `  -H "AccountId: $PAYMENTS_ACCOUNT_ID"`,
    `  -H "ApiKey: $PAYMENTS_API_KEY"`,
  ];
  if (operation.idempotencyHeader && request.key)
    lines.push(`  -H ${quote(`${operation.idempotencyHeader}: ${request.key}`)}`);
  if (request.body)
    lines.push(`  -H 'Content-Type: application/json'`, `  --data ${quote(JSON.stringify(JSON.parse(request.body)))}`);
  return { typescript, curl: `${lines.join(' \\\n')}\n` };
}

/**
 * @param {{ operations: TryItOperation[], workerSource: string, version: string, reasons?: Record<string, string> }} input
 * reasons: HTTP's reason phrases by status code (the simulator's answers carry none, as HTTP/2 has none)
 */
export function createTryIt({ operations, workerSource, version, reasons = {} }) {
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  /** @type {ReturnType<typeof startWorker> | undefined} */
  let worker;
  const sandbox = () => (worker ??= startWorker(workerSource));
  /** Ids the simulator answered with, by the first segment of the path that made them ("single", "capture" …). */
  const remembered = /** @type {Record<string, string>} */ ({});
  /** The last payment made (a capture, a refund or a void names the payment in its path). */
  let lastPayment = '';
  /** Open panels' path fields the reader has not edited, refilled when an id is remembered. */
  const refills = new Set();

  /** The id a path parameter starts with: the resource's own when reading or changing it, else the last payment's. */
  const prefill = (/** @type {TryItOperation} */ operation, /** @type {unknown} */ example) => {
    const segment = operation.path.split('/')[1] ?? '';
    if (operation.method !== 'post' && remembered[segment]) return remembered[segment];
    return lastPayment || String(example);
  };
  /** @param {TryItOperation} operation @param {any} reply */
  const remember = (operation, reply) => {
    if (operation.method !== 'post' || reply.status >= 300 || typeof reply.body?.id !== 'string') return;
    const segment = operation.path.split('/')[1] ?? '';
    remembered[segment] = reply.body.id;
    if (PAYMENTS.has(segment)) lastPayment = reply.body.id;
    for (const refill of refills) refill();
  };

  /** The answer's rendering. @param {any} answer @param {TryItOperation} [operation] */
  function answerView(answer, operation) {
    if (answer.error) return h('p', { role: 'alert' }, [`The simulator could not answer: ${answer.error}`]);
    const statusLine = h('p', { class: 'tryit-status', 'data-status': String(answer.status) }, [
      h('strong', {}, ['Status ']),
      `${answer.status} ${answer.statusText || reasons[answer.status] || ''}`.trim(),
    ]);
    const headers = h(
      'dl',
      { class: 'tryit-headers' },
      SHOWN_HEADERS.flatMap((name) => {
        const value = Object.entries(answer.headers ?? {}).find(
          ([key]) => key.toLowerCase() === name.toLowerCase(),
        )?.[1];
        return [h('dt', {}, [name]), h('dd', {}, [value ?? '(absent)'])];
      }),
    );
    const body = h('pre', { class: 'tryit-body', tabindex: '0', 'aria-label': 'Answer body' }, [
      answer.body === undefined ? '(no body)' : JSON.stringify(answer.body, null, 2),
    ]);
    const check = answer.check;
    const verdict = !check
      ? h('p', {}, ['Not an operation of the service: not checked.'])
      : check.ok
        ? h('p', { class: 'tryit-valid', 'data-valid': 'true' }, [
            `Valid: the answer matches ${operation?.key ?? 'the operation'} at ${answer.status} (checked by @payments-contract/validators)`,
            check.warnings?.length
              ? `, with ${check.warnings.length} warning(s): ${check.warnings.map((/** @type {any} */ w) => w.message).join('; ')}`
              : '.',
          ])
        : h('p', { class: 'tryit-invalid', 'data-valid': 'false', role: 'alert' }, [
            `Invalid by @payments-contract/validators: ${check.errors.map((/** @type {any} */ e) => `${e.path || '(body)'} ${e.message}`).join('; ')}`,
          ]);
    return h('div', { class: 'tryit-answer', role: 'status' }, [statusLine, headers, body, verdict]);
  }

  /**
   * The panels opened, by operation key. Redoc renders a section anew when the reader leaves it and comes back, and
   * drops what was put in it; the loader then calls `open` again with the new section, and the same panel (its
   * fields as the reader left them, its answer) goes back in.
   * @type {Map<string, HTMLElement>}
   */
  const panels = new Map();
  /** The section as the page shows it now: `host` unless Redoc rendered it anew meanwhile. @param {HTMLElement} host */
  const current = (host) => {
    if (host.isConnected) return host;
    const id = host.getAttribute('data-section-id');
    const now = id && document.querySelector(`[data-section-id="${CSS.escape(id)}"]`);
    return now instanceof HTMLElement ? now : host;
  };

  /**
   * Opens the operation's panel in its section, or puts the one already open back there.
   * @param {HTMLElement} host the operation's section @param {string} operationKey
   * @param {{ focus?: boolean }} [options] focus: move focus into the panel (not when the loader restores it)
   */
  async function open(host, operationKey, { focus = true } = {}) {
    const found = byKey.get(operationKey);
    if (!found) return;
    const operation = found;
    const existing = panels.get(operationKey);
    if (existing) {
      if (!host.contains(existing)) host.append(existing);
      if (focus) /** @type {HTMLElement | null} */ (existing.querySelector('button, input, textarea'))?.focus();
      return;
    }
    const id = `tryit-${operation.operationId}`;
    const fields = h('div', { class: 'tryit-fields' });
    /** @type {Record<string, HTMLInputElement>} */
    const pathInputs = {};
    /** @type {Record<string, HTMLInputElement>} */
    const queryInputs = {};
    /** @param {string} label @param {string} value @param {string} name */
    const input = (label, value, name) => {
      const field = /** @type {HTMLInputElement} */ (h('input', { id: `${id}-${name}`, value, spellcheck: 'false' }));
      fields.append(h('label', { for: field.id }, [label]), field);
      return field;
    };
    for (const [name, example] of Object.entries(operation.pathParams)) {
      const field = input(`Path: ${name}`, prefill(operation, example), `path-${name}`);
      field.addEventListener('input', () => field.setAttribute('data-edited', 'true'));
      refills.add(() => {
        if (field.isConnected && !field.hasAttribute('data-edited')) field.value = prefill(operation, example);
      });
      pathInputs[name] = field;
    }
    for (const [name, example] of Object.entries(operation.query))
      queryInputs[name] = input(`Query: ${name}`, String(example), `query-${name}`);
    const key = operation.idempotencyHeader ? input(operation.idempotencyHeader, newKey(), 'key') : undefined;
    /** @type {HTMLTextAreaElement | undefined} */
    let body;
    if (operation.body !== undefined) {
      body = /** @type {HTMLTextAreaElement} */ (
        h('textarea', { id: `${id}-body`, rows: '10', spellcheck: 'false' }, [JSON.stringify(operation.body, null, 2)])
      );
      fields.append(h('label', { for: body.id }, ['JSON body (editable)']), body);
    }
    const answer = h('div', { class: 'tryit-answer-slot', 'aria-live': 'polite' });
    // Scrollable, so reachable by keyboard (axe: scrollable-region-focusable), like the answer's body.
    const code = h('pre', { class: 'tryit-code', tabindex: '0', hidden: '' });
    const notices = h('div', { class: 'tryit-notifications' });
    const request = () => ({
      path: Object.fromEntries(Object.entries(pathInputs).map(([name, field]) => [name, field.value])),
      query: Object.fromEntries(Object.entries(queryInputs).map(([name, field]) => [name, field.value])),
      ...(body ? { body: body.value } : {}),
      ...(key ? { key: key.value } : {}),
    });
    const button = (/** @type {string} */ label, /** @type {() => unknown} */ action, extra = {}) => {
      const element = h('button', { type: 'button', ...extra }, [label]);
      element.addEventListener('click', () => action());
      return element;
    };
    async function sendIt() {
      const values = request();
      if (values.body !== undefined) {
        try {
          JSON.parse(values.body);
        } catch (error) {
          answer.replaceChildren(
            h('p', { role: 'alert' }, [`The body is not JSON: ${error instanceof Error ? error.message : error}`]),
          );
          return;
        }
      }
      const headers = /** @type {Record<string, string>} */ ({});
      if (operation.idempotencyHeader && values.key) headers[operation.idempotencyHeader] = values.key;
      const reply = await sandbox().ask({
        operation: operation.key,
        request: {
          method: operation.method.toUpperCase(),
          path: `/2.0${fillPath(operation.path, values.path)}${queryString(values.query)}`,
          headers,
          ...(values.body !== undefined ? { body: values.body } : {}),
          signed: operation.signed,
        },
      });
      // State carries on: an id the simulator made fills the next operation's path.
      remember(operation, reply);
      answer.replaceChildren(answerView(reply, operation));
    }

    /** @param {string} path @param {unknown} [payload] @param {string} [method] */
    async function control(path, payload, method = 'POST') {
      const reply = await sandbox().ask({
        request: { method, path, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) },
      });
      answer.replaceChildren(answerView(reply));
      return reply;
    }

    async function listNotifications() {
      const { notifications } = await sandbox().ask({ notifications: true });
      const items = notifications.map((/** @type {any} */ n) =>
        h('li', { 'data-valid': String(n.check.ok) }, [
          h('strong', {}, [n.kind]),
          ` to ${n.url}: ${n.check.ok ? 'valid (@payments-contract/validators)' : `invalid: ${n.check.errors.map((/** @type {any} */ e) => e.message).join('; ')}`}`,
          h('pre', { tabindex: '0', 'aria-label': `${n.kind} notification body` }, [JSON.stringify(n.body, null, 2)]),
        ]),
      );
      notices.replaceChildren(
        h('h4', {}, [`Notifications the simulator would have sent (${notifications.length})`]),
        items.length ? h('ol', {}, items) : h('p', {}, ['None yet.']),
      );
    }

    /** The next 18:00 Lisbon after the simulator's clock, plus a minute (direct debits are cut off then). */
    async function past1800() {
      const { body: clock } = await sandbox().ask({ request: { method: 'GET', path: '/__simulator/clock' } });
      const now = new Date(clock.now);
      const lisbon = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Lisbon',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(now);
      const hour = Number(lisbon.find((p) => p.type === 'hour')?.value);
      const minute = Number(lisbon.find((p) => p.type === 'minute')?.value);
      let ms = ((18 - hour) * 60 - minute + 1) * 60_000;
      if (ms <= 0) ms += 86_400_000;
      return control('/__simulator/clock', {
        advanceMs: ms - (now.getUTCSeconds() * 1000 + now.getUTCMilliseconds()) + 1000,
      });
    }

    const copy = (/** @type {'typescript' | 'curl'} */ which) => {
      let text;
      try {
        text = asCode(operation, request())[which];
      } catch (error) {
        text = `The body is not JSON: ${error instanceof Error ? error.message : error}`;
      }
      code.textContent = text;
      code.removeAttribute('hidden');
      code.setAttribute('aria-label', which === 'curl' ? 'curl command' : 'TypeScript client call');
      navigator.clipboard?.writeText(text).catch(() => {});
    };

    const controls = h('div', { class: 'tryit-controls', role: 'group', 'aria-label': 'Simulator controls' }, [
      button('Pay the multibanco reference', () =>
        control(`/__simulator/payments/${encodeURIComponent(lastPayment)}/pay`),
      ),
      button('Advance the clock past 18:00 Lisbon', () => past1800()),
      button('Advance the clock a day', () => control('/__simulator/clock', { advanceMs: 86_400_000 + 1000 })),
      button('List notifications', () => listNotifications()),
      button('Reset the simulator', async () => {
        await sandbox().ask({ reset: true });
        for (const name of Object.keys(remembered)) delete remembered[name];
        lastPayment = '';
        answer.replaceChildren(
          h('p', { role: 'status' }, ['The simulator was reset: no payments, the clock at its start.']),
        );
        notices.replaceChildren();
      }),
    ]);
    const mbw = [];
    if (operation.key === 'POST /single' && body) {
      const { declinedAmount } = await sandbox().hello;
      const setBody = (/** @type {number} */ value) => {
        const current = JSON.parse(/** @type {HTMLTextAreaElement} */ (body).value);
        /** @type {HTMLTextAreaElement} */ (body).value = JSON.stringify({ ...current, method: 'mbw', value }, null, 2);
      };
      mbw.push(
        button('mbw: the customer accepts', () =>
          setBody(exampleValue(operation) === declinedAmount ? 10 : exampleValue(operation)),
        ),
        button(`mbw: the customer declines (amount ${declinedAmount})`, () => setBody(declinedAmount)),
      );
    }
    const panel = h(
      'section',
      { class: 'tryit-panel', 'data-operation': operation.key, 'aria-labelledby': `${id}-title` },
      [
        h('h3', { id: `${id}-title`, tabindex: '-1' }, [`Try it: ${operation.key}`]),
        h('p', { class: 'tryit-label' }, [
          h('strong', {}, ['The simulator, not the service: ']),
          `a stateful simulator (version ${version}'s examples) runs in this page; nothing leaves it. Its choices where the interface is silent: `,
          h('a', { href: GUIDE_CHOICES }, ['the simulator guide']),
          '. It uses its own account (simulator-account); there is no field for your ApiKey: ',
          h('a', { href: GUIDE_KEY }, ['why']),
          '.',
        ]),
        fields,
        h('div', { class: 'tryit-actions' }, [
          button('Send', () => sendIt(), { class: 'tryit-send' }),
          ...mbw,
          button('Copy as TypeScript', () => copy('typescript')),
          button('Copy as curl', () => copy('curl')),
        ]),
        controls,
        code,
        answer,
        notices,
      ],
    );
    if (panels.has(operationKey)) return; // opened twice meanwhile: the first one stands
    panels.set(operationKey, panel);
    current(host).append(panel);
    if (focus) /** @type {HTMLElement} */ (panel.querySelector('h3'))?.focus();
  }

  /** Whether the operation's panel was opened (the loader restores it when Redoc renders its section anew). */
  const isOpen = (/** @type {string} */ operationKey) => panels.has(operationKey);

  return { open, isOpen };
}
