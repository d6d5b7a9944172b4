// Users install rules, not our patches (issue 38): the behaviour package ships its catalogue without the sabotages
// (edits naming this repository's files) and without the proof report, which stay in test/behaviour/. What `files`
// reaches is read here in process; test/behaviour/shipped.integration.test.ts reads `npm pack`'s own list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRules, readSabotages } from './rules/read.js';

const pkg = new URL('../../packages/behaviour/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { files: string[] };

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** The shipped files that carry a sabotage or a proof: by name, or a `sabotage` key in a YAML or JSON text. */
function machinery(files: { path: string; text: string }[]): string[] {
  return files
    .filter(
      ({ path, text }) =>
        /(^|\/)(proof\.json|sabotages?\.ya?ml)$/.test(path) ||
        (/\.(ya?ml|json)$/.test(path) && /^\s*-?\s*"?sabotages?"?\s*:/m.test(text)),
    )
    .map(({ path }) => path);
}

describe('the behaviour package ships rules, not sabotages', () => {
  it('ships no file with a sabotage or a proof report among what `files` reaches', () => {
    const shipped = manifest.files
      .flatMap((entry) => filesUnder(join(pkg, entry)))
      .map((path) => ({ path: path.slice(pkg.length), text: readFileSync(path, 'utf8') }));
    expect(shipped.map((f) => f.path)).toContain('rules/catalogue.yaml');
    expect(machinery(shipped)).toEqual([]);
  });

  it('would name a shipped sabotage or proof report', () => {
    expect(
      machinery([
        { path: 'rules/catalogue.yaml', text: 'rules:\n  - id: a.b\n    sabotage:\n      why: w\n' },
        { path: 'rules/proof.json', text: '{}' },
        { path: 'rules/other.yaml', text: 'rules: []\n' },
      ]),
    ).toEqual(['rules/catalogue.yaml', 'rules/proof.json']);
  });

  it('keeps every sabotage keyed by a checked rule of the catalogue (CONTRIBUTING.md › Adding a behaviour rule, step 3)', () => {
    const catalogue = new URL('../../packages/behaviour/rules/catalogue.yaml', import.meta.url);
    const rules = parse(readFileSync(catalogue, 'utf8')).rules as { id: string; kind: string }[];
    const checked = new Set(rules.filter((r) => r.kind === 'checked').map((r) => r.id));
    expect(Object.keys(readSabotages()).filter((id) => !checked.has(id))).toEqual([]);
    // and the rules the repository reads carry them, as the catalogue did when they lived in it
    expect(readRules(catalogue).filter((r) => r.sabotage).length).toBe(Object.keys(readSabotages()).length);
  });
});
