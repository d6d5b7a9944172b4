import { describe, expect, it } from 'vitest';
import { withMappingRefs } from '../../../generators/shared/discriminator-mapping.js';

const document = (mapping: Record<string, string>) => ({
  components: { schemas: { Cat: {}, Pet: { oneOf: [], discriminator: { propertyName: 'k', mapping } } } },
});

describe('discriminator mapping by schema name → $ref (for openapi-typescript)', () => {
  it.each<[string, { given: Record<string, string>; want: Record<string, string> }]>([
    ['a schema name', { given: { cat: 'Cat' }, want: { cat: '#/components/schemas/Cat' } }],
    ['a reference stays', { given: { cat: '#/components/schemas/Cat' }, want: { cat: '#/components/schemas/Cat' } }],
    ['a name no schema has stays', { given: { dog: 'Dog' }, want: { dog: 'Dog' } }],
    ['a relative file stays', { given: { cat: 'cat.yaml' }, want: { cat: 'cat.yaml' } }],
  ])('%s', (_name, { given, want }) => {
    expect(withMappingRefs(document(given)).components.schemas.Pet.discriminator.mapping).toEqual(want);
  });
});
