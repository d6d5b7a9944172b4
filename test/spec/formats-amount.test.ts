// "Amounts are numbers rounded to 2 decimals" and Limits "Amount precision | 2 decimals", exactly: a JSON number has
// at most 2 decimals when its shortest round-trip form (String(n), exponent included) has at most 2 digits after the
// point. No tolerance: the run-time check is the generated validators' `amount` format.
import { describe, expect, it } from 'vitest';
import { decimalPlaces } from '../../packages/validator-runtime/src/format-checks.js';
import { formats as generated } from '../../packages/validators/src/generated/formats.js';
import { validateRequest } from '../../packages/validators/src/index.js';

const amount = (generated as unknown as Record<string, { validate(value: number): boolean }>).amount;

describe('amount: "Amount precision: 2 decimals"', () => {
  it.each([
    [25.5, true, '"rounded to 2 decimals"'],
    [JSON.parse('25.50'), true, '25.50 is the number 25.5'],
    [0.01, true, 'the smallest amount of two decimals'],
    [0.07, true, '0.07 * 100 is 7.000000000000001 in binary, yet 0.07 has 2 decimals'],
    [100, true, 'a whole amount'],
    [1e21, true, '1e+21 has no decimals'],
    [-12.34, true, 'the sign is not a decimal'],
    [25.555, false, 'three decimals'],
    [0.001, false, 'three decimals'],
    [25.000000001, false, 'nine decimals, however close to 25'],
    [1e-9, false, '1e-9 is 0.000000001'],
    [1e-7, false, 'String(1e-7) is "1e-7": seven decimals'],
    [1.5e-7, false, '1.5e-7: eight decimals'],
    [5e-324, false, 'the smallest double'],
    [0.1 + 0.2, false, '0.1 + 0.2 is 0.30000000000000004'],
  ])('%s is %s (%s)', (value, ok) => {
    expect(amount?.validate(value)).toBe(ok);
  });

  it.each([
    [25.5, 1],
    [1e21, 0],
    [1.5e-7, 8],
    [Number.NaN, Number.POSITIVE_INFINITY],
  ])('decimalPlaces(%s) is %s', (value, want) => expect(decimalPlaces(value)).toBe(want));

  it('refuses a refund of 0.1 + 0.2 and takes one of 0.3 (the path users run)', () => {
    expect(validateRequest('POST /refund/{id}', { value: 0.1 + 0.2 }).ok).toBe(false);
    expect(validateRequest('POST /refund/{id}', { value: 0.3 }).ok).toBe(true);
  });
});
