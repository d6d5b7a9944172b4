import { describe, expect, it } from 'vitest';
import { formats } from '../../../../generators/validators/translate/formats.js';

const knownFormats = new Set(['int32', 'date']);

describe('formats: known ones kept, unknown ones dropped and reported (kept with --strict-formats)', () => {
  it.each<
    [string, { given: Record<string, unknown>; strict?: boolean; want: Record<string, unknown>; unknown: string[] }]
  >([
    [
      'a registry format',
      { given: { type: 'integer', format: 'int32' }, want: { type: 'integer', format: 'int32' }, unknown: [] },
    ],
    [
      'an unknown one',
      { given: { type: 'string', format: 'unixtime' }, want: { type: 'string' }, unknown: ['unixtime at /x'] },
    ],
    [
      'an unknown one, strict',
      {
        given: { type: 'string', format: 'unixtime' },
        strict: true,
        want: { type: 'string', format: 'unixtime' },
        unknown: ['unixtime at /x'],
      },
    ],
    ['none', { given: { type: 'string' }, want: { type: 'string' }, unknown: [] }],
  ])('%s', (_name, { given, strict, want, unknown }) => {
    const found: string[] = [];
    const context = {
      knownFormats,
      strictFormats: strict,
      at: '/x',
      usedFormat: () => {},
      unknownFormat: (format: string, at: string) => found.push(`${format} at ${at}`),
    };
    expect(formats(given, context)).toEqual(want);
    expect(found).toEqual(unknown);
  });
});
