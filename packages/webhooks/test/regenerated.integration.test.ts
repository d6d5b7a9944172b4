// A team adds a notification type to its copy of the spec and regenerates (`payments-contract generate --out DIR
// --spec FILE`): `createNotificationHandler` given the generated `notificationTypes` and `confirmations` types the
// new type in `on` and dispatches it, and a program using the package's declarations compiles with no DOM lib
// (`lib: ["es2022"]`, Node's types, `skipLibCheck: false`). Needs `npm run build` (the declarations in dist).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { TSC } from '../../../test/helpers/tsc.js';

const root = new URL('../../../', import.meta.url).pathname;
const run = promisify(execFile);
let dir: string;

const PROGRAM = `import { createServer } from 'node:http';
import { createPaymentsClient } from '@payments-contract/client';
import { createNotificationHandler, parseNotification } from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';
import { confirmations, notificationTypes } from './gen/webhooks/notifications.js';

const credited: string[] = [];
export const handler = createNotificationHandler({
  kind: 'genericNotification',
  authorization: 'Bearer s3cret',
  confirm: createPaymentsClient({ baseUrl: 'http://127.0.0.1:9/2.0', accountId: 'a', apiKey: 'k' }),
  types: notificationTypes,
  confirmations,
  on: {
    loyalty_credit: (notification, { confirmation }) => void credited.push(\`\${notification.id} \${confirmation?.call.path}\`),
    capture: (notification) => void credited.push(notification.type),
  },
});
createNotificationHandler({
  kind: 'genericNotification',
  authorization: 'Bearer s3cret',
  confirm: { unsafeSkipConfirmation: true },
  types: notificationTypes,
  confirmations,
  // @ts-expect-error loyalty_debit is not a type of this spec
  on: { loyalty_debit: () => undefined },
});
createNotificationHandler({
  kind: 'genericNotification',
  // @ts-expect-error an unset variable is not an Authorization value
  authorization: process.env.PAYMENTS_NOTIFICATION_AUTHORIZATION,
  confirm: { unsafeSkipConfirmation: true },
  on: {},
});
export const server = createServer(toNodeListener(handler));
export const parsed = parseNotification('{}', { authorization: 'x' }, { authorization: 'x', kind: 'genericNotification' });
export { credited };
`;

beforeAll(async () => {
  const cache = join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  dir = await mkdtemp(join(cache, 'pc-webhooks-'));
  const spec = JSON.parse(await readFile(join(root, 'packages/spec/openapi.json'), 'utf8'));
  const type = spec.components.schemas.NotificationType;
  type.enum.push('loyalty_credit');
  type['x-confirmed-by'].loyalty_credit = [{ operationId: 'getSinglePayment', resource: 'single', rules: [] }];
  await writeFile(join(dir, 'spec.json'), JSON.stringify(spec));
  await run(process.execPath, [
    join(root, 'generators/cli.js'),
    'generate',
    '--out',
    join(dir, 'gen'),
    '--spec',
    join(dir, 'spec.json'),
  ]);
  await writeFile(join(dir, 'program.ts'), PROGRAM);
  const compilerOptions = {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['es2022'],
    types: ['node'],
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    allowJs: false,
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['program.ts'] }));
}, patience(120_000));

describe('a regenerated spec with a new notification type', () => {
  it(
    'types the new type in `on` and compiles without the DOM lib',
    async () => {
      const tsc = TSC;
      const compiled = await run(tsc, ['-p', join(dir, 'tsconfig.json')]).then(
        () => '',
        (error: { stdout: string }) => error.stdout,
      );
      expect(compiled).toBe('');
    },
    patience(120_000),
  );

  it('dispatches the new type, confirmed through the operation the spec names for it', async () => {
    const { createNotificationHandler } = await import('../src/index.js');
    const generated = await import(join(dir, 'gen/webhooks/notifications.ts'));
    const ran: string[] = [];
    const handle = createNotificationHandler({
      kind: 'genericNotification',
      authorization: { unsafeAcceptUnsigned: true },
      confirm: { unsafeSkipConfirmation: true },
      types: generated.notificationTypes as readonly string[],
      confirmations: generated.confirmations,
      on: { loyalty_credit: (n) => void ran.push(String(n.id)) },
    });
    const id = '1bbc14c3-8ca8-492c-887d-1ca86400e4fa';
    const body = JSON.stringify({ type: 'loyalty_credit', status: 'success', id });
    const response = await handle(new Request('http://shop.test/', { method: 'POST', body }));
    expect(await response.json()).toMatchObject({ handled: true });
    expect(ran).toEqual([id]);
    expect(generated.confirmations.loyalty_credit[0].path).toBe('/single/{id}');
  });
});
