// @ts-check
// The text of one standalone module from its parts (linked-standalone.js): as an ES module (this repository's
// packages), or as CommonJS (a user's project, `generate --out`, whose validators are written once, as CommonJS,
// with ES module shells at the entries: module-files.js). Written from the parts, never transpiled. Every name
// written here is either fixed or an export name the plan made an identifier; specifiers are written with
// JSON.stringify.
import { stableNames } from './stable-names.js';

const RUNTIME = '@payments-contract/validator-runtime';

/**
 * @typedef {object} ModuleParts
 * @property {{ name: string, local: string }[]} exports
 * @property {import('./linked-standalone.js').LinkedImport[]} imports the component functions, by module id
 * @property {string} body Ajv's code: scope constants and function declarations only
 * @property {string[]} runtime what the body takes from the validators' runtime (`ucs2length`, `equal`)
 * @property {{ from: string, checks: { name: string, local: string }[] } | undefined} formats the format checks the body runs,
 *   each by its export from the formats module
 */

/**
 * @param {ModuleParts} parts @param {'esm' | 'commonjs'} [kind]
 * @returns {string}
 */
export function moduleText(parts, kind = 'esm') {
  /** @type {Map<string, import('./linked-standalone.js').LinkedImport[]>} */
  const byModule = new Map();
  for (const linked of parts.imports) byModule.set(linked.from, [...(byModule.get(linked.from) ?? []), linked]);
  const components = [...byModule].map(([from, names]) => ({ from: `../schemas/${from}.js`, names }));
  const json = JSON.stringify;
  if (kind === 'esm') {
    const esm = [
      parts.formats === undefined
        ? ''
        : `import { ${parts.formats.checks.map(({ name, local }) => `${name} as ${local}`).join(', ')} } from ${json(parts.formats.from)};`,
      parts.runtime.length > 0 ? `import { ${parts.runtime.join(', ')} } from ${json(RUNTIME)};` : '',
      ...components.map(
        ({ from, names }) =>
          `import { ${names.map(({ name, local }) => `${name} as ${local}`).join(', ')} } from ${json(from)};`,
      ),
      // An export list, not `export const`: a function declaration (or an imported binding) exported by name is
      // bound before any module runs, so that a component required back in a cycle (a recursive schema whose
      // wrapper reads the other's function while loading) finds it, where a const would not yet be initialised.
      parts.exports.length > 0
        ? `export {\n  ${parts.exports.map(({ name, local }) => (name === local ? name : `${local} as ${name}`)).join(',\n  ')},\n};`
        : '',
      parts.body,
    ];
    return `${stableNames(esm.filter(Boolean).join('\n'))}\n`;
  }
  // A module's own functions are exported before it requires another: in a cycle of components (a recursive
  // schema) the module that is required back already holds them. An imported function is exported once required.
  const imported = new Set(parts.imports.map(({ local }) => local));
  const exportLine = (/** @type {{ name: string, local: string }} */ { name, local }) => `exports.${name} = ${local};`;
  const cjs = [
    '"use strict";',
    ...parts.exports.filter(({ local }) => !imported.has(local)).map(exportLine),
    parts.formats === undefined
      ? ''
      : `const { ${parts.formats.checks.map(({ name, local }) => `${name}: ${local}`).join(', ')} } = require(${json(parts.formats.from)});`,
    parts.runtime.length > 0 ? `const { ${parts.runtime.join(', ')} } = require(${json(RUNTIME)});` : '',
    ...components.map(
      ({ from, names }) =>
        `const { ${names.map(({ name, local }) => `${name}: ${local}`).join(', ')} } = require(${json(from)});`,
    ),
    ...parts.exports.filter(({ local }) => imported.has(local)).map(exportLine),
    parts.body,
  ];
  return `${stableNames(cjs.filter(Boolean).join('\n'))}\n`;
}
