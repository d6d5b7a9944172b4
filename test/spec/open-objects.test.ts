// An object schema that lists no properties is open, and says so: `additionalProperties: true`. orval and kubb read
// a bare `{ type: object }` as an object with no fields and drop every field on parse; an explicit open object keeps
// them (issue 22, "A team using those generators should not lose data").
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBundle, type Node } from '../helpers/spec.js';

let document: Node;
beforeAll(async () => {
  document = (await freshBundle()).document;
});

const COMPOSED = ['properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', '$ref'];
const COMBINATORS = ['allOf', 'anyOf', 'oneOf'];

/** Object schemas that list no properties and leave openness unsaid, with where they are. */
function* bareObjects(node: Node, at: string): Generator<string> {
  if (!node || typeof node !== 'object') return;
  const bare =
    node.type === 'object' &&
    COMPOSED.every((key) => node[key] === undefined) &&
    COMBINATORS.every((key) => node[key] === undefined);
  if (bare) yield at;
  for (const [key, value] of Object.entries<Node>(node))
    if (key !== 'examples') yield* bareObjects(value, `${at}/${key}`);
}

describe('open objects', () => {
  it('say additionalProperties: true wherever an object lists no properties', () => {
    expect([...bareObjects(document.components, '#/components')]).toEqual([]);
    expect([...bareObjects(document.paths, '#/paths')]).toEqual([]);
    expect([...bareObjects(document.webhooks, '#/webhooks')]).toEqual([]);
  });

  it('counts the seven the document has', () => {
    const open: string[] = [];
    (function walk(node: Node, at: string) {
      if (!node || typeof node !== 'object') return;
      if (node.type === 'object' && node.additionalProperties === true && !node.properties) open.push(at);
      for (const [key, value] of Object.entries<Node>(node)) walk(value, `${at}/${key}`);
    })(document.components.schemas, '#/components/schemas');
    expect(open).toContain('#/components/schemas/SingleCreateRequest/properties/multibanco');
    expect(open).toHaveLength(7);
  });
});
