// @ts-check
// The validators `payments-contract generate --out` writes into a user's project, as files whose extension says
// their module system. The code is written once, as CommonJS (`X.cjs`, whose `exports.name =` lines Node's
// cjs-module-lexer reads), with its declarations (`X.d.cts`); each module a user imports (an operation, a
// notification, the registries, the schema functions, the formats) also gets an ES module `X.mjs` re-exporting the
// CommonJS one's names, and `X.d.mts` its declarations. One copy rather than two: an ES module can import CommonJS
// everywhere (Node, Deno, Bun, bundlers), where Jest, loading CommonJS, cannot `require` an ES module (issue 29).
// A folder package.json saying "type": "module" is what tsc with an outDir does not copy (the output then crashes
// with `Cannot use import statement outside a module`); an extension survives both.
import { dirname, join, normalize } from 'node:path/posix';

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
 * @param {Record<string, string>} files the validators as the generators give them with `kind: 'commonjs'`: the code
 *   as `X.cjs`, an ES module `X.js` beside each that a user imports (re-exporting `./X.cjs`), declarations `X.d.ts`
 * @returns {Record<string, string>} `X.cjs` and `X.d.cts`; `X.mjs` and `X.d.mts` for the modules a user imports
 */
export function withModuleExtensions(files) {
  const stemOf = (/** @type {string} */ name) => name.replace(/(\.d\.ts|\.c?js)$/, '');
  const stems = new Set(
    Object.keys(files)
      .filter((name) => /(\.d\.ts|\.c?js)$/.test(name))
      .map(stemOf),
  );
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, text] of Object.entries(files)) {
    const stem = stemOf(name);
    const base = stem.slice(stem.lastIndexOf('/') + 1);
    if (name.endsWith('.d.ts')) {
      out[`${stem}.d.cts`] = pointTo(text, name, stems, '.cjs');
      if (`${stem}.js` in files) out[`${stem}.d.mts`] = `export * from ${JSON.stringify(`./${base}.cjs`)};\n`;
    } else if (name.endsWith('.cjs')) out[name] = pointTo(text, name, stems, '.cjs');
    else if (name.endsWith('.js')) out[`${stem}.mjs`] = text;
    else out[name] = text;
  }
  return out;
}
