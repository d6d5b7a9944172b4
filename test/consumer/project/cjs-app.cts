// A CommonJS user (a .cts file, TypeScript `module: nodenext`): the packages, the simulator too, load through their
// require entry points (types and code), and the validators generated from their changed spec through their .cjs
// files.
import { createPaymentsClient } from '@payments-contract/client';
import { createSimulator } from '@payments-contract/simulator';
import { validateRequest } from '@payments-contract/validators';
import { createNotificationHandler, parseNotification } from '@payments-contract/webhooks';
// The generated types are an ES module here (the project is "type": "module"): they come in with resolution-mode.
import type { paths } from './generated/client/schema.js' with { 'resolution-mode': 'import' };
import { validateRequest as validateCredit } from './generated/validators/operations/creditLoyaltyAccount.cjs';

async function main() {
  const simulator = createSimulator();
  const client = createPaymentsClient<paths>({
    baseUrl: 'http://simulator.test/2.0',
    accountId: 'simulator-account',
    apiKey: 'simulator-key',
    fetch: simulator.fetch,
  });
  const created = await client.POST('/single', { body: { method: 'mb', value: 12 } });
  const handled: string[] = [];
  const handler = createNotificationHandler({
    kind: 'genericNotification',
    authorization: { unsafeAcceptUnsigned: true },
    confirm: { unsafeSkipConfirmation: true },
    on: { capture: async (n) => void handled.push(n.type) },
  });
  const body = JSON.stringify({ type: 'capture', status: 'success', id: created.data?.id });
  const answer = await handler(new Request('http://merchant.test/notifications', { method: 'POST', body }));
  const checked = validateRequest('POST /capture/{id}', { descriptive: 'Order 1', value: 10 });
  const parsed = parseNotification(
    body,
    {},
    {
      authorization: { unsafeAcceptUnsigned: true },
      kind: 'genericNotification',
    },
  );
  const credit = validateCredit({ points: 0 });
  return {
    created: created.response.status,
    answered: answer.status,
    handled,
    checked: checked.ok,
    parsed: parsed.ok,
    credit: credit.ok,
  };
}

main().then((result) => console.log(JSON.stringify(result)));
