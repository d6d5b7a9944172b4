// @ts-check
// @payments-contract/behaviour: the interface's flows as Arazzo 1.0 workflows, run by Redocly Respect against the
// simulator, the mock or a service, with the report per rule of the interface.
/** @typedef {import('./plan.js').Target} Target */
/** @typedef {import('./respect.js').WorkflowResult} WorkflowResult */
/** @typedef {import('./run.js').WorkflowOutcome} WorkflowOutcome */
/** @typedef {import('./run.js').RunOptions} RunOptions */
/** @typedef {import('./run.js').BehaviourReport} BehaviourReport */
/** @typedef {import('./rules.js').Rule} Rule */
/** @typedef {import('./rules.js').RuleOutcome} RuleOutcome */
export { HELP, main } from './cli.js';
export { NEEDS, skipReason, WORKFLOWS } from './plan.js';
export { CATALOGUE, formatRules, readCatalogue } from './rules.js';
export { runBehaviour } from './run.js';
