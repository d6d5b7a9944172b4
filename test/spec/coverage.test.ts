// The interface's operation index and per-operation status codes (kept as data in test/spec/data) against the
// bundled document: nothing the interface lists may be missing, and nothing may be added but the statuses the
// service's global rules make possible on every operation (the lint rule's list) and 422 where a state can forbid.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceStatuses } from '../../redocly-plugin/rules/service-statuses-declared.js';
import { freshBundle, type Node, operations } from '../helpers/spec.js';
import index from './data/interface-operations.json' with { type: 'json' };

let document: Node;
beforeAll(async () => {
  document = (await freshBundle()).document;
});

// the methods the document's retry policy keys, as the lint rule reads them
const keyed = () => new Set<string>(document['x-retry-policy'].idempotency.methods.map((m: string) => m.toLowerCase()));

const expectedStatuses = (operation: (typeof index.operations)[number]) => {
  const key = `${operation.method} ${operation.path}`;
  return [
    ...new Set([
      ...(operation.statuses ?? [operation.success, ...index.errorsEveryCallCanMeet]).map(String),
      ...serviceStatuses(operation.method.toLowerCase(), operation.path, keyed()),
      ...(index.stateConflicts.operations.includes(key) ? ['422'] : []),
    ]),
  ].sort();
};

describe('the operation index', () => {
  it('has exactly the operations of the interface, no more, each once', () => {
    const inSpec = [...operations(document)]
      .filter((o) => o.kind === 'paths')
      .map((o) => `${o.method.toUpperCase()} ${o.name}`);
    const inIndex = index.operations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(inIndex).size).toBe(inIndex.length);
    expect(inSpec.sort()).toEqual(inIndex.sort());
  });

  it.each(index.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers the listed status codes and those every operation can meet [errors.status-codes-in-use]',
    (_name, expected) => {
      const operation = document.paths[expected.path]?.[expected.method.toLowerCase()];
      expect(operation, 'operation missing').toBeDefined();
      expect(Object.keys(operation.responses).sort()).toEqual(expectedStatuses(expected));
    },
  );

  it.each(index.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s has an operationId, a tag, a summary and a description',
    (_name, expected) => {
      const operation = document.paths[expected.path][expected.method.toLowerCase()];
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(document.tags.map((tag: Node) => tag.name)).toContain(operation.tags[0]);
      expect(operation.summary.length).toBeGreaterThan(5);
      expect(operation.description.length).toBeGreaterThan(20);
    },
  );

  it('gives every operation a unique operationId', () => {
    const ids = [...operations(document)].map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the notifications', () => {
  it('declares the Generic, Authorisation and Transaction kinds as webhooks', () => {
    const names = Object.keys(document.webhooks).map((name) => name.replace(/Notification$/, '').toLowerCase());
    expect(names.sort()).toEqual(index.notifications.map((kind) => kind.toLowerCase()).sort());
  });
});
