// @ts-check
// Runs the simulator's lifecycle program under a server runtime; the summary goes to stdout.
import { lifecycle } from './simulator-lifecycle.js';

console.log(JSON.stringify(await lifecycle()));
