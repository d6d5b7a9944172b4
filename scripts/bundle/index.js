// @ts-check
// Bundles the split source document into one document (JSON and YAML) with Redocly, keeping component $refs so that
// generators see named schemas, then adds each operation's code samples (scripts/code-samples) as
// `x-codeSamples`. The output is a pure function of the source files: same files, same bytes.
import { bundle, loadConfig } from '@redocly/openapi-core';
import { stringify } from 'yaml';
import { withCodeSamples } from '../code-samples/index.js';
import { redoclyConfig, specRoot } from '../paths.js';

/**
 * @param {{ root?: string, configPath?: string }} [options]
 * @returns {Promise<{ document: Record<string, any>, json: string, yaml: string, samples: Record<string, string> }>}
 *   the document, its JSON and YAML texts, and the sample files (by path under docs/samples/generated)
 */
export async function bundleSpec({ root = specRoot, configPath = redoclyConfig } = {}) {
  const config = await loadConfig({ configPath });
  const result = await bundle({ ref: root, config, dereference: false, removeUnusedComponents: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((problem) => `${problem.ruleId}: ${problem.message}`);
    throw new Error(`The document does not bundle:\n${lines.join('\n')}`);
  }
  const { document, files } = withCodeSamples(/** @type {Record<string, any>} */ (result.bundle.parsed));
  return {
    document,
    samples: files,
    json: `${JSON.stringify(document, null, 2)}\n`,
    // YAML 1.1 rules quote strings such as 2026-11-20 or "on", so that YAML 1.1 readers (Dredd's among them) keep
    // them strings; YAML 1.2 readers read the same values.
    yaml: stringify(document, { lineWidth: 0, aliasDuplicateObjects: false, version: '1.1' }),
  };
}
