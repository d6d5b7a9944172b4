// @ts-check
// Reads a spec and writes every generated file for it into one folder.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { generateClientPolicy } from './client-policy/index.js';
import { generateDreddDocument } from './dredd/index.js';
import { generateTypes } from './types/index.js';
import { generateValidators } from './validators/index.js';
import { generateWebhooks } from './webhooks/index.js';

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

/** Every generated file, by artefact (a folder of its own) and path inside it. */
/** @param {any} document @returns {Promise<Record<string, Record<string, string>>>} */
export async function generatedFiles(document) {
  return {
    client: { 'schema.ts': await generateTypes(document), 'policy.ts': generateClientPolicy(document) },
    validators: generateValidators(document),
    webhooks: generateWebhooks(document),
    contract: generateDreddDocument(document),
  };
}

/**
 * Writes each artefact's files into its folder, after emptying that folder so that nothing stale stays behind.
 * @param {Record<string, Record<string, string>>} artefacts @param {(artefact: string) => string} folderOf
 * @returns {Promise<string[]>} the folders written
 */
export async function writeArtefacts(artefacts, folderOf) {
  const folders = [];
  for (const [artefact, files] of Object.entries(artefacts)) {
    const folder = folderOf(artefact);
    await rm(folder, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      const target = resolve(folder, name);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    folders.push(`${folder} (${Object.keys(files).length} files)`);
  }
  return folders;
}

/** @param {{ out: string, spec?: string | undefined }} options @returns {Promise<string[]>} */
export async function generateAll({ out, spec }) {
  const document = await readSpec(spec ?? DEFAULT_SPEC());
  return writeArtefacts(await generatedFiles(document), (artefact) => resolve(out, artefact));
}
