// @ts-check
// One half of the generation, run in a worker thread: the parts of every artefact (artefacts.js) that run in this
// half, in the list's order. openapi-typescript loads a TypeScript of its own, so it runs beside the rest (ts-morph,
// which loads another, and Ajv). Two halves for two cores: a third worker only contended. Each half answers with its
// files by artefact and what it skipped (for a spec without this service's extensions).
import { parentPort, workerData } from 'node:worker_threads';
import { ARTEFACTS } from './artefacts.js';

/** @typedef {import('./artefacts.js').Skipped} Skipped */

try {
  const { half, document, options } = workerData;
  if (half !== 'types' && half !== 'rest') throw new Error(`no generation half '${half}'`);
  /** @type {Skipped[]} */
  const skipped = [];
  const skip = (/** @type {string} */ what, /** @type {string} */ reason) => skipped.push({ what, reason });
  /** @type {Record<string, Record<string, string>>} */
  const files = {};
  for (const artefact of ARTEFACTS)
    for (const part of artefact.parts)
      if (part.half === half)
        files[artefact.name] = { ...files[artefact.name], ...(await part.generate(document, { ...options, skip })) };
  parentPort?.postMessage({ files, skipped });
} catch (error) {
  const pointer = /** @type {{ pointer?: string }} */ (error).pointer;
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error), pointer });
}
