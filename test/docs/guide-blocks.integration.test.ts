// A reader copies one block of a guide, not the program it came from: every TypeScript block a guide shows must
// compile ALONE (its imports and declarations in the block, nothing unused, no top-level `return`). Each block is
// written to its own file inside node_modules/.cache (so the packages resolve) and checked by strict `tsc`; a block
// that is not meant to stand alone is marked `<!-- fragment -->` just before it, and counted.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { TSC } from '../helpers/tsc.js';

const root = new URL('../../', import.meta.url).pathname;
const work = `${root}node_modules/.cache/guide-blocks`;
const guides = ['README.md', ...readdirSync(`${root}docs/guides`).map((name) => `docs/guides/${name}`)];
const BLOCK = /(<!-- fragment -->\n)?(?:<!-- snippet: [^>]+ -->\n)?```(ts|typescript)\n([\s\S]*?)```/g;

const blocks = guides.flatMap((guide) =>
  [...readFileSync(`${root}${guide}`, 'utf8').matchAll(BLOCK)].map((match, index) => ({
    name: `${guide.replace(/\W+/g, '-')}-${index + 1}.ts`,
    fragment: Boolean(match[1]),
    body: match[3] ?? '',
  })),
);

/** The tsc errors of every standing-alone block, by file; each file is its own module (moduleDetection force). */
async function compileAlone() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(`${work}/package.json`, '{ "type": "module" }\n');
  const files = blocks.filter((block) => !block.fragment);
  for (const { name, body } of files) writeFileSync(`${work}/${name}`, body);
  const compilerOptions = {
    ...{ target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', moduleDetection: 'force' },
    ...{ strict: true, noUnusedLocals: true, noUnusedParameters: true, types: ['node'], skipLibCheck: true },
    ...{ noEmit: true, verbatimModuleSyntax: true, lib: ['ES2023', 'DOM'] },
  };
  writeFileSync(`${work}/tsconfig.json`, JSON.stringify({ compilerOptions, files: files.map((f) => f.name) }));
  const tsc = TSC;
  const output = await promisify(execFile)(tsc, ['-p', `${work}/tsconfig.json`]).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  const errors = new Map<string, string[]>();
  for (const line of output.split('\n').filter((l) => /\): error TS/.test(l))) {
    const file = line.slice(0, line.indexOf('('));
    errors.set(file, [...(errors.get(file) ?? []), line]);
  }
  return { files, errors };
}

describe('the guides TypeScript blocks', () => {
  it(
    'each compiles alone with strict tsc, and the fragments are counted',
    async () => {
      const { files, errors } = await compileAlone();
      const fragments = blocks.length - files.length;
      console.log(`${blocks.length} blocks, ${fragments} fragments, ${errors.size} failing alone`);
      expect(blocks.length).toBeGreaterThan(0);
      expect([...errors.values()].flat()).toEqual([]);
    },
    patience(120_000),
  );
});
