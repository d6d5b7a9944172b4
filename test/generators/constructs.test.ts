// The validators generated from one small fixture spec per construct of issue 29 (OpenAPI 3.0 keywords, a
// discriminator, recursion, status ranges and `default`, a document without paths, an operation without responses,
// schemas no validator can be made from, a case-only name collision), executed on valid and invalid data. Generated
// in process; the CLI's exit codes and strict tsc over the same fixtures are in constructs.integration.test.ts.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../../generators/generate.js';
import { generateValidators } from '../../generators/validators/index.js';

type Result = { ok: boolean; errors?: { message: string; path: string }[]; value?: unknown };
type Operation = {
  validateRequest(body: unknown): Result;
  validateParameters(location: string, values: unknown): Result;
  validateResponse(status: number | string, body: unknown): Result;
};

const fixture = (name: string) => new URL(`./fixtures/${name}.yaml`, import.meta.url).pathname;

const generated = new Map<string, ReturnType<typeof generateInto>>();

/** Each fixture is generated once per set of options; the tests share its output. */
function generate(name: string, options: { strictFormats?: boolean; strictKeywords?: boolean } = {}) {
  const key = `${name} ${JSON.stringify(options)}`;
  if (!generated.has(key)) generated.set(key, generateInto(name, options));
  return generated.get(key) as ReturnType<typeof generateInto>;
}

/** Generates a fixture's validators into a folder inside node_modules (so they find the runtime) and reports. */
async function generateInto(name: string, options: { strictFormats?: boolean; strictKeywords?: boolean }) {
  const found = { skipped: [] as string[], warnings: [] as string[], unbuilt: [] as string[] };
  const files = generateValidators(await readSpec(fixture(name)), {
    typesFrom: '../client/schema.js',
    ...options,
    skip: (what, reason) => found.skipped.push(`${what}: ${reason}`),
    warn: (what, reason) => found.warnings.push(`${what}: ${reason}`),
    unbuilt: (pointer, reason) => found.unbuilt.push(`${pointer}: ${reason}`),
  });
  const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
  await mkdir(cache, { recursive: true });
  const out = await mkdtemp(join(cache, `pc-construct-${name}-`));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  }
  const operation = async (id: string) => (await import(join(out, 'operations', `${id}.js`))) as Operation;
  return { files, out, operation, ...found };
}

const messages = (result: Result) => (result.errors ?? []).map((e) => e.message);

describe('OpenAPI 3.0 keywords (openapi30-keywords.yaml)', () => {
  it.each<[string, unknown, boolean]>([
    ['nullable name and enum', { id: 1, name: null, kind: null }, true],
    ['int32 at its bound', { id: 2147483647, name: 'a' }, true],
    ['int32 beyond its bound', { id: 2147483648, name: 'a' }, false],
    ['int64 not an integer', { id: 1, name: 'a', chip: 1.5 }, false],
    ['a null where nullable is absent', { id: null, name: 'a' }, false],
    ['exclusiveMinimum: true refuses the bound', { id: 1, name: 'a', weight: 0 }, false],
    ['exclusiveMaximum: false keeps it', { id: 1, name: 'a', weight: 100 }, true],
    ['a nullable allOf takes null', { id: 1, name: 'a', owner: null }, true],
    // Read as JSON Schema reads it (issue 37): object keywords without `type` constrain objects only.
    ['a schema without `type` takes a value that is not an object', { id: 1, name: 'a', owner: 'Ann' }, true],
    ['a schema without `type` checks an object by its properties', { id: 1, name: 'a', owner: { name: 1 } }, false],
    ['an unknown format is accepted unchecked', { id: 1, name: 'a', tag: 'anything' }, true],
    ['required still applies', { name: 'a' }, false],
  ])('%s', async (_name, body, ok) => {
    const { operation } = await generate('openapi30-keywords');
    expect((await operation('createPet')).validateRequest(body).ok).toBe(ok);
  });

  it("ignores a 3.0 $ref's siblings and warns once about the unknown format, naming where", async () => {
    const { operation, warnings, unbuilt } = await generate('openapi30-keywords');
    // The answer's `maxLength: 1` beside the $ref is not applied (OpenAPI 3.0 §4.7.23: siblings are ignored).
    expect((await operation('createPet')).validateResponse(201, { id: 1, name: 'Rex' }).ok).toBe(true);
    expect(unbuilt).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^format 'tag-name': .*accepted unchecked at #\/components\/schemas\/Pet\/properties\/tag$/,
      ),
    ]);
  });

  it('--strict-formats refuses the unknown format: the schemas using it get no validator, each named', async () => {
    const { operation, unbuilt } = await generate('openapi30-keywords', { strictFormats: true });
    expect(unbuilt).toContain(
      "#/components/schemas/Pet: format 'tag-name' is not one the validators know (refused by --strict-formats)",
    );
    await expect(operation('createPet').then((o) => o.validateRequest({}))).rejects.toThrow(
      /POST \/pets: no validator was generated for this \(format 'tag-name'/,
    );
  });
});

describe('keywords neither JSON Schema nor OpenAPI defines (unknown-keywords.yaml)', () => {
  it.each<[string, string, unknown, boolean]>([
    ['a `name` keyword checks nothing', 'createProject', { name: 'Apollo' }, true],
    ['the property named `name` is still required', 'createProject', { match: 'a' }, false],
    ['and still checked beside its `name` keyword', 'createProject', { name: 'a'.repeat(11) }, false],
    ['a `regex` keyword checks nothing', 'createProject', { name: 'Apollo', match: 'UPPER' }, true],
    ['the `format: regex` beside it still does', 'createProject', { name: 'Apollo', match: '(' }, false],
    ['in a request body written in place', 'createTeam', { slug: 'core' }, true],
    ['whose other keywords still apply', 'createTeam', { slug: 'a'.repeat(9) }, false],
  ])('%s', async (_name, id, body, ok) => {
    const { operation, unbuilt } = await generate('unknown-keywords');
    expect(unbuilt).toEqual([]);
    expect((await operation(id)).validateRequest(body).ok).toBe(ok);
  });

  it('warns once per keyword, naming each place (sorted), and never of a property or an x- extension', async () => {
    const { warnings } = await generate('unknown-keywords');
    const annotation =
      'neither JSON Schema 2020-12 nor OpenAPI; an annotation, checked by no validator (JSON Schema 2020-12 §6.5) at';
    expect(warnings).toEqual([
      `keyword 'name': ${annotation} #/components/schemas/Project/properties/name/name, #/paths/~1teams/post/requestBody/content/application~1json/schema/properties/slug/name`,
      `keyword 'regex': ${annotation} #/components/schemas/Project/properties/match/regex`,
    ]);
  });

  it('--strict-keywords refuses them: the schemas reaching one get no validator, each named', async () => {
    const { operation, unbuilt, warnings } = await generate('unknown-keywords', { strictKeywords: true });
    const refusal = "'name' is neither a JSON Schema 2020-12 nor an OpenAPI keyword";
    expect(new Set(unbuilt)).toEqual(
      new Set([
        `#/components/schemas/Project: ${refusal}`,
        `#/paths/~1projects/post/requestBody/content/application~1json/schema: ${refusal}`,
        `#/paths/~1projects/post/responses/201/content/application~1json/schema: ${refusal}`,
        `#/paths/~1teams/post/requestBody/content/application~1json/schema: ${refusal}`,
      ]),
    );
    expect(warnings[0]).toMatch(
      /^keyword 'name': .*refused \(--strict-keywords\) at #\/components\/schemas\/Project\//,
    );
    await expect(operation('createTeam').then((o) => o.validateRequest({ slug: 'core' }))).rejects.toThrow(
      /POST \/teams: no validator was generated for this \('name' is neither/,
    );
  });
});

describe('discriminator (discriminator.yaml)', () => {
  it.each<[string, string, unknown, boolean]>([
    ['selects the branch by its property', 'createPet', { kind: 'cat', lives: 9 }, true],
    ['refuses a branch mismatch', 'createPet', { kind: 'cat', barks: true }, false],
    ['refuses an unknown tag', 'createPet', { kind: 'cow' }, false],
    ['with a mapping, oneOf alone decides', 'replacePet', { kind: 'dog', barks: false }, true],
    ['with a mapping, a mismatch is refused', 'replacePet', { kind: 'dog', lives: 1 }, false],
    ['with a mapping by schema name', 'updatePet', { kind: 'cat', lives: 1 }, true],
  ])('%s', async (_name, id, body, ok) => {
    const { operation, unbuilt } = await generate('discriminator');
    expect(unbuilt).toEqual([]);
    expect((await operation(id)).validateRequest(body).ok).toBe(ok);
  });

  it('reports an invalid value against its own branch only', async () => {
    const { operation } = await generate('discriminator');
    const result = (await operation('createPet')).validateRequest({ kind: 'cat', lives: 'nine' });
    // Without the discriminator, oneOf reports every branch's faults in one message (barks, kind, lives).
    expect(messages(result)).toEqual(["field 'lives' must be integer"]);
  });
});

describe('recursion and uniqueItems over objects (recursive.yaml)', () => {
  it.each<[string, unknown, boolean]>([
    ['a tree', { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] }, true],
    ['a fault deep in the tree', { name: 'a', children: [{ name: 'b', children: [{}] }] }, false],
    ['distinct labels', { name: 'a', labels: [{ key: 'x' }, { key: 'y' }] }, true],
    ['repeated labels', { name: 'a', labels: [{ key: 'x' }, { key: 'x' }] }, false],
  ])('%s', async (_name, body, ok) => {
    const { operation, files } = await generate('recursive');
    expect(Object.values(files).join('\n')).not.toMatch(/require\(/);
    expect((await operation('createTree')).validateRequest(body).ok).toBe(ok);
  });

  it('names the field missing deep in the tree', async () => {
    const { operation } = await generate('recursive');
    const result = (await operation('createTree')).validateRequest({ name: 'a', children: [{ children: [{}] }] });
    // (A failed branch's fields count as unevaluated in the closed reading, hence a third message about them.)
    expect(messages(result)).toEqual(
      expect.arrayContaining(["field 'children.0.name' is required", "field 'children.0.children.0.name' is required"]),
    );
  });
});

describe('status ranges, default and header case (status-ranges.yaml)', () => {
  it.each<[string, number | string, unknown, boolean]>([
    ['the exact code first', 200, { id: 'a' }, true],
    ['the exact code, not its range', 200, { accepted: true }, false],
    ['a code of the range', 202, { accepted: true }, true],
    ['a code of 4XX', 404, { error: 'gone' }, true],
    ['a code of 4XX, checked', 404, { message: 'gone' }, false],
    ['default for what no key matches', 503, { message: 'down' }, true],
    ['default, checked', 503, { error: 'down' }, false],
    ['a status given as a string', '404', { error: 'gone' }, true],
  ])('%s', async (_name, status, body, ok) => {
    const { operation } = await generate('status-ranges');
    expect((await operation('getThing')).validateResponse(status, body).ok).toBe(ok);
  });

  it('a declared status without a JSON answer does not fall through to its range', async () => {
    const { operation } = await generate('status-ranges');
    await expect(operation('getThing').then((o) => o.validateResponse(204, {}))).rejects.toThrow(
      /declares no JSON response for status 204/,
    );
  });

  it('quotes range and default keys in types.d.ts', async () => {
    const { files } = await generate('status-ranges');
    expect(files['types.d.ts']).toMatch(/"4XX": paths\["\/things\/\{id\}"\]\["get"\]\['responses'\]\["4XX"\]/);
    expect(files['types.d.ts']).toMatch(/"default": /);
    expect(files['types.d.ts']).toMatch(/ 200: /);
  });

  it.each<[string, Record<string, string>, boolean]>([
    ['as Node gives them, lower-cased', { 'x-tenant': 'acme' }, true],
    ['as the spec writes them', { 'X-Tenant': 'acme' }, true],
    ['in any case, still checked', { 'X-TENANT': 'ACME' }, false],
    ['missing', { 'x-other': 'acme' }, false],
  ])('header names %s', async (_name, headers, ok) => {
    const { operation } = await generate('status-ranges');
    expect((await operation('getThing')).validateParameters('header', headers).ok).toBe(ok);
  });
});

describe('documents without paths, operations without responses', () => {
  it('no-paths.yaml: the webhook gets its validator', async () => {
    const { out, unbuilt } = await generate('no-paths');
    expect(unbuilt).toEqual([]);
    const webhook = await import(join(out, 'notifications', 'petAdopted.js'));
    expect(webhook.validate({ petId: 7 }).ok).toBe(true);
    expect(webhook.validate({ petId: 'seven' }).ok).toBe(false);
  });

  it('no-responses.yaml: the request body is translated (its `example` dropped), closed and checked', async () => {
    const { operation, unbuilt } = await generate('no-responses');
    expect(unbuilt).toEqual([]);
    expect((await operation('ping')).validateRequest({ at: 'now' }).ok).toBe(true);
    expect((await operation('ping')).validateRequest({}).ok).toBe(false);
    // Closed like any request body: a field the spec does not list is refused.
    expect((await operation('ping')).validateRequest({ at: 'now', extra: 1 }).ok).toBe(false);
  });
});

describe('JSON under other media types (json-media.yaml)', () => {
  it.each<[string, (o: Operation) => Result, boolean]>([
    ['a charset parameter', (o) => o.validateRequest({ text: 'a' }), true],
    ['a charset parameter, checked', (o) => o.validateRequest({}), false],
    ['a vendor +json answer', (o) => o.validateResponse(201, { id: 1 }), true],
    ['a vendor +json answer, checked', (o) => o.validateResponse(201, { id: '1' }), false],
    ['application/problem+json', (o) => o.validateResponse(400, { title: 'no' }), true],
    ['application/problem+json, checked', (o) => o.validateResponse(400, {}), false],
  ])('%s', async (_name, call, ok) => {
    const { operation } = await generate('json-media');
    expect(call(await operation('createNote')).ok).toBe(ok);
  });

  it('says once which media types are not checked', async () => {
    const { skipped } = await generate('json-media');
    expect(skipped).toEqual([
      'validators for /paths/~1notes/post/responses/400/content: only application/problem+json is checked, not application/problem+xml',
    ]);
  });
});

describe('schemas no validator can be made from (unbuildable.yaml)', () => {
  it('names each by pointer with the reason, in our words, and writes the rest', async () => {
    const { operation, unbuilt, files } = await generate('unbuildable');
    expect(unbuilt).toEqual([
      "#/paths/~1orders/post/requestBody/content/application~1json/schema: 'required' must be an array",
      "#/paths/~1orders/post/responses/400/content/application~1json/schema: pattern '^(a$' is not a regular expression JavaScript runs with the Unicode flag (unterminated group)",
    ]);
    expect(unbuilt.join('\n')).not.toMatch(/tolerant#|closed#|ignored/);
    expect(files['schemas/Order.js']).toBeDefined();
    const orders = await operation('createOrder');
    expect(orders.validateResponse(201, { id: 'o1' }).ok).toBe(true);
    expect(orders.validateResponse(201, {}).ok).toBe(false);
    expect(orders.validateResponse(201, { id: 'o1', ref: '{12}' }).ok).toBe(true);
    expect(orders.validateResponse(201, { id: 'o1', ref: '12' }).ok).toBe(false);
    expect(() => orders.validateRequest({})).toThrow(/POST \/orders: no validator was generated for this \('required'/);
    expect(() => orders.validateResponse(400, {})).toThrow(/declares no JSON response for status 400 with a validator/);
  });
});

describe('names that differ only by case (case-collision.yaml)', () => {
  it('is refused naming both, not written over one another', async () => {
    await expect(generate('case-collision')).rejects.toThrow(
      /#\/components\/schemas\/item: its generated name 'item' differs only by case from 'Item' \(\/components\/schemas\/Item\)/,
    );
  });
});

describe('references deeper than a component (deep-refs.yaml)', () => {
  it.each<[string, unknown, boolean]>([
    ['every deep target as it is declared', { reference: 'r1', line: { sku: 's' }, base: { currency: 'EUR' } }, true],
    ["another operation's property keeps its maxLength", { reference: 'r'.repeat(13) }, false],
    ["a component's items keep their required", { line: {} }, false],
    ['an allOf branch keeps its type', { base: { currency: 1 } }, false],
    ['an optional property keeps its type', { amount: 'one' }, false],
  ])('%s', async (_name, body, ok) => {
    const { operation, unbuilt } = await generate('deep-refs');
    expect(unbuilt).toEqual([]);
    expect((await operation('createOrder')).validateResponse(201, body).ok).toBe(ok);
  });
});

describe('schema resources and dynamic references (dynamic-refs.yaml)', () => {
  it.each<[string, unknown, boolean]>([
    ['a page of pets', { data: [{ name: 'Rex' }] }, true],
    ['an item checked against the bound Pet', { data: [{}] }, false],
    ['an item of the wrong type', { data: ['Rex'] }, false],
  ])('listPets answers %s', async (_name, body, ok) => {
    const { operation, unbuilt } = await generate('dynamic-refs');
    expect(unbuilt).toEqual([]);
    expect((await operation('listPets')).validateResponse(200, body).ok).toBe(ok);
  });

  it.each<[string, unknown, boolean]>([
    ['a tree', { data: 1, children: [{ data: 2, children: [] }] }, true],
    ['an unknown field at the root', { data: 1, extra: true }, false],
    ['an unknown field deep in the tree, the strict tree rebinding its nodes', { children: [{ extra: true }] }, false],
  ])('plantTree takes %s', async (_name, body, ok) => {
    const { operation } = await generate('dynamic-refs');
    expect((await operation('plantTree')).validateRequest(body).ok).toBe(ok);
  });

  it('the generic page alone takes no item: its own binding is `not: {}`', async () => {
    const { out } = await generate('dynamic-refs');
    const page = await import(join(out, 'schemas', 'Page.js'));
    expect([page.tolerant({ data: [] }), page.tolerant({ data: [{ name: 'Rex' }] })]).toEqual([true, false]);
  });
});
