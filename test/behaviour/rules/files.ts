// The repository's test files (those of vitest.config.ts's three projects) and its Arazzo workflows, by path from the root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testFileGlobs } from '../../../vitest.config.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'site', 'artifacts']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name)) yield* walk(join(dir, entry.name));
    else if (entry.isFile()) yield relative(ROOT, join(dir, entry.name));
  }
}

/** A glob of vitest's include list as a regular expression: `**` any folders, `*` within one name. */
export function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.split('**/').map((part) => part.replace(/\*/g, '[^/]*'));
  return new RegExp(`^${pattern.join('(?:.*/)?')}$`);
}

export function testFiles(): string[] {
  const include = testFileGlobs.map(globPattern);
  return [...walk(ROOT)].filter((file) => include.some((pattern) => pattern.test(file))).sort();
}

export function workflowFiles(): string[] {
  const folder = join(ROOT, 'packages/behaviour/workflows');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .map((name) => `packages/behaviour/workflows/${name}`)
    .sort();
}

export function readFromRoot(path: string): string | undefined {
  const file = join(ROOT, path);
  return existsSync(file) && !path.includes('..') ? readFileSync(file, 'utf8') : undefined;
}
