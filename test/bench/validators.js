// @ts-check
// 2. Validators: operations per second of our standalone validator against the same schema compiled by Ajv at run
// time (the same reading, the same options) and against zod 4 built from the same JSON Schema, on a single-payment
// detail (an answer: tolerant) and a checkout request (strict), valid and invalid.
import { readFile } from 'node:fs/promises';
import { resolvePointer } from '@payments-contract/openapi-vocabulary';
import { z } from 'zod';
import { createCompiler } from '../../generators/validators/compile.js';
import { readingsOf } from '../../generators/validators/modules.js';
import { TOLERANT } from '../../generators/validators/tolerant-run.js';
import { prunedDocument } from '../../generators/validators/transform.js';
import * as checkoutModule from '../../packages/validators/src/generated/operations/createCheckout.ajv.js';
import * as detailModule from '../../packages/validators/src/generated/operations/getSinglePayment.ajv.js';
import { validateRequest, validateResponse } from '../../packages/validators/src/index.js';
import { pick, row, throughput } from './stats.js';

/** Inlines every $ref of a schema (the document's schemas are not recursive), for zod's fromJSONSchema. */
/** @param {any} document @param {any} node @param {Set<string>} drop @returns {any} */
function inlined(document, node, drop = new Set()) {
  if (Array.isArray(node)) return node.map((item) => inlined(document, item, drop));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const { $ref, ...siblings } = node;
    return {
      ...inlined(document, resolvePointer(document, $ref), drop),
      ...inlined(document, siblings, drop),
    };
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !drop.has(key))
      .map(([key, value]) => [key, inlined(document, value, drop)]),
  );
}

export async function measureValidators() {
  const document = JSON.parse(await readFile(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));
  const { closed, tolerant } = readingsOf(document);
  const { ajv } = createCompiler(closed);
  // The same function, compiled at run time, run tolerantly as the standalone answer check runs it.
  const tolerantDetail = ajv.getSchema('closed#/components/schemas/SinglePayment');
  const detail = document.components.examples.SingleDetail.value;
  const checkout = document.paths['/checkout'].post.requestBody.content['application/json'].examples.SingleSale.value;
  const cases = [
    {
      name: 'single-payment detail',
      ours: detailModule.response_200,
      api: (/** @type {unknown} */ v) => validateResponse('GET /single/{id}', 200, v),
      runtime: tolerantDetail && ((/** @type {unknown} */ v) => tolerantDetail.call(TOLERANT, v)),
      zod: z.fromJSONSchema(inlined(tolerant, tolerant.components.schemas.SinglePayment)),
      valid: detail,
      invalid: { ...detail, id: 'not-a-uuid', value: 'lots', customer: { ...detail.customer, email: 'e'.repeat(80) } },
    },
    {
      name: 'checkout request',
      ours: checkoutModule.body,
      api: (/** @type {unknown} */ v) => validateRequest('POST /checkout', v),
      runtime: ajv.getSchema('closed#/x-exports/schemas/CheckoutCreateRequest'),
      // zod's fromJSONSchema refuses if/then/else, so its checkout schema lacks the subscription condition.
      zod: z.fromJSONSchema(
        inlined(
          prunedDocument(document),
          prunedDocument(document).components.schemas.CheckoutCreateRequest,
          new Set(['if', 'then', 'else']),
        ),
      ),
      valid: checkout,
      invalid: { ...checkout, customer: { name: 'Ana' }, order: { value: 1.234 }, surprise: true },
    },
  ];
  const rows = [];
  for (const c of cases) {
    if (!c.runtime) throw new Error(`no runtime schema for ${c.name}`);
    const runtime = c.runtime;
    for (const [validity, value] of /** @type {const} */ ([
      ['valid', c.valid],
      ['invalid', c.invalid],
    ])) {
      if (c.ours(value) !== (validity === 'valid') || runtime(value) !== (validity === 'valid'))
        throw new Error(`${c.name} ${validity} misjudged`);
      const measures = await throughput({
        ours: () => c.ours(value),
        'ours via the API (with drift check)': () => c.api(value),
        'Ajv at run time': () => runtime(value),
        'zod 4': () => c.zod.safeParse(value),
      });
      const ours = pick(measures, 'ours');
      rows.push(
        row({
          figure: `Validator, ${c.name}, ${validity} (ops/s)`,
          unit: 'ops/s',
          ours,
          peers: [
            pick(measures, 'Ajv at run time'),
            pick(measures, 'zod 4'),
            pick(measures, 'ours via the API (with drift check)'),
          ],
          target: {
            text: 'ours ≥ 0.9× runtime Ajv and ≥ 3× zod',
            test: () =>
              ours.median >= 0.9 * pick(measures, 'Ajv at run time').median &&
              ours.median >= 3 * pick(measures, 'zod 4').median,
          },
        }),
      );
    }
  }
  return rows;
}
