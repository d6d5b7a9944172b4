// @ts-check
// Compiles a folder of generated TypeScript as a strict consumer does (strict, noUncheckedIndexedAccess,
// exactOptionalPropertyTypes, library checks on); resolves to tsc's complaints, empty when it compiles. JavaScript,
// so that the bench (plain node) shares it with the tests.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TSC as tsc } from './tsc.js';

/** @param {string} folder @returns {Promise<string>} */
export async function strictTsc(folder) {
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
    // GitHub's specs make large files: room for tsc's output.
    await promisify(execFile)(tsc, ['-p', join(folder, 'tsconfig.json')], { maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (error) {
    const { stdout, message } = /** @type {{ stdout?: string, message: string }} */ (error);
    return stdout || message;
  }
}
