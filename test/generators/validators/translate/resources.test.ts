import { describe, expect, it } from 'vitest';
import { resolvedResources } from '../../../../generators/validators/translate/resources.js';

const schemas = (named: Record<string, unknown>) => ({ openapi: '3.1.0', components: { schemas: named } });

describe('schema resources read into pointers of the document', () => {
  it.each<[string, { given: object; want: object }]>([
    [
      "an embedded $id's #/components/… resolves against the document, as OpenAPI tools read it",
      {
        given: schemas({ A: { $id: 'https://e/a', $ref: '#/components/schemas/B' }, B: { type: 'string' } }),
        want: schemas({ A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } }),
      },
    ],
    [
      "an embedded $id's #/$defs/… resolves in its own resource first",
      {
        given: schemas({ A: { $id: 'https://e/a', $defs: { n: { type: 'integer' } }, items: { $ref: '#/$defs/n' } } }),
        want: schemas({ A: { $defs: { n: { type: 'integer' } }, items: { $ref: '#/components/schemas/A/$defs/n' } } }),
      },
    ],
    [
      'a $ref by absolute and by relative URI names the resource with that $id',
      {
        given: schemas({
          A: { $id: 'https://e/schemas/a', type: 'string' },
          B: { $ref: 'https://e/schemas/a' },
          C: { $id: 'https://e/schemas/c', items: { $ref: 'a' } },
        }),
        want: schemas({
          A: { type: 'string' },
          B: { $ref: '#/components/schemas/A' },
          C: { items: { $ref: '#/components/schemas/A' } },
        }),
      },
    ],
    [
      'a $ref by $anchor names the anchored schema',
      {
        given: schemas({ A: { $defs: { n: { $anchor: 'count', type: 'integer' } }, items: { $ref: '#count' } } }),
        want: schemas({ A: { $defs: { n: { type: 'integer' } }, items: { $ref: '#/components/schemas/A/$defs/n' } } }),
      },
    ],
    [
      'a $dynamicRef no other resource binds points where it resolves alone',
      {
        given: schemas({
          Tree: { $id: 'https://e/tree', $dynamicAnchor: 'node', items: { $dynamicRef: '#node' } },
        }),
        want: schemas({ Tree: { items: { $ref: '#/components/schemas/Tree' } } }),
      },
    ],
    [
      "JSON Schema's strict tree: the resource that binds the anchor gets its own copy of the tree",
      {
        given: schemas({
          Tree: { $id: 'https://e/tree', $dynamicAnchor: 'node', items: { $dynamicRef: '#node' } },
          StrictTree: { $id: 'https://e/strict', $dynamicAnchor: 'node', $ref: 'tree', unevaluatedProperties: false },
        }),
        want: schemas({
          Tree: { items: { $ref: '#/components/schemas/Tree' } },
          StrictTree: {
            unevaluatedProperties: false,
            allOf: [{ items: { $ref: '#/components/schemas/StrictTree' } }],
          },
        }),
      },
    ],
    [
      "Scalar's Galaxy: a page binds its item type beside the generic page's own",
      {
        given: schemas({
          Page: {
            $id: 'https://e/page',
            $defs: { itemType: { $dynamicAnchor: 'itemType', not: {} } },
            properties: { data: { items: { $dynamicRef: '#itemType' } } },
          },
          PetPage: {
            $id: 'https://e/pet-page',
            $defs: { itemType: { $dynamicAnchor: 'itemType', $ref: '#/components/schemas/Pet' } },
            $ref: '#/components/schemas/Page',
          },
          Pet: { type: 'object' },
        }),
        want: schemas({
          Page: {
            $defs: { itemType: { not: {} } },
            properties: { data: { items: { $ref: '#/components/schemas/Page/$defs/itemType' } } },
          },
          PetPage: {
            $defs: { itemType: { $ref: '#/components/schemas/Pet' } },
            allOf: [
              {
                $defs: { itemType: { not: {} } },
                properties: { data: { items: { $ref: '#/components/schemas/PetPage/$defs/itemType' } } },
              },
            ],
          },
          Pet: { type: 'object' },
        }),
      },
    ],
    [
      'a reference to nothing stays as written, for Ajv to name',
      {
        given: schemas({ A: { $id: 'https://e/a', $ref: 'https://elsewhere/b' } }),
        want: schemas({ A: { $ref: 'https://elsewhere/b' } }),
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(resolvedResources(structuredClone(given))).toEqual(want);
  });

  it('leaves a document without $id, anchors or dynamic references as it is', () => {
    const document = schemas({ A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } });
    expect(resolvedResources(document)).toBe(document);
  });
});
