// One path-template matcher (issue 38), given/want: the templates of the spec's shapes against paths that are and
// are not theirs. It serves the simulator's routes and control routes, the client's signed operations and the
// behaviour runner's signer, which each carried a copy.
import { decodePathParameter, pathTemplate } from '@payments-contract/openapi-vocabulary';
import { describe, expect, it } from 'vitest';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('pathTemplate', () => {
  it.each([
    // template, path, the parameters (undefined: no match)
    ['/single', '/single', {}],
    ['/single', '/single/', undefined],
    ['/single', '/singles', undefined],
    ['/single', '/x/single', undefined],
    ['/single/{id}', `/single/${ID}`, { id: ID }],
    ['/single/{id}', '/single/', undefined],
    ['/single/{id}', '/single/a/b', undefined],
    ['/single/{id}', '/single', undefined],
    ['/single/{id}', '/single/a%2Fb', { id: 'a%2Fb' }],
    [
      '/capture/{capture-uuid}/split/{capture-split-uuid}',
      '/capture/a/split/b',
      { 'capture-uuid': 'a', 'capture-split-uuid': 'b' },
    ],
    ['/capture/{capture-uuid}/split/{capture-split-uuid}', '/capture/a/split/', undefined],
    ['/system/ping', '/system/ping', {}],
    ['/__simulator/captures/{id}/chargeback', '/__simulator/captures/c1/chargeback', { id: 'c1' }],
    // a literal part means itself, never a pattern: `.` is not any character, `+` not a repeat
    ['/api/v2.0/x', '/api/v2.0/x', {}],
    ['/api/v2.0/x', '/api/v2x0/x', undefined],
    ['/a+/{id}', '/a+/1', { id: '1' }],
    ['/a+/{id}', '/aa/1', undefined],
    // a parameter inside a segment
    ['/files/{name}.json', '/files/report.json', { name: 'report' }],
    ['/files/{name}.json', '/files/.json', undefined],
  ])('%s against %s', (template, path, want) => {
    expect(pathTemplate(template).match(path)).toEqual(want);
  });

  it('names its parameters in template order', () => {
    expect(pathTemplate('/capture/{capture-uuid}/split/{capture-split-uuid}').names).toEqual([
      'capture-uuid',
      'capture-split-uuid',
    ]);
  });

  it.each([
    ['/2.0/out_payment/1', { id: '1' }],
    ['/out_payment/1', { id: '1' }],
    ['/2.0/out_payment/1/x', undefined],
  ])('with suffix, a base path may come before the template: %s', (path, want) => {
    expect(pathTemplate('/out_payment/{id}', { suffix: true }).match(path)).toEqual(want);
  });
});

describe('decodePathParameter', () => {
  it.each([
    ['a%2Fb', 'a/b'],
    ['caf%C3%A9', 'café'],
    ['%E0%A4%A', '%E0%A4%A'], // malformed escapes are kept, for the format check to refuse
    ['plain', 'plain'],
  ])('%s → %s', (given, want) => {
    expect(decodePathParameter(given)).toBe(want);
  });
});
