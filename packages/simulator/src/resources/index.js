// @ts-check
// Every operation's handler, by the spec's operationId.
import * as captures from './captures.js';
import * as checkouts from './checkouts.js';
import * as config from './config.js';
import * as frequents from './frequents.js';
import * as links from './links.js';
import * as outPayments from './out-payments.js';
import * as refunds from './refunds.js';
import * as singles from './singles.js';
import * as subscriptions from './subscriptions.js';

/** @type {Record<string, (ctx: import('../simulator.js').Context) => import('../answers.js').Answer | Promise<import('../answers.js').Answer>>} */
export const handlers = /** @type {any} */ ({
  ...singles,
  ...frequents,
  ...subscriptions,
  ...captures,
  ...refunds,
  ...outPayments,
  ...config,
  ...checkouts,
  ...links,
});
