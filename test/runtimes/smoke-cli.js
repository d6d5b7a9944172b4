// @ts-check
// Runs the smoke program under a server runtime: the input JSON is the first argument, the summary goes to stdout.
import { smoke } from './smoke.js';

/** @type {any} */
const runtime = globalThis;
const argument = runtime.Deno ? runtime.Deno.args[0] : runtime.process.argv[2];
const summary = await smoke(JSON.parse(argument));
console.log(JSON.stringify(summary));
