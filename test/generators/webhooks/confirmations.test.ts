// readConfirmations on small fixture specs (given/want): candidates in the spec's order with their rules and
// agreement, a team's one-object form read as a list of one, and each mistake named by pointer.
import { describe, expect, it } from 'vitest';
import { readConfirmations } from '../../../generators/webhooks/confirmations.js';

const paths = {
  '/capture/{id}': { get: { operationId: 'getCapture' } },
  '/single/{id}': { get: { operationId: 'getSinglePayment' } },
  '/chargeback': { get: { operationId: 'listChargebacks' } },
  // A `head` operation is an operation too (OpenAPI 3.1 path item); the map once looked at five methods only.
  '/refund/{id}': { head: { operationId: 'headRefund' } },
};
const specWith = (confirmedBy: unknown) => ({
  paths,
  components: { schemas: { NotificationType: { enum: ['capture'], 'x-confirmed-by': { capture: confirmedBy } } } },
});

describe('readConfirmations', () => {
  it.each([
    [
      'candidates in order, with rules and agreement',
      [
        {
          operationId: 'getCapture',
          resource: 'capture',
          rules: [6],
          agrees: { field: 'status', success: ['success'] },
        },
        { operationId: 'getSinglePayment', resource: 'single', rules: [1, 2] },
      ],
      [
        {
          resource: 'capture',
          operationId: 'getCapture',
          method: 'GET',
          path: '/capture/{id}',
          list: false,
          rules: [6],
          agrees: { field: 'status', success: ['success'] },
        },
        {
          resource: 'single',
          operationId: 'getSinglePayment',
          method: 'GET',
          path: '/single/{id}',
          list: false,
          rules: [1, 2],
        },
      ],
    ],
    [
      "a team's one-object form, as a list of one",
      { resource: 'chargeback', operationId: 'listChargebacks' },
      [
        {
          resource: 'chargeback',
          operationId: 'listChargebacks',
          method: 'GET',
          path: '/chargeback',
          list: true,
          rules: [],
        },
      ],
    ],
    [
      'a details operation whose method is head',
      [{ resource: 'refund', operationId: 'headRefund' }],
      [{ resource: 'refund', operationId: 'headRefund', method: 'HEAD', path: '/refund/{id}', list: false, rules: [] }],
    ],
    [
      'the list of the details whose items are the events',
      [{ resource: 'single', operationId: 'getSinglePayment', events: { field: 'captures', id: 'id' } }],
      [
        {
          resource: 'single',
          operationId: 'getSinglePayment',
          method: 'GET',
          path: '/single/{id}',
          list: false,
          rules: [],
          events: { field: 'captures', id: 'id' },
        },
      ],
    ],
    [
      'the notified statuses the resource being found confirms',
      [{ resource: 'chargeback', operationId: 'listChargebacks', found: ['success'] }],
      [
        {
          resource: 'chargeback',
          operationId: 'listChargebacks',
          method: 'GET',
          path: '/chargeback',
          list: true,
          rules: [],
          found: ['success'],
        },
      ],
    ],
    [
      'the details the id is sent for, and an id sent once per event',
      [
        {
          operationId: 'getSinglePayment',
          resource: 'frequent',
          rules: [5],
          sentWhen: { field: 'method.type', values: ['mb'] },
          repeats: true,
        },
      ],
      [
        {
          resource: 'frequent',
          operationId: 'getSinglePayment',
          method: 'GET',
          path: '/single/{id}',
          list: false,
          rules: [5],
          sentWhen: { field: 'method.type', values: ['mb'] },
          repeats: true,
        },
      ],
    ],
  ])('reads %s', (_name, given, want) => {
    expect(readConfirmations(specWith(given))).toEqual([{ type: 'capture', candidates: want }]);
  });

  it.each([
    [
      'an operation the spec lacks',
      [{ operationId: 'getNothing' }],
      /x-confirmed-by\/capture\/0: names operation 'getNothing'/,
    ],
    ['no candidate', [], /x-confirmed-by\/capture: names no details operation/],
    ['rules that are not numbers', [{ operationId: 'getCapture', rules: ['six'] }], /capture\/0\/rules: must list/],
    [
      'an agreement without a field',
      [{ operationId: 'getCapture', agrees: { success: ['x'] } }],
      /agrees\/field: must name/,
    ],
    [
      'states that are not a list',
      [{ operationId: 'getCapture', agrees: { field: 'status', failed: 'failed' } }],
      /agrees\/failed: must be a list/,
    ],
    [
      'sentWhen without values',
      [{ operationId: 'getCapture', sentWhen: { field: 'method.type', values: [] } }],
      /sentWhen\/values: must list/,
    ],
    [
      'found that is not a list of statuses',
      [{ operationId: 'getCapture', found: 'success' }],
      /0\/found: must list the notified statuses the resource being found confirms/,
    ],
    [
      'events without the field of its items that is their id',
      [{ operationId: 'getSinglePayment', events: { field: 'captures' } }],
      /0\/events\/id: must name the field of each item/,
    ],
    ['repeats that is not a boolean', [{ operationId: 'getCapture', repeats: 'yes' }], /0\/repeats: must be true/],
  ])('names %s by pointer', (_name, given, message) => {
    expect(() => readConfirmations(specWith(given))).toThrow(message);
  });
});
