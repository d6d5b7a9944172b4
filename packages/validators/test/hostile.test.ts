// Property-based: random JSON and hostile input (deep nesting, very long strings, __proto__ and constructor keys,
// huge arrays) never make a validator throw, never take more than a few milliseconds, and never change
// Object.prototype.
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

type Check = [string, (value: unknown) => unknown];
const checks: Check[] = [
  ...validators.operationKeys.flatMap((key): Check[] => [
    [`${key} request`, (v) => (hasBody(key) ? validators.validateRequest(key as never, v) : undefined)],
    [`${key} 200`, (v) => tryStatus(key, v)],
  ]),
  ...validators.notificationKinds.map(
    (kind): Check => [`notification ${kind}`, (v) => validators.validateNotification(v, kind)],
  ),
  ['SinglePayment', (v) => validators.validateSinglePayment(v)],
  ['SinglePayment strict', (v) => validators.validateSinglePayment(v, { strict: true })],
];

function hasBody(key: string) {
  try {
    validators.validateRequest(key as never, {});
    return true;
  } catch {
    return false;
  }
}
function tryStatus(key: string, value: unknown) {
  for (const status of [200, 201]) {
    try {
      return validators.validateResponse(key as never, status as never, value);
    } catch {
      // this operation answers with the other success code
    }
  }
  return undefined;
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
beforeAll(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
afterAll(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

// Random values must answer in a few milliseconds. The hostile values below are huge on purpose (megabytes of
// text, a hundred thousand items), so their ceiling is a second: what it catches is super-linear work, like the
// quadratic error gathering the generator now rewrites (it took two minutes on 200 000 items).
const CEILING_MS = 50;
const HUGE_CEILING_MS = 1000;

describe('hostile input', () => {
  it.each(hostileCases)('%s: every validator answers, quickly, without throwing', (_name, value) => {
    for (const [name, check] of checks) {
      const started = performance.now();
      const result = check(value) as { ok: boolean } | undefined;
      const took = performance.now() - started;
      expect(result === undefined || typeof result.ok === 'boolean', name).toBe(true);
      expect(took, `${name} took ${took.toFixed(1)} ms`).toBeLessThan(HUGE_CEILING_MS);
    }
  });

  it('random values: every validator answers, quickly, without throwing', () => {
    fc.assert(
      fc.property(hostileValue, fc.constantFrom(...checks), (value, [name, check]) => {
        const started = performance.now();
        const result = check(value) as { ok: boolean; errors?: unknown[] } | undefined;
        const took = performance.now() - started;
        if (result !== undefined && typeof result.ok !== 'boolean')
          throw new Error(`${name} returned ${JSON.stringify(result)}`);
        if (took > CEILING_MS) throw new Error(`${name} took ${took.toFixed(1)} ms`);
      }),
      { numRuns: 3000 },
    );
  });
});
