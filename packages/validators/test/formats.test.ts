// The run-time format checks agree with ajv-formats on the standard formats where ajv-formats reads the RFCs as
// written, and check the interface's named formats as the spec's x-formats say. Where ajv-formats is looser (a space
// for RFC 3339's "T"), test/spec/formats-standard.test.ts states the RFC's rule.
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formats as generated } from '../src/generated/formats.js';

const formats = generated as unknown as Record<string, { validate(value: never): boolean }>;

const reference = (addFormats as unknown as { get: (name: string) => unknown }).get;
const samples: Record<string, string[]> = {
  date: ['2026-11-21', '2026-02-29', '2024-02-29', '2026-13-01', '2026-1-1', '21-11-2026', ''],
  'date-time': [
    '2026-11-21T10:15:00Z',
    '2026-11-21T10:15:00.123+01:00',
    '2026-11-21T25:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-11-21T10:15:00',
  ],
  uri: [
    'https://docs.example/E_FIELD',
    'mailto:ana@example.com',
    'urn:isbn:0451450523',
    'not a uri',
    '/relative/path',
    '',
  ],
};

describe('standard formats', () => {
  it.each(Object.entries(samples))('%s agrees with ajv-formats', (name, values) => {
    const theirs = reference(name) as { validate?: (s: string) => boolean } | RegExp | ((s: string) => boolean);
    const check = (value: string) =>
      theirs instanceof RegExp
        ? theirs.test(value)
        : typeof theirs === 'function'
          ? theirs(value)
          : Boolean(theirs.validate?.(value));
    for (const value of values)
      expect(formats[name]?.validate(value as never), `${name} ${JSON.stringify(value)}`).toBe(check(value));
  });
});

describe('named formats', () => {
  it.each([
    ['date-time-seconds', '2026-11-21 10:15:00', true],
    ['date-time-seconds', '2026-11-21 10:15', false],
    ['date-time-minutes', '2026-11-21 10:15', true],
    ['date-time-minutes', '2026-02-30 10:15', false],
    ['date-time-utc', '2026-11-21T10:15:00Z', true],
    ['date-time-utc', '2026-11-21T10:15:00+01:00', false],
    ['interval-filter', 'interval(2026-01-01 00:00,2026-01-31 00:00)', true],
    ['interval-filter', 'interval(2026-01-01 00:00,2026-02-01 00:00)', false],
    ['uuid', '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21', true],
    ['uuid', '2b0f5c6e8f8b4a4e9c533f6b1d9a7e21', false],
  ] as const)('%s %s is %s', (name, value, ok) => {
    expect(formats[name]?.validate(value as never)).toBe(ok);
  });

  it.each([
    [25.5, true],
    [0.07, true],
    [10, true],
    [25.555, false],
    [0.001, false],
  ])('amount %s is %s', (value, ok) => {
    expect(formats.amount?.validate(value as never)).toBe(ok);
  });
});
