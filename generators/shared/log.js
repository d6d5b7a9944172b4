// @ts-check
// The one logger of the generators: diagnostics go to stderr so that stdout stays free for output a user pipes.

/** @param {string} message */
export function info(message) {
  process.stderr.write(`${message}\n`);
}

/** @param {string} message */
export function fail(message) {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = 1;
}
