// The gate against mutants of the committed bundle: each breaking mutant must be reported as breaking at the right
// place and fail the gate; harmless changes must not. A mutant the gate missed would pass here as "no change".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../scripts/spec-diff/compare.js';
import { judge } from '../../scripts/spec-diff/gate.js';
import type { Node } from '../helpers/spec.js';

const bundle: Node = JSON.parse(readFileSync(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));
const schemas = (document: Node) => document.components.schemas;

function mutant(change: (document: Node) => void): Node {
  const copy = structuredClone(bundle);
  change(copy);
  return copy;
}

function without(list: string[], name: string) {
  expect(list).toContain(name); // the mutant must remove something that is there
  return list.filter((item) => item !== name);
}

// `stricter`: api-smart-diff alone classifies it as non-breaking; one of ./overrides.js's rules makes it breaking.
type Want = { change: (document: Node) => void; where: string; what: RegExp; stricter?: boolean };
const breaking: Array<[string, Want]> = [
  [
    'a removed required answer field',
    {
      change: (d) => {
        const metadata = schemas(d).CursorMetadata;
        delete metadata.properties.next_cursor;
        metadata.required = without(metadata.required, 'next_cursor');
      },
      where: 'GET /capture',
      what: /^answer 200: field `metadata\.next_cursor` removed$/,
    },
  ],
  [
    'a removed required field of the error answer (the tool alone calls it non-breaking)',
    {
      change: (d) => {
        const envelope = schemas(d).ErrorEnvelope;
        delete envelope.properties.status;
        envelope.required = without(envelope.required, 'status');
      },
      where: 'POST /single',
      what: /^answer 400: field `status` removed$/,
      stricter: true,
    },
  ],
  [
    'a narrowed request enum',
    {
      change: (d) => {
        const method = schemas(d).FrequentCreateRequest.properties.method;
        method.enum = without(method.enum, method.enum.at(-1));
      },
      where: 'POST /frequent',
      what: /^request body: value "\w+" removed from `method`$/,
    },
  ],
  [
    'a narrowed request enum inside array items',
    {
      change: (d) => {
        const items = schemas(d).CheckoutCreateRequest.properties.type.items;
        items.enum = without(items.enum, 'subscription');
      },
      where: 'POST /checkout',
      what: /^request body: value "subscription" removed from `type\[\]`$/,
    },
  ],
  [
    'a new required request field',
    {
      change: (d) => {
        const body = schemas(d).ConfigUpdateRequest;
        body.properties.webhook_secret = { type: 'string' };
        body.required = ['webhook_secret'];
      },
      where: 'PATCH /config',
      what: /^request body: field `webhook_secret` made required$/,
    },
  ],
  [
    'a removed notification field',
    {
      change: (d) => delete schemas(d).NotificationFields.properties.key,
      where: 'webhook genericNotification',
      what: /^field `key` removed$/,
    },
  ],
  [
    'a notification field newly required',
    {
      change: (d) => (schemas(d).AuthorisationNotification.allOf[1].required = ['account']),
      where: 'webhook authorisationNotification',
      what: /^field `account` made required$/,
    },
  ],
  [
    'a narrowed notification enum',
    {
      change: (d) => (schemas(d).NotificationFields.properties.status.enum = ['success']),
      where: 'webhook transactionNotification',
      what: /^values "failed" removed from field `status`$/,
    },
  ],
  [
    'a removed webhook',
    {
      change: (d) => delete d.webhooks.transactionNotification,
      where: 'webhook transactionNotification',
      what: /^webhook removed$/,
    },
  ],
  [
    'a removed operation',
    { change: (d) => delete d.paths['/void/{id}'].get, where: 'GET /void/{id}', what: /^operation removed$/ },
  ],
  [
    'a removed query parameter',
    {
      change: (d) => d.paths['/capture'].get.parameters.pop(),
      where: 'GET /capture',
      what: /^query parameter updated_at removed$/,
    },
  ],
  [
    'an answer field of a new type (the tool alone calls it non-breaking)',
    {
      change: (d) => (schemas(d).Capture.properties.descriptive.type = 'integer'),
      where: 'GET /capture/{id}',
      what: /^answer 200: `descriptive` type changed from "string" to "integer"$/,
      stricter: true,
    },
  ],
];

describe('spec:diff reports each breaking mutant and fails the gate', () => {
  it.each(breaking)('%s', (_name, { change, where, what, stricter = false }) => {
    const head = mutant(change);
    const changes = compareDocuments(bundle, head);
    const found = changes.filter((c) => c.severity === 'breaking' && c.where === where && what.test(c.what));
    expect(found, JSON.stringify(changes.slice(0, 5), null, 1)).toHaveLength(1);
    expect(found[0]?.reason !== undefined).toBe(stricter);
    expect(judge(bundle, head, changes).passes).toBe(false);
  });
});

describe('spec:diff lets harmless changes through', () => {
  it('finds no change in an identical spec', () => {
    const changes = compareDocuments(bundle, structuredClone(bundle));
    expect(changes).toEqual([]);
    expect(judge(bundle, bundle, changes)).toMatchObject({ passes: true, breaking: 0 });
  });

  it.each([
    [
      'an added optional request field',
      (d: Node) => (schemas(d).ConfigUpdateRequest.properties.webhook_secret = { type: 'string' }),
      { where: 'PATCH /config', what: 'request body: field `webhook_secret` added' },
    ],
    [
      'an added optional notification field',
      (d: Node) => (schemas(d).NotificationFields.properties.reason = { type: 'string' }),
      { where: 'webhook genericNotification', what: 'field `reason` added' },
    ],
    [
      'a new notification type value',
      (d: Node) => schemas(d).NotificationType.enum.push('dispute'),
      { where: 'webhook genericNotification', what: 'values "dispute" added to field `type`' },
    ],
  ])('reports %s as non-breaking', (_name, change, want) => {
    const head = mutant(change);
    const changes = compareDocuments(bundle, head);
    expect(changes).toContainEqual({ severity: 'non-breaking', ...want });
    expect(changes.filter((c) => c.severity === 'breaking')).toEqual([]);
    expect(judge(bundle, head, changes).passes).toBe(true);
  });

  it('passes a breaking change when the major version is raised, and still lists it', () => {
    const head = mutant((d) => {
      delete schemas(d).NotificationFields.properties.key;
      d.info.version = '3.0';
    });
    const changes = compareDocuments(bundle, head);
    expect(changes).toContainEqual({
      severity: 'breaking',
      where: 'webhook genericNotification',
      what: 'field `key` removed',
    });
    expect(judge(bundle, head, changes)).toMatchObject({
      passes: true,
      breaking: 1,
      versions: { base: '2.0', head: '3.0', majorRaised: true },
    });
  });

  it.each([
    ['a minor raise', '2.1'],
    ['a lowered major', '1.0'],
  ])('fails a breaking change with %s', (_name, version) => {
    const head = mutant((d) => {
      delete d.webhooks.genericNotification;
      d.info.version = version;
    });
    expect(judge(bundle, head, compareDocuments(bundle, head)).passes).toBe(false);
  });
});
