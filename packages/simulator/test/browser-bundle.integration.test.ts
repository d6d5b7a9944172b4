// The browser entry holds nothing from Node (issue 39): esbuild bundles src/browser.js for the browser, and every
// import of a Node built-in (`node:crypto`, `fs`, ...) it meets is named with the file that makes it, and so is every
// use of a Node global (Buffer, setImmediate, process) in our packages' code it reaches, which no import shows (the
// Chromium run, test/runtimes/simulator-browser.e2e.test.ts, met `Buffer is not defined` that way).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Each Node built-in the bundle of `entry` imports, as "importer → module", and each Node global our code uses. */
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
  const { metafile } = await build({
    entryPoints: [source(entry)],
    metafile: true,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external,
    plugins: [refuseNode],
  });
  for (const input of Object.keys(metafile.inputs).filter((file) => /(^|\/)packages\/[^/]+\/(src|dist)\//.test(file))) {
    const code = readFileSync(input, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    for (const global of code.join('\n').match(NODE_GLOBALS) ?? [])
      found.push(`${input.replace(/.*\/packages\//, 'packages/')} uses ${global}`);
  }
  return found;
}

/** Node's globals that a browser lacks, as code uses them (comments aside). */
const NODE_GLOBALS = /\b(Buffer\.\w+|setImmediate\(|process\.\w+|__dirname|__filename|require\()/g;

describe('bundled for the browser', () => {
  it('the browser entry imports no Node built-in and uses no Node global', async () => {
    expect(await nodeImports('browser.js')).toEqual([]);
  });

  it("the MSW entry imports none either (msw, the user's peer dependency, aside)", async () => {
    expect(await nodeImports('msw.js', ['msw'])).toEqual([]);
  });

  it('the check names one when it is there: the main entry (the HTTP server, the journal file, the CLI)', async () => {
    const found = await nodeImports('index.js');
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/server\.js → node:http$/)]));
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/raw\.js uses Buffer\./)]));
  });
});
