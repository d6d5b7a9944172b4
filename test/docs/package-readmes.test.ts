// Each package's README is read where the package is installed, beside what it ships and nothing else (issue 40: they
// pointed at `docs/guides/…` and `src/test-key.js`, which no package ships). So every relative path a README names is
// shipped (in its package.json `files`, and there), or else is a link into the payments-contract repository to a path
// that exists there. A path under a placeholder folder (`DIR/client/schema.ts`: what a command writes) names no file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const REPOSITORY = 'https://github.com/payments-contract/payments-contract/';
const REPOSITORY_LINK = /\[([^\]]*)\]\((https:\/\/github\.com\/payments-contract\/payments-contract\/[^)\s]*)\)/g;

/** The workspace packages that publish a README: their folders, relative to the repository. */
function packageFolders(): string[] {
  const packages = readdirSync(`${root}packages`).map((name) => `packages/${name}`);
  return [...packages, 'generators'].filter((folder) => existsSync(`${root}${folder}/README.md`));
}

const looksLikePath = (text: string) =>
  text.includes('/') && /^[\w.][\w./-]*$/.test(text) && !/^[\w.-]+:/.test(text) && !text.startsWith('@');

/** Relative paths a README names: code spans, link targets and bare `a/b.md`-like words, repository links apart. */
function namedPaths(markdown: string): { shipped: string[]; repository: string[] } {
  const repository = [...markdown.matchAll(REPOSITORY_LINK)].map((m) => m[2] as string);
  const rest = markdown.replace(REPOSITORY_LINK, ' ').replace(/https?:\/\/\S+/g, ' ');
  const spans = [...rest.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string);
  const links = [...rest.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((l) => !l.startsWith('#'));
  const prose = rest.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ');
  const bare = [...prose.matchAll(/(?:^|[\s(])((?:[\w.-]+\/)+[\w.-]+\.(?:md|js|cjs|mjs|ts|json|ya?ml))\b/g)].map(
    (m) => m[1] as string,
  );
  const placeholder = (path: string) => /^[A-Z][A-Z_]*\//.test(path);
  const shipped = [...new Set([...spans.filter(looksLikePath), ...links, ...bare])].filter((p) => !placeholder(p));
  return { shipped, repository };
}

/** Whether `path` (relative to the package) is among what its package.json `files` publishes. */
function inFiles(path: string, files: readonly string[]): boolean {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  return files.some((entry) => {
    if (entry.startsWith('**/*')) return clean.endsWith(entry.slice(4)) || !/\.\w+$/.test(clean);
    return clean === entry || clean.startsWith(`${entry}/`);
  });
}

describe('the package READMEs', () => {
  it.each(packageFolders())('%s names only what it ships, or links to the repository', (folder) => {
    const readme = readFileSync(`${root}${folder}/README.md`, 'utf8');
    const { files } = JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8')) as { files: string[] };
    const { shipped, repository } = namedPaths(readme);
    const unshipped = shipped.filter(
      (path) => !inFiles(path, files) || !existsSync(`${root}${folder}/${path.replace(/^\.\//, '')}`),
    );
    expect(unshipped).toEqual([]);
    const missing = repository.filter((link) => {
      const path = link.slice(REPOSITORY.length).replace(/^(blob|tree)\/main\//, '');
      return !/^(blob|tree)\/main\//.test(link.slice(REPOSITORY.length)) || !existsSync(`${root}${path}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('the commands the READMEs and guides give a user', () => {
  // A package's README is read in a user's project, which has none of this repository's scripts (issue 40:
  // `npm run simulate` there fails): an `npm run` line says it is the repository's.
  it.each(packageFolders())('%s gives no `npm run` as if the user had it', (folder) => {
    const lines = readFileSync(`${root}${folder}/README.md`, 'utf8').split('\n');
    expect(lines.filter((line) => /npm run /.test(line) && !/payments-contract\s+repository/.test(line))).toEqual([]);
  });

  // `notify` posts a spec example, whose id no service knows: a handler that confirms answers it 503 and never runs
  // the user's code, so every notify command names the id to send (issue 40).
  const documents = ['README.md', ...readdirSync(`${root}docs/guides`).map((name) => `docs/guides/${name}`)];
  it.each([...documents, ...packageFolders().map((folder) => `${folder}/README.md`)])(
    '%s: every notify command sends an --id',
    (document) => {
      const text = readFileSync(`${root}${document}`, 'utf8').replace(/\\\n/g, ' ');
      const commands = text.split('\n').filter((line) => /payments-contract notify /.test(line));
      expect(commands.filter((command) => !/--id /.test(command))).toEqual([]);
    },
  );
});

describe('the package README checks themselves', () => {
  it('find unshipped paths in code, links and prose, and leave placeholders, URLs and packages alone', () => {
    const text = [
      'See docs/guides/simulator.md. The key is in `src/test-key.js`; read [the guide](../../docs/x.md).',
      'It writes `DIR/client/schema.ts`; import `@payments-contract/client/signing`; see https://example.com/a/b.md.',
      `The [guide](${REPOSITORY}blob/main/docs/guides/simulator.md) and [\`openapi/\`](${REPOSITORY}tree/main/openapi).`,
    ].join('\n');
    expect(namedPaths(text)).toEqual({
      shipped: ['src/test-key.js', '../../docs/x.md', 'docs/guides/simulator.md'],
      repository: [`${REPOSITORY}blob/main/docs/guides/simulator.md`, `${REPOSITORY}tree/main/openapi`],
    });
  });

  it('match paths against `files`', () => {
    expect(inFiles('dist/test-key.js', ['dist', 'README.md'])).toBe(true);
    expect(inFiles('rules/catalogue.yaml', ['rules'])).toBe(true);
    expect(inFiles('src/test-key.js', ['dist', 'README.md'])).toBe(false);
    expect(inFiles('distant/x.js', ['dist'])).toBe(false);
    expect(inFiles('shared/patterns.js', ['**/*.js'])).toBe(true);
    expect(inFiles('shared/', ['**/*.js'])).toBe(true);
    expect(inFiles('shared/notes.md', ['**/*.js'])).toBe(false);
  });
});
