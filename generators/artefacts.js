// @ts-check
// Every artefact `payments-contract generate` writes, listed once: its folder (under --out, and where this
// repository's own packages keep it for `npm run generate` and the drift test), the help's lines about it, and the
// parts that fill it, each run in one of generate.js's two worker halves (see worker.js). A new output is its
// generator module and one entry here. Generators load lazily, so that --help and usage errors answer at once.

/** @typedef {{ what: string, reason: string }} Skipped */
/**
 * @typedef {object} PartContext the options of a run, and where a part reports what it did not make
 * @property {string} typesFrom
 * @property {boolean} [moduleExtensions]
 * @property {boolean} [strictFormats]
 * @property {boolean} [strictKeywords]
 * @property {(what: string, reason: string) => void} skip a part the spec gives no input for
 * @property {(what: string, reason: string) => void} warn generated, but not checked (an unknown format or keyword)
 * @property {(pointer: string, reason: string) => void} unbuilt a schema that could not become a validator
 */
/**
 * @typedef {object} Part one generator's share of an artefact's files
 * @property {'types' | 'rest'} half the worker it runs in: openapi-typescript loads a TypeScript of its own, so it
 *   runs beside everything else (ts-morph, which loads another, and Ajv)
 * @property {() => Promise<unknown>} load loads its generator, which the worker does while the spec is being read
 * @property {(document: any, context: PartContext) => Promise<Record<string, string>>} generate
 */
/**
 * @typedef {object} Artefact
 * @property {string} name its folder under --out
 * @property {string} repoFolder where this repository keeps it, from the repository's root
 * @property {string[]} help what `payments-contract --help` says of it, one line each
 * @property {boolean} byDefault written when the user names no choice (what most users need)
 * @property {string[]} needs the artefacts its files import (their types come from client/schema.ts)
 * @property {Part[]} parts in the order their files are listed
 */

/** @type {readonly Artefact[]} */
export const ARTEFACTS = [
  {
    name: 'client',
    repoFolder: 'packages/client/src/generated',
    byDefault: true,
    needs: [],
    help: [
      'client/schema.ts   types of every path, operation, webhook and component (openapi-typescript)',
      'client/policy.ts   the retry, idempotency, signing and pagination facts the client obeys',
    ],
    parts: [
      {
        half: 'types',
        load: () => import('./types/index.js'),
        generate: async (document, { warn }) => {
          const { generateTypes } = await import('./types/index.js');
          return { 'schema.ts': await generateTypes(document, warn) };
        },
      },
      {
        half: 'rest',
        load: () => import('./client-policy/index.js'),
        generate: async (document, { skip }) => {
          const { generateClientPolicy } = await import('./client-policy/index.js');
          const policy = generateClientPolicy(document, { skip });
          return policy === undefined ? {} : { 'policy.ts': policy };
        },
      },
    ],
  },
  {
    name: 'validators',
    repoFolder: 'packages/validators/src/generated',
    byDefault: true,
    needs: ['client'],
    help: [
      'validators/        Ajv standalone validators of every request, response, notification and schema, as CommonJS',
      '                   (.cjs) with an ES module (.mjs) for each one you import, each with its declarations',
      '                   (they import @payments-contract/validator-runtime at run time)',
    ],
    parts: [
      {
        half: 'rest',
        load: () => Promise.all([import('./validators/index.js'), import('./validators/module-files.js')]),
        generate: async (document, { moduleExtensions, ...context }) => {
          const [{ generateValidators }, { withModuleExtensions }] = await Promise.all([
            import('./validators/index.js'),
            import('./validators/module-files.js'),
          ]);
          // For a user's project (the CLI), the code once, as CommonJS, with ES module entries re-exporting it.
          const kind = moduleExtensions ? 'commonjs' : 'esm';
          const validators = generateValidators(document, { ...context, kind });
          return moduleExtensions ? withModuleExtensions(validators) : validators;
        },
      },
    ],
  },
  {
    name: 'webhooks',
    repoFolder: 'packages/webhooks/src/generated',
    byDefault: true,
    needs: ['client'],
    help: [
      "webhooks/          a payload type per webhook and the map from webhook name to payload (any spec's webhooks);",
      '                   notification types, the type-to-confirming-operation map, checkout-client types',
    ],
    parts: [
      {
        half: 'rest',
        load: () => import('./webhooks/index.js'),
        generate: async (document, { typesFrom, skip }) => {
          const { generateWebhooks } = await import('./webhooks/index.js');
          return generateWebhooks(document, { typesFrom, skip });
        },
      },
    ],
  },
  {
    name: 'contract',
    repoFolder: 'test/contract/generated',
    // Only for Dredd's users, and as large as the spec itself (14.7 of the 71.4 MB written over 100 documents).
    byDefault: false,
    needs: [],
    help: [
      'contract/          an OpenAPI 3.0 copy of the spec for Dredd (what it drops is listed in its generator);',
      '                   only with --with contract (or --only …,contract)',
    ],
    parts: [
      {
        half: 'rest',
        load: () => import('./dredd/index.js'),
        generate: async (document) => {
          const { generateDreddDocument } = await import('./dredd/index.js');
          return generateDreddDocument(document);
        },
      },
    ],
  },
];

/** The artefacts' names, which are their folders under --out. */
export const ARTEFACT_NAMES = ARTEFACTS.map((artefact) => artefact.name);

/** The artefacts written when the user names no choice. */
export const DEFAULT_ARTEFACTS = ARTEFACTS.filter((artefact) => artefact.byDefault).map((artefact) => artefact.name);

/** A choice of artefacts that cannot be made, said as a usage error (exit 2). */
export class ChoiceError extends Error {
  /** @override */
  name = 'ChoiceError';
}

/** @param {string | undefined} list `a,b` as typed @param {string} option */
function namesIn(list, option) {
  if (list === undefined) return [];
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new ChoiceError(`${option} needs at least one of ${ARTEFACT_NAMES.join(', ')}`);
  const unknown = names.filter((name) => !ARTEFACT_NAMES.includes(name));
  if (unknown.length > 0)
    throw new ChoiceError(
      `${option}: no artefact ${unknown.map((name) => `'${name}'`).join(', ')} (there are ${ARTEFACT_NAMES.join(', ')})`,
    );
  return names;
}

/**
 * The artefacts a run writes (and --check compares), in the list's order: `only` exactly those; otherwise the
 * default ones, plus `with`, less `skip`. A choice that leaves an artefact without one it imports, or leaves nothing,
 * is refused naming both.
 * @param {{ only?: string | undefined, with?: string | undefined, skip?: string | undefined }} choice the options as typed (comma-separated names)
 * @returns {string[]}
 */
export function chooseArtefacts(choice) {
  const only = namesIn(choice.only, '--only');
  const added = namesIn(choice.with, '--with');
  const skipped = namesIn(choice.skip, '--skip');
  if (choice.only !== undefined && (choice.with !== undefined || choice.skip !== undefined))
    throw new ChoiceError('--only names every artefact written: it does not go with --with or --skip');
  const both = added.filter((name) => skipped.includes(name));
  if (both.length > 0) throw new ChoiceError(`'${both[0]}' is both in --with and in --skip`);
  const chosen = new Set(choice.only !== undefined ? only : [...DEFAULT_ARTEFACTS, ...added]);
  for (const name of skipped) chosen.delete(name);
  if (chosen.size === 0) throw new ChoiceError('the choice leaves no artefact to write');
  for (const artefact of ARTEFACTS)
    for (const needed of chosen.has(artefact.name) ? artefact.needs : [])
      if (!chosen.has(needed))
        throw new ChoiceError(
          `${artefact.name} needs ${needed} (its files import ${needed}/schema.ts): write ${needed} too, or leave ${artefact.name} out`,
        );
  return ARTEFACT_NAMES.filter((name) => chosen.has(name));
}
