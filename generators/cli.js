#!/usr/bin/env node
// @ts-check
// payments-contract: `generate` writes the generated code for a spec into a folder (or, with --check, says what
// would change); `notify` posts a notification example to a merchant's endpoint; `simulate` starts the stateful
// simulator when @payments-contract/simulator is installed; `behaviour` runs the behaviour workflows when
// @payments-contract/behaviour is. Progress and errors on stderr, results on stdout.
// Exit codes: 0 done, 1 failed (generate --check: files would change; generate --fail-on-skip: a validator could
// not be generated; notify: a non-2xx answer), 2 bad usage, 3 generate wrote everything but some validators.
import { parseArgs } from 'node:util';
import { ARTEFACT_NAMES, ARTEFACTS, ChoiceError, chooseArtefacts, DEFAULT_ARTEFACTS } from './artefacts.js';
import { generatorPackage } from './shared/header.js';
import { fail, info, reportGrouped } from './shared/log.js';

const HELP = `Usage:
  payments-contract generate --out DIR [--spec FILE|URL] [--check] [--force] [--strict-formats]
                            [--strict-keywords] [--fail-on-skip] [--allow-ref-outside] [--allow-remote-refs]
                            [--verbose] [--only LIST | --with LIST --skip LIST]
  payments-contract notify --url URL --kind generic|authorisation|transaction [--type TYPE] [--status success|failed]
                           [--id ID] [--authorization VALUE] [--spec FILE]
  payments-contract simulate [--port PORT] [--seed SEED]   (needs @payments-contract/simulator)
  payments-contract behaviour [--base-url URL] [--target simulator|mock|service] [--allow-writes]
                              [--workflows NAME,…]          (needs @payments-contract/behaviour)
  payments-contract --version

generate  writes the generated code for an OpenAPI 3.0 or 3.1 document into DIR, each file compiling on its own
          against the client/schema.ts written beside it:
${ARTEFACTS.flatMap((artefact) => artefact.help.map((line) => `  ${line}\n`)).join('')}          By default it writes ${DEFAULT_ARTEFACTS.join(', ')}: what an application calling the service or
          receiving its notifications uses. The Dredd copy is for a contract run only, and as large as the spec.
          A spec without this service's extensions (x-retry-policy, NotificationType, x-browser-callback) still
          gets its types and validators; what is skipped is listed on stderr. The types are always written
          (with client); a schema that cannot become a validator (a keyword whose value is not what JSON
          Schema allows, a pattern JavaScript cannot run) is left out, named on stderr by its JSON pointer with the
          reason, every one of them in one run, and the exit code is 3. A format the validators do not know is
          accepted unchecked, and a schema keyword neither JSON Schema nor OpenAPI defines is read as an
          annotation that checks nothing, each with one warning naming where it is written. What stops
          generation (a $ref to nothing, a parameter without name or in, names that collide or differ only by
          case) is named by pointer, every problem in one run, and nothing is written (exit 1).

behaviour runs the interface's flows (Arazzo workflows, run by Redocly Respect) against the simulator, the mock
          or a service at --base-url (credentials from PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY; reads only unless
          --allow-writes), and reports each rule as passed, failed, or not run here and why
          (\`payments-contract behaviour --help\` for its options)

notify    posts the spec's example of a notification kind to URL (a merchant's endpoint under test), with
          --type replacing its type and --status choosing the success or failure example, and prints the answer

Options:
  --out DIR             where generate writes (created if missing). Its folders listed above are replaced
                        whole, so they must be ones generate made (or empty)
  --spec FILE|URL       the document, JSON or YAML, split into files or not, or its http(s) address (a released
                        version on the docs page: …/v/2.0.2/openapi.json); default: @payments-contract/spec's
  --check               write nothing; list the files that generating would add, change or remove, and exit 1
                        if there are any (for another repository's CI)
  --force               replace DIR's folders even when generate did not make them
  --strict-formats      refuse formats the validators do not know (OpenAPI Format Registry, JSON Schema,
                        x-formats): the validators that use one are left out and named (exit 3)
  --strict-keywords     refuse schema keywords neither JSON Schema 2020-12 nor OpenAPI defines (x- extensions
                        aside): the validators that reach one are left out and named (exit 3)
  --fail-on-skip        for CI: when a validator cannot be generated, write nothing and exit 1
  --allow-ref-outside   follow a $ref to a file outside the spec's folder (refused by default, naming the $ref
                        and its JSON pointer: what a $ref reaches is copied into the output)
  --allow-remote-refs   follow a $ref to an http(s) address (refused by default, likewise); a spec given by its
                        address may use local references (#/…) only, unless this is given
  --verbose             list every warning, skip and refusal; without it, each kind shows its first five
                        lines and a count of the rest
  --only LIST           write exactly these artefacts (comma-separated: ${ARTEFACT_NAMES.join(',')}); the folders of
                        the others are left as they are, and --check compares only these
  --with LIST           write these besides the default ones (--with contract adds the Dredd copy)
  --skip LIST           leave these out of the default ones (--skip webhooks). validators and webhooks import the
                        client's schema.ts, so they are refused without client
  --url URL             where notify posts
  --kind KIND           generic, authorisation or transaction
  --type TYPE           the notification type (capture, refund, …)
  --status STATUS       success (default) or failed
  --id ID               the notified id instead of the example's: one the service or simulator knows, so that a
                        handler that confirms through the details finds it
  --authorization VALUE the Authorization header to send
  --port PORT, --seed SEED   for simulate
  -v, --version         print the version
  -h, --help            show this help

Exit codes: 0 done, 1 failed (generate --check: files would change; generate --fail-on-skip: a validator could not
be generated; notify: the endpoint answered non-2xx or could not be reached), 2 bad usage, 3 generate wrote the
output but left out the validators it names on stderr.
`;

/** @param {string} message */
function usage(message) {
  process.stderr.write(`error: ${message}\n(see payments-contract --help)\n`);
  process.exitCode = 2;
}

/** The command a user runs again to regenerate, as messages name it. */
/** @param {string} out @param {string | undefined} spec */
const commandLine = (out, spec) =>
  ['payments-contract generate --out', out, ...(spec ? ['--spec', spec] : [])].join(' ');
// What the generated files' headers name: no paths, so that the files do not depend on how the command was typed.
const HEADER_COMMAND = 'payments-contract generate';

/** @param {Record<string, string | boolean | undefined>} values */
async function generate(values) {
  if (typeof values.out !== 'string' || values.out === '') return usage('--out DIR is required');
  const out = values.out;
  const spec = typeof values.spec === 'string' ? values.spec : undefined;
  const str = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : undefined);
  let artefacts;
  try {
    artefacts = chooseArtefacts({ only: str(values.only), with: str(values.with), skip: str(values.skip) });
  } catch (error) {
    if (error instanceof ChoiceError) return usage(error.message);
    throw error;
  }
  // Loaded only when generating, so that --help, notify and usage errors answer at once.
  const { DEFAULT_SPEC, readSpecSource, startGeneration } = await import('./generate.js');
  // The workers start now and load their generators while this thread reads the spec.
  const generation = startGeneration({
    typesFrom: '../client/schema.js',
    command: HEADER_COMMAND,
    // The validators as .cjs with .mjs entries: an extension, unlike a folder package.json, survives tsc's outDir
    // and Jest.
    moduleExtensions: true,
    strictFormats: Boolean(values['strict-formats']),
    strictKeywords: Boolean(values['strict-keywords']),
    artefacts,
  });
  const [{ changedFiles, writeArtefacts }, { join }, { documentProblems }] = await Promise.all([
    import('./write.js'),
    import('node:path'),
    import('./shared/document-problems.js'),
  ]);
  const specFile = spec ?? DEFAULT_SPEC();
  let result;
  /** @type {unknown} */
  let document;
  try {
    const source = await readSpecSource(specFile, {
      allowRefOutside: Boolean(values['allow-ref-outside']),
      allowRemoteRefs: Boolean(values['allow-remote-refs']),
    }).catch(async (error) => {
      await generation.stop();
      throw error;
    });
    document = source.document;
    // Every problem that would stop a generator, all named in this one run.
    const problems = documentProblems(document);
    for (const { pointer, reason } of problems) info(`error: ${specFile}#${pointer}: ${reason}`);
    if (problems.length > 0) {
      await generation.stop();
      throw new Error(`${problems.length} problem(s) in the spec (listed above); nothing written`);
    }
    result = await generation.files(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      message.startsWith(specFile) ? message : `${specFile}${message.startsWith('#') ? '' : ': '}${message}`,
    );
  }
  // Grouped by kind with a count (--verbose: every line); a schema reached by several exports is named once.
  reportGrouped(
    [
      ...result.skipped.map(({ what, reason }) => ({ kind: 'skipped', line: `skipped ${what}: ${reason}` })),
      ...result.warnings.map(({ what, reason }) => ({
        kind: `${what.includes('keyword') ? 'keyword' : what.split(' ')[0]} warnings`,
        line: `warning: ${specFile}: ${what}: ${reason}`,
      })),
      ...result.unbuilt.map(({ pointer, reason }) => ({
        kind: 'schemas without a validator',
        line: `no validator for ${specFile}${pointer}: ${reason}`,
      })),
      ...result.risky.map(({ pointer, pattern, reason }) => ({
        kind: 'refused patterns',
        line: `error: ${specFile}#${pointer}: pattern '${pattern}' can backtrack catastrophically (${reason}, ReDoS); the validators that reach it are not generated`,
      })),
    ],
    { verbose: Boolean(values.verbose) },
  );
  if (result.unbuilt.length > 0 && values['fail-on-skip']) {
    throw new Error(
      `${result.unbuilt.length} schema(s) could not become validators (listed above); nothing written (--fail-on-skip)`,
    );
  }
  // Written, but not whole: the caller (a script, CI) can tell.
  const partial = () => {
    if (result.unbuilt.length === 0) return;
    info(`${result.unbuilt.length} schema(s) have no validator (listed above); everything else was generated`);
    process.exitCode ||= 3;
  };
  const folderOf = (/** @type {string} */ artefact) => join(out, artefact);
  if (Object.keys(result.artefacts).join() !== artefacts.join())
    throw new Error('the generators gave an unexpected set of folders');
  if (values.check) {
    const changes = await changedFiles(result.artefacts, folderOf);
    for (const change of changes) process.stdout.write(`${change}\n`);
    if (changes.length > 0) {
      info(`${changes.length} generated file(s) differ from ${specFile}; run \`${commandLine(out, spec)}\``);
      process.exitCode = 1;
    } else info(`${out} is up to date with ${specFile}`);
    partial();
    return;
  }
  const written = await writeArtefacts(result.artefacts, folderOf, { force: Boolean(values.force) });
  for (const folder of written) info(`wrote ${folder}`);
  partial();
}

/** Delegates to @payments-contract/simulator, an optional install (the generators do not depend on it). */
/** @param {Record<string, string | boolean | undefined>} _values @param {string[]} argv */
async function simulate(_values, argv) {
  let simulator;
  try {
    simulator = await import(/** @type {string} */ ('@payments-contract/simulator'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('simulate needs @payments-contract/simulator: npm install --save-dev @payments-contract/simulator');
  }
  const result = await simulator.main(argv.slice(argv.indexOf('simulate') + 1));
  if (!result.stop) {
    process.exitCode = result.exitCode;
    return;
  }
  const stop = async () => {
    await result.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Delegates to @payments-contract/behaviour, an optional install like the simulator. */
/** @param {Record<string, string | boolean | undefined>} _values @param {string[]} argv */
async function behaviour(_values, argv) {
  let suite;
  try {
    suite = await import(/** @type {string} */ ('@payments-contract/behaviour'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'behaviour needs @payments-contract/behaviour: npm install --save-dev @payments-contract/behaviour',
    );
  }
  process.exitCode = await suite.main(argv.slice(argv.indexOf('behaviour') + 1));
}

/** @param {Record<string, string | boolean | undefined>} values */
async function notifyCommand(values) {
  if (typeof values.url !== 'string') return usage('--url URL is required');
  if (typeof values.kind !== 'string') return usage('--kind is required (generic, authorisation or transaction)');
  const { notify, UsageError } = await import('./notify.js');
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : undefined);
  try {
    const result = await notify(
      {
        url: values.url,
        kind: values.kind,
        type: str(values.type),
        status: str(values.status),
        id: str(values.id),
        authorization: str(values.authorization),
        spec: str(values.spec) ?? (await import('./generate.js')).DEFAULT_SPEC(),
      },
      info,
    );
    process.stdout.write(`${result.status}\n${result.body}\n`);
    if (result.status < 200 || result.status > 299) process.exitCode = 1;
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code;
    throw new Error(
      `could not reach ${values.url}${cause ? ` (${cause})` : ''}: ${error instanceof Error ? error.message : error}`,
    );
  }
}

let parsed;
const argv = process.argv.slice(2);
try {
  parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    // simulate and behaviour take their own options, which their packages check.
    strict: argv[0] !== 'simulate' && argv[0] !== 'behaviour',
    options: {
      out: { type: 'string' },
      check: { type: 'boolean' },
      force: { type: 'boolean' },
      'strict-formats': { type: 'boolean' },
      'strict-keywords': { type: 'boolean' },
      'fail-on-skip': { type: 'boolean' },
      'allow-ref-outside': { type: 'boolean' },
      'allow-remote-refs': { type: 'boolean' },
      verbose: { type: 'boolean' },
      only: { type: 'string' },
      with: { type: 'string' },
      skip: { type: 'string' },
      version: { type: 'boolean', short: 'v' },
      spec: { type: 'string' },
      url: { type: 'string' },
      kind: { type: 'string' },
      type: { type: 'string' },
      status: { type: 'string' },
      id: { type: 'string' },
      authorization: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}

if (parsed) {
  const { values, positionals } = parsed;
  const commands = { generate, notify: notifyCommand, simulate, behaviour };
  const command = commands[/** @type {keyof typeof commands} */ (positionals[0])];
  try {
    if (values.help && positionals[0] !== 'simulate' && positionals[0] !== 'behaviour') process.stdout.write(HELP);
    else if (values.version) process.stdout.write(`${generatorPackage.version}\n`);
    else if (!positionals[0]) usage('a command is required');
    else if (!command) usage(`unknown command '${positionals[0]}'`);
    else await command(/** @type {Record<string, string | boolean | undefined>} */ (values), argv);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
