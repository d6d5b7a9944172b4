#!/usr/bin/env node
// @ts-check
// Writes the CommonJS copy of a package whose source is ES modules (validators, validator-runtime): every .js
// transpiled by esbuild, every .d.ts copied beside it, and a package.json marking the folder CommonJS so that both
// Node and TypeScript read those files as CommonJS. Usage: node scripts/build-cjs.js SRC OUT (from the package).
// esbuild's `build` for platform node (not `transform`) ends each file with `0 && (module.exports = { … })`: the
// annotation Node's cjs-module-lexer reads, so that `import { x } from` a CommonJS entry gets named exports, not
// only `default`. Each file goes in through stdin so that esbuild does not apply Node's interop to our imports
// (`import createClient from 'openapi-fetch'` must take the CommonJS build's `exports.default`, as under `require`).
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  process.stderr.write('usage: node scripts/build-cjs.js SRC OUT\n');
  process.exit(2);
}

await rm(out, { recursive: true, force: true });
const entries = await readdir(source, { recursive: true, withFileTypes: true });
const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
/** @param {string} file */
async function commonJs(file) {
  const contents = await readFile(file, 'utf8');
  const { outputFiles } = await build({
    stdin: { contents, loader: 'js', sourcefile: file },
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  return outputFiles[0]?.text ?? '';
}

await Promise.all(
  files.map(async (file) => {
    const target = join(out, relative(source, file));
    await mkdir(dirname(target), { recursive: true });
    if (file.endsWith('.d.ts')) return copyFile(file, target);
    if (file.endsWith('.js')) await writeFile(target, await commonJs(file));
  }),
);
await writeFile(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
process.stderr.write(`wrote the CommonJS copy of ${source} into ${out} (${files.length} files)\n`);
