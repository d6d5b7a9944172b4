// fast-check arbitraries built from the bundled spec's schemas (packages/spec/openapi.json): a value an operation's
// request schema accepts, as far as a schema without its `if`/`then` and patterns can say. Strings are kept short and
// depth bounded so that a run of thousands of requests stays fast.
import { deref } from '@payments-contract/openapi-vocabulary';
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema node as the spec writes it
export type Schema = any;

/** A node with its `$ref` chain followed, as the generators read it (one OpenAPI vocabulary, issue 23). */
export function resolver(spec: Schema) {
  return (node: Schema): Schema => deref(spec, node);
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  date: day.map((d) => d.toISOString().slice(0, 10)),
  'date-time': day.map((d) => d.toISOString().replace(/\.\d+Z$/, 'Z')),
  'date-time-minutes': day.map(
    (d) => `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  ),
  'interval-filter': day.map((d) => {
    const from = d.toISOString().slice(0, 10);
    const to = new Date(d.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    return `interval(${from} 00:00,${to} 00:00)`;
  }),
  'date-time-seconds': day.map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
  'date-time-utc': day.map((d) => d.toISOString().replace(/\.\d+Z$/, 'Z')),
  uri: fc.constantFrom('https://merchant.example/notifications', 'http://127.0.0.1:9/hook'),
  email: fc.constantFrom('ana@example.com', 'rui@example.com'),
};
const PATTERNS: Record<string, fc.Arbitrary<string>> = { '^[A-Z]{3}$': fc.constantFrom('EUR', 'BRL') };

/** Merges an `allOf` into one object schema (properties and required of every part). */
function merged(schema: Schema, resolve: (s: Schema) => Schema): Schema {
  const parts = (schema.allOf as Schema[]).map((part) => {
    const resolved = resolve(part);
    return resolved.allOf ? merged(resolved, resolve) : resolved;
  });
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

export function schemaArbitrary(spec: Schema) {
  const resolve = resolver(spec);
  function arbitrary(node: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(node) ?? {};
    if (schema.allOf) return arbitrary(merged(schema, resolve), depth);
    const options = schema.oneOf ?? schema.anyOf;
    if (options) return fc.oneof(...(options as Schema[]).map((o) => arbitrary(o, depth)));
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
    const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
    if (type === 'string') {
      const format = FORMATS[schema.format];
      if (format) return format;
      const pattern = PATTERNS[schema.pattern];
      if (pattern) return pattern;
      if (schema.pattern && schema.example !== undefined) return fc.constant(schema.example);
      const maxLength = Math.min(schema.maxLength ?? 12, 12);
      return fc.string({ minLength: Math.min(schema.minLength ?? 1, maxLength), maxLength, unit: 'grapheme-ascii' });
    }
    if (type === 'integer') return fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 100, 100) });
    if (type === 'number') {
      const min = Math.ceil((schema.minimum ?? 0.01) * 100);
      return fc
        .integer({ min, max: Math.max(min, Math.min((schema.maximum ?? 500) * 100, 50_000)) })
        .map((n) => n / 100);
    }
    if (type === 'boolean') return fc.boolean();
    if (type === 'array') {
      if (depth > 3) return fc.constant([]);
      return fc.array(arbitrary(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: 2 });
    }
    if (type === 'object' || schema.properties) {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      if (depth > 3) return fc.constant({});
      const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, arbitrary(s, depth + 1)]));
      return fc.record(fields, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    return fc.constant('x');
  }
  return { arbitrary, resolve };
}
