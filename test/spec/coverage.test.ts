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

const STEP_PATH =
  'CONTRIBUTING.md › Adding an operation, step 1 (its path file and its line under paths in openapi/openapi.yaml)';
const STEP_ROW =
  'CONTRIBUTING.md › Adding an operation, step 2 (its row in test/spec/data/interface-operations.json, once the interface has it)';
const STEP_ANSWERS = 'CONTRIBUTING.md › Adding an operation, step 3';

/** The operations the spec and the interface's index do not share, each naming the recipe step that settles it. */
function indexProblems(inSpec: string[], inIndex: string[]) {
  return [
    ...inSpec
      .filter((key) => !inIndex.includes(key))
      .sort()
      .map((key) => `${key} is in the spec but not in the interface's operation index: ${STEP_ROW}`),
    ...inIndex
      .filter((key) => !inSpec.includes(key))
      .sort()
      .map((key) => `${key} is in the interface's operation index but not in the spec: ${STEP_PATH}`),
  ];
}

describe('the operation index', () => {
  it('has exactly the operations of the interface, no more, each once', () => {
    const inSpec = [...operations(document)]
      .filter((o) => o.kind === 'paths')
      .map((o) => `${o.method.toUpperCase()} ${o.name}`);
    const inIndex = index.operations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(inIndex).size).toBe(inIndex.length);
    expect(indexProblems(inSpec, inIndex)).toEqual([]);
  });

  it('names the recipe step when the spec and the index differ', () => {
    expect(indexProblems(['GET /a', 'GET /b'], ['GET /a', 'GET /c'])).toEqual([
      `GET /b is in the spec but not in the interface's operation index: ${STEP_ROW}`,
      `GET /c is in the interface's operation index but not in the spec: ${STEP_PATH}`,
    ]);
  });

  it.each(index.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers the listed status codes and those every operation can meet [errors.status-codes-in-use]',
    (_name, expected) => {
      const operation = document.paths[expected.path]?.[expected.method.toLowerCase()];
      expect(operation, `operation missing: ${STEP_PATH}`).toBeDefined();
      expect(Object.keys(operation.responses).sort(), STEP_ANSWERS).toEqual(expectedStatuses(expected));
    },
  );

  it.each(index.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s has an operationId, a tag, a summary and a description',
    (_name, expected) => {
      const operation = document.paths[expected.path]?.[expected.method.toLowerCase()];
      const step = `${expected.method} ${expected.path}: ${STEP_PATH}`;
      expect(operation?.operationId, step).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags, step).toHaveLength(1);
      expect(
        document.tags.map((tag: Node) => tag.name),
        step,
      ).toContain(operation.tags[0]);
      expect(operation.summary?.length ?? 0, step).toBeGreaterThan(5);
      expect(operation.description?.length ?? 0, step).toBeGreaterThan(20);
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
    const kinds = index.notifications.map((kind) => kind.toLowerCase());
    expect([
      ...kinds
        .filter((kind) => !names.includes(kind))
        .map((kind) => `${kind} has no webhook: CONTRIBUTING.md › Adding a notification, step 1`),
      ...names
        .filter((name) => !kinds.includes(name))
        .map(
          (name) =>
            `webhook ${name} is not a kind of test/spec/data/interface-operations.json: CONTRIBUTING.md › Adding a notification, step 2`,
        ),
    ]).toEqual([]);
  });
});
