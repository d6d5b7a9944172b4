// @ts-check
// Where this project is stricter than api-smart-diff's classification. Each rule names the case the tool lets
// through and why it breaks a user of the generated client. Proven by the mutants in test/spec-diff.
import { fieldOf } from './describe.js';

/** @typedef {{ action: string, path: Array<string | number>, before?: unknown, after?: unknown, type: string }} Diff */

/** @type {Array<{ reason: string, applies: (diff: Diff, keyword: string[]) => boolean }>} */
export const STRICTER = [
  {
    // The tool calls this non-breaking for optional fields and for every field of an error answer.
    reason: 'an answer field removed: the generated answer type loses it, so code reading it no longer compiles',
    applies: (diff, keyword) => diff.action === 'remove' && keyword.length === 0,
  },
  {
    // The tool calls this non-breaking in error answers.
    reason: 'an answer field no longer required: code reading it must now handle its absence',
    applies: (diff, keyword) => diff.action === 'remove' && keyword[0] === 'required',
  },
  {
    // The tool calls string → integer in an answer non-breaking.
    reason: 'an answer field of a new type: code reading it does not expect that type',
    applies: (diff, keyword) =>
      diff.action === 'replace' &&
      keyword.length === 1 &&
      keyword[0] === 'type' &&
      !types(diff.after).every((type) => types(diff.before).includes(type)),
  },
];

/**
 * The classification this project uses for one diff of the tool: the tool's, or breaking where a rule says so.
 * @param {Diff} diff
 * @returns {{ type: string, reason?: string }}
 */
export function classify(diff) {
  if (diff.type === 'breaking') return { type: diff.type };
  const segments = diff.path.map(String);
  const schemaAt = segments.indexOf('schema');
  // Only answer schemas: ['paths', path, method, 'responses', status, 'content', media, 'schema', …].
  if (segments[0] !== 'paths' || segments[3] !== 'responses' || schemaAt < 0) return { type: diff.type };
  const { keyword } = fieldOf(segments.slice(schemaAt + 1));
  const rule = STRICTER.find((candidate) => candidate.applies(diff, keyword));
  return rule ? { type: 'breaking', reason: rule.reason } : { type: diff.type };
}

/** @param {unknown} value @returns {string[]} */
const types = (value) => [value].flat().map(String);
