// The packed tarballs are what users install: publint and arethetypeswrong find no problem in them, `npm publish
// --dry-run` keeps every bin and reports nothing, and no tarball carries tests. The one accepted problem, named in
// docs/guides/regenerating-the-client.md (Module systems and tools): subpath entry points cannot resolve under TypeScript's legacy `node10` resolution
// (it does not read `exports`), so arethetypeswrong runs with its `node16` profile.
import { readFile } from 'node:fs/promises';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { packAll, publishable, repoRoot, run } from './pack.js';

let tarballs: Record<string, string>;
beforeAll(async () => {
  tarballs = await packAll();
}, patience(120_000));

const names = Object.values(publishable);
const folderOf = Object.fromEntries(Object.entries(publishable).map(([folder, name]) => [name, folder]));

describe.each(names)('%s', (name) => {
  it('passes publint', async () => {
    const tarball = await readFile(tarballs[name] as string);
    const manifest = JSON.parse(await readFile(`${repoRoot}${folderOf[name]}/package.json`, 'utf8'));
    const { messages } = await publint({ pack: { tarball: tarball.buffer as ArrayBuffer }, level: 'suggestion' });
    expect(messages.map((m) => formatMessage(m, manifest))).toEqual([]);
  });

  it(
    'passes arethetypeswrong (node16 profile)',
    async () => {
      const manifest = JSON.parse(await readFile(`${repoRoot}${folderOf[name]}/package.json`, 'utf8'));
      if (!manifest.types && !JSON.stringify(manifest.exports ?? {}).includes('types')) return; // no types: the spec
      const samples =
        name === '@payments-contract/validators'
          ? ['--include-entrypoints', './operations/createSinglePayment', './notifications/genericNotification']
          : [];
      // a package of ES modules only (none today: the simulator and the mock have CommonJS builds too) is loaded with
      // import: require() reaching ESM is expected there, and only there
      const esmOnly = manifest.type === 'module' && !JSON.stringify(manifest.exports).includes('"require"');
      const ignored = esmOnly ? ['--ignore-rules', 'cjs-resolves-to-esm'] : [];
      // Data a package exports by path (the simulator's control.openapi.yaml) is read as a file, not imported: no types.
      const data = Object.keys(manifest.exports ?? {}).filter(
        (key) => /\.(ya?ml|json)$/.test(key) && key !== './package.json',
      );
      if (data.length > 0) ignored.push('--exclude-entrypoints', ...data);
      const result = await run(
        'npx',
        ['attw', tarballs[name] as string, '--profile', 'node16', '--format', 'json', ...samples, ...ignored],
        {
          cwd: repoRoot,
          maxBuffer: 64 * 1024 * 1024,
        },
      ).then(
        (ok) => ({ ...ok, code: 0 }),
        (error: { stdout: string; code: number }) => error,
      );
      const { analysis } = JSON.parse(result.stdout);
      const problems = (analysis.problems ?? []) as { kind: string; resolutionKind?: string }[];
      // A package of ES modules only (no `require` condition) is `require`d by Node 20.19+ and by TypeScript 5.8+ under
      // nodenext, but not by Jest on Node 20 and 22: CJSResolvesToESM is accepted only for such a package.
      const accepted = (p: (typeof problems)[number]) =>
        p.resolutionKind === 'node10' || (esmOnly && p.kind === 'CJSResolvesToESM');
      expect(problems.filter((p) => !accepted(p))).toEqual([]);
      if (!esmOnly) expect(result.code).toBe(0);
    },
    patience(60_000),
  );

  it(
    'publishes cleanly (npm publish --dry-run), keeping its bin and no tests',
    async () => {
      const { stdout, stderr } = await run('npm', ['publish', '--dry-run', '--json', '-w', folderOf[name] as string], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
      // Without a registry login, npm adds this one warning to every dry run; anything else is a problem.
      const warnings = stderr
        .split('\n')
        .filter((line) => /npm (warn|error)/i.test(line))
        .filter(
          (line) =>
            !/requires you to be logged in|Unknown (user|env) config "nodedir"|This will stop working/.test(line),
        );
      expect(warnings).toEqual([]);
      const report = JSON.parse(stdout);
      const files = (report[name] ?? report).files.map((f: { path: string }) => f.path) as string[];
      expect(files.filter((f) => /(^|\/)(test|tests|__tests__)\/|\.test\./.test(f))).toEqual([]);
      expect(files).toContain('LICENSE');
      const manifest = JSON.parse(await readFile(`${repoRoot}${folderOf[name]}/package.json`, 'utf8'));
      for (const target of Object.values<string>(manifest.bin ?? {})) expect(files).toContain(target);
      expect(manifest.repository?.directory).toBe(folderOf[name]);
      expect(manifest.private).toBeUndefined();
    },
    patience(60_000),
  );
});
