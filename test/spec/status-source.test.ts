// The provenance of each declared status (x-status-source, openapi/extensions/status-source.yaml) against the
// interface's operation index kept as data (test/spec/data): a status is `listed` when the interface's list for the
// operation names it, or the index gives it as the success code; `purpose` when the interface lists none and the
// success code is implied by the operation's purpose; `errors` otherwise (implied by the Errors section). A mark
// that disagrees with the index fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { SOURCES } from '../../redocly-plugin/rules/status-source.js';
import { freshBundle, type Node } from '../helpers/spec.js';
import index from './data/interface-operations.json' with { type: 'json' };

let document: Node;
beforeAll(async () => {
  document = (await freshBundle()).document;
});

type Indexed = (typeof index.operations)[number];
const sourceOf = (operation: Indexed, status: string) => {
  const code = Number(status);
  if (operation.statuses?.includes(code)) return 'listed';
  if (code === operation.success)
    return 'successImplied' in operation && operation.successImplied ? 'purpose' : 'listed';
  return 'errors';
};

describe('x-status-source', () => {
  it('takes the values its extension documents', () => {
    expect(Object.keys(document['x-status-sources'].values)).toEqual(SOURCES);
  });

  it.each(index.operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s marks each declared status as the operation index says [errors.status-codes-in-use]',
    (_name, indexed) => {
      const operation = document.paths[indexed.path][indexed.method.toLowerCase()];
      const want = Object.fromEntries(Object.keys(operation.responses).map((s) => [s, sourceOf(indexed, s)]));
      expect(operation['x-status-source']).toEqual(want);
    },
  );

  it('marks as listed every status the index lists, so that none the interface names is called implied', () => {
    const listed = index.operations.flatMap((o) => (o.statuses ?? []).map((s) => `${o.method} ${o.path} ${s}`));
    const marked = index.operations.flatMap((o) =>
      Object.entries(document.paths[o.path][o.method.toLowerCase()]['x-status-source'])
        .filter(([, source]) => source === 'listed')
        .map(([s]) => `${o.method} ${o.path} ${s}`),
    );
    expect(marked).toEqual(expect.arrayContaining(listed));
  });
});
