// @ts-check
// `npm run lint`, Redocly's half: the source document against redocly.yaml (recommended-strict and the project's
// rules) through @redocly/openapi-core, the same Redocly version that bundles it and that the tests lint with.
// (The CLI bundles its own, newer core; it is kept only to build the docs page.) Exit code 1 on any problem.
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

const root = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
const configPath = fileURLToPath(new URL('../redocly.yaml', import.meta.url));

const config = await loadConfig({ configPath });
const problems = await lint({ ref: root, config });
const totals = getTotals(problems);
formatProblems(problems, { format: 'stylish', totals, command: 'lint' });
if (problems.length > 0) process.exitCode = 1;
else process.stderr.write(`${root}: no problems\n`);
