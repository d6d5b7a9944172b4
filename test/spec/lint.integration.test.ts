// `npm run lint` must report nothing: Redocly (recommended-strict plus the project's rules) on the source document,
// and Spectral (spectral:oas, with the false reports switched off by name in .spectral.yaml) on the bundle.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { redoclyConfig, specRoot } from '../../scripts/paths.js';
import { patience } from '../helpers/patience.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const spectralCli = join(root, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
const bundle = join(root, 'packages', 'spec', 'openapi.json');

/** Spectral's findings on a file, as `severity rule path` lines (its JSON output; exit code ignored). */
async function spectral(file: string): Promise<string[]> {
  const args = [spectralCli, 'lint', file, '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root }).catch((error) => error);
  const results: { code: string; path: string[]; severity: number }[] = JSON.parse(stdout || '[]');
  return results.map((r) => `${r.severity} ${r.code} ${r.path.join('.')}`);
}

describe('redocly lint', () => {
  it('reports nothing on openapi/openapi.yaml', async () => {
    const config = await loadConfig({ configPath: redoclyConfig });
    const problems = await lint({ ref: specRoot, config });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.source.absoluteRef})`),
    ).toEqual([]);
  });
});

describe('spectral lint', () => {
  it(
    'reports nothing on the bundle',
    async () => {
      expect(await spectral(bundle)).toEqual([]);
    },
    patience(60_000),
  );

  it(
    'does report a problem in a broken copy of the bundle',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'spectral-'));
      try {
        const document = JSON.parse(await readFile(bundle, 'utf8'));
        delete document.paths['/single'].get.operationId;
        const broken = join(folder, 'openapi.json');
        await writeFile(broken, JSON.stringify(document));
        expect(await spectral(broken)).toContain('1 operation-operationId paths./single.get');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    patience(60_000),
  );
});
