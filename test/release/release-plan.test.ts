// The release's rule, as given/want tables on mutants of the committed bundle: the level a diff calls for, the
// packages it bumps and to what, each package's changelog entry, and the kept specs. A mutant that the level missed
// would release a break as a minor.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogEntry, withEntry } from '../../scripts/release/changelog.js';
import { declaredLevel, levelOf } from '../../scripts/release/level.js';
import { changedArtefacts } from '../../scripts/release/outputs.js';
import { type Package, planRelease, unreleasedNotes } from '../../scripts/release/plan.js';
import { bump } from '../../scripts/release/semver.js';
import { compareDocuments } from '../../scripts/spec-diff/compare.js';
import { keepRelease, latestReleased, releasedVersions } from '../../scripts/spec-diff/released.js';
import { patience } from '../helpers/patience.js';
import type { Node } from '../helpers/spec.js';

const bundle: Node = JSON.parse(await readFile(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));
const schemas = (document: Node) => document.components.schemas;

function mutant(change: (document: Node) => void): Node {
  const copy = structuredClone(bundle);
  change(copy);
  return copy;
}

const addOptionalAnswerField = (d: Node) => (schemas(d).Capture.properties.note = { type: 'string' });
const removeOperation = (d: Node) => delete d.paths['/void/{id}'].get;
const removeNotificationField = (d: Node) => delete schemas(d).NotificationFields.properties.key;

describe('the level a diff calls for', () => {
  it.each([
    ['no change', () => {}, undefined],
    ['a description reworded', (d: Node) => (d.paths['/capture'].get.description += ' Reworded.'), 'patch'],
    ['an optional answer field added', addOptionalAnswerField, 'minor'],
    [
      'an operation added',
      (d: Node) => (d.paths['/void/{id}'].head = structuredClone(d.paths['/void/{id}'].get)),
      'minor',
    ],
    ['an operation removed (breaks a client)', removeOperation, 'major'],
    ['a notification field removed (breaks a receiver)', removeNotificationField, 'major'],
    ['a webhook removed', (d: Node) => delete d.webhooks.transactionNotification, 'major'],
  ])('%s → %s', (_name, change, want) => {
    expect(levelOf(compareDocuments(bundle, mutant(change)))).toBe(want);
  });

  it.each([
    ['2.0', '2.0', undefined],
    ['2.0', '2.1', 'minor'],
    ['2.0', '3.0', 'major'],
    ['2.3', '3.0', 'major'],
    ['2.3', '2.1', undefined],
  ])('info.version %s → %s declares %s', (released, head, want) => {
    expect(declaredLevel(released, head)).toBe(want);
  });

  it.each([
    ['2.0.2', 'major', '3.0.0'],
    ['2.0.2', 'minor', '2.1.0'],
    ['2.0.2', 'patch', '2.0.3'],
    ['0.2.0', 'major', '0.3.0'],
    ['0.2.0', 'minor', '0.2.1'],
    ['0.2.3', 'patch', '0.2.4'],
  ] as const)('%s raised by %s is %s (0.x by the caret rule)', (from, level, want) => {
    expect(bump(from, level)).toBe(want);
  });
});

// The workspace as it stands, without hand-written notes, so that only the diff decides.
const workspace: Package[] = [
  ['@payments-contract/spec', '2.0.2', []],
  ['@payments-contract/openapi-vocabulary', '0.1.0', []],
  ['@payments-contract/validator-runtime', '0.2.0', []],
  ['@payments-contract/client', '0.2.0', ['@payments-contract/openapi-vocabulary']],
  ['@payments-contract/validators', '0.2.0', ['@payments-contract/client', '@payments-contract/validator-runtime']],
  ['@payments-contract/webhooks', '0.2.0', ['@payments-contract/client', '@payments-contract/validators']],
  ['@payments-contract/simulator', '0.2.0', ['@payments-contract/spec', '@payments-contract/validators']],
  ['@payments-contract/mock', '0.2.0', ['@payments-contract/spec', '@payments-contract/simulator']],
  ['@payments-contract/behaviour', '0.2.0', ['@payments-contract/spec', '@payments-contract/mock']],
  ['@payments-contract/generators', '0.2.0', ['@payments-contract/spec', '@payments-contract/validator-runtime']],
].map(([name, version, pins]) => ({ folder: '', name, version, pins, notes: undefined }) as Package);

const versions = (bumps: Map<string, { to: string }>) =>
  Object.fromEntries([...bumps].map(([name, { to }]) => [name.replace('@payments-contract/', ''), to]));

describe('the packages a release bumps', () => {
  it.each([
    [
      'an added optional field, changing the client and validators',
      { diffLevel: 'minor', artefacts: ['client', 'validators'] },
      {
        spec: '2.1.0',
        client: '0.2.1',
        validators: '0.2.1',
        webhooks: '0.2.1',
        simulator: '0.2.1',
        mock: '0.2.1',
        behaviour: '0.2.1',
        generators: '0.2.1',
      },
    ],
    [
      'a removed operation',
      { diffLevel: 'major', artefacts: ['client', 'validators', 'contract'] },
      {
        spec: '3.0.0',
        client: '0.3.0',
        validators: '0.3.0',
        webhooks: '0.2.1',
        simulator: '0.3.0',
        mock: '0.3.0',
        behaviour: '0.3.0',
        generators: '0.2.1',
      },
    ],
    [
      'a removed notification field: the webhooks package re-exports the client notification types',
      { diffLevel: 'major', artefacts: ['client'], notificationsChanged: true },
      {
        spec: '3.0.0',
        client: '0.3.0',
        validators: '0.2.1',
        webhooks: '0.3.0',
        simulator: '0.3.0',
        mock: '0.3.0',
        behaviour: '0.3.0',
        generators: '0.2.1',
      },
    ],
    [
      'prose only',
      { diffLevel: 'patch', artefacts: [] },
      { spec: '2.0.3', simulator: '0.2.1', mock: '0.2.1', behaviour: '0.2.1', generators: '0.2.1' },
    ],
  ] as const)('%s', (_name, given, want) => {
    const { bumps } = planRelease({
      diffLevel: given.diffLevel,
      declared: undefined,
      requested: undefined,
      packages: workspace,
      changedArtefacts: [...given.artefacts],
      notificationsChanged: 'notificationsChanged' in given,
    });
    expect(versions(bumps)).toEqual(want);
  });

  it('never releases lower than info.version declares, nor lower than the diff calls for', () => {
    const declared = planRelease({
      diffLevel: 'patch',
      declared: 'major',
      requested: undefined,
      packages: workspace,
      changedArtefacts: [],
    });
    expect(declared.bumps.get('@payments-contract/spec')?.to).toBe('3.0.0');
    expect(() =>
      planRelease({
        diffLevel: 'major',
        declared: undefined,
        requested: 'minor',
        packages: workspace,
        changedArtefacts: [],
      }),
    ).toThrow(/--bump minor is lower than the diff calls for \(major\)/);
  });

  it('bumps a package with hand-written notes, and those that pin it, with no spec change', () => {
    const notes = { level: 'minor' as const, text: '- A fix.' };
    const packages = workspace.map((p) => (p.name === '@payments-contract/client' ? { ...p, notes } : p));
    const { specLevel, bumps } = planRelease({
      diffLevel: undefined,
      declared: undefined,
      requested: undefined,
      packages,
      changedArtefacts: [],
    });
    expect(specLevel).toBeUndefined();
    expect(versions(bumps)).toEqual({
      client: '0.2.1',
      validators: '0.2.1',
      webhooks: '0.2.1',
      simulator: '0.2.1',
      mock: '0.2.1',
      behaviour: '0.2.1',
    });
  });

  it.each([
    ['no Unreleased section', '# Changelog\n\n## 0.2.0\n\n- Old.\n', undefined],
    ['an empty one', '# Changelog\n\n## Unreleased\n\n## 0.2.0\n', undefined],
    ['notes', '# Changelog\n\n## Unreleased\n\n- A fix.\n\n## 0.2.0\n', { level: 'minor', text: '- A fix.' }],
    ['fixes only', '# Changelog\n\n## Unreleased (patch)\n\n- A fix.\n', { level: 'patch', text: '- A fix.' }],
    [
      'a breaking note',
      '## Unreleased\n\n- A fix.\n- Breaking: `x` is gone.\n',
      { level: 'major', text: '- A fix.\n- Breaking: `x` is gone.' },
    ],
  ])('hand-written notes: %s', (_name, changelog, want) => {
    expect(unreleasedNotes(changelog)).toEqual(want);
  });
});

describe('the changelog entry', () => {
  const entryFor = (change: (d: Node) => void, level: 'major' | 'minor', to: string) =>
    changelogEntry({
      bump: { from: '0.2.0', to, level, why: ['generated'] },
      date: '2026-11-25',
      changes: compareDocuments(bundle, mutant(change)),
      spec: { from: '2.0.2', to: level === 'major' ? '3.0.0' : '2.1.0' },
      notes: undefined,
      pinned: [{ name: '@payments-contract/spec', to: '3.0.0' }],
    });

  it.each([
    [
      'a removed operation',
      removeOperation,
      'major',
      [
        /^## 0\.3\.0 — 2026-11-25\n\nBreaking \(breaking: read "Breaking changes" before you upgrade\)\.$/m,
        /^### Breaking changes\n\n- \*\*GET \/void\/\{id\}\*\*: operation removed\. Stop calling it: the regenerated client no longer has it\.$/m,
        /^Depends on @payments-contract\/spec 3\.0\.0 \(see their changelogs\)\.$/m,
      ],
    ],
    [
      'an added optional answer field',
      addOptionalAnswerField,
      'minor',
      [
        /^Not breaking \(additions: nothing breaks\)\.$/m,
        /^- \*\*GET \/capture\/\{id\}[^*]*\*\*: answer 200: field `note` added\. Nothing to do: read it if it helps\.$/m,
      ],
    ],
    [
      'a removed notification field',
      removeNotificationField,
      'major',
      [
        /^- \*\*webhook genericNotification, webhook authorisationNotification, webhook transactionNotification\*\*: field `key` removed\. Stop reading it in your handler\.$/m,
      ],
    ],
  ] as const)('%s', (_name, change, level, wants) => {
    const entry = entryFor(change, level, level === 'major' ? '0.3.0' : '0.2.1');
    for (const want of wants) expect(entry).toMatch(want);
    if (level === 'minor') expect(entry).not.toContain('### Breaking changes');
  });

  it('names the places of two documentation edits once: one line for both, not a line each', () => {
    // Two shared answers every operation refers to, so both edits reach the same 44 operations.
    const twoEdits = (d: Node) => {
      d.components.responses.BadGateway.description = 'Bad gateway, said again.';
      d.components.responses.ServiceUnavailable.description = 'Unavailable, said again.';
    };
    const entry = entryFor(twoEdits, 'minor', '0.2.1');
    const lines = entry.split('\n').filter((line) => line.startsWith('- **'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/answer 502: description changed; answer 503: description changed\./);
  });

  it.each([
    [
      'in place of Unreleased',
      '# Changelog\n\n## Unreleased\n\n- A fix.\n\n## 0.2.0\n\n- Old.\n',
      '# Changelog\n\nENTRY\n\n## 0.2.0\n\n- Old.\n',
    ],
    ['first under the title', '# Changelog\n\n## 0.2.0\n\n- Old.\n', '# Changelog\n\nENTRY\n\n## 0.2.0\n\n- Old.\n'],
    ['into an empty file', '', '# Changelog\n\nENTRY\n'],
  ])('goes %s', (_name, changelog, want) => {
    expect(withEntry(changelog, 'ENTRY\n')).toBe(want);
  });
});

describe('the released specs', () => {
  it('keeps each version in its own folder and never overwrites one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pc-released-'));
    const facts = (version: string) => ({ version, date: '2026-11-25', level: 'minor' });
    await keepRelease({ spec: '{"v":1}', facts: facts('2.1.0'), dir });
    await keepRelease({ spec: '{"v":2}', facts: facts('2.10.0'), dir });
    await keepRelease({ spec: '{"v":0}', facts: facts('2.9.0'), dir });
    expect(releasedVersions(dir)).toEqual(['2.1.0', '2.9.0', '2.10.0']);
    expect(latestReleased(dir).file).toBe(join(dir, '2.10.0', 'openapi.json'));
    await expect(keepRelease({ spec: '{"v":3}', facts: facts('2.1.0'), dir })).rejects.toThrow(
      /2\.1\.0 is already released .* never overwritten/,
    );
    expect(await readFile(join(dir, '2.1.0', 'openapi.json'), 'utf8')).toBe('{"v":1}');
    await writeFile(join(dir, 'README.md'), 'not a version');
    expect(releasedVersions(dir)).toEqual(['2.1.0', '2.9.0', '2.10.0']);
  });

  it("has the repository's releases migrated to their folders, 2.0.2 the newest", () => {
    expect(latestReleased().version).toBe('2.0.2');
  });
});

describe('the artefacts a change alters', () => {
  it(
    'a removed notification field changes the client (which holds the notification types), validators and contract',
    async () => {
      const changed = await changedArtefacts(bundle, mutant(removeNotificationField));
      expect(changed.sort()).toEqual(['client', 'contract', 'validators']);
    },
    patience(60_000),
  );
});
