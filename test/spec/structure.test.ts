// Facts about the document's structure that no lint rule states: the root lists every schema file, the
// machine-readable extensions agree with the parameters and headers they describe, and the interface's
// deprecations, security and retry rules are where generators will look for them.
import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshBundle, type Node, operations } from '../helpers/spec.js';

let document: Node;
beforeAll(async () => {
  document = (await freshBundle()).document;
});

describe('the document', () => {
  it('lists every schema file of openapi/components/schemas in its components', async () => {
    const files = await readdir(new URL('../../openapi/components/schemas', import.meta.url));
    const names = files.filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    expect(
      Object.keys(document.components.schemas).sort(),
      'CONTRIBUTING.md › Adding an operation, step 6: a schema file has its line under components.schemas',
    ).toEqual(names.sort());
  });

  it('states the retry rules of the Errors section once, as x-retry-policy', () => {
    const policy = document['x-retry-policy'];
    expect(policy.shouldRetryHeader).toBe('X-Service-Should-Retry');
    expect(policy.whenHeaderAbsent).toEqual({
      retryOnNoResponse: true,
      retryStatuses: [409, 429, 502, 503],
      retryStatusesUnlessMethod: [{ status: 500, methods: ['POST'] }],
    });
    expect(policy.maxAttempts.default).toBe(3);
    expect(policy.idempotency).toMatchObject({ header: 'Idempotency-Key', maxLength: 50, methods: ['POST', 'PATCH'] });
  });

  it('limits Idempotency-Key as the retry policy says, and declares it on every POST and PATCH only', () => {
    const key = document.components.parameters.IdempotencyKey;
    expect(key.schema.maxLength).toBe(document['x-retry-policy'].idempotency.maxLength);
    for (const { kind, method, operation, name } of operations(document)) {
      if (kind !== 'paths') continue;
      const declares = (operation.parameters ?? []).some(
        (p: Node) => p.$ref === '#/components/parameters/IdempotencyKey',
      );
      expect(declares, `${method} ${name}: CONTRIBUTING.md › Adding an operation, step 4`).toBe(
        method === 'post' || method === 'patch',
      );
    }
  });

  it('requires AccountId and ApiKey everywhere and a signature on the two out-payment writes', () => {
    expect(document.security).toEqual([{ accountId: [], apiKey: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['accountId', 'apiKey', 'signatureAuth', 'BasicAuth']),
    );
    const signed = [...operations(document)]
      .filter((o) => o.operation['x-signature'])
      .map((o) => `${o.method} ${o.name}`);
    expect(signed.sort()).toEqual(['delete /out_payment/{id}', 'post /out_payment']);
    expect(document.paths['/out_payment'].post['x-signature'].signs).toBe('body');
    expect(document.paths['/out_payment/{id}'].delete['x-signature']).toMatchObject({
      signs: 'path-parameter',
      parameter: 'id',
    });
    for (const { operation } of [...operations(document)].filter((o) => o.operation['x-signature'])) {
      expect(operation.security).toEqual([{ accountId: [], apiKey: [], signatureAuth: [] }]);
    }
    expect(document.paths['/capture'].get['x-required-scopes']).toEqual(['capture:read']);
  });

  it('marks the two deprecated items of the interface', () => {
    const schemas = document.components.schemas;
    expect(schemas.SingleUpdateRequest.properties.expiration_time.deprecated).toBe(true);
    expect(schemas.CheckoutManifest.properties.config.deprecated).toBe(true);
  });

  it('marks the browser checkout callbacks as such', () => {
    const callbacks = Object.entries<Node>(document.components.schemas)
      .filter(([, schema]) => schema['x-browser-callback'])
      .map(([name]) => name);
    expect(callbacks.sort()).toEqual(
      [
        'CheckoutErrorEvent',
        'CheckoutInfo',
        'CheckoutInstance',
        'CheckoutOptions',
        'CheckoutPaymentErrorEvent',
        'CheckoutPaymentInfo',
      ].sort(),
    );
  });

  it('maps every notification type to the operations that may confirm it', () => {
    const type = document.components.schemas.NotificationType;
    const operationIds = new Set([...operations(document)].map((o) => o.operation.operationId));
    expect(Object.keys(type['x-confirmed-by']).sort()).toEqual([...type.enum].sort());
    for (const candidates of Object.values<Node[]>(type['x-confirmed-by']))
      for (const { operationId } of candidates) expect(operationIds).toContain(operationId);
  });

  it('gives a sandbox and a production server that generic tools can expand to an address ending in /2.0', () => {
    expect(document.servers.map((server: Node) => server['x-environment'])).toEqual(['sandbox', 'production']);
    for (const server of document.servers) {
      // Expand the way a generic tool does: every {variable} replaced by its default, then parsed as a URL.
      const expanded = server.url.replace(/\{(\w+)\}/g, (_: string, name: string) => server.variables[name].default);
      expect(URL.canParse(expanded), expanded).toBe(true);
      expect(new URL(expanded).protocol).toBe('https:');
      expect(new URL(expanded).pathname).toBe('/2.0');
      expect(server.url.startsWith('{'), 'the scheme and path are fixed, only the host varies').toBe(false);
    }
  });

  it('marks each field added from the reference facts with x-provenance: reference', () => {
    const found: string[] = [];
    const walk = (node: Node, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, member] of Object.entries<Node>(node.properties ?? {})) {
        if (member['x-provenance'] === 'reference') found.push(`${at}.${key}`);
        walk(member, `${at}.${key}`);
      }
      if (node.items) walk(node.items, `${at}[]`);
      for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(part, at);
    };
    for (const [name, schema] of Object.entries<Node>(document.components.schemas)) walk(schema, name);
    expect(found.sort()).toEqual(
      [
        'Capture.created_at',
        'Capture.force_3ds',
        'Capture.refunds',
        'Capture.updated_at',
        'CaptureCreateRequest.currency',
        'CaptureCreateRequest.mbway_sdk',
        'SingleCreateRequest.capture.capture_date',
        'SingleCreateRequest.capture.splits',
        'SingleCreateRequest.currency',
        'SingleCreateRequest.expiration_time',
        'SingleCreateRequest.multibanco',
        'SingleCreateRequest.sdd_mandate',
        'SingleCreateRequest.type',
        'SinglePayment.capture',
      ].sort(),
    );
  });
});
