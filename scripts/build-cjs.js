#!/usr/bin/env node
// @ts-check
// Writes the CommonJS copy of a package whose source is ES modules (validators, validator-runtime): every .js
// transpiled by esbuild, every .d.ts copied beside it, and a package.json marking the folder CommonJS so that both
// Node and TypeScript read those files as CommonJS. Usage: node scripts/build-cjs.js SRC OUT (from the package).
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { transform } from 'esbuild';

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  process.stderr.write('usage: node scripts/build-cjs.js SRC OUT\n');
  process.exit(2);
}

await rm(out, { recursive: true, force: true });
const entries = await readdir(source, { recursive: true, withFileTypes: true });
const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
await Promise.all(
  files.map(async (file) => {
    const target = join(out, relative(source, file));
    await mkdir(dirname(target), { recursive: true });
    if (file.endsWith('.d.ts')) return copyFile(file, target);
    if (!file.endsWith('.js')) return;
    const { code } = await transform(await readFile(file, 'utf8'), {
      format: 'cjs',
      target: 'node20',
      sourcefile: file,
    });
    await writeFile(target, code);
  }),
);
await writeFile(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
process.stderr.write(`wrote the CommonJS copy of ${source} into ${out} (${files.length} files)\n`);
