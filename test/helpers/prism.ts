// Starts Prism on a free loopback port serving the bundled spec, for tests that need the mock service.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

const require = createRequire(import.meta.url);
const prismCli = require.resolve('@stoplight/prism-cli/dist/index.js');
const bundle = new URL('../../packages/spec/openapi.json', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface RunningPrism {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startPrism(extraArgs: string[] = []): Promise<RunningPrism> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [prismCli, 'mock', bundle, '-h', '127.0.0.1', '-p', String(port), ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 30 s:\n${output}`)), 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
