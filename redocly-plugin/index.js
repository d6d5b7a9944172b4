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

export default function paymentsContractPlugin() {
  return {
    id: 'payments-contract',
    rules: { oas3: rules },
    configs: {
      all: {
        rules: Object.fromEntries(Object.keys(rules).map((name) => [`payments-contract/${name}`, 'error'])),
      },
    },
  };
}
