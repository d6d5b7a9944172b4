// A user's code against the packages and the code generated from their changed spec. Compiled with strict tsc
// under several module settings; the @ts-expect-error lines prove the types refuse what they should.
// #region imports
import { createPaymentsClient } from '@payments-contract/client';
import { validateRequest as validateCaptureRequest } from '@payments-contract/validators/operations/createCapture';
import { parseNotification } from '@payments-contract/webhooks';
import type { components, paths } from './generated/client/schema.js';
import { validate as validateGenericNotification } from './generated/validators/notifications/genericNotification.mjs';
import { validateRequest, validateResponse } from './generated/validators/operations/creditLoyaltyAccount.mjs';
import { confirmations, type NotificationType } from './generated/webhooks/notifications.js';

// #endregion imports

const paymentId = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

export async function run(baseUrl: string) {
  // #region typed-client
  // Typed by the generated paths: your copy of the spec, with its new /loyalty/{id}.
  const client = createPaymentsClient<paths>({ baseUrl, accountId: 'acct-consumer', apiKey: 'key-consumer' });
  const single = await client.GET('/single/{id}', { params: { path: { id: paymentId } } });
  const credit = () => client.POST('/loyalty/{id}', { params: { path: { id: paymentId } }, body: { points: 5 } });
  // @ts-expect-error points is an integer, not a string
  const wrong = () => client.POST('/loyalty/{id}', { params: { path: { id: paymentId } }, body: { points: 'five' } });
  // #endregion typed-client

  const account: components['schemas']['LoyaltyAccount'] = { id: paymentId, points: 3 };
  // #region validate
  const good = validateRequest({ points: 5, reason: 'birthday' }); // Result<RequestBodies['POST /loyalty/{id}']>
  const bad = validateRequest({ points: 0, reason: 'x'.repeat(51) }); // errors name points and reason
  // #endregion validate
  const answer = validateResponse(201, account);
  // @ts-expect-error 404 is not an answer of this operation
  const notAnAnswer = () => validateResponse(404, account);
  if (good.ok) good.value.points satisfies number;

  const capture = validateCaptureRequest({ descriptive: 'Order 1', value: 10.005 });

  const type: NotificationType = 'loyalty_credit';
  const confirmedBy: string = confirmations.loyalty_credit[0]?.operationId ?? '';
  const notification = validateGenericNotification({ type, status: 'success', id: paymentId });
  const parsed = parseNotification(
    JSON.stringify({ type: 'capture', status: 'success', id: paymentId }),
    {},
    {
      authorization: { unsafeAcceptUnsigned: true },
      kind: 'genericNotification',
    },
  );

  return {
    single: { status: single.response.status, id: single.data?.id },
    typedOnly: [typeof credit, typeof wrong, typeof notAnAnswer],
    good: good.ok,
    bad: bad.ok ? [] : bad.errors.map((e) => e.message),
    answer: answer.ok,
    capture: capture.ok ? [] : capture.errors.map((e) => e.rule),
    confirmedBy,
    notification: notification.ok,
    parsed: parsed.ok ? parsed.kind : parsed,
  };
}
