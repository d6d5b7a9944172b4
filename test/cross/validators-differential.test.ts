// The generated validators against a reference implementation of JSON Schema 2020-12 (@hyperjump/json-schema), on
// every request body, answer and notification schema: the spec's examples and seeded fast-check mutations of them.
// Both judge the same readings of the document (requests closed, answers and notifications tolerant, as
// generators/validators compiles them). The standard formats (date, date-time, uri, uuid) are hyperjump's own, so
// they are compared too; the interface's named formats are ours, registered in hyperjump from the same x-formats
// (test/spec/formats-*.test.ts holds their tables). Any disagreement fails the test, naming the schema and payload.
import { readFile } from 'node:fs/promises';
import { registerSchema, setShouldValidateFormat, validate } from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/formats';
import { addFormat, setFormatHandler } from '@hyperjump/json-schema/experimental';
import { beforeAll, describe, expect, it } from 'vitest';
import { readingsOf } from '../../generators/validators/modules.js';
import { formatChecks } from '../../packages/validator-runtime/src/index.js';
import * as validators from '../../packages/validators/src/index.js';
import { patience } from '../helpers/patience.js';
import { payloadsFor, vocabularyOf } from '../helpers/payloads.js';
import { follow, type Node } from '../helpers/spec.js';

const BASE = 'https://payments-contract.local/differential/';
const PAYLOADS_PER_SCHEMA = 120;

interface Target {
  ref: string;
  ours: ((value: unknown) => boolean)[];
  seeds: unknown[];
}

let document: Node;
const readings: Record<string, Node> = {};
const targets = new Map<string, Target>();

/** The examples of a request body or answer, `$ref`s followed. */
function examplesOf(holder: Node): unknown[] {
  const media = follow(document, holder, '').node?.content?.['application/json'];
  return Object.values<Node>(media?.examples ?? {}).map((example) => follow(document, example, '').node.value);
}

function target(ref: string, ours: (value: unknown) => boolean, seeds: unknown[]) {
  const found = targets.get(ref) ?? { ref, ours: [], seeds: [] };
  found.ours.push(ours);
  found.seeds.push(...seeds);
  targets.set(ref, found);
}

beforeAll(async () => {
  document = JSON.parse(await readFile(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));
  const { plan, closed, tolerant } = readingsOf(document);
  Object.assign(readings, { closed, tolerant });
  const draft = 'https://json-schema.org/draft/2020-12/schema';
  for (const [name, reading] of [
    ['closed', closed],
    ['tolerant', tolerant],
  ] as const)
    registerSchema({ $schema: draft, ...JSON.parse(JSON.stringify(reading)) }, `${BASE}${name}`);
  for (const [name, check] of Object.entries(formatChecks(document['x-formats']))) {
    const id = `${BASE}format/${name}`;
    addFormat({ id, handler: (value: unknown) => typeof value !== check.type || check.validate(value as never) });
    setFormatHandler('https://json-schema.org/keyword/draft-2020-12/format', name, id);
  }
  setShouldValidateFormat(true);
  for (const operation of plan.operations) {
    const [method, path] = operation.key.split(' ') as [string, string];
    const item = document.paths[path][method.toLowerCase()];
    const key = operation.key as never;
    if (operation.hasBody)
      target(operation.refs.body as string, (v) => validators.validateRequest(key, v).ok, examplesOf(item.requestBody));
    for (const status of operation.responses)
      target(
        operation.refs[`response_${status}`] as string,
        (v) => validators.validateResponse(key, status as never, v).ok,
        examplesOf(item.responses[status]),
      );
  }
  for (const notification of plan.notifications)
    target(
      notification.refs.payload,
      (v) => validators.validateNotification(v, notification.id as never).ok,
      examplesOf(document.webhooks[notification.name].post.requestBody),
    );
});

describe('the generated validators against @hyperjump/json-schema', () => {
  it(
    'accept and refuse the same payloads of every request, answer and notification schema',
    async () => {
      const disagreements: string[] = [];
      let payloads = 0;
      let refused = 0;
      let compared = 0;
      for (const [index, { ref, ours, seeds }] of [...targets.values()].entries()) {
        const reference = await validate(`${BASE}${ref}`);
        const [reading = '', pointer = ''] = ref.split('#');
        const vocabulary = vocabularyOf(readings[reading], `#${pointer}`);
        for (const payload of payloadsFor(seeds as never, vocabulary, PAYLOADS_PER_SCHEMA, 2200 + index)) {
          const theirs = reference(payload as never).valid;
          payloads++;
          if (!theirs) refused++;
          compared += ours.length;
          for (const run of ours)
            if (run(payload) !== theirs)
              disagreements.push(
                `${ref}: hyperjump says ${theirs ? 'valid' : 'invalid'} for ${JSON.stringify(payload)}`,
              );
        }
      }
      console.info(
        `differential: ${targets.size} schemas, ${payloads} payloads (${compared} checks of ours), ${refused} refused by the reference`,
      );
      expect(disagreements.slice(0, 5), `${disagreements.length} disagreements`).toEqual([]);
      expect(targets.size).toBeGreaterThan(50);
      // Both outcomes are exercised: the mutations reach refusals, the examples and harmless mutations pass.
      expect(refused).toBeGreaterThan(payloads / 4);
      expect(payloads - refused).toBeGreaterThan(payloads / 10);
    },
    patience(120_000),
  );
});
