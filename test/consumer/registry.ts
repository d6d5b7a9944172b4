// A Verdaccio 5 registry on loopback for the consumer test: our packages are published to it by one throwaway local
// user into a folder of this run's own, removed at the end. With `proxy`, every other package is fetched through it
// from the machine's configured registry once and kept in the tests' cache folder (test/helpers/cache.js), so a
// second run on the same machine downloads nothing new; without it nothing reaches any other registry.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runServer } from 'verdaccio';
import { CACHE } from '../helpers/cache.js';

export interface LocalRegistry {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** the throwaway user's token, for `//127.0.0.1:PORT/:_authToken` */
  token: string;
  /** every request path it was asked for, in order */
  served: string[];
  /** with `proxy`: the package documents and tarballs it fetched upstream in this run (none once cached) */
  fetched(): Promise<string[]>;
  stop(): Promise<void>;
}

/** Where proxied packages are kept between runs. */
export const PROXY_STORAGE = join(CACHE, 'registry');

const upstream = () =>
  process.env.npm_config_registry || execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();

function config(storage: string, scopeStorage: string, proxy: boolean) {
  return `storage: ${JSON.stringify(storage)}
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 1
uplinks:${proxy ? `\n  upstream:\n    url: ${JSON.stringify(upstream())}\n    cache: true\n    maxage: 30d` : ' {}'}
packages:
  '@payments-contract/*':
    access: $all
    publish: $authenticated
    storage: ${JSON.stringify(scopeStorage)}
  '**':
    access: $all
    publish: $authenticated${proxy ? '\n    proxy: upstream' : ''}
logs: { type: stdout, format: pretty, level: error }
`;
}

/** The files under a folder (outside this run's scope folders) written since `since`: what came from upstream. */
async function writtenSince(folder: string, since: number): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const written: string[] = [];
  for (const entry of entries.filter((name) => !name.startsWith('sessions/') && !name.startsWith('.verdaccio')))
    if (
      await stat(join(folder, entry)).then(
        (s) => s.isFile() && s.mtimeMs >= since,
        () => false,
      )
    )
      written.push(entry);
  return written.sort();
}

export async function startRegistry({ proxy = false } = {}): Promise<LocalRegistry> {
  const home = await mkdtemp(join(tmpdir(), 'pc-registry-'));
  // Verdaccio keeps a package's own storage under the global one: this run's scope folder sits in `sessions/`.
  const storage = proxy ? PROXY_STORAGE : join(home, 'storage');
  const scopeStorage = join('sessions', basename(home));
  await mkdir(join(storage, scopeStorage), { recursive: true });
  const started = Date.now();
  await writeFile(join(home, 'config.yaml'), config(storage, scopeStorage, proxy));
  const server = (await runServer(join(home, 'config.yaml'))) as Server;
  const served: string[] = [];
  server.on('request', (request: { url?: string }) => served.push(decodeURIComponent(request.url ?? '')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const answer = await fetch(`${url}-/user/org.couchdb.user:consumer`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'consumer', password: 'throwaway-local-only' }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (!answer.ok || !token) throw new Error(`the local registry refused its user: ${answer.status}`);
  return {
    url,
    token,
    served,
    fetched: () => (proxy ? writtenSince(storage, started) : Promise.resolve([])),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(join(storage, scopeStorage), { recursive: true, force: true });
      await rm(home, { recursive: true, force: true });
    },
  };
}
