// An ES module reaching the packages' CommonJS builds, as mixed code does: the require entry's file imported through
// createRequire's resolution, and a .cjs file that re-exports the package. Node finds a CommonJS module's names with
// cjs-module-lexer, which sees our builds' names only through esbuild's export annotation; without it, `default` alone.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const named = (module) =>
  Object.keys(module)
    .filter((key) => key !== 'default' && key !== 'module.exports')
    .sort();
const dual = [
  'client',
  'client/signing',
  'client/lists',
  'openapi-vocabulary',
  'validators',
  'validator-runtime',
  'webhooks',
  'webhooks/node',
  'webhooks/redis',
  'webhooks/postgres',
  'validators/notifications',
  'simulator',
  'mock',
];
const report = {};
for (const entry of dual) {
  const name = `@payments-contract/${entry}`;
  const required = named(require(name));
  const viaResolve = named(await import(pathToFileURL(require.resolve(name)).href));
  const file = `./reexport-${entry.replace('/', '-')}.cjs`;
  writeFileSync(new URL(file, import.meta.url), `module.exports = require('${name}');\n`);
  const viaReexport = named(await import(file));
  report[entry] = {
    names: required.length,
    resolve: same(viaResolve, required),
    reexport: same(viaReexport, required),
  };
}
function same(a, b) {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
const { createPaymentsClient } = await import('./reexport-client.cjs');
report.call = typeof createPaymentsClient({ baseUrl: 'http://127.0.0.1:9', accountId: 'a', apiKey: 'k' }).GET;
console.log(JSON.stringify(report));
