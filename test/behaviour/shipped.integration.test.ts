// What `npm pack` puts in the behaviour package's tarball, by npm's own list (test/behaviour/shipped.test.ts reads
// the shipped files' texts in process): the catalogue, and neither a sabotage file nor the proof report.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const run = promisify(execFile);
const folder = new URL('../../packages/behaviour/', import.meta.url).pathname;

describe('the behaviour package as npm packs it', () => {
  it(
    'holds the rule catalogue and no sabotage or proof report',
    async () => {
      const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: folder });
      const [packed] = JSON.parse(stdout) as { files: { path: string }[] }[];
      const paths = (packed?.files ?? []).map((file) => file.path);
      expect(paths).toContain('rules/catalogue.yaml');
      expect(paths.filter((path) => /proof|sabotage/i.test(path))).toEqual([]);
    },
    patience(60_000),
  );
});
