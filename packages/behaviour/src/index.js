// @ts-check
// @payments-contract/behaviour: the interface's flows as Arazzo 1.0 workflows, run by Redocly Respect against the
// simulator, the mock or a service, with the report per rule of the interface.
export { HELP, main } from './cli.js';
export { NEEDS, skipReason, WORKFLOWS } from './plan.js';
export { CATALOGUE, formatRules, readCatalogue } from './rules.js';
export { runBehaviour } from './run.js';
