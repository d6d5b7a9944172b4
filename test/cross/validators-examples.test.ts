// The generated validators (the committed standalone modules, not a fresh Ajv compile) against the spec's
// examples: every example passes with no warning, and mutated copies of each fail at the right path (requests), or
// fail or warn at it (answers and notifications, which are tolerant of values outside an enum).
import { beforeAll, describe, expect, it } from 'vitest';
import * as validators from '../../packages/validators/src/index.js';
import { type Mutation, mutationsOf, oneOfEachKind } from '../helpers/mutations.js';
import { follow, freshBundle, type Node, operations } from '../helpers/spec.js';
import index from '../spec/data/interface-operations.json' with { type: 'json' };

interface Case {
  name: string;
  schema: Node;
  value: unknown;
  run: (value: unknown) => { ok: boolean; errors?: { path: string }[]; warnings: { path: string }[] };
  strict: boolean;
}

let cases: Case[] = [];
let document: Node;
beforeAll(async () => {
  document = (await freshBundle()).document;
  cases = [];
  const media = (holder: Node) => follow(document, holder, '').node?.content?.['application/json'];
  const examples = (m: Node) =>
    Object.entries<Node>(m?.examples ?? {}).map(([name, e]) => [name, follow(document, e, '').node.value] as const);
  for (const { kind, name, method, operation } of operations(document)) {
    if (kind === 'webhooks') {
      const body = media(operation.requestBody);
      for (const [example, value] of examples(body)) {
        cases.push({
          name: `${name} ${example}`,
          schema: body.schema,
          value,
          strict: false,
          run: (v) => validators.validateNotification(v, name as never),
        });
      }
      continue;
    }
    const key = `${method.toUpperCase()} ${name}` as never;
    const body = media(operation.requestBody);
    for (const [example, value] of examples(body)) {
      cases.push({
        name: `${key} request ${example}`,
        schema: body.schema,
        value,
        strict: true,
        run: (v) => validators.validateRequest(key, v),
      });
    }
    for (const [status, response] of Object.entries<Node>(operation.responses)) {
      const answer = media(response);
      for (const [example, value] of examples(answer)) {
        cases.push({
          name: `${key} ${status} ${example}`,
          schema: answer.schema,
          value,
          strict: false,
          run: (v) => validators.validateResponse(key, Number(status) as never, v),
        });
      }
    }
  }
});

describe('the generated validators', () => {
  it('cover every operation and notification', () => {
    expect(validators.operationKeys).toHaveLength(index.operations.length);
    expect([...validators.notificationKinds].sort()).toEqual([
      'authorisationNotification',
      'genericNotification',
      'transactionNotification',
    ]);
    // counted from the interface's operation index, not a floor: each operation's success answer (when it has a
    // body: a 204 has none) and each notification kind is tried on at least one example
    const tried = (name: string) => cases.some((c) => c.name.startsWith(`${name} `));
    const successes = index.operations
      .filter((o) => o.success !== 204)
      .map((o) => `${o.method} ${o.path} ${o.success}`);
    expect(successes.filter((answer) => !tried(answer))).toEqual([]);
    expect(validators.notificationKinds.filter((kind) => !tried(kind))).toEqual([]);
  });

  it('pass every example of the spec, with no warning', () => {
    const failures = cases.flatMap((c) => {
      const result = c.run(c.value);
      return result.ok && result.warnings.length === 0 ? [] : [`${c.name}: ${JSON.stringify(result)}`];
    });
    expect(failures).toEqual([]);
  });

  it('refuse mutated copies of each example at the mutated path', () => {
    let checked = 0;
    const misses: string[] = [];
    for (const c of cases) {
      for (const mutation of oneOfEachKind(mutationsOf(document, c.schema, c.value))) {
        const copy = structuredClone(c.value);
        mutation.apply(copy);
        const result = c.run(copy);
        checked++;
        if (!caught(c, mutation, result))
          misses.push(`${c.name}: ${mutation.kind} at ${mutation.path} -> ${JSON.stringify(result)}`);
      }
    }
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});

function caught(c: Case, mutation: Mutation, result: ReturnType<Case['run']>) {
  const at = (issues: { path: string }[] = []) => issues.some((issue) => issue.path === mutation.path);
  if (mutation.kind === 'enum' && !c.strict) return result.ok && at(result.warnings);
  return !result.ok && at(result.errors);
}
