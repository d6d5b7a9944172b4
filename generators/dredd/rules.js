// @ts-check
// The rules the contract run's hooks apply, taken from the spec so nothing is restated by hand: which operations
// are signed and what they sign (`x-signature`), which methods carry an idempotency key (`x-retry-policy`), and
// how Dredd's path templates map back to the spec's (parameter names reduced to letters and digits, see index.js).

const simpleName = (/** @type {string} */ name) => name.replace(/[^A-Za-z0-9_]/g, '');

/** @param {any} document */
export function contractRules(document) {
  const signedOperations = [];
  /** @type {Record<string, string>} */
  const specPaths = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const dreddPath = path.replace(/\{([^}]+)\}/g, (_, name) => `{${simpleName(name)}}`);
    if (dreddPath !== path) specPaths[dreddPath] = path;
    for (const [method, operation] of Object.entries(/** @type {Record<string, any>} */ (item))) {
      const signature = operation?.['x-signature'];
      if (signature) signedOperations.push({ operation: `${method.toUpperCase()} ${path}`, ...signature });
    }
  }
  const idempotency = document['x-retry-policy']?.idempotency ?? {};
  return {
    signedOperations,
    idempotency: { header: idempotency.header, methods: idempotency.methods ?? [] },
    specPaths,
  };
}
