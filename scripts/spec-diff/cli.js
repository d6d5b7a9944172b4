#!/usr/bin/env node
// @ts-check
// `npm run spec:diff [BASE]`: the breaking-change gate. Compares the spec bundle with a base and prints what breaks
// a client or a notification receiver. Report on stdout, diagnostics on stderr.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fail } from '../../generators/shared/log.js';
import { repoRoot } from '../paths.js';
import { bundledSpec, loadBase, loadFile, releasedSpec } from './base.js';
import { compareDocuments } from './compare.js';
import { judge, UsageError } from './gate.js';
import { formatJson, formatReport } from './report.js';

const HELP = `Usage: npm run spec:diff -- [BASE] [--spec FILE] [--json] [--all]

Compares the spec (default: packages/spec/openapi.json; run \`npm run bundle\` first) with BASE and lists its
breaking and non-breaking changes: operations, parameters, request bodies and answers (api-smart-diff) and the
notifications (webhooks), from the side of a client and of a receiver.

BASE  the last released spec (default: ${relative(repoRoot, releasedSpec())}), a file (JSON or YAML), or a git ref
      (main, v2.0.0, HEAD~1) whose packages/spec/openapi.json is compared

Options:
  --spec FILE   the spec to check instead of the bundle
  --json        print the changes and the verdict as JSON
  --all         also list documentation-only changes (descriptions, examples, x- extensions)
  -h, --help    show this help

The gate: a breaking change fails unless info.version's major is raised against BASE ("2.0" -> "3.0").
Exit codes: 0 no breaking change, or the major raised; 1 a breaking change without a major raise; 2 bad usage or
unreadable input; 3 an internal error. A release (versions, changelogs, the kept spec) is \`npm run release\`.
`;

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      spec: { type: 'string' },
      json: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      release: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return process.stdout.write(HELP);
  if (positionals.length > 1) throw new UsageError(`one BASE at most, got ${positionals.join(' ')}`);
  if (values.release) {
    throw new UsageError('--release is now `npm run release`: it versions the packages and keeps every released spec');
  }
  const base = await loadBase(positionals[0]);
  const head = await loadFile(values.spec ?? bundledSpec, values.spec ?? relative(repoRoot, bundledSpec));
  const changes = compareDocuments(base.document, head.document);
  const verdict = judge(base.document, head.document, changes);
  const options = { base: base.label, all: values.all };
  process.stdout.write(values.json ? formatJson(changes, verdict, options) : formatReport(changes, verdict, options));
  if (!verdict.passes) process.exitCode = 1;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error);
  fail(error instanceof Error ? error.message : String(error));
  if (usage) process.stderr.write('(see --help)\n');
  process.exitCode = usage ? 2 : 3;
}
