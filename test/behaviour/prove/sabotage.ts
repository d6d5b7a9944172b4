// A rule's sabotage (issue 31; the format is in test/behaviour/sabotages.yaml's header): the edits that break
// exactly that rule in the stand-in, or the reason it has none yet. Applying the edits is pure (texts in, texts out)
// so that a `find` text gone missing or found twice is refused with the rule, the file and the text named, before
// anything is copied.
import { createHash } from 'node:crypto';

export interface Edit {
  file: string;
  find: string;
  replace: string;
}

export interface Sabotage {
  why?: string;
  edits?: Edit[];
  /** Why the rule has no sabotage yet (say, the simulator already contradicts it). */
  unproved?: string;
}

/** Problems with one rule's `sabotage:` entry, each naming the rule; empty when it is sound or absent. */
export function sabotageProblems(id: string, sabotage: Sabotage | undefined): string[] {
  if (sabotage === undefined) return [];
  if (!sabotage || typeof sabotage !== 'object')
    return [`${id}: sabotage must be a mapping (why and edits, or unproved)`];
  const problems: string[] = [];
  const edits = sabotage.edits;
  if (sabotage.unproved !== undefined && !String(sabotage.unproved).trim())
    problems.push(`${id}: sabotage.unproved is empty (say why the rule has no sabotage)`);
  if (sabotage.unproved === undefined) {
    if (!sabotage.why?.trim()) problems.push(`${id}: sabotage has no why (what the broken stand-in does wrong)`);
    if (!Array.isArray(edits) || edits.length === 0) problems.push(`${id}: sabotage has no edits`);
  }
  for (const [i, edit] of (Array.isArray(edits) ? edits : []).entries()) {
    for (const key of ['file', 'find', 'replace'] as const)
      if (typeof edit?.[key] !== 'string') problems.push(`${id}: sabotage.edits[${i}].${key} must be a string`);
    if (typeof edit?.find === 'string' && edit.find === '') problems.push(`${id}: sabotage.edits[${i}].find is empty`);
    if (typeof edit?.find === 'string' && edit.find === edit.replace)
      problems.push(`${id}: sabotage.edits[${i}] replaces its find text with itself`);
    if (typeof edit?.file === 'string' && (edit.file.startsWith('/') || edit.file.split('/').includes('..')))
      problems.push(`${id}: sabotage.edits[${i}].file must be a path inside the repository, not ${edit.file}`);
  }
  return problems;
}

/** Whether a sabotage has edits to apply (an `unproved:` reason or no sabotage at all leaves the rule unproved). */
export const hasEdits = (sabotage: Sabotage | undefined): sabotage is Sabotage & { edits: Edit[] } =>
  Boolean(sabotage && sabotage.unproved === undefined && Array.isArray(sabotage.edits) && sabotage.edits.length);

function occurrences(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + 1)) count++;
  return count;
}

export type Applied = { files: Map<string, string> } | { problem: string };

/**
 * The edited texts of every file the edits touch, each edit applied in order to the text the previous left; or the
 * first problem: a file that does not exist, a `find` text absent or found more than once.
 */
export function applyEdits(id: string, edits: readonly Edit[], read: (file: string) => string | undefined): Applied {
  const files = new Map<string, string>();
  for (const edit of edits) {
    const text = files.get(edit.file) ?? read(edit.file);
    if (text === undefined) return { problem: `${id}: the sabotage edits ${edit.file}, which does not exist` };
    const count = occurrences(text, edit.find);
    if (count !== 1)
      return {
        problem: `${id}: the sabotage's find text ${JSON.stringify(edit.find)} is ${count === 0 ? 'not found' : `found ${count} times`} in ${edit.file} (it must occur exactly once)`,
      };
    const at = text.indexOf(edit.find);
    files.set(edit.file, text.slice(0, at) + edit.replace + text.slice(at + edit.find.length));
  }
  return { files };
}

/** A short digest of what the sabotage does, so a report entry made for another sabotage reads as stale. */
export function fingerprint(sabotage: Sabotage): string {
  const edits = (sabotage.edits ?? []).map(({ file, find, replace }) => [file, find, replace]);
  return createHash('sha256').update(JSON.stringify(edits)).digest('hex').slice(0, 16);
}
