// fieldMismatches: the notified scalar fields the confirmed details carry under the same name, compared (a forged
// `key` must not reach the merchant beside details that say otherwise); fields compared elsewhere or meaning
// something else in the details are left alone.
import { describe, expect, it } from 'vitest';
import { fieldMismatches } from '../src/index.js';

describe('fieldMismatches', () => {
  it.each([
    ['the same key', { key: 'order-1' }, { key: 'order-1' }, []],
    [
      'another key',
      { key: 'order-2' },
      { key: 'order-1' },
      [{ field: 'key', notified: 'order-2', confirmed: 'order-1' }],
    ],
    ['a key the details lack (a capture has transaction_key)', { key: 'x' }, { transaction_key: 'y' }, []],
    [
      'a key the details hold as an object',
      { key: 'x' },
      { key: { a: 1 } },
      [{ field: 'key', notified: 'x', confirmed: { a: 1 } }],
    ],
    ['a number of another type', { value: 10 }, { value: '10' }, [{ field: 'value', notified: 10, confirmed: '10' }]],
    [
      'id, status, type, date and messages',
      { id: 'a', status: 'success', type: 'capture', date: 'd', messages: 'm' },
      { id: 'b', status: 'paid', type: 'sale', date: 'e', messages: 'n' },
      [],
    ],
    ['an object in the notification (account)', { account: { id: 'a' } }, { account: { id: 'b' } }, []],
    ['details that are not an object', { key: 'x' }, null, []],
  ])('%s', (_name, notification, details, want) => {
    expect(fieldMismatches(notification, details)).toEqual(want);
  });
});
