// Generic tools read the rules: hey-api's zod plugin, which knows none of the named formats, must refuse a bad
// `date-time-minutes` (it only has the pattern) and must accept the open enums' new values. Generated into a
// throw-away folder inside node_modules/.cache so that the generated module resolves the repository's zod.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { freshBundle } from '../helpers/spec.js';

const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
let out: string;
// biome-ignore lint/suspicious/noExplicitAny: the generated module's exports are read by name.
let zod: Record<string, any>;

beforeAll(async () => {
  await mkdir(cache, { recursive: true });
  out = await mkdtemp(join(cache, 'hey-api-zod-'));
  const { document } = await freshBundle();
  await createClient({
    input: structuredClone(document),
    output: { path: out },
    plugins: ['zod'],
    logs: { level: 'silent' },
  });
  zod = await import(join(out, 'zod.gen.ts'));
}, patience(60_000));

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe("hey-api's zod schemas", () => {
  it.each([
    ['2024-02-29 10:30', true],
    ['2023-02-29 10:30', false],
    ['2024-01-01 24:00', false],
    ['2024-01-01T10:30:00Z', false],
    ['not a date', false],
  ])('date-time-minutes %j: accepted is %s', (value, accepted) => {
    expect(zod.zDateTimeMinutes.safeParse(value).success).toBe(accepted);
  });

  it('refuses a bad interval filter and accepts a good one', () => {
    expect(zod.zIntervalFilter.safeParse('interval(2024-01-01 00:00,2024-01-02 00:00)').success).toBe(true);
    expect(zod.zIntervalFilter.safeParse('interval(2024-01-01,2024-01-02)').success).toBe(false);
  });

  it('accepts the open enums’ known and new values', () => {
    for (const value of ['paid', 'active', 'a-status-added-later'])
      expect(zod.zPaymentStatus.safeParse(value).success, value).toBe(true);
    expect(zod.zMethodCode.safeParse('ap').success).toBe(true);
    expect(zod.zPaymentStatus.safeParse(3).success).toBe(false);
  });
});
