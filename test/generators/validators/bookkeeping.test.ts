import { describe, expect, it } from 'vitest';
import { needsDynamicAnchors, spells } from '../../../generators/validators/bookkeeping.js';
import { createCompiler } from '../../../generators/validators/compile.js';

describe('spells (whether a reading uses a keyword anywhere)', () => {
  it.each<[string, unknown, boolean]>([
    ['a keyword at the root', { $dynamicRef: '#node' }, true],
    ['a keyword deep in a list', { allOf: [{ properties: { a: { items: { $dynamicAnchor: 'x' } } } }] }, true],
    ['a property so named (kept, never dropped)', { properties: { $recursiveRef: { type: 'string' } } }, true],
    ['none', { type: 'object', properties: { a: { $ref: '#/$defs/a' } } }, false],
    ['a string value is not a key', { const: '$dynamicRef' }, false],
  ])('%s', (_name, given, want) => {
    expect(spells(given, ['$dynamicRef', '$dynamicAnchor', '$recursiveRef'])).toBe(want);
  });

  it('walks a reading with a cycle in it', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.self = node;
    expect(needsDynamicAnchors([node])).toBe(false);
  });
});

// A tree whose nodes a stricter schema narrows through $dynamicRef: the narrowing reaches the children only when the
// dynamic anchors are passed along with each call.
const strictTree = {
  $id: 'https://example.test/strict-tree',
  $dynamicAnchor: 'node',
  $ref: 'tree',
  required: ['name'],
  $defs: {
    tree: {
      $id: 'https://example.test/tree',
      $dynamicAnchor: 'node',
      type: 'object',
      properties: { children: { type: 'array', items: { $dynamicRef: '#node' } } },
    },
  },
};

/** A document shaped like a reading, with the one component schema. */
const reading = (schema: unknown) => ({ components: { schemas: { Tree: schema } } });

describe('createCompiler passes dynamic anchors only where the document uses them', () => {
  // (The standalone code of a $dynamicRef is refused later, by appendInPlace: its verdict is Ajv's here.)
  it('keeps them for a document with a $dynamicRef, which then narrows the children', () => {
    const moduleFor = createCompiler(reading(strictTree));
    const validate = moduleFor.ajv.getSchema('closed#/components/schemas/Tree');
    const given = { name: 'root', children: [{ children: [] }] };
    // The child lacks `name`: the strict tree's narrowing applies to it through the dynamic anchor.
    expect(validate?.(given)).toBe(false);
    expect(validate?.({ name: 'root', children: [{ name: 'leaf' }] })).toBe(true);
    expect(validate?.source?.validateCode).toContain('dynamicAnchors');
  });

  it('leaves the anchors out of the code of a document without them', () => {
    const document = () => reading({ type: 'object', properties: { name: { type: 'string' } } });
    const moduleFor = createCompiler(document());
    expect(moduleFor({ tree: 'closed#/components/schemas/Tree' })).not.toContain('dynamicAnchors');
    expect(moduleFor.ajv.getSchema('closed#/components/schemas/Tree')?.({ name: 3 })).toBe(false);
  });
});
