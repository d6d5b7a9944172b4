// Every artefact `payments-contract generate` writes (generators/artefacts.js, the one list) has its row in the table
// of the regenerating guide, which tells a user what the folder holds and what to use it with, and the table has no
// row for a folder the command does not write: adding an artefact is its entry there and this row, nothing else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTEFACT_NAMES } from '../../generators/artefacts.js';

const guide = readFileSync(new URL('../../docs/guides/regenerating-the-client.md', import.meta.url), 'utf8');
/** The folder each row of the guide's "Folder | What | Used with" table names (`client/schema.ts` → client). */
const rows = [...(guide.split(/^\| Folder \| What \|.*$/m)[1] ?? '').matchAll(/^\| `([^/`]+)\/[^`]*` \|/gm)].map(
  (m) => m[1] as string,
);

describe('the regenerating guide', () => {
  it('has a row for every folder the command writes, and for no other', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(
      ARTEFACT_NAMES.filter((name) => !rows.includes(name)),
      'CONTRIBUTING.md › Adding a generated artefact, step 1: a row in docs/guides/regenerating-the-client.md',
    ).toEqual([]);
    expect(rows.filter((name) => !ARTEFACT_NAMES.includes(name))).toEqual([]);
  });
});
