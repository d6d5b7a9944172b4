// A Verdaccio 5 registry on loopback for the consumer test: storage and config in a temporary folder, no uplinks
// (nothing it serves or is asked for reaches a public registry), publishing by one throwaway local user.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

export interface LocalRegistry {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** the throwaway user's token, for `//127.0.0.1:PORT/:_authToken` */
  token: string;
  /** every request path it was asked for, in order */
  served: string[];
  stop(): Promise<void>;
}

const config = `storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 1
uplinks: {}
packages:
  '**':
    access: $all
    publish: $authenticated
logs: { type: stdout, format: pretty, level: error }
`;

export async function startRegistry(): Promise<LocalRegistry> {
  const home = await mkdtemp(join(tmpdir(), 'pc-registry-'));
  await writeFile(join(home, 'config.yaml'), config);
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
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(home, { recursive: true, force: true });
    },
  };
}
