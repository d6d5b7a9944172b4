// @ts-check
// Runs Prism in a child that ends when its parent does: the parent holds this process's stdin open, and when the
// parent exits for any reason (Ctrl-C, a crash, SIGKILL) the pipe closes and this process exits with it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
process.argv = [process.argv[0] ?? 'node', 'prism', ...process.argv.slice(2)];
require('@stoplight/prism-cli/dist/index.js');
