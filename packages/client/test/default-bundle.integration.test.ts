// What a bundler keeps of the default entry (issue 30: the client must get safer without getting heavier). esbuild,
// as `npm run bench sizes` runs it, bundles everything `@payments-contract/client` exports from the built package;
// none of the modules moved to entries of their own may be in it, and every defence must be. The same bundle of a
// moved entry is the control: there, its module is found.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The package's own files esbuild put in a bundle of `code`, as paths inside dist/. */
async function bundled(code: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => /packages\/client\/dist\/(.+)$/.exec(input)?.[1])
    .filter((file): file is string => file !== undefined);
}

// entry → the modules only it brings
const MOVED = {
  signing: ['signing.js', 'signing-key.js'],
  lists: ['lists.js', 'pagination.js', 'interval.js'],
  recovery: ['recovery.js'],
  'response-check': ['response-check.js'],
  'answer-check': ['answer-check.js', 'response-check.js'],
  logging: ['logging.js'],
};

describe('the default entry, bundled', () => {
  it('holds none of the moved modules, and every defence', async () => {
    const files = await bundled(`export * from '@payments-contract/client';`);
    for (const moved of Object.values(MOVED).flat()) expect(files).not.toContain(moved);
    // redirects refused, answers bounded, credentials checked, which requests must be signed
    for (const defence of ['transport.js', 'answer.js', 'limits.js', 'credentials.js', 'signature-target.js'])
      expect(files).toContain(defence);
  });

  it.each(Object.entries(MOVED))('the /%s entry, bundled, brings its own modules', async (entry, modules) => {
    const files = await bundled(`export * from '@payments-contract/client/${entry}';`);
    expect(files).toEqual(expect.arrayContaining(modules));
  });
});
