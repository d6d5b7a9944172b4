// Authentication rule 3 over its whole statement: "When the headers are missing or incorrect, the response status is
// 403 with body `{status: 'error', message: <string>}`. Messages distinguish four cases" — on every operation of the
// interface (read from the spec), each way a header can be missing, each case with its own message.
import { describe, expect, it } from 'vitest';
import { harness } from '../harness.js';
import { concrete, operations } from './spec.js';

// The four messages, quoted from the interface.
const MISSING = 'Authentication Error: Missing AccountId or ApiKey headers';
const INVALID = 'Authentication Error: Invalid AccountId or ApiKey';
const BLOCKED = 'Authentication Error: Your account has been blocked';
const PERMISSION = 'Authentication Error: Insufficient permissions for this action';

// The simulator's accounts (its guide): the default one, a blocked one, one whose key lacks capture:read.
const OWN = { AccountId: 'simulator-account', ApiKey: 'simulator-key' };
const CASES: [string, Record<string, string | undefined>, string][] = [
  ['no AccountId', { AccountId: undefined }, MISSING],
  ['no ApiKey', { ApiKey: undefined }, MISSING],
  ['neither header', { AccountId: undefined, ApiKey: undefined }, MISSING],
  ['an empty AccountId', { AccountId: '' }, MISSING],
  ['an empty ApiKey', { ApiKey: '' }, MISSING],
  ['an unknown AccountId', { AccountId: 'nobody' }, INVALID],
  ['a wrong ApiKey', { ApiKey: 'wrong' }, INVALID],
  ['a blocked account', { AccountId: 'simulator-blocked' }, BLOCKED],
];

async function ask(h: Awaited<ReturnType<typeof harness>>, method: string, path: string, change: object) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries({ ...OWN, ...change })) if (value !== undefined) headers[name] = value;
  const answer = await h.simulator.fetch(
    new Request(`http://simulator.test/2.0${concrete(path)}`, {
      method,
      headers,
      ...(['POST', 'PATCH'].includes(method) ? { body: '{}' } : {}),
    }),
  );
  return { status: answer.status, body: await answer.json() };
}

describe('Authentication rule 3: "Messages distinguish four cases", on every operation', () => {
  it('answers 403 with the message of its case, whatever the operation [auth.failure-403-envelope] [auth.missing-headers-message] [auth.invalid-credentials-message] [auth.blocked-account-message]', async () => {
    const h = await harness();
    const wrong: string[] = [];
    for (const { method, path } of operations)
      for (const [name, change, message] of CASES) {
        const got = await ask(h, method, path, change);
        if (got.status !== 403 || got.body.status !== 'error' || got.body.message !== message)
          wrong.push(`${method} ${path} with ${name}: ${got.status} ${JSON.stringify(got.body.message)}`);
      }
    expect(wrong).toEqual([]);
  });

  // "GET /capture requires the scope `capture:read`": the spec's `x-required-scopes` names each operation needing one.
  it('answers the insufficient-permission message on every operation needing a scope the key lacks, and only there [auth.insufficient-permission-message] [auth.capture-read-scope]', async () => {
    const h = await harness();
    const scoped = operations.filter(({ op }) => (op['x-required-scopes'] as string[] | undefined)?.length);
    expect(scoped.map(({ method, path }) => `${method} ${path}`)).toContain('GET /capture');
    for (const { method, path } of operations) {
      const got = await ask(h, method, path, { AccountId: 'simulator-limited' });
      if (scoped.some((s) => s.method === method && s.path === path))
        expect(got, `${method} ${path}`).toEqual({ status: 403, body: { status: 'error', message: PERMISSION } });
      else expect(got.body.message, `${method} ${path}`).not.toEqual(PERMISSION);
    }
  });
});
