// @ts-check
// One half of the generation, run in a worker thread: the parts of every artefact (artefacts.js) that run in this
// half, in the list's order. openapi-typescript loads a TypeScript of its own, so it runs beside the rest (ts-morph,
// which loads another, and Ajv). Two halves for two cores: a third worker only contended. The worker is started
// before the spec is read and loads its generators at once; it generates when the main thread posts the document
// (or its JSON text, parsed here). Each half answers with its files by artefact, what it skipped (for a spec
// without this service's extensions), what it warns of and what it could not build; the rest half also names the
// patterns it refused (ReDoS).
import { parentPort, workerData } from 'node:worker_threads';
import { ARTEFACTS } from './artefacts.js';

/** @typedef {import('./artefacts.js').Skipped} Skipped */

const { half, options } = workerData;
// Only the artefacts the user chose are generated (and their generators loaded).
const chosen = ARTEFACTS.filter((artefact) => options.artefacts.includes(artefact.name));

/** @param {unknown} error */
const failed = (error) => {
  const pointer = /** @type {{ pointer?: string }} */ (error).pointer;
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error), pointer });
};

/** @param {any} document */
async function generate(document) {
  // What a half reports besides its files: `skip` for a part the spec gives no input for (this service's
  // extensions), `warn` for what is generated but not checked (an unknown format or keyword), `unbuilt` for a schema that could
  // not become a validator (by JSON pointer; the exit code says so).
  /** @type {{ skipped: Skipped[], warnings: Skipped[], unbuilt: { pointer: string, reason: string }[] }} */
  const found = { skipped: [], warnings: [], unbuilt: [] };
  const report = {
    skip: (/** @type {string} */ what, /** @type {string} */ reason) => found.skipped.push({ what, reason }),
    warn: (/** @type {string} */ what, /** @type {string} */ reason) => found.warnings.push({ what, reason }),
    unbuilt: (/** @type {string} */ pointer, /** @type {string} */ reason) => found.unbuilt.push({ pointer, reason }),
  };
  /** @type {Record<string, Record<string, string>>} */
  const files = {};
  // The patterns that could backtrack catastrophically (ReDoS), named by pointer, found in the half that compiles
  // the validators: recheck's verdicts, kept by pattern, then serve the compile too, so each pattern is analysed
  // once in a generation (it was also analysed on the main thread: about a second of GitHub's REST spec).
  const risky = half === 'rest' ? (await import('./shared/patterns.js')).riskyPatterns(document) : [];
  for (const artefact of chosen)
    for (const part of artefact.parts)
      if (part.half === half)
        files[artefact.name] = {
          ...files[artefact.name],
          ...(await part.generate(document, { ...options, ...report })),
        };
  parentPort?.postMessage({ files, ...found, risky });
}

try {
  if (half !== 'types' && half !== 'rest') throw new Error(`no generation half '${half}'`);
  const parts = chosen.flatMap((artefact) => artefact.parts).filter((part) => part.half === half);
  // The generators load while the main thread reads the spec; a load that fails is said when the document comes.
  const loaded = Promise.all(parts.map((part) => part.load()));
  loaded.catch(() => {});
  parentPort?.once('message', (/** @type {{ document?: any, json?: string, stop?: true }} */ message) => {
    // No document to generate from: it says so, the port closes, and the worker ends once its loads settle.
    if (message.stop) {
      parentPort?.postMessage({ stopped: true });
      return parentPort?.close();
    }
    loaded.then(() => generate(message.json === undefined ? message.document : JSON.parse(message.json))).catch(failed);
  });
} catch (error) {
  failed(error);
}
