// @ts-check
// `@payments-contract/simulator/front`: what a front door that answers as the payments service does needs, for a
// server placed before another one (the mock puts it in front of Prism). Each piece reads its rule from the spec:
// the error envelope and the retry header (Errors rules 2 and 6, `x-retry-policy`), idempotency keys (Errors rule 5,
// `x-retry-policy.idempotency`), the request check with the generated validators (Errors rule 3), the route of a
// request (`paths`), the body limits (1 MiB, 64 levels), the in-flight slot of each idempotency key (`once`), and
// the authentication refusals (`AUTHENTICATION_MESSAGES` from the spec, a missing signature header).
// The simulator answers with the same pieces, so a front and the simulator cannot disagree. The spec-driven pieces
// also take another document (`routesOf`, `idempotentMethodsOf`, `checkRequest`'s validators), for a front serving
// a team's changed copy of the spec; by default they read the bundled one and its precompiled validators.

/** @typedef {import('./answers.js').Answer} Answer @typedef {import('./routes.js').Route} Route */
/** @typedef {import('./requests.js').RequestValidators} RequestValidators */

export { AUTHENTICATION_MESSAGES, refusal, shouldRetry } from './answers.js';
export {
  createIdempotencyStore,
  fingerprint,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_METHODS,
  idempotentMethodsOf,
} from './idempotency.js';
export { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestedTooDeep } from './limits.js';
export { checkRequest } from './requests.js';
export { matchRoute, routesOf } from './routes.js';
export { missingSignature } from './signature-header.js';
