// Every example in the document validates against its schema (Ajv, JSON Schema 2020-12, formats on, the
// interface's named formats checked) and uses no field its schema does not declare. Deliberately broken copies of
// examples are shown to fail, so the check can fail.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Example, examplesOf, undeclaredFields } from '../helpers/examples.js';
import { follow, freshBundle, type Node } from '../helpers/spec.js';
import { createSpecAjv } from '../helpers/spec-ajv.js';
import index from './data/interface-operations.json' with { type: 'json' };

let document: Node;
let validatorAt: ReturnType<typeof createSpecAjv>['validatorAt'];
let examples: Example[];
beforeAll(async () => {
  document = (await freshBundle()).document;
  ({ validatorAt } = createSpecAjv(document));
  examples = [...examplesOf(document)];
});

const errorsOf = (example: Example) => {
  const validate = validatorAt(example.schemaPointer);
  return validate(example.value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
};

describe('the examples', () => {
  // Counted from the interface's operation index, not a floor: each operation's success answer (a 204 has no body)
  // and each notification the document declares shows an example.
  it("show every operation's success answer and every notification", () => {
    const shown = (label: string) => examples.some((example) => example.where.startsWith(`${label} `));
    const successes = index.operations
      .filter((o) => o.success !== 204)
      .map((o) => `${o.method} ${o.path} ${o.success}`);
    const notifications = Object.keys(document.webhooks ?? {}).map((name) => `notification ${name} request`);
    expect(notifications).not.toEqual([]);
    expect([...successes, ...notifications].filter((label) => !shown(label))).toEqual([]);
  });

  it('all validate against their schemas', () => {
    const failures = examples.flatMap((example) => errorsOf(example).map((error) => `${example.where}: ${error}`));
    expect(failures).toEqual([]);
  });

  it('use no field their schema does not declare', () => {
    const failures = examples.flatMap((example) => {
      const schema = follow(document, { $ref: example.schemaPointer }, '').node;
      return undeclaredFields(document, schema, example.value).map((path) => `${example.where}: ${path}`);
    });
    expect(failures).toEqual([]);
  });

  it('show every notification succeeding and failing', () => {
    for (const [name, item] of Object.entries<Node>(document.webhooks)) {
      const media = item.post.requestBody.content['application/json'];
      const statuses = Object.values<Node>(media.examples).map((example) => example.value.status);
      expect(statuses, name).toContain('success');
      expect(statuses, name).toContain('failed');
    }
  });

  it('show the four authentication failures as named 403 examples', () => {
    const forbidden = document.components.responses.Forbidden.content['application/json'].examples;
    const messages = Object.values<Node>(forbidden).map((ref) => follow(document, ref, '').node.value.message);
    const causes = document.components.schemas.AuthenticationErrorMessage['x-authentication-causes'];
    expect(messages.sort()).toEqual(Object.values(causes).sort());
  });
});

describe('a broken example', () => {
  const captureRequest = '#/paths/~1capture~1{id}/post/requestBody/content/application~1json/schema';
  const captureDetail = '#/paths/~1capture~1{id}/get/responses/200/content/application~1json/schema';
  const valid = { descriptive: 'Order 1', value: 25.5, capture_date: '2026-11-20', transaction_key: 'tx-1' };
  const { descriptive: _dropped, ...withoutDescriptive } = valid;

  it.each([
    ['a required field removed', captureRequest, withoutDescriptive, "/ must have required property 'descriptive'"],
    ['a field of the wrong type', captureRequest, { ...valid, value: 'lots' }, '/value must be number'],
    [
      'a string too long',
      captureRequest,
      { ...valid, descriptive: 'x'.repeat(256) },
      '/descriptive must NOT have more than 255 characters',
    ],
    ['an amount with three decimals', captureRequest, { ...valid, value: 25.555 }, '/value must match format "amount"'],
    [
      'a date in the wrong format',
      captureRequest,
      { ...valid, capture_date: '20-11-2026' },
      '/capture_date must match format "date"',
    ],
    [
      'an unknown field on a closed request',
      captureRequest,
      { ...valid, amount: 3 },
      '/ must NOT have additional properties',
    ],
    [
      'a value outside the enum',
      captureDetail,
      { id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f', status: 'bogus' },
      '/status must be equal to one of the allowed values',
    ],
  ])('fails with %s', (_name, schemaPointer, value, error) => {
    expect(errorsOf({ where: 'mutant', schemaPointer, value })).toContain(error);
  });

  it.each([
    ['more than 30 days', 'interval(2026-01-01 00:00,2026-02-01 00:00)', false],
    ['an end before its start', 'interval(2026-02-01 00:00,2026-01-01 00:00)', false],
    ['a day that does not exist', 'interval(2026-02-30 00:00,2026-03-01 00:00)', false],
    ['exactly 30 days', 'interval(2026-01-01 00:00,2026-01-31 00:00)', true],
  ])('an interval filter spanning %s is valid: %s', (_name, value, ok) => {
    expect(validatorAt('#/components/schemas/IntervalFilter')(value)).toBe(ok);
  });

  it('with an undeclared field in a response is caught', () => {
    const schema = follow(document, { $ref: captureDetail }, '').node;
    expect(undeclaredFields(document, schema, { id: 'x', splits: [{ value: 1, vaule: 2 }] })).toEqual([
      '/splits/0/vaule',
    ]);
  });
});
