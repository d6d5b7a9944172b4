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

/** @typedef {{ kind: string, line: string }} Diagnostic */

/**
 * Diagnostics grouped by kind, in the order each kind first appears: each kind's first `shown` lines, then how many
 * more there are; and, when any were held back, one line counting each kind. A large foreign spec otherwise prints
 * a line per operation or per place (1 294 lines for one document); `verbose` prints every line.
 * @param {Diagnostic[]} diagnostics @param {{ verbose?: boolean, shown?: number, write?: (line: string) => void }} [options]
 */
export function reportGrouped(diagnostics, { verbose = false, shown = 5, write = info } = {}) {
  /** @type {Map<string, string[]>} */
  const kinds = new Map();
  for (const { kind, line } of diagnostics) kinds.set(kind, [...(kinds.get(kind) ?? []), line]);
  let held = false;
  for (const [kind, lines] of kinds) {
    const distinct = [...new Set(lines)];
    const limit = verbose ? distinct.length : shown;
    for (const line of distinct.slice(0, limit)) write(line);
    if (distinct.length > limit) {
      held = true;
      write(`… and ${distinct.length - limit} more ${kind} (${distinct.length} in all; --verbose lists every one)`);
    }
  }
  if (held)
    write(
      `in all: ${[...kinds].map(([kind, lines]) => `${new Set(lines).size} ${kind}`).join(', ')} (--verbose lists every one)`,
    );
}
