// Each named string format carries, as a plain `pattern`, what the validators' check for it means, so that tools that
// do not know the format (hey-api, orval, openapi-zod-client, Gavel) still enforce it. Proven on a table of good and
// bad values and on generated ones: the pattern and the check agree, except that an interval's 30-day span is a
// rule no pattern can state (x-formats' `maxSpanDays` says it instead).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBundle, type Node } from '../helpers/spec.js';
import { createSpecAjv } from '../helpers/spec-ajv.js';

let document: Node;
let check: (format: string, value: string) => boolean;
let pattern: (format: string, value: string) => boolean;
beforeAll(async () => {
  document = (await freshBundle()).document;
  const { ajv } = createSpecAjv(document);
  const checks = new Map<string, (value: unknown) => boolean>();
  check = (format, value) => {
    if (!checks.has(format)) checks.set(format, ajv.compile({ type: 'string', format }) as (v: unknown) => boolean);
    return (checks.get(format) as (v: unknown) => boolean)(value);
  };
  pattern = (format, value) => new RegExp(document['x-formats'][format].pattern, 'u').test(value);
});

/** Every schema object in the document, with where it is. */
function* schemasIn(node: Node, at: string): Generator<[string, Node]> {
  if (!node || typeof node !== 'object') return;
  if (typeof node.format === 'string') yield [at, node];
  for (const [key, value] of Object.entries<Node>(node)) yield* schemasIn(value, `${at}/${key}`);
}

const STRING_FORMATS = ['date-time-seconds', 'date-time-minutes', 'date-time-utc', 'interval-filter'];

describe('named formats as patterns', () => {
  it('gives every string format a pattern, and every schema of that format the same pattern', () => {
    const formats = document['x-formats'];
    expect(Object.keys(formats).filter((name) => formats[name].type === 'string')).toEqual(STRING_FORMATS);
    const found = [...schemasIn(document.components, '#/components')].filter(([, s]) =>
      STRING_FORMATS.includes(s.format),
    );
    expect(found.length).toBeGreaterThanOrEqual(STRING_FORMATS.length);
    for (const [at, schema] of found) expect(schema.pattern, at).toBe(formats[schema.format].pattern);
  });

  it.each([
    // [format, value, valid]
    ['date-time-minutes', '2024-02-29 10:30', true],
    ['date-time-minutes', '2000-02-29 00:00', true],
    ['date-time-minutes', '0004-02-29 23:59', true],
    ['date-time-minutes', '2023-12-31 23:59', true],
    ['date-time-minutes', '2023-02-29 10:30', false],
    ['date-time-minutes', '1900-02-29 10:30', false],
    ['date-time-minutes', '0000-02-29 10:30', true], // year 0000 read literally: divisible by 400
    ['date-time-minutes', '0100-02-29 10:30', false], // year 0100, not 2000
    ['date-time-minutes', '2024-04-31 10:30', false],
    ['date-time-minutes', '2024-13-01 10:30', false],
    ['date-time-minutes', '2024-00-10 10:30', false],
    ['date-time-minutes', '2024-01-01 24:00', false],
    ['date-time-minutes', '2024-01-01 10:60', false],
    ['date-time-minutes', '2024-01-01T10:30', false],
    ['date-time-minutes', '2024-01-01 10:30:00', false],
    ['date-time-minutes', ' 2024-01-01 10:30', false],
    ['date-time-minutes', '', false],
    ['date-time-seconds', '2024-02-29 10:30:59', true],
    ['date-time-seconds', '2024-02-29 10:30', false],
    ['date-time-seconds', '2024-02-30 10:30:00', false],
    ['date-time-seconds', '2024-06-01 10:30:60', false],
    ['date-time-utc', '2024-02-29T10:30:00Z', true],
    ['date-time-utc', '2024-02-29T10:30:00.125Z', true],
    ['date-time-utc', '2024-02-29T10:30:00+01:00', false],
    ['date-time-utc', '2023-02-29T10:30:00Z', false],
    ['date-time-utc', '2024-02-29 10:30:00Z', false],
    ['interval-filter', 'interval(2024-02-01 00:00,2024-02-29 23:59)', true],
    ['interval-filter', 'interval(2024-02-01 00:00,2024-02-30 00:00)', false],
    ['interval-filter', 'interval(2024-02-01 25:00,2024-02-02 00:00)', false],
    ['interval-filter', 'interval(2024-02-01 00:00, 2024-02-02 00:00)', false],
    ['interval-filter', '2024-02-01 00:00,2024-02-02 00:00', false],
  ])('%s %j: valid is %s for both the pattern and the check', (format, value, valid) => {
    expect(pattern(format, value)).toBe(valid);
    expect(check(format, value)).toBe(valid);
  });

  it.each([
    ['longer than 30 days', 'interval(2024-01-01 00:00,2024-03-01 00:00)'],
    ['end before start', 'interval(2024-01-02 00:00,2024-01-01 00:00)'],
  ])('leaves only the span rule to the check: an interval %s', (_name, value) => {
    expect(pattern('interval-filter', value)).toBe(true);
    expect(check('interval-filter', value)).toBe(false);
  });

  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const dateTime = fc
    .record({
      year: fc.constantFrom('0000', '0004', '1900', '1996', '2000', '2023', '2024', '2100', '2400', '9999'),
      month: two(13),
      day: two(32),
      hour: two(25),
      minute: two(61),
      second: two(61),
    })
    .map(({ year, month, day, hour, minute, second }) => ({
      minutes: `${year}-${month}-${day} ${hour}:${minute}`,
      seconds: `${year}-${month}-${day} ${hour}:${minute}:${second}`,
      utc: `${year}-${month}-${day}T${hour}:${minute}:${second}Z`,
    }));

  it('agrees with the check on generated date-times, calendar edges included', () => {
    fc.assert(
      fc.property(dateTime, ({ minutes, seconds, utc }) => {
        expect(pattern('date-time-minutes', minutes)).toBe(check('date-time-minutes', minutes));
        expect(pattern('date-time-seconds', seconds)).toBe(check('date-time-seconds', seconds));
        expect(pattern('date-time-utc', utc)).toBe(check('date-time-utc', utc));
      }),
      { numRuns: 3000, seed: 12 },
    );
  });

  it('agrees with the check on generated intervals, except where only the span is wrong', () => {
    fc.assert(
      fc.property(dateTime, dateTime, (start, end) => {
        const value = `interval(${start.minutes},${end.minutes})`;
        if (check('interval-filter', value)) expect(pattern('interval-filter', value)).toBe(true);
        else if (pattern('interval-filter', value)) {
          const [from, to] = [start.minutes, end.minutes].map((t) => Date.parse(`${t.replace(' ', 'T')}:00Z`)) as [
            number,
            number,
          ];
          expect(to < from || to - from > 30 * 86_400_000, value).toBe(true);
        }
      }),
      { numRuns: 3000, seed: 12 },
    );
  });
});
