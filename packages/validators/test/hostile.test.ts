// Property-based: random JSON and hostile input (deep nesting, very long strings, __proto__ and constructor keys,
// huge arrays) never make a validator throw and never change Object.prototype. How long they take is measured in
// the bench, not here (a wall-clock limit flakes under load); what made them slow, quadratic error gathering, is
// ruled out here by counting: the errors of a huge failing array grow with it, and no generated module gathers
// errors by copying (`vErrors.concat`).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as validators from '../src/index.js';

const keys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'value', 'status', 'data'),
  fc.string(),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.string({ minLength: 0, maxLength: 5000 }),
    fc.dictionary(keys, tie('value'), { maxKeys: 8 }),
    fc.array(tie('value'), { maxLength: 8 }),
  ),
})).value;

function deeplyNested(depth: number): unknown {
  let value: unknown = { id: 'x' };
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { data: value, customer: value };
  return value;
}

const hostileCases: [string, unknown][] = [
  ['a deep nesting', deeplyNested(5000)],
  ['a very long string everywhere', { descriptive: 'é'.repeat(2_000_000), key: 'k'.repeat(2_000_000), value: 1 }],
  [
    'a huge array of bad items',
    { data: Array.from({ length: 100_000 }, (_, i) => ({ id: String(i) })), meta: {}, metadata: {} },
  ],
  [
    '__proto__ and constructor keys',
    JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"customer":{"__proto__":{"x":1}}}',
    ),
  ],
  ['a null-prototype object', Object.assign(Object.create(null), { id: 'x', status: 'error' })],
  ['values of every type', [null, true, 0, -1e308, Number.NaN, '', [], {}]],
];

// Which operations take a JSON body and which success status answers one, read from the spec the validators were
// generated from: a validator is only asked what it checks, so any throw under hostile input fails the test (no
// probing call whose throw is caught, which would hide one).
type Operation = { requestBody?: { content?: object }; responses: Record<string, Part> };
type Part = { content?: object; $ref?: string };
const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json') as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Part> };
};
// an answer shared through components (`$ref: '#/components/responses/BadRequest'`) read where it is defined
const resolved = (part: Part | undefined) =>
  part?.$ref ? spec.components.responses[part.$ref.split('/').pop() ?? ''] : part;
const operationOf = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return spec.paths[path]?.[method.toLowerCase()] as Operation;
};
const takesJson = (part: Part | undefined) => {
  const content = resolved(part)?.content;
  return Boolean(content && 'application/json' in content);
};
const hasBody = (key: string) => takesJson(operationOf(key).requestBody);
// its success answer when that has a body, else its first answer that has one (a DELETE's 204 has none)
const answerWithBody = (key: string) => {
  const { responses } = operationOf(key);
  return ['200', '201', ...Object.keys(responses)].find((status) => takesJson(responses[status]));
};

type Check = [string, (value: unknown) => unknown];
const checks: Check[] = [
  ...validators.operationKeys.flatMap((key): Check[] => {
    const status = answerWithBody(key);
    return [
      ...(hasBody(key) ? [[`${key} request`, (v) => validators.validateRequest(key as never, v)] as Check] : []),
      ...(status
        ? [[`${key} ${status}`, (v) => validators.validateResponse(key as never, status as never, v)] as Check]
        : []),
    ];
  }),
  ...validators.notificationKinds.map(
    (kind): Check => [`notification ${kind}`, (v) => validators.validateNotification(v, kind)],
  ),
  ['SinglePayment', (v) => validators.validateSinglePayment(v)],
  ['SinglePayment strict', (v) => validators.validateSinglePayment(v, { strict: true })],
];

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
beforeAll(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
afterAll(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('hostile input', () => {
  // Every operation is tried: its request, or an answer, or both; none is left out by a probe.
  it('tries every operation the validators know', () => {
    const tried = new Set(checks.map(([name]) => name.replace(/ (request|\d{3})$/, '')));
    expect(validators.operationKeys.filter((key) => !tried.has(key))).toEqual([]);
  });

  it.each(hostileCases)('%s: every validator answers without throwing', (_name, value) => {
    for (const [name, check] of checks) {
      const result = check(value) as { ok: boolean };
      expect(typeof result.ok, name).toBe('boolean');
    }
  });

  it('random values: every validator answers without throwing', () => {
    fc.assert(
      fc.property(hostileValue, fc.constantFrom(...checks), (value, [name, check]) => {
        const result = check(value) as { ok: boolean; errors?: unknown[] };
        if (typeof result.ok !== 'boolean') throw new Error(`${name} returned ${JSON.stringify(result)}`);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('error gathering stays linear', () => {
  it('reports each bad item of a huge array once', () => {
    const items = (n: number) => ({ data: Array.from({ length: n }, () => ({ id: 1 })) });
    const count = (n: number) => {
      const result = validators.validateResponse('GET /single', 200, items(n));
      return result.ok ? 0 : result.errors.length;
    };
    expect(count(1000)).toBeGreaterThan(0);
    expect(count(10_000)).toBe(10 * count(1000));
  });

  it('no generated module gathers errors by copying them (vErrors.concat, quadratic on failing arrays)', () => {
    const generated = new URL('../src/generated/', import.meta.url).pathname;
    const modules = readdirSync(generated, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(modules.length).toBeGreaterThan(100);
    const copying = modules.filter((file) => readFileSync(join(generated, file), 'utf8').includes('vErrors.concat('));
    expect(copying).toEqual([]);
  });
});
