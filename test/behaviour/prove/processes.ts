// The child processes a proof starts (vitest, the behaviour runner, a rebuild), run in the scratch copy and tracked,
// so that Ctrl-C (or a proof given up) ends them by their own process ids and leaves none running.
import { type ChildProcess, spawn } from 'node:child_process';

const running = new Set<ChildProcess>();

export interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command in `cwd`, keeping the last 20 kB of its output (for a broken verdict's reason). */
export function run(command: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  const [program = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(program === 'node' ? process.execPath : program, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });
}

/** Ends every process group a proof started (each child leads its own, so its own children end too). */
export function stopAll() {
  for (const child of running)
    if (child.pid !== undefined)
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
}
