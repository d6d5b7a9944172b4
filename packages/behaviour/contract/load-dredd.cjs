// @ts-check
// Loads Dredd without the one warning every run printed and a newcomer reads as a fault (issue 40): Dredd 14 uses
// winston 2, whose `common.js` reads `padLevels` from winston's exports while they are still being loaded (a
// circular require), and Node 14 and later warn "Accessing non-existent property 'padLevels' of module exports inside
// circular dependency". The read is harmless (winston treats the absent property as false). Only that warning, and
// only while Dredd loads, is dropped: every other warning, then and after, reaches process.emitWarning as before.
'use strict';

const PAD_LEVELS = /^Accessing non-existent property 'padLevels' of module exports inside circular dependency$/;

/**
 * Whether `warning` (what process.emitWarning was given) is winston 2's padLevels warning.
 * @param {unknown} warning
 */
function isPadLevelsWarning(warning) {
  const message = warning instanceof Error ? warning.message : warning;
  return typeof message === 'string' && PAD_LEVELS.test(message);
}

/**
 * `require(id)` with winston 2's padLevels warning dropped while it loads.
 * @param {NodeJS.Require} load
 * @param {string} id
 */
function requireWithoutPadLevels(load, id) {
  const emitWarning = process.emitWarning;
  process.emitWarning = /** @type {typeof process.emitWarning} */ (
    function emitOtherWarnings(/** @type {any} */ warning, /** @type {any[]} */ ...rest) {
      if (isPadLevelsWarning(warning)) return;
      return Reflect.apply(emitWarning, process, [warning, ...rest]);
    }
  );
  try {
    return load(id);
  } finally {
    process.emitWarning = emitWarning;
  }
}

module.exports = { isPadLevelsWarning, requireWithoutPadLevels };
