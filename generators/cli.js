#!/usr/bin/env node
// @ts-check
// payments-contract: `generate` writes the generated code for a spec into a folder; `notify` posts a notification
// example to a merchant's endpoint. Progress and errors on stderr, results on stdout.
// Exit codes: 0 done, 1 failed (or, for notify, a non-2xx answer), 2 bad usage.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fail, info } from './shared/log.js';

const HELP = `Usage:
  payments-contract generate --out DIR [--spec FILE]
  payments-contract notify --url URL --kind generic|authorisation|transaction [--type TYPE] [--status success|failed]
                           [--authorization VALUE] [--spec FILE]

generate  writes the generated code for an OpenAPI document into DIR:
  client/schema.ts   types of every path, operation, webhook and component (openapi-typescript)
  client/policy.ts   the retry, idempotency, signing and pagination facts the client obeys
  validators/        Ajv standalone validators of every request, response, notification and schema
                     (they import @payments-contract/validators/runtime)
  webhooks/          notification types, the type-to-confirming-operation map, checkout-client types
  contract/          an OpenAPI 3.0 copy of the spec for Dredd (what it drops is listed in its generator)

notify    posts the spec's example of a notification kind to URL (a merchant's endpoint under test), with
          --type replacing its type and --status choosing the success or failure example, and prints the answer

Options:
  --out DIR             where generate writes (created if missing)
  --spec FILE           the document, JSON or YAML (default: @payments-contract/spec's openapi.json)
  --url URL             where notify posts
  --kind KIND           generic, authorisation or transaction
  --type TYPE           the notification type (capture, refund, …)
  --status STATUS       success (default) or failed
  --authorization VALUE the Authorization header to send
  -h, --help            show this help

Exit codes: 0 done, 1 failed (notify: the endpoint answered non-2xx or could not be reached), 2 bad usage.
`;

/** @param {string} message */
function usage(message) {
  process.stderr.write(`error: ${message}\n\n${HELP}`);
  process.exitCode = 2;
}

const defaultSpec = () => fileURLToPath(import.meta.resolve('@payments-contract/spec/openapi.json'));

/** @param {Record<string, string | boolean | undefined>} values */
async function generate(values) {
  if (typeof values.out !== 'string') return usage('--out DIR is required');
  // Loaded only when generating, so that --help, notify and usage errors answer at once.
  const { generateAll } = await import('./generate.js');
  const written = await generateAll({
    out: values.out,
    spec: typeof values.spec === 'string' ? values.spec : undefined,
  });
  for (const folder of written) info(`wrote ${folder}`);
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
        authorization: str(values.authorization),
        spec: str(values.spec) ?? defaultSpec(),
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
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      spec: { type: 'string' },
      url: { type: 'string' },
      kind: { type: 'string' },
      type: { type: 'string' },
      status: { type: 'string' },
      authorization: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}

if (parsed) {
  const { values, positionals } = parsed;
  const commands = { generate, notify: notifyCommand };
  const command = commands[/** @type {keyof typeof commands} */ (positionals[0])];
  try {
    if (values.help) process.stdout.write(HELP);
    else if (!positionals[0]) usage('a command is required');
    else if (!command) usage(`unknown command '${positionals[0]}'`);
    else await command(values);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
