// Lints a small in-memory document with one of the project's rules switched on, for the rule tests.

import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { stringify } from 'yaml';

const pluginPath = fileURLToPath(new URL('../../redocly-plugin/index.js', import.meta.url));

/** What a rule reported: its message (without the recipe step the plugin adds: redocly-plugin/index.test.ts holds
 * that) and where, as a JSON pointer into the document (as Redocly's own rule tests do). */
export type Reported = { message: string; pointer: string | undefined };

export async function lintWithRule(rule: string, document: object): Promise<Reported[]> {
  const ruleId = `payments-contract/${rule}`;
  const config = await createConfig(
    { plugins: [pluginPath], rules: { [ruleId]: 'error' } },
    { configPath: pluginPath },
  );
  const problems = await lintFromString({ source: stringify(document), absoluteRef: '/in-memory.yaml', config });
  return problems
    .filter((problem) => problem.ruleId === ruleId)
    .map((problem) => ({
      message: problem.message.replace(/ \(CONTRIBUTING\.md › [^)]*\)$/, ''),
      pointer: problem.location[0]?.pointer,
    }));
}

/** The retry policy's idempotency facts the rules read (as openapi/extensions/retry-policy.yaml declares them). */
export const keyedWrites = { idempotency: { header: 'Idempotency-Key', methods: ['POST', 'PATCH'] } };

/** A minimal OpenAPI 3.1 document around the given paths and components, with the retry policy's keyed methods. */
export function documentWith(paths: object, components: object = {}, retryPolicy: object = keyedWrites) {
  return {
    openapi: '3.1.0',
    info: { title: 'rule test', version: '1' },
    'x-retry-policy': retryPolicy,
    paths,
    components,
  };
}

export const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };
export const envelopeComponents = {
  schemas: {
    ErrorEnvelope: { 'x-provenance': 'interface', type: 'object' },
    PageEnvelope: { 'x-provenance': 'interface', type: 'object' },
    CursorEnvelope: { 'x-provenance': 'interface', type: 'object' },
  },
};
