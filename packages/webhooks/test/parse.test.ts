// parseNotification: every spec example parses to its kind; bad input is refused with the status to answer and a
// reason naming the field; Authorization is compared in constant time.
import { describe, expect, it } from 'vitest';
import spec from '../../spec/openapi.json' with { type: 'json' };
import { constantTimeEqual, parseNotification } from '../src/index.js';

const examples = Object.entries(spec.webhooks).flatMap(([kind, item]) =>
  Object.entries(
    (item.post.requestBody.content['application/json'] as { examples: Record<string, { value: unknown }> }).examples,
  ).map(([name, example]) => [`${kind} ${name}`, kind, example.value] as const),
);

describe('parseNotification', () => {
  it.each(examples)('parses the example %s to its kind', (_name, kind, value) => {
    for (const body of [JSON.stringify(value), new TextEncoder().encode(JSON.stringify(value)), value as object]) {
      const result = parseNotification(body);
      expect(result).toMatchObject({ ok: true, kind, notification: value, warnings: [] });
    }
  });

  it.each([
    ['malformed JSON', '{"type": "capture",', 400, 'not_json', /not JSON/],
    ['a JSON array', '[1, 2]', 400, 'invalid', /JSON object/],
    ['a wrong type', '{"type": "capture", "status": "success", "id": 42}', 400, 'invalid', /field 'id' must be string/],
    [
      'a bad date',
      '{"id": "1bbc14c3-8ca8-492c-887d-1ca86400e4fa", "date": "yesterday"}',
      400,
      'invalid',
      /field 'date' must be local date and time to the second: `YYYY-MM-DD HH:MM:SS`/,
    ],
    [
      'a Generic notification without its id',
      '{"type": "capture", "status": "success"}',
      400,
      'invalid',
      /field 'id' is required/,
    ],
    ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 400, 'not_json', /not JSON/],
    ['an oversized body', `{"id": "${'x'.repeat(70_000)}"}`, 413, 'too_large', /over the limit of 65536/],
  ] as const)('refuses %s', (_name, body, status, reason, message) => {
    const result = parseNotification(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ status, reason });
      expect(result.error.message).toMatch(message);
    }
  });

  it('reports a type the spec does not list as a warning, not an error', () => {
    const result = parseNotification({ type: 'payout_reversed', id: '1bbc14c3-8ca8-492c-887d-1ca86400e4fa' });
    expect(result).toMatchObject({ ok: true, kind: 'genericNotification' });
    if (result.ok) expect(result.warnings.map((w) => w.path)).toEqual(['/type']);
  });

  it.each([
    ['the right value', 'Bearer s3cret', true],
    ['no header', undefined, false],
    ['a wrong value', 'Bearer s3crex', false],
    ['a prefix of it', 'Bearer s3c', false],
    ['a longer value', 'Bearer s3cret!', false],
  ])('with an expected Authorization, %s is accepted: %s', (_name, header, ok) => {
    const headers = header === undefined ? {} : { Authorization: header };
    const result = parseNotification({ id: '1bbc14c3-8ca8-492c-887d-1ca86400e4fa' }, headers, {
      authorization: 'Bearer s3cret',
    });
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.error).toMatchObject({ status: 401, reason: 'unauthorized' });
      expect(result.error.message).not.toContain('s3cret');
    }
  });

  it.each([
    ['', '', true],
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'ab', false],
    ['ab', 'abc', false],
    ['é', 'e', false],
  ])('constantTimeEqual(%j, %j) is %s', (a, b, want) => {
    expect(constantTimeEqual(a, b)).toBe(want);
  });
});
