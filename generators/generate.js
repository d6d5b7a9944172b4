// @ts-check
// Reads a spec and produces every generated file for it, by artefact (the list is artefacts.js).
// Writing them (atomically, into folders the generator owns) is in write.js.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ARTEFACT_NAMES, ARTEFACTS } from './artefacts.js';
import { withHeader } from './shared/header.js';

export const DEFAULT_SPEC = () => fileURLToPath(import.meta.resolve('@payments-contract/spec/openapi.json'));

/** An error about a spec file, naming it (and the JSON pointer, when there is one). */
export class SpecFileError extends Error {
  /** @param {string} file @param {string} message */
  constructor(file, message) {
    super(`${file}${message.startsWith('#') ? '' : ': '}${message}`);
    this.name = 'SpecFileError';
  }
}

/** Local `$ref`s only: a spec split into files is bundled first, so that generators see one document. */
/** @param {unknown} node @returns {boolean} */
function hasExternalRefs(node) {
  if (Array.isArray(node)) return node.some(hasExternalRefs);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(
    ([key, value]) => (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) || hasExternalRefs(value),
  );
}

/** An http(s) address rather than a file: a released version's spec on the docs page (`…/v/2.0.2/openapi.json`). */
const isAddress = (/** @type {string} */ spec) => /^https?:\/\//i.test(spec);

/**
 * The text of a spec at an address. Only what the user named is fetched; a redirect is followed as a browser would
 * (a spec is public data, sent nothing), and an answer that is not 200 is refused naming the address and status.
 * @param {string} address
 */
async function fetchSpec(address) {
  let answer;
  try {
    answer = await fetch(address, {
      signal: AbortSignal.timeout(60_000),
      headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.1' },
    });
  } catch (error) {
    throw new SpecFileError(address, `cannot fetch the spec: ${/** @type {Error} */ (error).cause ?? error}`);
  }
  if (!answer.ok) throw new SpecFileError(address, `cannot fetch the spec: the server answered ${answer.status}`);
  return { text: await answer.text(), json: /json/i.test(answer.headers.get('content-type') ?? '') };
}

/** @typedef {import('./shared/ref-boundary.js').RefPolicy} RefPolicy */

/** @param {string} file a file, or an http(s) address @param {RefPolicy} [policy] @returns {Promise<any>} */
export async function readSpec(file, policy) {
  return (await readSpecSource(file, policy)).document;
}

/**
 * The document, and its text when the document is that text's JSON as it stands (not YAML, nothing bundled): the
 * workers then parse the text themselves, rather than the main thread copying the parsed document to each.
 * External `$ref`s are followed only inside the spec's folder unless `policy` allows more (ref-boundary.js).
 * @param {string} file a file, or an http(s) address @param {RefPolicy} [policy]
 * @returns {Promise<{ document: any, json?: string }>}
 */
export async function readSpecSource(file, policy = {}) {
  let text;
  let json = file.endsWith('.json');
  if (isAddress(file)) ({ text, json } = await fetchSpec(file).then((got) => ({ ...got, json: got.json || json })));
  else
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new SpecFileError(
        file,
        `cannot read the spec: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? error}`,
      );
    }
  let document;
  try {
    // YAML's parser is loaded only for YAML (most of the main thread's start-up otherwise).
    document = json ? JSON.parse(text) : (await import('yaml')).parse(text);
  } catch (error) {
    throw new SpecFileError(file, `is not valid ${json ? 'JSON' : 'YAML'}: ${/** @type {Error} */ (error).message}`);
  }
  if (!document || typeof document !== 'object' || !/^3\.[01]\./.test(String(document.openapi ?? '')))
    throw new SpecFileError(file, "#/openapi: not an OpenAPI 3.0 or 3.1 document (no 'openapi: 3.x.y' field)");
  if (hasExternalRefs(document)) {
    const { refusedRefs } = await import('./shared/ref-boundary.js');
    const refused = await refusedRefs(file, document, policy);
    if (refused.length > 0)
      throw new SpecFileError(
        file,
        `${refused.length} $ref(s) refused, nothing read from them:\n${refused
          .map(({ file: where, pointer, ref, reason }) => `  ${where}#${pointer}: $ref '${ref}': ${reason}`)
          .join('\n')}`,
      );
    const { bundle, createConfig } = await import('@redocly/openapi-core');
    const result = await bundle({ ref: file, config: await createConfig({}), dereference: false });
    const missing = result.problems.find((problem) => problem.severity === 'error');
    if (missing) throw new SpecFileError(file, `cannot be bundled: ${missing.message}`);
    return { document: result.bundle.parsed };
  }
  return json ? { document, json: text } : { document };
}

/** @typedef {{ what: string, reason: string }} Skipped */
/** @typedef {{ pointer: string, reason: string }} Unbuilt */
/**
 * @typedef {{ typesFrom: string, command: string, moduleExtensions?: boolean, strictFormats?: boolean,
 *   strictKeywords?: boolean, artefacts?: string[] }} GenerateOptions artefacts: the ones generated (chooseArtefacts);
 *   every one when not given
 */
/** @typedef {{ pointer: string, pattern: string, reason: string }} Risky */
/** @typedef {{ files: Record<string, Record<string, string>>, skipped: Skipped[], warnings?: Skipped[], unbuilt?: Unbuilt[], risky?: Risky[] }} HalfResult */

/**
 * One part of the generation (see worker.js) in a worker thread, started at once so that it loads its generators
 * while the main thread reads the spec; it generates when it is given the document.
 * @param {'types' | 'rest'} half @param {GenerateOptions} options
 */
function startHalf(half, options) {
  const worker = new Worker(new URL('./worker.js', import.meta.url), {
    workerData: {
      half,
      options: {
        typesFrom: options.typesFrom,
        moduleExtensions: options.moduleExtensions,
        strictFormats: options.strictFormats,
        strictKeywords: options.strictKeywords,
        artefacts: options.artefacts ?? ARTEFACT_NAMES,
      },
    },
  });
  /** @type {Promise<HalfResult>} */
  const result = new Promise((resolve, reject) => {
    worker.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolve(message)));
    worker.once('error', reject);
    // after an answer this is a no-op; without one (whatever the code) the generation must not wait for ever
    worker.once('exit', (code) => reject(new Error(`the ${half} generator stopped with code ${code}`)));
  });
  // Not awaited until the document is given (or never, when reading the spec fails): no unhandled rejection.
  result.catch(() => {});
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    /** @param {{ document: any, json?: string }} source */
    run(source) {
      worker.postMessage(source.json === undefined ? { document: source.document } : { json: source.json });
      return result;
    },
    // Asked to stop, the worker lets its generators finish loading and ends by itself (exit code 0): terminate()
    // landing while a worker is still importing can abort the whole process (seen once in CI, exit by signal).
    // Resolves to whether the worker said it stopped, and its exit code.
    stop: async () => {
      worker.postMessage({ stop: true });
      const clean = await result.then(
        (message) => /** @type {{ stopped?: true }} */ (message).stopped === true,
        () => false,
      );
      return { clean, code: await exited };
    },
  };
}

/**
 * Starts the generation's two worker halves now; `files` then gives every generated file of a document, as
 * generatedFiles does, and `stop` ends the workers when there is no document to give (the spec cannot be read),
 * resolving to their exit codes.
 * @param {GenerateOptions} options
 */
export function startGeneration(options) {
  const halves = /** @type {const} */ (['types', 'rest']).map((half) => startHalf(half, options));
  return {
    /** @param {{ document: any, json?: string }} source what readSpecSource read */
    files: (source) => filesOf(source, options, halves),
    stop: () => Promise.all(halves.map((half) => half.stop())),
  };
}

/**
 * Every generated file, by artefact (a folder of its own) and path inside it, each with its header; and what was
 * skipped because the spec lacks this service's extensions, what is generated unchecked (warnings), and each
 * schema that could not become a validator (unbuilt, by JSON pointer: the rest is written all the same), and each
 * pattern refused as one that can backtrack catastrophically (risky: its validators are among the unbuilt).
 * @param {any} document @param {GenerateOptions} options
 * @returns {Promise<{ artefacts: Record<string, Record<string, string>>, skipped: Skipped[], warnings: Skipped[], unbuilt: Unbuilt[], risky: Risky[] }>}
 */
export function generatedFiles(document, options) {
  return startGeneration(options).files({ document });
}

/**
 * @param {{ document: any, json?: string }} source @param {GenerateOptions} options
 * @param {ReturnType<typeof startHalf>[]} halves
 */
async function filesOf(source, options, halves) {
  const { document } = source;
  // Both halves run to the end, and a failure of the rest (whose errors name the file's JSON pointer and the rule)
  // is reported before openapi-typescript's, whichever came first.
  const [typesHalf, restHalf] = await Promise.allSettled(halves.map((half) => half.run(source)));
  if (restHalf?.status === 'rejected') throw restHalf.reason;
  if (typesHalf?.status === 'rejected') throw typesHalf.reason;
  const [types, rest] = [
    /** @type {PromiseFulfilledResult<HalfResult>} */ (typesHalf).value,
    /** @type {PromiseFulfilledResult<HalfResult>} */ (restHalf).value,
  ];
  const chosen = options.artefacts ?? ARTEFACT_NAMES;
  /** @type {Record<string, Record<string, string>>} */
  const raw = Object.fromEntries(
    ARTEFACTS.filter(({ name }) => chosen.includes(name)).map(({ name }) => [
      name,
      { ...types.files[name], ...rest.files[name] },
    ]),
  );
  const artefacts = Object.fromEntries(
    Object.entries(raw).map(([artefact, files]) => [
      artefact,
      Object.fromEntries(
        Object.entries(files).map(([name, text]) => [name, withHeader(document, options.command, name, text)]),
      ),
    ]),
  );
  return {
    artefacts,
    skipped: [...types.skipped, ...rest.skipped],
    warnings: [...(types.warnings ?? []), ...(rest.warnings ?? [])],
    unbuilt: rest.unbuilt ?? [],
    risky: rest.risky ?? [],
  };
}
