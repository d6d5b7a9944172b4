// @ts-check
// Bundles the split source document into one document (JSON and YAML) with Redocly, keeping component $refs so that
// generators see named schemas. The output is a pure function of the source files: same files, same bytes.
import { bundle, loadConfig } from '@redocly/openapi-core';
import { stringify } from 'yaml';
import { redoclyConfig, specRoot } from '../shared/paths.js';

/**
 * @param {{ root?: string, configPath?: string }} [options]
 * @returns {Promise<{ document: Record<string, unknown>, json: string, yaml: string }>}
 */
export async function bundleSpec({ root = specRoot, configPath = redoclyConfig } = {}) {
  const config = await loadConfig({ configPath });
  const result = await bundle({ ref: root, config, dereference: false, removeUnusedComponents: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((problem) => `${problem.ruleId}: ${problem.message}`);
    throw new Error(`The document does not bundle:\n${lines.join('\n')}`);
  }
  const document = /** @type {Record<string, unknown>} */ (result.bundle.parsed);
  return {
    document,
    json: `${JSON.stringify(document, null, 2)}\n`,
    yaml: stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }),
  };
}
