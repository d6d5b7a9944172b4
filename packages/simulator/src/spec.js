// @ts-check
// The bundled spec (@payments-contract/spec), read once: the simulator's routes, rules and messages come from it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {any} */
export const spec = require('@payments-contract/spec/openapi.json');
