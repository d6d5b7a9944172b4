// @ts-check
// Where the two documents come from. The spec compared is the bundle (packages/spec/openapi.json) or --spec FILE;
// the base is the newest released bundle kept in this folder (released/<version>/openapi.json), a file, or a git ref
// whose packages/spec/openapi.json is read with `git show`.
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { repoRoot, specPackage } from '../paths.js';
import { UsageError } from './gate.js';
import { latestReleased } from './released.js';

/** The newest released spec's file. */
export const releasedSpec = () => latestReleased().file;
export const bundledSpec = join(specPackage, 'openapi.json');
const BUNDLE_IN_GIT = 'packages/spec/openapi.json';

/** @typedef {{ label: string, text: string, document: Record<string, any> }} Loaded */

/**
 * @param {string | undefined} base a file, a git ref, or undefined for the released spec
 * @returns {Promise<Loaded>}
 */
export async function loadBase(base) {
  if (base === undefined) return loadFile(releasedSpec(), `the released spec (${relative(repoRoot, releasedSpec())})`);
  if (await isFile(base)) return loadFile(base, base);
  if (base.startsWith('-')) throw new UsageError(`BASE '${base}' looks like an option; see --help`);
  const text = await gitShow(base);
  return { label: `${base}:${BUNDLE_IN_GIT}`, text, document: parse(text, `${base}:${BUNDLE_IN_GIT}`) };
}

/**
 * @param {string} file
 * @param {string} [label]
 * @returns {Promise<Loaded>}
 */
export async function loadFile(file, label = file) {
  /** @type {string} */
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { label, text, document: parse(text, label) };
}

/** @param {string} ref */
async function gitShow(ref) {
  try {
    const { stdout } = await promisify(execFile)('git', ['show', `${ref}:${BUNDLE_IN_GIT}`], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const said = /** @type {{ stderr?: string }} */ (error).stderr?.trim().split('\n')[0] ?? String(error);
    throw new UsageError(`BASE '${ref}' is neither a file nor a git ref holding ${BUNDLE_IN_GIT} (git: ${said})`);
  }
}

/**
 * @param {string} text
 * @param {string} label
 * @returns {Record<string, any>}
 */
function parse(text, label) {
  /** @type {unknown} */
  let document;
  try {
    document = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new UsageError(
      `${label} is not valid JSON or YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const version = /** @type {{ openapi?: unknown } | null} */ (document)?.openapi;
  if (typeof version !== 'string' || !version.startsWith('3.')) {
    throw new UsageError(`${label} is not an OpenAPI 3 document (its 'openapi' field is ${JSON.stringify(version)})`);
  }
  return /** @type {Record<string, any>} */ (document);
}

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
