// The generic webhook pack on specs that are not this service (given a spec, want named payload types that compile
// under strict tsc against openapi-typescript's schema.ts, used as a consumer would): a small fixture of the shapes
// a `webhooks` section takes, and GitHub's webhooks as @octokit/openapi-webhooks ships them (261 of them, which
// hey-api and octokit's own types package name). The types half and the webhook half are run directly: the whole
// CLI on these specs also needs the validators half (corpus.integration.test.ts follows that).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../../generators/generate.js';
import { generateTypes } from '../../generators/types/index.js';
import { generateWebhooks } from '../../generators/webhooks/index.js';
import { patience } from '../helpers/patience.js';
import { strictTsc } from '../helpers/strict-tsc.js';

const require = createRequire(import.meta.url);
const fixture = new URL('./fixtures/webhooks-only.yaml', import.meta.url).pathname;
const github = join(
  require.resolve('@octokit/openapi-webhooks/package.json'),
  '..',
  'generated',
  'api.github.com.json',
);

/** Writes schema.ts, the webhook pack and a consumer's file into a fresh folder; gives the folder and the skips. */
async function pack(spec: string, consumer: string) {
  const document = await readSpec(spec);
  const skipped: string[] = [];
  const files = {
    'schema.ts': await generateTypes(document),
    ...generateWebhooks(document, {
      typesFrom: './schema.js',
      skip: (what: string, reason: string) => skipped.push(`${what}: ${reason}`),
    }),
    'consumer.ts': consumer,
  };
  const folder = await mkdtemp(join(tmpdir(), 'pc-webhooks-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
  return { folder, skipped, files: Object.keys(files).sort() };
}

describe('the generic webhook pack', () => {
  it(
    'a fixture: each payload named, the map typed, what has no payload skipped by pointer; compiles strictly',
    async () => {
      const consumer = `import type { OrderCreatedPayload, SharedPayload, SyncPostPayload, WebhookName, WebhookPayloads } from './payloads.js';
import { webhookNames } from './payloads.js';
export const order: OrderCreatedPayload = { id: 'o1', total: 3 };
// @ts-expect-error an order needs its id
export const noId: OrderCreatedPayload = { total: 3 };
export const shared: SharedPayload = ['a'];
export const form: WebhookPayloads['2fa-enabled'] = { user: 'u' };
export const dotted: WebhookPayloads['order.created'] = { id: 'o2' };
export const sync: WebhookPayloads['sync'] = { full: false } satisfies SyncPostPayload;
export const names: readonly WebhookName[] = webhookNames;
// @ts-expect-error ping sends no payload
export type Ping = WebhookPayloads['ping'];
`;
      const { folder, skipped, files } = await pack(fixture, consumer);
      expect(files).toEqual(['consumer.ts', 'payloads.ts', 'schema.ts']);
      expect(skipped).toEqual([
        "webhooks/payloads.ts /webhooks/order.created/post: its payload type name 'OrderCreatedPayload' is already the name of /webhooks/order-created/post; it is typed in WebhookPayloads only",
        'webhooks/payloads.ts /webhooks/ping/get: the webhook operation has no request body, so no payload type',
        'webhooks/notifications.ts: the spec has no /components/schemas/NotificationType with an enum and x-confirmed-by',
        'webhooks/checkout.ts: the spec has no schemas marked x-browser-callback (browser checkout callbacks)',
      ]);
      expect(await strictTsc(folder)).toBe('');
    },
    patience(60_000),
  );

  it(
    "GitHub's webhooks: 261 named payload types and the map, compiled strictly",
    async () => {
      const consumer = `import type { PushPayload, StarCreatedPayload, WebhookPayloads } from './payloads.js';
import { webhookNames } from './payloads.js';
export const action = (star: StarCreatedPayload): 'created' => star.action;
export const ref = (push: WebhookPayloads['push']): string => push.ref;
export const same = (push: PushPayload): WebhookPayloads['push'] => push;
// @ts-expect-error a push has no action
export const none = (push: PushPayload) => push.action;
export const count: 261 = webhookNames.length;
`;
      const { folder, files } = await pack(github, consumer);
      expect(files).toContain('payloads.ts');
      const { readFile } = await import('node:fs/promises');
      const payloads = await readFile(join(folder, 'payloads.ts'), 'utf8');
      expect(payloads.match(/^export type \w+Payload = /gm)).toHaveLength(261);
      expect(await strictTsc(folder)).toBe('');
    },
    patience(180_000),
  );
});
