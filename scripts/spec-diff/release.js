// @ts-check
// `npm run spec:diff -- --release`: the deliberate step that makes the bundle the new base. It refuses while the
// gate fails, so a breaking change cannot become the base of the same major version.
import { copyFile, readFile } from 'node:fs/promises';

/**
 * @param {{ passes: boolean, from: string, to: string }} release from: the bundle, to: the released base
 * @returns {Promise<'recorded' | 'unchanged' | 'refused'>}
 */
export async function recordRelease({ passes, from, to }) {
  if (!passes) return 'refused';
  const [bundle, released] = await Promise.all([readFile(from), readFile(to).catch(() => undefined)]);
  if (released?.equals(bundle)) return 'unchanged';
  await copyFile(from, to);
  return 'recorded';
}
