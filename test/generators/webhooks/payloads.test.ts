// readPayloads and generatePayloads on small specs (given/want): a payload type per webhook operation with a body,
// named from the webhook; the JSON body chosen over others; several methods named apart; a path item by $ref typed
// through its component; a webhook without a body, and a name taken twice, skipped by pointer.
import { describe, expect, it } from 'vitest';
import { generatePayloads, readPayloads } from '../../../generators/webhooks/payloads.js';

const body = (mediaType: string) => ({ requestBody: { content: { [mediaType]: { schema: { type: 'object' } } } } });
const spec = (webhooks: Record<string, unknown>, components = {}) => ({ openapi: '3.1.0', webhooks, components });

describe('readPayloads', () => {
  it.each([
    [
      'one webhook, named from its name',
      spec({ 'order-created': { post: { summary: 'Created', ...body('application/json') } } }),
      [['order-created', 'post', 'OrderCreatedPayload', 'application/json']],
      [],
    ],
    [
      'JSON chosen over the other media types, then a +json one, then the first',
      spec({
        a: { post: body('text/plain') },
        b: { post: { requestBody: { content: { 'text/plain': {}, 'application/cloudevents+json': {} } } } },
        c: { post: { requestBody: { content: { 'text/plain': {}, 'application/json': {} } } } },
      }),
      [
        ['a', 'post', 'APayload', 'text/plain'],
        ['b', 'post', 'BPayload', 'application/cloudevents+json'],
        ['c', 'post', 'CPayload', 'application/json'],
      ],
      [],
    ],
    [
      'two methods of one webhook, named apart',
      spec({ sync: { post: body('application/json'), put: body('application/json') } }),
      [
        ['sync', 'put', 'SyncPutPayload', 'application/json'],
        ['sync', 'post', 'SyncPostPayload', 'application/json'],
      ],
      [],
    ],
    [
      'a webhook without a body, skipped by pointer',
      spec({ ping: { get: {} } }),
      [],
      ['webhooks/payloads.ts /webhooks/ping/get: the webhook operation has no request body, so no payload type'],
    ],
    [
      'a name taken twice: the second is typed in the map only',
      spec({ 'a-b': { post: body('application/json') }, 'a.b': { post: body('application/json') } }),
      [
        ['a-b', 'post', 'ABPayload', 'application/json'],
        ['a.b', 'post', undefined, 'application/json'],
      ],
      [
        "webhooks/payloads.ts /webhooks/a.b/post: its payload type name 'ABPayload' is already the name of /webhooks/a-b/post; it is typed in WebhookPayloads only",
      ],
    ],
    [
      'a path item by $ref to a component, and one to elsewhere',
      spec(
        { shared: { $ref: '#/components/pathItems/Shared' }, other: { $ref: '#/webhooks/shared' } },
        { pathItems: { Shared: { post: body('application/json') } } },
      ),
      [['shared', 'post', 'SharedPayload', 'application/json']],
      ['webhooks/payloads.ts /webhooks/other: only a $ref to /components/pathItems is typed'],
    ],
  ])('%s', (_name, document, want, wantSkipped) => {
    const skipped: string[] = [];
    const payloads = readPayloads(document, (what, reason) => skipped.push(`${what}: ${reason}`));
    expect(payloads.map((p) => [p.webhook, p.method, p.name, /\["([^"]+)"\]$/.exec(p.type)?.[1]])).toEqual(want);
    expect(skipped).toEqual(wantSkipped);
  });

  it('types a $ref path item through its component, since openapi-typescript leaves webhooks[name] never there', () => {
    const [payload] = readPayloads(
      spec({ shared: { $ref: '#/components/pathItems/Shared' } }, { pathItems: { Shared: { post: body('a/json') } } }),
      () => {},
    );
    expect(payload?.type).toBe(
      'NonNullable<NonNullable<components["pathItems"]["Shared"]["post"]>["requestBody"]>["content"]["a/json"]',
    );
  });
});

describe('generatePayloads', () => {
  it('writes each named payload type, the map from webhook name to payload, and the names', () => {
    const text = generatePayloads(
      spec({ 'order-created': { post: { summary: 'a */ b', ...body('application/json') } }, ping: { get: {} } }),
      { typesFrom: './schema.js', skip: () => {} },
    );
    expect(text).toContain('import type { webhooks } from "./schema.js";');
    expect(text).toContain(' * a *\\/ b\n');
    expect(text).toContain(
      'export type OrderCreatedPayload = NonNullable<NonNullable<webhooks["order-created"]["post"]>["requestBody"]>["content"]["application/json"];',
    );
    expect(text).toContain('export type WebhookPayloads = { "order-created": OrderCreatedPayload };');
    expect(text).toContain('export const webhookNames = ["order-created"] as const');
  });

  it.each([
    ['no webhooks', spec({})],
    ['webhooks without bodies', spec({ ping: { get: {} } })],
  ])('writes nothing for a spec with %s, saying why', (_name, document) => {
    const skipped: string[] = [];
    expect(
      generatePayloads(document, { typesFrom: 'x', skip: (what, reason) => skipped.push(`${what}: ${reason}`) }),
    ).toBeUndefined();
    expect(skipped).toContain('webhooks/payloads.ts: the spec has no webhook with a request body');
  });
});
