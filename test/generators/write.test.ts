// Writing the generated folders again: a file whose content is unchanged keeps its modification time (tools that
// rebuild by time, and the packages' stale-build check, see no change), a changed one is written anew.
import { mkdtemp, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeArtefacts } from '../../generators/write.js';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeArtefacts, again over its own output', () => {
  it('keeps the time of an unchanged file and writes a changed one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'write-'));
    const folderOf = (artefact: string) => join(dir, artefact);
    await writeArtefacts({ out: { 'same.ts': 'a\n', 'changed.ts': 'b\n' } }, folderOf, { marker: false });
    const past = new Date('2020-01-01T00:00:00Z');
    for (const name of ['same.ts', 'changed.ts']) await utimes(join(dir, 'out', name), past, past);
    await writeArtefacts({ out: { 'same.ts': 'a\n', 'changed.ts': 'c\n' } }, folderOf, { marker: false });
    expect((await stat(join(dir, 'out', 'same.ts'))).mtime).toEqual(past);
    expect((await stat(join(dir, 'out', 'changed.ts'))).mtime.getTime()).toBeGreaterThan(past.getTime());
    expect(await readFile(join(dir, 'out', 'changed.ts'), 'utf8')).toBe('c\n');
  });
});
