// @ts-check
// What the generators make of the spec for the contract run (`payments-contract generate --with contract`): the
// OpenAPI 3.0 copy Dredd reads and the rules the hooks follow (signed operations, keyed methods, renamed path
// parameters). The runner names their folder in PAYMENTS_CONTRACT_GENERATED, so that the hooks shipped here follow
// the user's own spec, never a copy of ours.
'use strict';
const { join } = require('node:path');

const folder = process.env.PAYMENTS_CONTRACT_GENERATED;
if (!folder)
  throw new Error(
    'PAYMENTS_CONTRACT_GENERATED must name the folder `payments-contract generate --with contract` wrote (openapi-3.0.json, contract-rules.json)',
  );

/** @type {any} the generated OpenAPI 3.0 copy, read as data */
const document = require(join(folder, 'openapi-3.0.json'));
/**
 * @type {{ signedOperations: { operation: string, header: string, algorithm: string, encoding: string,
 *   signs: string, parameter?: string }[], idempotency: { header: string, methods: string[] },
 *   specPaths: Record<string, string> }}
 */
const rules = require(join(folder, 'contract-rules.json'));

module.exports = { document, rules, folder };
