// @ts-check
// The corpus's verdict table, as data. A document not listed here is expected to generate and compile. REFUSED: a
// truly invalid document, expected to be refused naming its JSON pointer. KNOWN_FAILURES: documents that do not
// generate and compile whole today, each with the reason measured. A known failure that starts to pass fails the
// verdict, saying to take it off the list, so the list only shrinks; nothing here is marked passing that does not.

/** @type {Record<string, string>} id → the JSON pointer the refusal must name */
export const REFUSED = {
  // APIs.guru bundled DigitalOcean's split spec without rewriting its discriminator mappings, which still name the
  // split files (`models/domain_record_types.yml#/domain_record_a`, 43 of them) or nothing (`#/floating_ip_action_
  // assign`, 4): hey-api and openapi-typescript refuse it too (measured 2026-11-27).
  'directory/digitalocean.com':
    '/paths/~1v2~1domains~1{domain_name}~1records/post/requestBody/content/application~1json/schema/discriminator/mapping/A',
};

/**
 * id → why it does not generate and compile whole today, measured on 2026-11-25 (33 entries before the translation
 * layer and the formats registry of issue 29; GitHub's two specs are judged by `npm run bench corpus` only). GitHub's
 * REST spec left the list with the shared component modules (2026-11-25: exit 0, no validator left out, strict tsc
 * clean, 2.9 GB peak, 61 s of CPU); GitHub's webhooks spec with the validators written once per schema, as
 * CommonJS (2026-11-27: exit 0, strict tsc clean, 39 MB written where it was 380 MB, 0.6 GB peak, 21 s of CPU);
 * Vercel's with unknown keywords read as annotations (2026-11-27: exit 0, strict tsc clean, two warnings: `name` and
 * `regex`, where 2 validators were left out).
 * @type {Record<string, string>}
 */
export const KNOWN_FAILURES = {
  // ReadMe's own spec has a pattern that backtracks exponentially (`(([a-z0-9-_ ]|[^\\x00-\\x7F])+.(json|yaml|yml))`:
  // a letter matches both alternatives; over 8 s in V8 on 29 characters, measured 2026-11-28). The ReDoS check
  // refuses it, and two more of its patterns (polynomial of degree 3: three `.*` in a row), at 51 places in all
  // (issue 37): the validators reaching them are left out and named, the rest is written (exit 3).
  'oas-examples/3.1/readme':
    'catastrophic patterns (ReDoS) refused: the validators reaching them are left out, the rest generated (exit 3)',
};

/**
 * Whether an outcome is what the table expects of a document, and what to say either way.
 * @param {string} id @param {import('./run.js').Outcome} measured
 * @param {{ refusals: Record<string, string>, knownFailures: Record<string, string> }} [table] the table above
 * @returns {{ ok: boolean, expected: string, says: string }}
 */
export function judge(
  id,
  measured,
  { refusals, knownFailures } = { refusals: REFUSED, knownFailures: KNOWN_FAILURES },
) {
  const refused = refusals[id];
  if (refused !== undefined) {
    const ok = measured.outcome === 'refused' && measured.pointer === refused;
    return { ok, expected: `refused naming #${refused}`, says: ok ? 'as expected' : describe(measured) };
  }
  const known = knownFailures[id];
  if (known !== undefined) {
    const ok = measured.outcome !== 'compiled';
    return {
      ok,
      expected: `known failure (${known})`,
      says: ok ? describe(measured) : 'now generates and compiles: take it off KNOWN_FAILURES',
    };
  }
  const ok = measured.outcome === 'compiled';
  return { ok, expected: 'generates and compiles', says: ok ? 'as expected' : describe(measured) };
}

/** @param {import('./run.js').Outcome} measured */
function describe({ outcome, detail, pointer }) {
  return `${outcome}${pointer === undefined ? '' : ` at #${pointer}`}: ${detail}`;
}
