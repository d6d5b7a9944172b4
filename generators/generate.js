// @ts-check
// Reads a spec and writes every generated file for it into one folder.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse } from 'yaml';
import { generateDreddDocument } from './dredd/index.js';

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

/** Runs one part of the generation (see worker.js) in a worker thread. */
/** @param {'types' | 'rest'} half @param {any} document @returns {Promise<Record<string, Record<string, string>>>} */
function inWorker(half, document) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { half, document } });
    worker.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolve(message.files)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the ${half} generator stopped with code ${code}`)));
  });
}

/** Every generated file, by artefact (a folder of its own) and path inside it. */
/** @param {any} document @returns {Promise<Record<string, Record<string, string>>>} */
export async function generatedFiles(document) {
  const [types, rest] = await Promise.all([inWorker('types', document), inWorker('rest', document)]);
  return {
    client: { ...types.client, ...rest.client },
    validators: rest.validators ?? {},
    webhooks: rest.webhooks ?? {},
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
