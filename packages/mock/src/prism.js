// @ts-check
// Prism in a child process (prism-child.js) on a private loopback port, serving the spec. Its output is kept only
// as a short tail: Prism logs every request, and the mock may run for days.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./prism-child.js', import.meta.url));
const TAIL = 8192;

/** @returns {Promise<number>} */
export async function freePort() {
  const probe = createNetServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free loopback port');
  return address.port;
}

/** @param {import('node:child_process').ChildProcess} child @param {() => string} output */
function listening(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 30 s:\n${output()}`)), 30_000);
    const check = () => {
      if (output().includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output()}`));
    });
  });
}

/**
 * Starts Prism on `port` and resolves with its process once it listens.
 * @param {string} spec @param {number} port @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startPrism(spec, port) {
  const prism = spawn(process.execPath, [CHILD, 'mock', spec, '-h', '127.0.0.1', '-p', String(port)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk).slice(-TAIL);
  };
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  try {
    await listening(prism, () => output);
  } catch (error) {
    prism.kill('SIGTERM');
    throw error;
  }
  return prism;
}

/** @param {import('node:child_process').ChildProcess} prism @returns {Promise<void>} */
export async function stopPrism(prism) {
  if (prism.exitCode !== null || prism.signalCode !== null) return;
  await new Promise((resolve) => {
    prism.once('exit', resolve);
    prism.kill('SIGTERM');
  });
}
