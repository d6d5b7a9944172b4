// @ts-check
// Reads a spec and writes every generated file for it into one folder.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { generateClientPolicy } from './client-policy/index.js';
import { generateTypes } from './types/index.js';

const DEFAULT_SPEC = () => fileURLToPath(import.meta.resolve('@payments-contract/spec/openapi.json'));

/** @param {string} file @returns {Promise<any>} */
export async function readSpec(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the spec ${file}: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? error}`);
  }
  let document;
  try {
    document = file.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw new Error(
      `the spec ${file} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${/** @type {Error} */ (error).message}`,
    );
  }
  if (!document || typeof document !== 'object' || !String(document.openapi ?? '').startsWith('3.')) {
    throw new Error(`the spec ${file} is not an OpenAPI 3 document (no 'openapi: 3.x' field)`);
  }
  return document;
}

/** @param {any} document @returns {Promise<Record<string, string>>} */
export async function generatedFiles(document) {
  return {
    'schema.ts': await generateTypes(document),
    'policy.ts': generateClientPolicy(document),
  };
}

/** @param {{ out: string, spec?: string | undefined }} options @returns {Promise<string[]>} */
export async function generateAll({ out, spec }) {
  const document = await readSpec(spec ?? DEFAULT_SPEC());
  const files = await generatedFiles(document);
  await mkdir(out, { recursive: true });
  const written = [];
  for (const [name, text] of Object.entries(files)) {
    const target = resolve(out, name);
    await writeFile(target, text);
    written.push(target);
  }
  return written;
}
