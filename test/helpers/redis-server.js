// @ts-check
// Debian's redis-server for a test: its own port on 127.0.0.1, nothing saved, a temporary folder; stopped and
// removed by `stop()`.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { patience } from './patience.js';
import { freePort, skipReason, startProcess, stopProcess, temporaryFolder, waitUntilReady } from './servers.js';

export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
/** Why Redis tests are skipped here (undefined: they run); throws in CI when redis-server is absent. */
export const redisSkipReason = () => skipReason(REDIS_SERVER, 'redis-server', 'apt-get install -y redis-server');

/** @param {number} port */
const pong = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(String(data).startsWith('+PONG'));
      socket.destroy();
    });
  });

/** @returns {Promise<{ port: number, url: string, stop: () => Promise<void> }>} */
export async function startRedis() {
  if (!REDIS_SERVER) throw new Error(String(redisSkipReason()));
  const folder = await temporaryFolder('redis');
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder];
  const started = startProcess(REDIS_SERVER, args);
  try {
    await waitUntilReady(() => /** @type {Promise<boolean>} */ (pong(port)), started, 'redis-server', patience(20_000));
  } catch (error) {
    await stopProcess(started, folder);
    throw error;
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(started, folder) };
}
