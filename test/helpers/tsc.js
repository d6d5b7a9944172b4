// @ts-check
// The compiler the tests spawn to check a program compiles (or fails where it must): TypeScript 7, the native
// compiler, which `npm run typecheck` also runs (scripts/typecheck/package.json). It gives the same verdicts as
// TypeScript 5.9 on this repository at about a third of the CPU time. A user's project (test/consumer) keeps the
// TypeScript it installs.
import { fileURLToPath } from 'node:url';

export const TSC = fileURLToPath(new URL('../../scripts/typecheck/node_modules/typescript/bin/tsc', import.meta.url));
