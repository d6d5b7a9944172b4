#!/usr/bin/env node
// @ts-check
// Writes the CommonJS copy of a package whose source is ES modules, for `require` and for Jest on Node 20 and 22
// (which cannot `require` an ES module): every module an entry of the package's `exports` reaches, transpiled by
// esbuild, every .d.ts of TYPES (default SRC) copied beside it, and a package.json marking the folder CommonJS so
// that Node and TypeScript read those files as CommonJS. Usage, from the package: node scripts/build-cjs.js SRC OUT
// [TYPES]. The entries come from `exports` (wildcards matched against SRC), never from a list here, and the walk
// stops at packages (dependencies, and the package's own name, stay `require`s). A module nothing imports (a bin,
// which runs from its ES module source) is left out.
// esbuild's `build` for platform node (not `transform`) ends each file with `0 && (module.exports = { … })`: the
// annotation Node's cjs-module-lexer reads, so that `import { x } from` a CommonJS entry gets named exports, not
// only `default`. Each file goes in through stdin so that esbuild does not apply Node's interop to our imports
// (`import createClient from 'openapi-fetch'` must take the CommonJS build's `exports.default`, as under `require`).
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { build } from 'esbuild';

const [sourceArg, outArg, typesArg] = process.argv.slice(2);
if (!sourceArg || !outArg) {
  process.stderr.write('usage: node scripts/build-cjs.js SRC OUT [TYPES]\n');
  process.exit(2);
}
// named again so that the functions below see strings (narrowing does not reach into closures)
const source = sourceArg;
const out = outArg;
const types = typesArg ?? source;
/** @param {string} folder @param {string} path */
const inside = (folder, path) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};
/** @param {string} folder @returns {Promise<string[]>} */
const filesOf = async (folder) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !inside(out, file));

/** @param {unknown} value @returns {string[]} every path an `exports` map leads to */
const targets = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

/** The ES modules the package's `exports` name inside SRC, wildcards matched against its files. */
async function entries() {
  const manifest = JSON.parse(await readFile('package.json', 'utf8'));
  const inSource = await filesOf(source);
  const named = targets(manifest.exports ?? manifest.main)
    .map(normalize)
    .filter((path) => path.endsWith('.js') && inside(source, path) && !inside(out, path));
  const found = named.flatMap((path) => {
    if (!path.includes('*')) return [path];
    const [before = '', after = ''] = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = new RegExp(`^${before}.+${after}$`);
    return inSource.filter((file) => pattern.test(file));
  });
  if (found.length === 0) throw new Error(`no entry of package.json "exports" is a module in ${source}`);
  return [...new Set(found)];
}

/** Every file of SRC the entries reach through relative imports (esbuild's metafile of a bundle never written). */
async function reached() {
  const { metafile } = await build({
    entryPoints: await entries(),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: join(out, 'unwritten'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(metafile.inputs).map(normalize);
  const outside = inputs.filter((file) => !inside(source, file));
  if (outside.length > 0) throw new Error(`modules of ${source} import files outside it: ${outside.join(', ')}`);
  return inputs;
}

/**
 * A module in CommonJS. `import.meta.url` becomes the URL of the module's ES source, so that what the source finds
 * relative to itself (`new URL('../package.json', import.meta.url)`, a child process's script, createRequire) is
 * the same file from either build. Any other warning (an `import.meta` esbuild would leave empty) fails the build.
 * @param {string} file @param {string} target
 */
async function commonJs(file, target) {
  const contents = await readFile(file, 'utf8');
  const meta = contents.includes('import.meta');
  const fromTarget = relative(dirname(target), file).split(sep).join('/');
  const { outputFiles, warnings } = await build({
    stdin: { contents, loader: 'js', sourcefile: file },
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    ...(meta && {
      define: { 'import.meta.url': 'import_meta_url' },
      banner: {
        js: `const import_meta_url = require("node:url").pathToFileURL(require("node:path").join(__dirname, ${JSON.stringify(fromTarget)})).href;`,
      },
    }),
  });
  if (warnings.length > 0) throw new Error(`${file}: ${warnings.map((w) => w.text).join('; ')}`);
  return outputFiles[0]?.text ?? '';
}

await rm(out, { recursive: true, force: true });
const modules = await reached();
const declarations = (await filesOf(types)).filter((file) => file.endsWith('.d.ts'));
await Promise.all([
  ...modules.map(async (file) => {
    const target = join(out, relative(source, file));
    await mkdir(dirname(target), { recursive: true });
    if (file.endsWith('.js')) await writeFile(target, await commonJs(file, target));
    else await copyFile(file, target);
  }),
  ...declarations.map(async (file) => {
    const target = join(out, relative(types, file));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }),
]);
await writeFile(join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
process.stderr.write(
  `wrote the CommonJS copy of ${source} into ${out} (${modules.length} modules, ${declarations.length} declarations)\n`,
);
