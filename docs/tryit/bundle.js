// @ts-check
// Builds "Try it" for one version's page: tryit.js beside the page, holding the panel (panel.js), the operations of
// that version's document (operations.js) and the simulator's worker (worker.js) as source text, each bundled for the
// browser by esbuild. The page loads it on the first press of a "Try it" button (loader.js).
import { writeFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { tryItOperations } from './operations.js';

const here = (/** @type {string} */ file) => fileURLToPath(new URL(file, import.meta.url));

/** @type {Promise<{ worker: string, panel: string }> | undefined} */
let bundled;

/** The worker and the panel, bundled once per process (they are the same for every version). */
function bundles() {
  bundled ??= (async () => {
    const options = /** @type {const} */ ({
      bundle: true,
      platform: 'browser',
      minify: true,
      write: false,
      logLevel: 'warning',
      legalComments: 'none',
    });
    const worker = await build({ ...options, entryPoints: [here('./worker.js')], format: 'iife' });
    const panel = await build({
      ...options,
      stdin: {
        contents: `import { createTryIt } from './panel.js';
const data = window.__paymentsTryItData;
window.paymentsTryIt = createTryIt(data);`,
        resolveDir: here('.'),
        sourcefile: 'tryit-entry.js',
      },
      format: 'iife',
    });
    return { worker: worker.outputFiles[0]?.text ?? '', panel: panel.outputFiles[0]?.text ?? '' };
  })();
  return bundled;
}

/**
 * Writes `tryit.js` into `folder` for `document`'s page.
 * @param {Record<string, any>} document @param {string} folder @param {string} version
 * @returns {Promise<Record<string, string>>} the page's sections with a panel: data-section-id → operation key
 */
export async function writeTryIt(document, folder, version) {
  const operations = tryItOperations(document);
  const { worker, panel } = await bundles();
  // The status line's reason phrase ("201 Created"): HTTP's own table as Node carries it (the simulator's answers
  // carry none), from 200 up, as the simulator may answer any of them (its faults, its 404 for an unknown path …).
  const reasons = Object.fromEntries(Object.entries(STATUS_CODES).filter(([code]) => Number(code) >= 200));
  const data = { operations, version, workerSource: worker, reasons };
  // A built file (docs/site/ is not committed): not type-checked again where tsconfig reaches it.
  const text = `// @ts-nocheck\nwindow.__paymentsTryItData = ${JSON.stringify(data).replace(/</g, '\\u003c')};\n${panel}`;
  await writeFile(join(folder, 'tryit.js'), text);
  return Object.fromEntries(operations.map((operation) => [operation.section, operation.key]));
}
