// @ts-check
// @payments-contract/behaviour/scorecard: the integration scorecard. Your code runs against the simulator under a
// fault plan, with a journal of what it sent and received; the report grades each client-side rule of the interface
// the run exercised as held, broken (naming the request or delivery) or not exercised.
/** @typedef {import('./plan.js').FaultPlan} FaultPlan */
/** @typedef {import('./plan.js').RequestFault} RequestFault */
/** @typedef {import('./grade.js').Grade} Grade */
/** @typedef {import('./grade.js').Scorecard} ScorecardReport */
/** @typedef {import('./journal.js').Entry} JournalEntry */
/** @typedef {import('./front.js').Scorecard} Scorecard */
/** @typedef {import('./front.js').ScorecardOptions} ScorecardOptions */
export { CLIENT_SIDE, NOT_GRADED, PRACTICES } from './client-side.js';
export { createScorecard } from './front.js';
export { grade } from './grade.js';
export { describeEntry } from './journal.js';
export {
  CLOCK_FAULTS,
  checkPlan,
  DEFAULT_PLAN,
  faultFits,
  NO_FAULTS,
  NOTIFICATION_FAULTS,
  planArbitrary,
  REQUEST_FAULTS,
  shortestFailure,
  shrinkPlan,
} from './plan.js';
export { brokenRules, formatScorecard, junitScorecard } from './report.js';
