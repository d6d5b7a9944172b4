// @ts-check
// The account config (the notification URLs, set with PATCH /config) and the connectivity check.
import { answer, refusal } from '../answers.js';
import { pointsAtSelf } from '../guard.js';

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
  // A notification sent to the simulator's own routes would act on it (a control route, or a loop of deliveries).
  const self = Object.entries(ctx.body ?? {}).filter(
    ([, url]) => typeof url === 'string' && pointsAtSelf(url, ctx.simulator.selfOrigins),
  );
  if (self.length)
    return refusal(
      400,
      self.map(
        ([field]) => `field '${field}' points at the simulator itself: notifications go to the merchant's server`,
      ),
    );
  Object.assign(ctx.state.config, ctx.body);
  return answer(200, configView(ctx));
}

/** Success means both the address and the credentials are valid. */
export const ping = () => answer(200, { status: 'ok', message: ['pong'] });
