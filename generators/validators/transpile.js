// @ts-check
// ES modules to CommonJS, every file in one TypeScript program: `ts.transpileModule` builds a program per file, and
// one program per module was most of `generate --out`'s time (issue 29: the work done once per run). The files are
// read from memory only (no lib, no resolution), as transpileModule reads its one.
// ts-morph's TypeScript: the worker that generates the validators has it loaded already (emit.js).
import { ts } from 'ts-morph';

const SOURCE = '/in/';
const OUT = '/out/';

/** @param {Record<string, string>} files ES modules by their CommonJS name (`X.cjs`) @returns {Record<string, string>} */
export function toCommonJs(files) {
  const sources = new Map(Object.entries(files).map(([name, text]) => [`${SOURCE}${name}`, text]));
  /** @type {Record<string, string>} */
  const out = {};
  /** @type {ts.CompilerHost} */
  const host = {
    getSourceFile: (name, language) => {
      const text = sources.get(name);
      return text === undefined ? undefined : ts.createSourceFile(name, text, language);
    },
    writeFile: (name, text) => {
      if (name.startsWith(OUT)) out[name.slice(OUT.length)] = text;
    },
    getDefaultLibFileName: () => 'lib.d.ts',
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => '/',
    getNewLine: () => '\n',
    fileExists: (name) => sources.has(name),
    readFile: (name) => sources.get(name),
  };
  const options = {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    removeComments: false,
    allowJs: true,
    isolatedModules: true,
    noLib: true,
    noResolve: true,
    types: [],
    rootDir: SOURCE,
    outDir: OUT,
  };
  ts.createProgram([...sources.keys()], options, host).emit();
  const missing = Object.keys(files).filter((name) => !(name in out));
  if (missing.length > 0) throw new Error(`TypeScript wrote no CommonJS for ${missing.join(', ')}`);
  return out;
}
