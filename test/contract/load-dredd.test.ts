// winston 2's padLevels warning is dropped while Dredd loads, and nothing else (issue 40): other warnings emitted
// while it loads, and that same warning emitted afterwards, still reach process.emitWarning.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { isPadLevelsWarning, requireWithoutPadLevels } = require('../../packages/behaviour/contract/load-dredd.cjs') as {
  isPadLevelsWarning: (warning: unknown) => boolean;
  requireWithoutPadLevels: (load: (id: string) => unknown, id: string) => unknown;
};
const PAD_LEVELS = "Accessing non-existent property 'padLevels' of module exports inside circular dependency";
const original = process.emitWarning;
afterEach(() => {
  process.emitWarning = original;
});

describe('requireWithoutPadLevels', () => {
  it('drops only the padLevels warning, only while the module loads', () => {
    const emitted: unknown[] = [];
    process.emitWarning = ((warning: unknown) => void emitted.push(warning)) as typeof process.emitWarning;
    const loaded = requireWithoutPadLevels((id) => {
      process.emitWarning(PAD_LEVELS);
      process.emitWarning("Accessing non-existent property 'colors' of module exports inside circular dependency");
      process.emitWarning(new Error(PAD_LEVELS));
      process.emitWarning('something else', 'DeprecationWarning');
      return `module ${id}`;
    }, 'dredd');
    expect(loaded).toBe('module dredd');
    process.emitWarning(PAD_LEVELS);
    expect(emitted).toEqual([
      "Accessing non-existent property 'colors' of module exports inside circular dependency",
      'something else',
      PAD_LEVELS,
    ]);
  });

  it('puts process.emitWarning back when loading throws', () => {
    const mine = (() => undefined) as typeof process.emitWarning;
    process.emitWarning = mine;
    expect(() =>
      requireWithoutPadLevels(() => {
        throw new Error('no such module');
      }, 'x'),
    ).toThrow('no such module');
    expect(process.emitWarning).toBe(mine);
  });

  it('knows the warning by its whole message', () => {
    expect(isPadLevelsWarning(PAD_LEVELS)).toBe(true);
    expect(isPadLevelsWarning(`${PAD_LEVELS} and more`)).toBe(false);
    expect(isPadLevelsWarning(undefined)).toBe(false);
  });
});
