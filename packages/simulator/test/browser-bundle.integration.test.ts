// The browser entry holds nothing from Node (issue 39): esbuild bundles src/browser.js (and the MSW entry) for the
// browser, and every import of a Node built-in (`node:crypto`, `fs`, ...) it meets is named with the file that makes
// it, so a change that brings one back fails here naming it. The entries' own imports only: msw is the user's.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Each Node built-in the bundle of `entry` imports, as "importer → module". */
async function nodeImports(entry: string, external: string[] = []): Promise<string[]> {
  const found: string[] = [];
  const refuseNode: Plugin = {
    name: 'refuse-node',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (!args.path.startsWith('node:') && !builtins.has(args.path)) return undefined;
        found.push(`${args.importer.replace(/.*\/(packages|node_modules)\//, '$1/')} → ${args.path}`);
        return { path: args.path, external: true };
      });
    },
  };
  await build({
    entryPoints: [source(entry)],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external,
    plugins: [refuseNode],
  });
  return found;
}

describe('bundled for the browser', () => {
  it('the browser entry imports no Node built-in', async () => {
    expect(await nodeImports('browser.js')).toEqual([]);
  });

  it('the check names one when it is there: the main entry (the HTTP server, the journal file, the CLI)', async () => {
    const found = await nodeImports('index.js');
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/server\.js → node:http$/)]));
  });
});
