// The Redis and PostgreSQL stores are entry points of their own (`@payments-contract/webhooks/redis`, `/postgres`)
// that take the merchant's client: no module of the package imports a database client, and the default entry point
// does not reach the stores, so that importing the package pulls in neither.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };

const src = new URL('../src/', import.meta.url);
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
const importsOf = (file: string) =>
  [...readFileSync(new URL(file, src), 'utf8').matchAll(/\bfrom '([^']+)'|import\('([^']+)'\)/g)].map(
    (match) => match[1] ?? match[2],
  );

describe('the store entry points', () => {
  it('no module imports a database client', () => {
    const clients = sources.flatMap((file) =>
      importsOf(file)
        .filter((name) => /^(ioredis|redis|@redis\/.*|pg|pg-.*)$/.test(String(name)))
        .map((name) => `${file}: ${name}`),
    );
    expect(clients).toEqual([]);
  });

  it('the default entry point does not reach the stores', () => {
    expect(importsOf('index.ts').filter((name) => /redis|postgres/.test(String(name)))).toEqual([]);
  });

  it('are exported for import and require, and the clients are optional peers', () => {
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['./redis', './postgres']));
    expect(manifest.peerDependenciesMeta).toEqual({
      ioredis: { optional: true },
      pg: { optional: true },
      redis: { optional: true },
    });
  });
});
