// @ts-check
// The project's own lint rules, one per file (see redocly-plugin/rules), registered under the `payments-contract/`
// prefix and switched on by the `all` config that redocly.yaml extends.
import { forbiddenUsesErrorEnvelope } from './rules/forbidden-uses-error-envelope.js';
import { idempotencyKeyOnWrites } from './rules/idempotency-key-on-writes.js';
import { listUsesEnvelope } from './rules/list-uses-envelope.js';
import { openEnum } from './rules/open-enum.js';
import { operationExamples } from './rules/operation-examples.js';
import { retryHeadersDeclared } from './rules/retry-headers-declared.js';
import { schemaProvenance } from './rules/schema-provenance.js';
import { serviceStatusesDeclared } from './rules/service-statuses-declared.js';
import { statusSource } from './rules/status-source.js';

export const rules = {
  'idempotency-key-on-writes': idempotencyKeyOnWrites,
  'forbidden-uses-error-envelope': forbiddenUsesErrorEnvelope,
  'list-uses-envelope': listUsesEnvelope,
  'schema-provenance': schemaProvenance,
  'operation-examples': operationExamples,
  'open-enum': openEnum,
  'service-statuses-declared': serviceStatusesDeclared,
  'status-source': statusSource,
  'retry-headers-declared': retryHeadersDeclared,
};

// The recipe step each rule holds: its message names the step, so whoever trips it reads what to do
// (as Redocly's own rule messages link their documentation); test/docs/contributing.test.ts holds both lists.
export const steps = {
  'idempotency-key-on-writes': 'CONTRIBUTING.md › Adding an operation, step 4',
  'forbidden-uses-error-envelope': 'CONTRIBUTING.md › Adding an operation, step 3',
  'list-uses-envelope': 'CONTRIBUTING.md › Adding an operation, step 5',
  'schema-provenance': 'CONTRIBUTING.md › Adding an operation, step 6',
  'operation-examples': 'CONTRIBUTING.md › Adding an operation, step 5',
  'open-enum': 'CONTRIBUTING.md › Adding an operation, step 6',
  'service-statuses-declared': 'CONTRIBUTING.md › Adding an operation, step 3',
  'status-source': 'CONTRIBUTING.md › Adding an operation, step 3',
  'retry-headers-declared': 'CONTRIBUTING.md › Adding an operation, step 4',
};

/**
 * A visitor whose every report ends with the step. Functions at any depth are visitors; a `skip(node, key)` gets no
 * context and is passed through as it is.
 * @param {any} visitor @param {string} step @returns {any}
 */
function naming(visitor, step) {
  if (typeof visitor === 'function')
    return (/** @type {any} */ node, /** @type {any} */ ctx, /** @type {any[]} */ ...rest) =>
      visitor(node, ctx && typeof ctx.report === 'function' ? reportingStep(ctx, step) : ctx, ...rest);
  if (visitor && typeof visitor === 'object')
    return Object.fromEntries(Object.entries(visitor).map(([key, value]) => [key, naming(value, step)]));
  return visitor;
}

/** @param {any} ctx @param {string} step */
function reportingStep(ctx, step) {
  const report = (/** @type {any} */ problem) => ctx.report({ ...problem, message: `${problem.message} (${step})` });
  return new Proxy(ctx, { get: (target, key) => (key === 'report' ? report : Reflect.get(target, key, target)) });
}

/** @type {Record<string, (options: any) => any>} */
const stepped = Object.fromEntries(
  Object.entries(rules).map(([id, rule]) => [
    id,
    (/** @type {any} */ options) =>
      naming(/** @type {(options: any) => any} */ (rule)(options), steps[/** @type {keyof typeof steps} */ (id)]),
  ]),
);

export default function paymentsContractPlugin() {
  return {
    id: 'payments-contract',
    rules: { oas3: stepped },
    configs: {
      all: {
        rules: Object.fromEntries(Object.keys(rules).map((name) => [`payments-contract/${name}`, 'error'])),
      },
    },
  };
}
