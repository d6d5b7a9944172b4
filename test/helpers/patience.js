// @ts-check
// Time limits in the tests exist to stop a hang, never to judge speed: a test fails because behaviour is wrong, not
// because the machine is busy. Each limit is written as a budget on a quiet 2-core machine (several times what the
// step takes there) and multiplied by PATIENCE:
// - PAYMENTS_TEST_PATIENCE, when set (a number, e.g. 4 on a machine known to be slow);
// - otherwise 1 + the load per core when the run starts (a machine already busy gets more), doubled in CI, whose
//   machine may be shared with other jobs.
import { availableParallelism, loadavg } from 'node:os';

/** @param {NodeJS.ProcessEnv} env @param {number} load1 @param {number} cores */
export function patienceFrom(env, load1, cores) {
  const given = Number(env.PAYMENTS_TEST_PATIENCE);
  if (env.PAYMENTS_TEST_PATIENCE && Number.isFinite(given) && given > 0) return given;
  const busy = 1 + Math.max(0, load1) / Math.max(1, cores);
  return Math.round(busy * (env.CI ? 2 : 1) * 100) / 100;
}

export const PATIENCE = patienceFrom(process.env, loadavg()[0] ?? 0, availableParallelism());

/** A limit of `ms` on a quiet machine, stretched by PATIENCE. @param {number} ms */
export const patience = (ms) => Math.ceil(ms * PATIENCE);
