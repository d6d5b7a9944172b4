// A CommonJS user (TypeScript `module: node16`, a .cts file): the packages load through their require entry points.
import { createPaymentsClient } from '@payments-contract/client';
import { validateRequest } from '@payments-contract/validators';
import { parseNotification } from '@payments-contract/webhooks';
// The generated code is an ES module (the project is "type": "module"): its types come in with resolution-mode.
import type { paths } from './generated/client/schema.js' with { 'resolution-mode': 'import' };

const client = createPaymentsClient<paths>({ baseUrl: 'http://127.0.0.1:9', accountId: 'a', apiKey: 'k' });
const checked = validateRequest('POST /capture/{id}', { descriptive: 'Order 1', value: 10 });
const parsed = parseNotification(
  JSON.stringify({ type: 'capture', status: 'success', id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' }),
  {},
  { authorization: { unsafeAcceptUnsigned: true }, kind: 'genericNotification' },
);
console.log(JSON.stringify({ client: typeof client.GET, checked: checked.ok, parsed: parsed.ok }));
