// Jest (CommonJS, no transform): the packages load through their require entry points.
const { createPaymentsClient } = require('@payments-contract/client');
const { validateRequest } = require('@payments-contract/validators');
const { validate } = require('@payments-contract/validators/notifications/genericNotification');
const { parseNotification } = require('@payments-contract/webhooks');

test('the packages work under Jest', () => {
  const client = createPaymentsClient({ baseUrl: 'http://127.0.0.1:9', accountId: 'a', apiKey: 'k' });
  expect(typeof client.POST).toBe('function');
  expect(validateRequest('POST /capture/{id}', { descriptive: 'Order 1', value: 10.005 }).ok).toBe(false);
  expect(validate({ type: 'capture', status: 'success', id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' }).ok).toBe(true);
  expect(
    parseNotification(
      '{"type":"capture","status":"success","id":"2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21"}',
      {},
      { authorization: { unsafeAcceptUnsigned: true }, kind: 'genericNotification' },
    ).ok,
  ).toBe(true);
});
