// Compiles a folder of generated TypeScript as a strict consumer does (strict, noUncheckedIndexedAccess,
// exactOptionalPropertyTypes, library checks on); resolves to tsc's complaints, empty when it compiles.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const tsc = new URL('../../node_modules/.bin/tsc', import.meta.url).pathname;

export async function strictTsc(folder: string): Promise<string> {
  const compilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: false,
    types: [],
    lib: ['ES2022', 'DOM'],
    target: 'ES2022',
    module: 'nodenext',
    noEmit: true,
  };
  await writeFile(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['**/*'] }));
  try {
    // GitHub's specs make large files: room for tsc's output and memory.
    await promisify(execFile)(tsc, ['-p', join(folder, 'tsconfig.json')], { maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (error) {
    const { stdout, message } = error as { stdout?: string; message: string };
    return stdout || message;
  }
}
