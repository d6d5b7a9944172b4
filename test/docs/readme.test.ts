// The README tells the truth about the repository: every npm script of package.json has a row in its Scripts table
// (and every row names a script that exists), and every repository path it names, in code or as a link, exists.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(`${root}README.md`, 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts);
// Written by `npm run build` and ignored by git, so absent from a fresh checkout: named as outputs, never read.
const BUILT_OUTPUTS = [/(^|\/)dist\/?$/, /^docs\/site(\/|$)/];

/** The scripts the README's Scripts table documents, from its first column (`npm run x` or `npm test`). */
function documentedScripts(markdown: string): string[] {
  const table = markdown.split(/^## Scripts$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...table.matchAll(/^\| `npm (?:run )?([\w:.-]+)`/gm)].map((m) => m[1] as string);
}

/** Repository paths a Markdown text names: code spans holding a relative path with a slash, and link targets. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string);
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string);
  const looksLikePath = (text: string) =>
    text.includes('/') && /^[\w.][\w./-]*$/.test(text) && !/^[\w.-]+:/.test(text) && !text.startsWith('@');
  return [...new Set([...spans.filter(looksLikePath), ...links.filter((l) => !/^(https?:|#)/.test(l))])];
}

describe('README.md', () => {
  it('documents every npm script in its Scripts table, and only scripts that exist', () => {
    const documented = documentedScripts(readme);
    expect(scripts.filter((script) => !documented.includes(script))).toEqual([]);
    expect(documented.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = namedPaths(readme).filter(
      (path) => !existsSync(`${root}${path}`) && !BUILT_OUTPUTS.some((output) => output.test(path)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the README checks themselves', () => {
  it('find a script missing from the table and a row for a script that does not exist', () => {
    const table = '## Scripts\n\n| Command | What |\n| --- | --- |\n| `npm run build` | x |\n| `npm test` | y |\n';
    expect(documentedScripts(table)).toEqual(['build', 'test']);
    expect(documentedScripts(`${table}\n## Next\n| \`npm run other\` | z |\n`)).toEqual(['build', 'test']);
  });

  it('find the paths a text names, and leave URLs, packages and API paths alone', () => {
    const text =
      'See `docs/guides/x.md`, [a](docs/missing.md), `@payments-contract/client`, `/capture/{id}`, `a b/c`, [w](https://x.example/y)';
    expect(namedPaths(text)).toEqual(['docs/guides/x.md', 'docs/missing.md']);
  });
});

describe('README.md, installing the packages', () => {
  // Issue 40: the README named Verdaccio but not how to start it. The commands it gives run with what this repository
  // installs (Verdaccio is a development dependency), and publish to the address the registry listens on.
  it('gives the commands that start a local registry and publish to it', () => {
    const block = /```sh\n\s*(npx verdaccio[^\n]*)\n\s*([^\n]*)\n\s*```/.exec(readme);
    expect(block, 'a sh block starting with `npx verdaccio`').not.toBeNull();
    const devDependencies = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).devDependencies;
    expect(Object.keys(devDependencies)).toContain('verdaccio');
    const listen = /--listen (\S+)/.exec(block?.[1] ?? '')?.[1];
    expect(block?.[2]).toContain(`npm adduser --registry http://${listen}/`);
    expect(block?.[2]).toContain(`npm run publish:all -- --registry http://${listen}/`);
  });
});
