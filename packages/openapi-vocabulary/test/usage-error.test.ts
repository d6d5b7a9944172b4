// One UsageError for every command (issue 38, "one word per concept"; docs/maintainers/words.md): a command's wrong
// use is an instance of the vocabulary's class whichever command refused it, named so, its message naming the flag.
import { UsageError } from '@payments-contract/openapi-vocabulary';
import { describe, expect, it } from 'vitest';
import { exampleFor, UsageError as NotifyUsageError } from '../../../generators/notify.js';

describe('UsageError', () => {
  it('is one class: `payments-contract notify` throws the vocabulary’s', () => {
    expect(NotifyUsageError).toBe(UsageError);
  });

  it.each([
    [{ kind: 'nope' }, '--kind must be one of generic, authorisation, transaction'],
    [{ kind: 'generic', status: 'maybe' }, '--status must be one of success, failed'],
    [{ kind: 'generic', id: ' ' }, '--id must not be empty'],
  ])('notify refuses %o with a UsageError naming the flag', (choice, message) => {
    const refused = (() => {
      try {
        exampleFor({}, choice);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(UsageError);
    expect(refused).toMatchObject({ name: 'UsageError', message });
  });
});
