// The interface's own named formats ("Date-times appear as `YYYY-MM-DD HH:MM:SS`, `Y-m-d H:i`, or ISO 8601 UTC
// (`...T...Z`), depending on the field"; interval filters "Maximum span 30 days"), checked by the generated
// validators' format module on an exact calendar and clock: February 29 only in leap years, month 1–12, a day within
// its month, hour 0–23, minute and second 0–59, years 0000–0099 read as written.
import { describe, expect, it } from 'vitest';
import { formats as generated } from '../../packages/validators/src/generated/formats.js';

const formats = generated as unknown as Record<string, { validate(value: never): boolean }>;
const valid = (format: string, value: string) => formats[format]?.validate(value as never);

describe('date-time-seconds: "`YYYY-MM-DD HH:MM:SS`"', () => {
  it.each([
    ['2026-11-21 10:15:00', true, 'the format itself'],
    ['2024-02-29 23:59:59', true, 'a leap day, the last second of it'],
    ['2026-02-29 10:15:00', false, 'February 29 only in leap years'],
    ['2026-11-31 10:15:00', false, 'November has 30 days'],
    ['2026-11-21 24:00:00', false, 'hour 0–23'],
    ['2026-11-21 10:60:00', false, 'minute 0–59'],
    ['2026-11-21 10:15:60', false, 'second 0–59 (no leap second in a local time)'],
    ['2026-11-21T10:15:00', false, 'a space, not "T"'],
    ['2026-11-21 10:15', false, 'seconds are part of it'],
  ])('%s is %s (%s)', (value, ok) => expect(valid('date-time-seconds', value)).toBe(ok));
});

describe('date-time-minutes: "`Y-m-d H:i`"', () => {
  it.each([
    ['2026-11-21 10:15', true, 'the format itself'],
    ['0000-02-29 00:00', true, 'year 0000 as written is a leap year'],
    ['0004-02-29 00:00', true, 'year 0004 as written is a leap year'],
    ['0100-02-29 00:00', false, 'year 0100 as written is not (JavaScript would read 0 as 1900, 100 as 100)'],
    ['0001-02-29 00:00', false, 'year 0001, not 1901'],
    ['2026-13-01 10:15', false, 'month 1–12'],
    ['2026-00-01 10:15', false, 'month 1–12'],
    ['2026-04-31 10:15', false, 'April has 30 days'],
    ['2026-11-21 10:15:00', false, 'no seconds in `H:i`'],
  ])('%s is %s (%s)', (value, ok) => expect(valid('date-time-minutes', value)).toBe(ok));
});

describe('date-time-utc: "ISO 8601 UTC (`...T...Z`)"', () => {
  it.each([
    ['2026-11-21T10:15:00Z', true, 'the format itself'],
    ['2026-11-21T10:15:00.5Z', true, 'a fraction of a second'],
    ['2026-11-21T10:15:00+00:00', false, 'UTC is written Z'],
    ['2026-11-21 10:15:00Z', false, 'a "T", not a space'],
    ['2026-02-29T10:15:00Z', false, 'February 29 only in leap years'],
  ])('%s is %s (%s)', (value, ok) => expect(valid('date-time-utc', value)).toBe(ok));
});

describe('interval-filter: "`interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`. Maximum span 30 days."', () => {
  it.each([
    ['interval(2026-01-01 00:00,2026-01-31 00:00)', true, '30 days exactly'],
    ['interval(2026-01-01 00:00,2026-01-31 00:01)', false, 'a minute over 30 days'],
    ['interval(2026-01-02 00:00,2026-01-01 00:00)', false, 'start first'],
    ['interval(0099-12-20 00:00,0100-01-10 00:00)', true, '21 days across year 0100, years as written'],
    ['interval(0099-12-20 00:00,2000-01-10 00:00)', false, 'year 0099 is not 1999: far more than 30 days'],
    ['interval(2026-02-29 00:00,2026-03-01 00:00)', false, 'February 29 only in leap years'],
    ['interval(2026-01-01 24:00,2026-01-02 00:00)', false, 'hour 0–23'],
    ['interval(2026-01-01 00:00, 2026-01-02 00:00)', false, 'no space after the comma'],
  ])('%s is %s (%s)', (value, ok) => expect(valid('interval-filter', value)).toBe(ok));
});
