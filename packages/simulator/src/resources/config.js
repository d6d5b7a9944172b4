// @ts-check
// The account config (the notification URLs, set with PATCH /config) and the connectivity check.
import { answer } from '../answers.js';

/** @typedef {import('../simulator.js').Context} Context */

/** @param {Context} ctx */
const configView = ({ state, accountId }) => ({
  ...Object.fromEntries(Object.entries(state.config).filter(([, v]) => v !== undefined)),
  account: accountId,
  client_id: accountId,
  payment_methods: ['cc', 'mbw', 'mb', 'dd', 'vi'],
});

/** @param {Context} ctx */
export const getConfig = (ctx) => answer(200, configView(ctx));

/** @param {Context} ctx */
export function updateConfig(ctx) {
  Object.assign(ctx.state.config, ctx.body);
  return answer(200, configView(ctx));
}

/** Success means both the address and the credentials are valid. */
export const ping = () => answer(200, { status: 'ok', message: ['pong'] });
