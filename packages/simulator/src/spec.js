// @ts-check
// The bundled spec (@payments-contract/spec), read once: the simulator's routes, rules and messages come from it.
import document from '@payments-contract/spec/openapi.json' with { type: 'json' };

/** @type {any} */
export const spec = document;
