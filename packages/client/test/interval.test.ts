import { describe, expect, it } from 'vitest';
import { intervalFilter } from '../src/lists.js';

describe('intervalFilter', () => {
  it.each([
    [new Date('2026-01-01T00:00:00Z'), new Date('2026-01-31T00:00:00Z'), 'interval(2026-01-01 00:00,2026-01-31 00:00)'],
    ['2026-11-01 08:30', '2026-11-21 18:00', 'interval(2026-11-01 08:30,2026-11-21 18:00)'],
  ])('formats %s to %s', (start, end, want) => {
    expect(intervalFilter(start, end)).toBe(want);
  });

  it.each([
    ['a span over 30 days', '2026-01-01 00:00', '2026-01-31 00:01', /at most 30 days/],
    ['an end before the start', '2026-01-02 00:00', '2026-01-01 00:00', /before its start/],
    ['a day that does not exist', '2026-02-30 00:00', '2026-03-01 00:00', /YYYY-MM-DD HH:MM/],
    ['a string in another format', '2026-01-01T00:00', '2026-01-02 00:00', /start must be/],
    ['an invalid Date', new Date('nope'), '2026-01-02 00:00', /invalid Date/],
  ])('refuses %s', (_name, start, end, message) => {
    expect(() => intervalFilter(start, end)).toThrow(message);
  });
});
