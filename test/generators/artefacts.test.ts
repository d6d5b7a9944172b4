// Which artefacts a run writes, from the options as typed (given a choice, want the folders, or the usage error).
import { describe, expect, it } from 'vitest';
import { ARTEFACT_NAMES, chooseArtefacts, DEFAULT_ARTEFACTS } from '../../generators/artefacts.js';

describe('chooseArtefacts', () => {
  it.each([
    ['no choice: the default, without the Dredd copy', {}, ['client', 'validators', 'webhooks']],
    [
      '--with contract: the default and the Dredd copy',
      { with: 'contract' },
      ['client', 'validators', 'webhooks', 'contract'],
    ],
    ['--skip webhooks', { skip: 'webhooks' }, ['client', 'validators']],
    ['--skip validators,webhooks: the types alone', { skip: 'validators,webhooks' }, ['client']],
    ['--only contract', { only: 'contract' }, ['contract']],
    ['--only, in any order: the list order', { only: 'validators, client' }, ['client', 'validators']],
    ['--with contract --skip webhooks', { with: 'contract', skip: 'webhooks' }, ['client', 'validators', 'contract']],
    ['--only every one', { only: ARTEFACT_NAMES.join(',') }, ARTEFACT_NAMES],
  ] as const)('%s', (_name, choice, want) => {
    expect(chooseArtefacts(choice)).toEqual(want);
  });

  it.each([
    ['an unknown name', { only: 'client,dredd' }, /--only: no artefact 'dredd' \(there are client, validators/],
    ['an empty list', { skip: ',' }, /--skip needs at least one of/],
    ['--only with --skip', { only: 'client', skip: 'webhooks' }, /--only .* does not go with --with or --skip/],
    ['a name both added and skipped', { with: 'contract', skip: 'contract' }, /'contract' is both in --with and/],
    ['validators without the types they import', { skip: 'client' }, /validators needs client/],
    ['webhooks without the types they import', { only: 'webhooks' }, /webhooks needs client/],
    ['nothing left', { skip: 'client,validators,webhooks' }, /leaves no artefact/],
  ] as const)('refuses %s, saying why', (_name, choice, reason) => {
    expect(() => chooseArtefacts(choice)).toThrow(reason);
  });

  it('leaves out by default only the Dredd copy', () => {
    expect(ARTEFACT_NAMES.filter((name) => !DEFAULT_ARTEFACTS.includes(name))).toEqual(['contract']);
  });
});
