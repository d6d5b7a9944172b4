import { describe, expect, it } from 'vitest';
import { translateSchema } from '../../../../generators/validators/translate/index.js';
import { reportKeywords, unknownKeywords } from '../../../../generators/validators/translate/unknown-keywords.js';

describe('unknown keywords: dropped as annotations and reported (kept with --strict-keywords)', () => {
  it.each<
    [string, { given: Record<string, unknown>; strict?: boolean; want: Record<string, unknown>; unknown: string[] }]
  >([
    [
      'a keyword nobody defines',
      { given: { type: 'string', name: 'Slug' }, want: { type: 'string' }, unknown: ['name at /x/name'] },
    ],
    [
      'kept with --strict-keywords',
      {
        given: { type: 'string', regex: 'a' },
        strict: true,
        want: { type: 'string', regex: 'a' },
        unknown: ['regex at /x/regex'],
      },
    ],
    ['a pointer segment escaped', { given: { 'a/b~': 1 }, want: {}, unknown: ['a/b~ at /x/a~1b~0'] }],
    [
      "JSON Schema 2020-12's keywords, its older ones and OpenAPI's",
      {
        given: { $anchor: 'a', definitions: {}, dependencies: {}, contentSchema: {}, discriminator: {}, xml: {} },
        want: { $anchor: 'a', definitions: {}, dependencies: {}, contentSchema: {}, discriminator: {}, xml: {} },
        unknown: [],
      },
    ],
    ['an x- extension', { given: { 'x-audience': 'public' }, want: { 'x-audience': 'public' }, unknown: [] }],
    [
      "a property's name is no keyword",
      { given: { properties: { name: {} } }, want: { properties: { name: {} } }, unknown: [] },
    ],
  ])('%s', (_name, { given, strict, want, unknown }) => {
    const found: string[] = [];
    const context = {
      strictKeywords: strict,
      at: '/x',
      unknownKeyword: (keyword: string, at: string) => found.push(`${keyword} at ${at}`),
    };
    expect(unknownKeywords(given, context)).toEqual(want);
    expect(found).toEqual(unknown);
  });

  it('is reached at every schema below a root, after the OpenAPI keywords are translated', () => {
    const found: string[] = [];
    const schema = {
      type: 'object',
      nullable: true,
      example: {},
      properties: { name: { type: 'string', name: 'Name' } },
      prefixItems: [{ regex: 'a' }],
    };
    const translated = translateSchema(schema, {
      version: '3.0',
      resolve: () => undefined,
      knownFormats: new Set(),
      unknownFormat: () => {},
      usedFormat: () => {},
      unknownKeyword: (keyword, at) => found.push(`${keyword} at ${at}`),
      at: '/s',
    });
    expect(translated).toEqual({
      type: ['object', 'null'],
      properties: { name: { type: 'string' } },
      prefixItems: [{}],
    });
    expect(found).toEqual(['name at /s/properties/name/name', 'regex at /s/prefixItems/0/regex']);
  });
});

describe('the warnings: one per keyword, sorted, bounded', () => {
  const warned = (found: Map<string, string[]>, strict = false) => {
    const lines: string[] = [];
    reportKeywords(found, strict, (what, reason) => lines.push(`${what}: ${reason}`));
    return lines;
  };

  it('names each place, sorted, the ones beyond ten counted', () => {
    const places = Array.from({ length: 12 }, (_, i) => `/p${String(i).padStart(2, '0')}`).reverse();
    const [line] = warned(new Map([['name', places]]));
    expect(line).toMatch(/^keyword 'name': neither JSON Schema 2020-12 nor OpenAPI; an annotation, checked by no/);
    expect(line).toMatch(/ at #\/p00, #\/p01, .*#\/p09 and 2 more$/);
  });

  it('says a refusal under --strict-keywords', () => {
    expect(warned(new Map([['regex', ['/r']]]), true)).toEqual([
      "keyword 'regex': neither JSON Schema 2020-12 nor OpenAPI; refused (--strict-keywords) at #/r",
    ]);
  });

  it('warns of twenty keywords in order, then counts the rest in one line', () => {
    const found = new Map(Array.from({ length: 25 }, (_, i) => [`k${String(24 - i).padStart(2, '0')}`, ['/a']]));
    const lines = warned(found);
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/^keyword 'k00'/);
    expect(lines[19]).toMatch(/^keyword 'k19'/);
    expect(lines[20]).toBe(
      "5 more unknown keywords: 'k20', 'k21', 'k22', …: an annotation, checked by no validator (JSON Schema 2020-12 §6.5) likewise",
    );
  });
});
