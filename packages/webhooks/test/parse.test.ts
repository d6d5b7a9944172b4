// parseNotification: every spec example parses as its kind; bad input is refused with the status to answer and a
// reason naming the field; Authorization is compared in constant time; the kind is named, never guessed; every date
// form the interface names is read; what the spec does not list is a warning.

import { validateNotification } from '@payments-contract/validators/notifications';
import { describe, expect, it } from 'vitest';
import spec from '../../spec/openapi.json' with { type: 'json' };
import { constantTimeEqual, type NotificationKind, type ParseOptions, parseNotification } from '../src/index.js';

const UNSIGNED = { unsafeAcceptUnsigned: true } as const;
const generic: ParseOptions = { authorization: UNSIGNED, kind: 'genericNotification' };
const ID = '1bbc14c3-8ca8-492c-887d-1ca86400e4fa';

const examples = Object.entries(spec.webhooks).flatMap(([kind, item]) =>
  Object.entries(
    (item.post.requestBody.content['application/json'] as { examples: Record<string, { value: unknown }> }).examples,
  ).map(([name, example]) => [`${kind} ${name}`, kind, example.value] as const),
);

describe('parseNotification', () => {
  it.each(examples)('parses the example %s to its kind', (_name, kind, value) => {
    for (const body of [JSON.stringify(value), new TextEncoder().encode(JSON.stringify(value)), value as object]) {
      const result = parseNotification(body, {}, { authorization: UNSIGNED, kind: kind as NotificationKind });
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
      /field 'date' must be one of: local date and time to the second: `YYYY-MM-DD HH:MM:SS`, or/,
    ],
    [
      'a date in no form the interface names',
      `{"id": "${ID}", "date": "20/11/2026 10:20"}`,
      400,
      'invalid',
      /field 'date'/,
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
    const result = parseNotification(body, {}, generic);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ status, reason });
      expect(result.error.message).toMatch(message);
    }
  });

  it('reports a type the spec does not list as a warning, not an error', () => {
    const result = parseNotification({ type: 'payout_reversed', id: ID, status: 'reversed', extra: 1 }, {}, generic);
    expect(result).toMatchObject({ ok: true, kind: 'genericNotification' });
    if (result.ok) {
      expect(result.warnings.map((w) => w.path)).toEqual(['/type', '/status', '/extra']);
      expect(result.notification).toMatchObject({ type: 'payout_reversed', status: 'reversed', extra: 1 });
    }
  });

  // Resources and their fields: "Date-times appear as `YYYY-MM-DD HH:MM:SS`, `Y-m-d H:i`, or ISO 8601 UTC"; the
  // notification's format is not shown (one example), so each is read.
  it.each(['2026-11-20 10:20:30', '2026-11-20 10:20', '2026-11-20T10:20:30Z'])(
    'reads the date form %s, which the interface names [resources.date-time-forms]',
    (date) => {
      const result = parseNotification({ type: 'capture', id: ID, date }, {}, generic);
      expect(result).toMatchObject({ ok: true, notification: { date }, warnings: [] });
    },
  );

  it('reads each kind as the one named, whatever the payload looks like [events.three-kinds]', () => {
    // An Authorisation notification with only the Generic fields, and a Generic one that names an account: each is
    // valid as the kind its URL says; a guess from the shape took the first for Generic and the second for Transaction.
    const auth = parseNotification(
      { type: 'authorisation', status: 'success', id: ID },
      {},
      {
        authorization: UNSIGNED,
        kind: 'authorisationNotification',
      },
    );
    expect(auth).toMatchObject({ ok: true, kind: 'authorisationNotification' });
    const key = parseNotification({ key: 'x' }, {}, generic);
    expect(key).toMatchObject({ ok: false, error: { status: 400, message: "field 'id' is required" } });
  });

  it('validateNotification without a kind answers an error naming the kinds, never a guess', () => {
    const result = (validateNotification as (payload: unknown) => ReturnType<typeof validateNotification>)({
      key: 'x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/needs the notification's kind \(genericNotification, /);
  });

  it.each([
    ['no kind', { authorization: UNSIGNED }, /option 'kind' is required/],
    ['a kind the spec does not name', { authorization: UNSIGNED, kind: 'capture' }, /option 'kind' is required/],
    ['no authorization', { kind: 'genericNotification' }, /option 'authorization' is required/],
    [
      'an unset variable',
      { authorization: undefined, kind: 'genericNotification' },
      /an unset variable is not a value/,
    ],
    ['an empty value', { authorization: '', kind: 'genericNotification' }, /option 'authorization' is required/],
  ])('throws at set-up on %s, naming the option', (_name, options, message) => {
    expect(() => parseNotification({ id: ID }, {}, options as unknown as ParseOptions)).toThrow(message);
  });

  it.each([
    ['the right value', 'Bearer s3cret', true],
    ['no header', undefined, false],
    ['a wrong value', 'Bearer s3crex', false],
    ['a prefix of it', 'Bearer s3c', false],
    ['a longer value', 'Bearer s3cret!', false],
  ])('with an expected Authorization, %s is accepted: %s', (_name, header, ok) => {
    const headers = header === undefined ? {} : { Authorization: header };
    const result = parseNotification({ id: ID }, headers, {
      authorization: 'Bearer s3cret',
      kind: 'genericNotification',
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
