// The rule for a database server a test needs (test/helpers/servers.js): present, the test runs; absent outside CI,
// skipped with the reason; absent in CI, a failure naming the install (.ci/run installs it).
import { afterEach, describe, expect, it } from 'vitest';
import { skipReason } from './servers.js';

const ci = process.env.CI;
afterEach(() => {
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
});

describe('skipReason', () => {
  it('runs the test when the binary is there', () => {
    process.env.CI = 'true';
    expect(skipReason('/usr/bin/redis-server', 'redis-server', 'apt-get install -y redis-server')).toBeUndefined();
  });

  it('skips with the reason outside CI when it is absent', () => {
    delete process.env.CI;
    expect(skipReason(undefined, 'redis-server', 'apt-get install -y redis-server')).toBe(
      'redis-server is not installed (apt-get install -y redis-server; .ci/run installs it)',
    );
  });

  it('fails in CI when it is absent', () => {
    process.env.CI = 'true';
    expect(() => skipReason(undefined, 'the PostgreSQL server', 'apt-get install -y postgresql')).toThrow(
      'the PostgreSQL server is not installed (apt-get install -y postgresql; .ci/run installs it)',
    );
  });
});
