// @ts-check
// Debian's PostgreSQL for a test: a cluster made by initdb in a temporary folder, served on its own port on
// 127.0.0.1 (its socket in that folder), stopped and removed by `stop()`. PostgreSQL refuses to run as root, so as
// root (CI) it runs as the `postgres` user Debian's package creates, the folder given to it.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { patience } from './patience.js';
import { freePort, skipReason, startProcess, stopProcess, temporaryFolder, waitUntilReady } from './servers.js';

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), or undefined. */
function binFolder() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export const POSTGRES_BIN = binFolder();
/** Why PostgreSQL tests are skipped here (undefined: they run); throws in CI when the server is absent. */
export const postgresSkipReason = () =>
  skipReason(POSTGRES_BIN, 'the PostgreSQL server', 'apt-get install -y postgresql');

/** The user to run as: ourselves, or as root Debian's `postgres`. */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error("PostgreSQL refuses to run as root and there is no 'postgres' user (apt-get install postgresql)");
  }
}

/** @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>} */
export async function startPostgres() {
  if (!POSTGRES_BIN) throw new Error(String(postgresSkipReason()));
  const as = runAs();
  const folder = await temporaryFolder('postgres');
  if (as.uid !== undefined) chownSync(folder, as.uid, as.gid);
  const data = join(folder, 'data');
  // Run from the folder it owns: the checkout may be one the postgres user cannot enter (a root home in CI).
  execFileSync(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
    ...as,
    cwd: folder,
    stdio: 'pipe',
  });
  const port = await freePort();
  const args = ['-D', data, '-k', folder, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  // A test server: durability is not what these tests measure (and the machine is shared).
  args.push(
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  );
  const started = startProcess(join(POSTGRES_BIN, 'postgres'), args, { ...as, cwd: folder });
  const ready = async () => {
    try {
      execFileSync(join(POSTGRES_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], {
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  };
  try {
    await waitUntilReady(ready, started, 'postgres', patience(30_000));
  } catch (error) {
    await stopProcess(started, folder);
    throw error;
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // SIGINT: the fast shutdown (SIGTERM waits for every client to leave).
    stop: () => stopProcess(started, folder, 'SIGINT'),
  };
}
