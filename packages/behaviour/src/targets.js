// @ts-check
// The servers a run can start itself: the simulator (a fresh one per workflow file, because its clock only moves
// forward and some workflows count what they made) and the mock (one for the whole run: it keeps no state). Both
// are optional peers of this package, so a team that runs the suite only against a service installs neither.

/** @param {'simulator' | 'mock'} target @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startTarget(target) {
  const name = `@payments-contract/${target}`;
  let module;
  try {
    module = await import(name);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      `--target ${target} without --base-url starts the ${target}, which needs ${name}: npm install --save-dev ${name} (or give --base-url)`,
    );
  }
  return target === 'simulator' ? module.startSimulator({ port: 0 }) : module.startMock({ port: 0 });
}
