// No unchecked code in the Markdown a reader acts on (the README, the guides the docs page shows, the page's
// introduction): a TypeScript block must be a region of a program that `tsc` checks and a test runs (docs/snippets.js
// copies it in), and every shell command must name what exists: an npm script of package.json, a command of the
// payments-contract CLI, a file for `npx tsx`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeBlocks, regionOf } from '../../docs/snippets.js';

const root = new URL('../../', import.meta.url).pathname;
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const manifest = JSON.parse(read('package.json'));
const scripts = Object.keys(manifest.scripts);
// A development dependency's command, as `npx` runs it here (Verdaccio, for a local registry).
function devBins(name: string): string[] {
  if (!(name in manifest.devDependencies) || !existsSync(`${root}node_modules/${name}/package.json`)) return [];
  const bin = JSON.parse(read(`node_modules/${name}/package.json`)).bin ?? {};
  return typeof bin === 'string' ? [name] : Object.keys(bin);
}
const cliHelp = execFileSync(process.execPath, [`${root}generators/cli.js`, '--help'], { encoding: 'utf8' });
const cliCommands = [...cliHelp.matchAll(/^ {2}payments-contract (\w+)/gm)].map((m) => m[1]);
const markdownFiles = [
  'README.md',
  ...readdirSync(`${root}docs/guides`).map((name) => `docs/guides/${name}`),
  ...readdirSync(`${root}openapi/descriptions`).map((name) => `openapi/descriptions/${name}`),
].filter((file) => file.endsWith('.md'));

/** Why one shell command is not checked, or undefined when it names only what exists. */
function uncheckedCommand(command: string): string | undefined {
  const words = command.replace(/^(\w+=\S*\s+)+/, '').split(/\s+/);
  const [tool, sub, target] = words;
  const assignments = /^export(\s+\w+=("[^"]*"|'[^']*'|[^\s"']*))+$/;
  if (tool === 'export') return assignments.test(command) ? undefined : `'${command}' is not only assignments`;
  if (tool === 'npm' && (sub === 'ci' || sub === 'test' || sub === 'install' || sub === 'adduser')) return undefined;
  if (tool === 'npm' && sub === 'run')
    return target && scripts.includes(target) ? undefined : `npm script '${target}' is not in package.json`;
  if (tool === 'npx' && sub === 'tsx')
    return target && existsSync(`${root}${target}`) ? undefined : `'${target}' does not exist`;
  if (tool === 'npx' && sub === 'payments-contract')
    return target && cliCommands.includes(target) ? undefined : `the CLI has no command '${target}'`;
  if (tool === 'npx' && sub && devBins(sub).includes(sub)) return undefined;
  return `'${tool}' is not a command these checks know: show it from a checked file instead`;
}

/** The commands of a shell block: comments dropped, continued lines joined. */
const commands = (body: string) =>
  body
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s*&&\s*/));

// Programs that tsc checks and tests run: the guides' examples, and the user's project the consumer test builds
// from the packed packages (test/consumer/consumer.e2e.test.ts).
const CHECKED_PROGRAMS = ['docs/examples/', 'test/consumer/project/'];

describe.each(markdownFiles)('%s', (file) => {
  const blocks = codeBlocks(read(file));

  it('takes every TypeScript block from a region of a checked program', () => {
    const problems = [];
    for (const block of blocks.filter((b) => !['sh', 'shell', 'bash'].includes(b.lang))) {
      if (!block.source) problems.push(`a '${block.lang}' block has no <!-- snippet: FILE#REGION --> source`);
      else if (!CHECKED_PROGRAMS.some((folder) => block.source?.file.startsWith(folder)))
        problems.push(`${block.source.file} is not a checked program (${CHECKED_PROGRAMS.join(', ')})`);
      else if (regionOf(read(block.source.file), block.source.region, block.source.file) !== block.body)
        problems.push(`${block.source.file}#${block.source.region} differs: run npm run docs`);
    }
    expect(problems).toEqual([]);
  });

  it('names only scripts, CLI commands and files that exist in its shell blocks', () => {
    const shell = blocks.filter((b) => ['sh', 'shell', 'bash'].includes(b.lang));
    const problems = shell.flatMap((b) => commands(b.body).map(uncheckedCommand)).filter(Boolean);
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it.each([
    ['npm run build', undefined],
    ['npm run no-such-script', "npm script 'no-such-script' is not in package.json"],
    ['npx payments-contract generate --out x', undefined],
    ['npx payments-contract publish', "the CLI has no command 'publish'"],
    ['PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/call-the-service.ts', undefined],
    ['npx tsx docs/examples/missing.ts', "'docs/examples/missing.ts' does not exist"],
    ['export A=1 B="$(cat key.pem)"', undefined],
    ['export A=1; rm x', "'export A=1; rm x' is not only assignments"],
    ['npx verdaccio --listen 127.0.0.1:4873', undefined],
    ['npx left-pad', "'npx' is not a command these checks know: show it from a checked file instead"],
    ['npm adduser --registry http://127.0.0.1:4873/', undefined],
    ['rm -rf /', "'rm' is not a command these checks know: show it from a checked file instead"],
  ])('%s', (command, want) => {
    expect(uncheckedCommand(command)).toBe(want);
  });

  it('finds a block that differs from its region, and a block with no source', () => {
    const region = regionOf(read('docs/examples/call-the-service.ts'), 'client');
    const [marked, bare] = codeBlocks(
      '<!-- snippet: docs/examples/call-the-service.ts#client -->\n```ts\nconst client = 1;\n```\n\n```ts\nx;\n```\n',
    );
    expect(marked?.body).not.toBe(region);
    expect(bare?.source).toBeUndefined();
  });
});
