#!/usr/bin/env node
// @ts-check
// `payments-contract generate --out DIR [--spec FILE]`: writes what the packages are generated from a spec into
// another repository (or this one). Progress and errors on stderr. Exit codes: 0 done, 1 failed, 2 bad usage.
import { parseArgs } from 'node:util';
import { fail, info } from './shared/log.js';

const HELP = `Usage: payments-contract generate --out DIR [--spec FILE]

Writes the payments client's generated code for an OpenAPI document into DIR:
  client/schema.ts   types of every path, operation, webhook and component (openapi-typescript)
  client/policy.ts   the retry, idempotency, signing and pagination facts the client obeys
  validators/        Ajv standalone validators of every request, response, notification and schema
                     (they import @payments-contract/validators/runtime)

Options:
  --out DIR     where to write (created if missing)
  --spec FILE   the document, JSON or YAML (default: @payments-contract/spec's openapi.json)
  -h, --help    show this help

Exit codes: 0 written, 1 the spec could not be read or generated from, 2 bad usage.
`;

/** @param {string} message */
function usage(message) {
  process.stderr.write(`error: ${message}\n\n${HELP}`);
  process.exitCode = 2;
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, spec: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  parsed = undefined;
  usage(error instanceof Error ? error.message : String(error));
}

if (parsed) {
  const { values, positionals } = parsed;
  if (values.help) process.stdout.write(HELP);
  else if (positionals[0] !== 'generate')
    usage(positionals[0] ? `unknown command '${positionals[0]}'` : 'a command is required');
  else if (!values.out) usage('--out DIR is required');
  else {
    try {
      // Loaded only when generating, so that --help and usage errors answer at once.
      const { generateAll } = await import('./generate.js');
      const written = await generateAll({ out: values.out, spec: values.spec });
      for (const folder of written) info(`wrote ${folder}`);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
}
