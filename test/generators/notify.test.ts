// `payments-contract notify`'s payload: the spec's example of the kind, with --type, --status and --id applied, so
// that a handler which confirms the notification through the details can be sent an id the simulator (or the
// service) knows: the example's own id exists nowhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleFor } from '../../generators/notify.js';

const spec = JSON.parse(readFileSync(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));

describe('the notification notify sends', () => {
  it.each([
    [
      'the example as it is',
      { kind: 'transaction' },
      { status: 'success', id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f' },
    ],
    [
      'an id the simulator knows',
      { kind: 'transaction', id: 'sim-capture-1' },
      { status: 'success', id: 'sim-capture-1' },
    ],
    [
      'the failure example, another type',
      { kind: 'transaction', status: 'failed', type: 'refund' },
      { status: 'failed', type: 'refund' },
    ],
    ['an id and a type', { kind: 'generic', id: 'abc', type: 'capture' }, { id: 'abc', type: 'capture' }],
  ])('%s', (_name, choice, want) => {
    expect(exampleFor(spec, choice)).toMatchObject(want);
  });

  it.each([
    [{ kind: 'refund' }, /--kind must be one of generic, authorisation, transaction/],
    [{ kind: 'generic', status: 'maybe' }, /--status must be one of success, failed/],
    [{ kind: 'generic', id: ' ' }, /--id must not be empty/],
  ])('refuses %j, naming the option', (choice, reason) => {
    expect(() => exampleFor(spec, choice)).toThrow(reason);
  });
});
