// Issue 38, "one word per concept": a user's code (project/names.ts) compiles with the names 0.3.0 gave and, for one
// release, with the ones it replaced, which the editor strikes through: TypeScript's language service reports
// 6385 ("'X' is deprecated") on each use of an old name and on no new one. The old options written in an object
// literal (`maxAnswerBytes`, `validateAnswers`) compile but are not struck through there (TypeScript reports a
// deprecated property where it is read, not where a literal sets it): packages/client/test/renamed-names.test.ts
// holds that they still work. Against the packages' built declarations (`npm run build`), as a user installs them.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const file = fileURLToPath(new URL('./project/names.ts', import.meta.url));
// The consumer project's strict settings (consumer.e2e.test.ts), with NodeNext resolution through node_modules.
const options: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  types: ['node'],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
};
const service = ts.createLanguageService({
  getScriptFileNames: () => [file],
  getScriptVersion: () => '1',
  getScriptSnapshot: (name) => {
    const text = ts.sys.readFile(name);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => fileURLToPath(new URL('./project/', import.meta.url)),
  getCompilationSettings: () => options,
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
  realpath: (path) => ts.sys.realpath?.(path) ?? path,
});
const text = ts.sys.readFile(file) ?? '';
const region = (name: string) => [text.indexOf(`// #region ${name}`), text.indexOf(`// #endregion ${name}`)] as const;
const message = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, ' ');

describe("a user's code with the new names and the old (test/consumer/project/names.ts)", () => {
  const deprecated = service.getSuggestionDiagnostics(file).filter((d) => d.code === 6385);
  const within = ([from, to]: readonly [number, number]) =>
    deprecated
      .filter((d) => d.start !== undefined && d.start > from && d.start < to)
      .map((d) => text.slice(d.start, (d.start ?? 0) + (d.length ?? 0)));

  it('compiles: no error', () => {
    const errors = [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)];
    expect(errors.map(message)).toEqual([]);
  });

  it('has no deprecation where it uses the new names', () => expect(within(region('new-names'))).toEqual([]));

  it('is told each old name is deprecated (TS 6385) where it uses it', () => {
    expect(within(region('old-names')).sort()).toEqual([
      'AnswerCheck',
      'AnswerRefusedError',
      'CheckedAnswer',
      'answerCheck',
      'answerCheck',
    ]);
    for (const d of deprecated) expect(message(d)).toMatch(/^'\w+' is deprecated\.$/);
  });
});
