// The drift check the simulator's tests rely on can fail: a wrong type, a field the spec does not list, an
// undeclared success status and an error out of the envelope are all reported.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './checked.js';

const ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

describe('checkAnswer', () => {
  it.each([
    ['a wrong type', 'GET', `/single/${ID}`, 200, { id: ID, value: 'ten' }, /value/],
    ['a field the spec does not list', 'GET', `/single/${ID}`, 200, { id: ID, colour: 'red' }, /colour/],
    ['an undeclared success status', 'GET', `/single/${ID}`, 202, {}, /does not declare/],
    ['an error out of the envelope', 'GET', `/subscription/${ID}`, 404, { error: 'nope' }, /./],
    ['a 204 with a body', 'DELETE', `/link/${ID}`, 204, { status: 'ok' }, /has a body/],
  ])('reports %s', (_name, method, path, status, body, want) => {
    expect(checkAnswer(method, path, status, body).join('\n')).toMatch(want);
  });

  it('passes a valid answer and an enveloped error', () => {
    expect(checkAnswer('GET', `/single/${ID}`, 200, { id: ID, value: 10 })).toEqual([]);
    expect(checkAnswer('GET', `/subscription/${ID}`, 404, { status: 'error', message: ['No subscription'] })).toEqual(
      [],
    );
  });
});
