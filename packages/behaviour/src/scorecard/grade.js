// @ts-check
// Grades the run's journal against the client-side rules of the catalogue (client-side.js): each rule held, broken
// (naming the entries that broke it) or not exercised. What a rule allows and forbids is read from the spec the
// package ships (`x-retry-policy`, `x-signature`, the interval filter's `maxSpanDays`), never restated here.
import { createPublicKey, createVerify } from 'node:crypto';
import { createRequire } from 'node:module';
import { readCatalogue } from '../rules.js';
import { CLIENT_SIDE, NOT_GRADED, PRACTICES } from './client-side.js';
import { describeEntry } from './journal.js';

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
const policy = spec['x-retry-policy'];
const maxSpanDays = Number(spec['x-formats']['interval-filter'].maxSpanDays);
const keyRule = policy.idempotency;

/** Signed operations: method, a path pattern, and what `x-signature` says is signed. */
const SIGNED = Object.entries(/** @type {Record<string, any>} */ (spec.paths)).flatMap(([template, item]) =>
  Object.entries(/** @type {Record<string, any>} */ (item))
    .filter(([, operation]) => operation?.['x-signature'])
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${template.replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)')}$`),
      signature: operation['x-signature'],
    })),
);

/** @type {import('../rules.js').Rule[] | undefined} */
let shipped;
/** The package's catalogue, read once (parsing it costs more than grading a long journal). */
const shippedCatalogue = () => {
  shipped ??= readCatalogue();
  return shipped;
};

/**
 * @typedef {import('./journal.js').Entry} Entry
 * @typedef {import('./journal.js').RequestEntry} RequestEntry
 * @typedef {{ id: string, sentence: string, side: string, outcome: 'held' | 'broken' | 'not exercised',
 *   exercised: number, broken: string[] }} Grade  `broken`: each entry that broke it, with why
 * @typedef {{ grades: Grade[], practices: Grade[], notGraded: { id: string, why: string }[] }} Scorecard
 */

/**
 * @param {Entry[]} entries the run's journal
 * @param {{ publicKey?: string, catalogue?: import('../rules.js').Rule[] }} [options]
 * @returns {Scorecard}
 */
export function grade(entries, { publicKey, catalogue = shippedCatalogue() } = {}) {
  /** @type {Map<string, { exercised: number, broken: string[] }>} */
  const tally = new Map();
  const note = (/** @type {string} */ id, /** @type {string | undefined} */ broke) => {
    const t = tally.get(id) ?? { exercised: 0, broken: [] };
    t.exercised++;
    if (broke) t.broken.push(broke);
    tally.set(id, t);
  };
  const requests = /** @type {RequestEntry[]} */ (entries.filter((e) => e.type === 'request'));
  const key = publicKey && createPublicKey(publicKey);

  for (const request of requests) {
    const line = describeEntry(request);
    note(
      'auth.two-headers',
      request.accountId && request.apiKey
        ? undefined
        : `${line}: without ${!request.accountId ? 'AccountId' : 'ApiKey'}`,
    );
    if (request.key !== null)
      note(
        'limits.idempotency-key-max-50',
        request.key.length <= keyRule.maxLength ? undefined : `${line}: a key of ${request.key.length} characters`,
      );
    for (const interval of intervalsOf(request.query)) {
      const days = (interval.end - interval.start) / 86_400_000;
      note(
        'limits.interval-span-30-days',
        interval.end >= interval.start && days <= maxSpanDays
          ? undefined
          : `${line}: ${interval.text} spans ${Math.round(days * 100) / 100} days`,
      );
    }
    const signed = SIGNED.find((s) => s.method === request.method && s.pattern.test(request.path));
    if (signed) {
      note(
        'auth.signature-on-out-payment-writes',
        request.signature ? undefined : `${line}: no ${signed.signature.header} header`,
      );
      if (request.signature && key) {
        const signs =
          signed.signature.signs === 'body'
            ? request.body
            : (signed.pattern.exec(request.path)?.groups?.[signed.signature.parameter] ?? '');
        const verifies = createVerify('RSA-SHA256').update(signs).verify(key, request.signature, 'base64');
        note(
          'auth.signature-rsa-sha256',
          verifies
            ? undefined
            : `${line}: the Signature does not verify over ${signed.signature.signs === 'body' ? 'the body' : `the ${signed.signature.parameter}`}`,
        );
      }
    }
  }

  // each try after the first of one request (same method, path, query and body) answers to the try before it
  for (const [i, tried] of requests.entries()) {
    if (tried.status !== null && tried.status < 400) continue;
    const identity = sameRequest(tried);
    const next = requests.slice(i + 1).find((r) => sameRequest(r) === identity);
    const line = describeEntry(tried);
    const resent = next ? `resent as ${describeEntry(next)}` : 'never sent again';
    const rule = retryRule(tried);
    // a read sent again cannot be told from a new read (polling, a notification confirmed again): a GET is graded
    // only where the rules say to send it again
    if (tried.method === 'GET' && rule && !rule.resend) continue;
    if (rule) note(rule.id, rule.resend === Boolean(next) ? undefined : `${line}: ${resent}`);
    if (next && keyRule.methods.includes(tried.method)) {
      note(
        'idempotency.key-on-post-and-patch',
        next.key !== null ? undefined : `${describeEntry(next)}: a resend without an Idempotency-Key`,
      );
      if (next.key !== null && tried.key !== null)
        note(
          'idempotency.replay-same-key',
          next.key === tried.key
            ? undefined
            : `${describeEntry(next)}: the first try sent Idempotency-Key ${tried.key.slice(0, 60)}`,
        );
    }
  }

  const practices = gradeReceiver(entries, requests, note);
  const rules = new Map(catalogue.map((rule) => [rule.id, rule]));
  /** @param {string} id @param {string} sentence @param {string} side @returns {Grade} */
  const gradeOf = (id, sentence, side) => {
    const t = tally.get(id);
    const outcome = !t ? 'not exercised' : t.broken.length ? 'broken' : 'held';
    return { id, sentence, side, outcome, exercised: t?.exercised ?? 0, broken: t?.broken ?? [] };
  };
  return {
    grades: Object.entries(CLIENT_SIDE)
      .filter(([id]) => rules.has(id))
      .map(([id, { side }]) => gradeOf(id, rules.get(id)?.sentence ?? '', side)),
    practices: practices.map((id) => gradeOf(id, PRACTICES[id] ?? '', 'receiver')),
    notGraded: Object.entries(NOT_GRADED).map(([id, why]) => ({ id, why })),
  };
}

/** Which retry rule an unsuccessful try falls under, and whether it says to send it again. @param {RequestEntry} tried */
function retryRule(tried) {
  if (tried.shouldRetry !== null && tried.status !== null)
    return { id: 'retry.header-on-responses', resend: tried.shouldRetry.trim().toLowerCase() === 'true' };
  if (tried.status === null)
    return policy.whenHeaderAbsent.retryOnNoResponse
      ? { id: 'retry.absent-no-response-resend', resend: true }
      : undefined;
  if (policy.whenHeaderAbsent.retryStatuses.includes(tried.status))
    return { id: 'retry.absent-resend-transient', resend: true };
  const unless = policy.whenHeaderAbsent.retryStatusesUnlessMethod.find(
    (/** @type {any} */ r) => r.status === tried.status,
  );
  if (unless) return { id: 'retry.absent-500-unless-post', resend: !unless.methods.includes(tried.method) };
  return { id: 'retry.absent-otherwise-not', resend: false };
}

/** @param {RequestEntry} r */
const sameRequest = (r) => JSON.stringify([r.method, r.path, r.query, r.body]);

/** The interval filters of a query string: `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`. @param {string} query */
function intervalsOf(query) {
  const found = [];
  for (const [, value] of new URLSearchParams(query)) {
    const match = /^interval\((\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}),(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})\)$/.exec(value);
    if (match)
      found.push({
        text: value,
        start: Date.parse(`${match[1]}T${match[2]}:00Z`),
        end: Date.parse(`${match[3]}T${match[4]}:00Z`),
      });
  }
  return found;
}

/**
 * The receiver: each act must follow a genuine delivery about its id (the simulator's own, or a copy of one) and a
 * GET of that id answered 2xx after it (Events rule 7), and must not be on a forged id or a contradicted status.
 * Acting twice on one event is a practice, reported apart.
 * @param {Entry[]} entries @param {RequestEntry[]} requests
 * @param {(id: string, broke?: string) => void} note @returns {string[]} the practices exercised
 */
function gradeReceiver(entries, requests, note) {
  /** @type {string[]} */
  const practices = [];
  /** @type {Map<string, number>} */
  const actsOn = new Map();
  for (const act of entries) {
    if (act.type !== 'act') continue;
    const line = describeEntry(act);
    const before = entries.slice(0, entries.indexOf(act));
    const deliveries = /** @type {import('./journal.js').DeliveryEntry[]} */ (
      before.filter((e) => e.type === 'delivery' && e.id === act.id)
    );
    const genuine = deliveries.filter(
      (d) => d.fault !== 'forged' && d.fault !== 'contradicted' && (act.status === null || d.status === act.status),
    );
    const first = genuine[0];
    if (!first) {
      const fake = deliveries.find((d) => d.fault === 'forged' || d.fault === 'contradicted');
      note(
        'events.confirm-success',
        `${line}: ${fake ? `on ${describeEntry(fake)}` : 'on no notification the service sent'}, which its details do not confirm`,
      );
      continue;
    }
    const confirmed = requests.some(
      (r) =>
        r.seq > first.seq &&
        r.seq < act.seq &&
        r.method === 'GET' &&
        r.path.includes(act.id) &&
        r.status !== null &&
        r.status < 300,
    );
    note(
      'events.confirm-success',
      confirmed ? undefined : `${line}: after ${describeEntry(first)} without a GET of ${act.id} first`,
    );
    const event = JSON.stringify([act.id, first.status]);
    actsOn.set(event, (actsOn.get(event) ?? 0) + 1);
    if (!practices.includes('receiver.act-once')) practices.push('receiver.act-once');
  }
  for (const [event, count] of actsOn) {
    const [id, status] = JSON.parse(event);
    const redelivered = entries.filter((e) => e.type === 'delivery' && e.id === id && e.status === status).length;
    if (redelivered > 1 || count > 1)
      note('receiver.act-once', count > 1 ? `acted ${count} times on ${id} ${status ?? ''}`.trim() : undefined);
  }
  return practices;
}
