// The simulator's records are typed from the spec's schemas (src/records.js), so that tsc catches a wrong field at
// edit time: no type annotation of the source may say `any`, except the few listed below, none of which is a record
// (the OpenAPI document read as data, the validators' loose keys, and the request parts a handler reads). A new
// `any` fails here naming its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('../src', import.meta.url));

/** Where `any` is allowed, by file and a piece of the annotation's text, and why. */
const ALLOWED: [file: string, text: string, why: string][] = [
  ['spec.js', '@type {any}', 'the bundled OpenAPI document, read as data'],
  ['control-check.js', '@type {any}', 'the control document, read as data'],
  ['routes.js', 'signature: any', "an operation's x-signature extension, as the document gives it"],
  ['routes.js', '@param {any} [spec]', 'any OpenAPI document (the mock passes a changed copy)'],
  ['idempotency.js', '@param {any} document', 'any OpenAPI document'],
  ['requests.js', '@param {any} validators', "the generated validators' functions, keyed by operation"],
  ['requests.js', '@type {any} */ e', "a validator's issue"],
  ['requests.js', 'key: any', "the generated validators' operation keys"],
  ['requests.js', 'values: any', "a validator's parameter values"],
  ['requests.js', 'body: any, query', 'the checked request body a handler reads'],
  ['requests.js', '@type {any} */ (route.key)', "a route's key as the validators' key"],
  ['simulator.js', 'query: Record<string, any>, body: any', "the checked request's query and body a handler reads"],
  ['singles.js', '@type {any} */ branch', 'a schema node of the spec (MethodCode)'],
  ['msw.js', '@type {any} */ s', 'a server object of the spec, read as data'],
  ['control-openapi.js', '@type {any}', 'the control document, generated as data from control.openapi.yaml'],
  ['turn.js', '@type {any} */ (globalThis)', 'globalThis read for setImmediate, which only some runtimes have'],
];

/** Every type annotation (`@type {…}`, `@param {…}` …) of a JSDoc comment that says `any`, with its file and line. */
function anyAnnotations(file: string) {
  const text = readFileSync(file, 'utf8');
  const found: { file: string; line: number; annotation: string }[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    for (const tag of comment[0].matchAll(/@(?:type|param|returns?|typedef|template|satisfies)\s*\{/g)) {
      // the tag's type runs to its balancing brace
      let depth = 0;
      let end = (comment.index ?? 0) + (tag.index ?? 0) + tag[0].length - 1;
      const start = end;
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++;
        else if (text[end] === '}' && --depth === 0) break;
      }
      const annotation = text.slice(start, end + 1);
      if (!/\bany\b/.test(annotation)) continue;
      const at = (comment.index ?? 0) + (tag.index ?? 0);
      const context = text.slice(at, Math.min(text.length, end + 40)).replace(/\s+/g, ' ');
      found.push({ file, line: text.slice(0, at).split('\n').length, annotation: context });
    }
  }
  return found;
}

const files = (readdirSync(source, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(source, name));

describe('the simulator is typed', () => {
  it('has no `any` in a type annotation but the ones listed (none of them a record)', () => {
    const unlisted = files
      .flatMap(anyAnnotations)
      .filter(
        ({ file, annotation }) =>
          !ALLOWED.some(([name, text]) => file.endsWith(`/${name}`) && annotation.includes(text)),
      )
      .map(({ file, line, annotation }) => `${relative(source, file)}:${line} ${annotation.slice(0, 120)}`);
    expect(unlisted).toEqual([]);
  });

  it('finds an `any` in an annotation, and only there', () => {
    const probe = fileURLToPath(new URL('./fixtures/any-probe.js', import.meta.url));
    expect(anyAnnotations(probe).map(({ line }) => line)).toEqual([2, 4]);
  });

  it('lists no place that no longer says `any`', () => {
    const all = files.flatMap(anyAnnotations);
    const stale = ALLOWED.filter(
      ([name, text]) => !all.some(({ file, annotation }) => file.endsWith(`/${name}`) && annotation.includes(text)),
    );
    expect(stale).toEqual([]);
  });
});
