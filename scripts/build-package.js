#!/usr/bin/env node
// @ts-check
// Builds the package in the current folder the one way every runtime package is built (CONTRIBUTING.md,
// "Adding a package"): its source in src/ (TypeScript, or JavaScript checked through its JSDoc), and
//   dist/      the ES modules (TypeScript compiled, JavaScript as written) and the declarations the compiler emits
//              from the source, so that no declaration is written by hand and none can part from its code;
//   dist/cjs/  the CommonJS copy of what `exports` reaches, with the same declarations (build-cjs.js).
// The compile is the package's tsconfig.build.json, which extends tsconfig.package.json; a type error fails it.
// Usage, from the package: node ../../scripts/build-package.js
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TSC = fileURLToPath(new URL('./typecheck/node_modules/typescript/bin/tsc', import.meta.url));
const BUILD_CJS = fileURLToPath(new URL('./build-cjs.js', import.meta.url));

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    process.stderr.write(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${status}`})\n`);
    process.exit(1);
  }
}

const files = (await readdir('src', { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
// A declaration beside the source would be shipped unchecked against it; those a generator writes (src/generated)
// are the generator's, held to the spec by its drift test.
const handDeclarations = files.filter(
  (file) => /\.d\.[cm]?ts$/.test(file) && !file.startsWith(join('src', 'generated')),
);
if (handDeclarations.length > 0) {
  process.stderr.write(
    `hand-written declarations in src (${handDeclarations.join(', ')}): type the source (JSDoc) and let tsc emit them\n`,
  );
  process.exit(1);
}

await rm('dist', { recursive: true, force: true });
run(process.execPath, [TSC, '-p', 'tsconfig.build.json']);
// JavaScript ships as written (tsc reprints it): the line a stack trace names is the line in src/.
const copied = files.filter(
  (file) => file.endsWith('.js') || (file.endsWith('.d.ts') && file.startsWith(join('src', 'generated'))),
);
await Promise.all(
  copied.map(async (file) => {
    const target = join('dist', relative('src', file));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }),
);
run(process.execPath, [BUILD_CJS, 'dist', join('dist', 'cjs')]);
