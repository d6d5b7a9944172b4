// `@payments-contract/simulator/front`, the one entry for a front door that answers as the service does (the mock
// builds on it): it exports what the README documents and nothing more, no other subpath of the package is
// exported but the control routes' description, and its pieces answer by the interface's rules.
import { readFile } from 'node:fs/promises';
import {
  checkRequest,
  createIdempotencyStore,
  fingerprint,
  IDEMPOTENT_METHODS,
  matchRoute,
  refusal,
} from '@payments-contract/simulator/front';
import { describe, expect, it } from 'vitest';

const read = async (file: string) => readFile(new URL(`../${file}`, import.meta.url), 'utf8');
const readme = await read('README.md');
const section = readme.slice(readme.indexOf('## A front door'));

describe('the front entry', () => {
  it('exports what the README documents', async () => {
    const exported = Object.keys(await import('@payments-contract/simulator/front'));
    expect(exported.filter((name) => !section.includes(`\`${name}`))).toEqual([]);
    expect(exported.length).toBeGreaterThan(0);
  });

  it('is, with the main entry, all the package exports', async () => {
    const { exports } = JSON.parse(await read('package.json'));
    expect(Object.keys(exports).filter((subpath) => subpath !== '.' && subpath !== './package.json')).toEqual([
      './browser',
      './control.openapi.yaml',
      './front',
      './msw',
    ]);
  });
});

describe('its pieces', () => {
  it.each([
    ['an unknown path', 'POST', '/nowhere', { missing: 'path' }],
    ['a method the path does not have', 'PUT', '/single', { missing: 'method' }],
  ])('matchRoute finds no route for %s', (_name, method, path, want) => {
    expect(matchRoute(method, path)).toEqual(want);
  });

  it('checkRequest refuses a body missing a field, naming it, in the envelope (Errors rule 3)', () => {
    const found = matchRoute('POST', '/single');
    if (!('route' in found)) throw new Error('POST /single is an operation of the spec');
    const checked = checkRequest(found.route, {
      params: found.params,
      query: new URLSearchParams(),
      contentType: 'application/json',
      text: '{}',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal.status).toBe(400);
    expect(JSON.stringify(checked.refusal.body)).toMatch(/value/);
  });

  it('replays a keyed request and refuses the key with another body (Errors rule 5)', () => {
    const keys = createIdempotencyStore({ now: () => 0 });
    const first = fingerprint('POST', '/single', '{"value":10}');
    expect(keys.before('account', 'key-1', first)).toEqual({ run: true });
    keys.after('account', 'key-1', first, refusal(400, ['example']));
    const replay = keys.before('account', 'key-1', fingerprint('POST', '/single', '{ "value": 10 }'));
    expect(replay.run === false && replay.answer.headers['Idempotency-Replay']).toBe('true');
    const other = keys.before('account', 'key-1', fingerprint('POST', '/single', '{"value":11}'));
    expect(other.run === false && other.answer.status).toBe(409);
    expect([...IDEMPOTENT_METHODS].sort()).toEqual(['PATCH', 'POST']);
  });
});
