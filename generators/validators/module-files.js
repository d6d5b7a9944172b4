// @ts-check
// The validators `payments-contract generate --out` writes into a user's project, as files whose extension says
// their module system: each module twice, `X.mjs` (ES module) and `X.cjs` (CommonJS, whose `exports.name =` lines
// Node's cjs-module-lexer reads: the Ajv modules' as the generator wrote it beside their ES module, the small wrappers'
// transpiled by TypeScript in one program), and its declarations twice (`X.d.mts`, `X.d.cts`). A folder
// package.json saying "type": "module" is what tsc with an outDir does not copy (the output then crashes with
// `Cannot use import statement outside a module`), and Jest cannot `require` an ES module; an extension survives both.
import { dirname, join, normalize } from 'node:path/posix';
import { toCommonJs } from './transpile.js';

/** `from "./x.js"`, `import("./x.js")`, `require("./x.js")`: relative specifiers ending in .js, in code and declarations. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)(["'])(\.\.?\/[^"']*)\.js\2/g;

/**
 * Rewrites the specifiers that name a module of this folder to the given extension; any other (`../client/schema.js`,
 * the user's own types beside the validators) is left as generated.
 * @param {string} text @param {string} file @param {Set<string>} stems @param {string} extension
 */
function pointTo(text, file, stems, extension) {
  return text.replace(SPECIFIER, (whole, lead, quote, path) =>
    stems.has(normalize(join(dirname(file), path))) ? `${lead}${quote}${path}${extension}${quote}` : whole,
  );
}

/**
 * @param {Record<string, string>} files the validators as the generators give them (`X.js` ES modules, `X.d.ts`),
 *   with `X.cjs` beside an `X.js` whose CommonJS the generator wrote itself (the Ajv modules: no transpiling)
 * @returns {Record<string, string>} the same modules as `.mjs`/`.cjs` with `.d.mts`/`.d.cts`
 */
export function withModuleExtensions(files) {
  const stemOf = (/** @type {string} */ name) => name.replace(/(\.d\.ts|\.js)$/, '');
  const stems = new Set(
    Object.keys(files)
      .filter((name) => /(\.d\.ts|\.js)$/.test(name))
      .map(stemOf),
  );
  /** @type {Record<string, string>} */
  const out = {};
  /** @type {Record<string, string>} the modules whose CommonJS is transpiled, all at once */
  const transpiled = {};
  for (const [name, text] of Object.entries(files)) {
    const stem = stemOf(name);
    if (name.endsWith('.d.ts')) {
      out[`${stem}.d.mts`] = pointTo(text, name, stems, '.mjs');
      out[`${stem}.d.cts`] = pointTo(text, name, stems, '.cjs');
    } else if (name.endsWith('.js')) {
      const twin = files[`${stem}.cjs`];
      out[`${stem}.mjs`] = pointTo(text, name, stems, '.mjs');
      if (twin === undefined) transpiled[`${stem}.cjs`] = pointTo(text, name, stems, '.cjs');
      else out[`${stem}.cjs`] = pointTo(twin, name, stems, '.cjs');
    } else if (!(name.endsWith('.cjs') && `${stem.replace(/\.cjs$/, '')}.js` in files)) out[name] = text;
  }
  Object.assign(out, toCommonJs(transpiled));
  return out;
}
