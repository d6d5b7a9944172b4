// Runs a Node script of the repository as a user runs it, and gives its exit code and output whatever the code.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** @param script absolute path of the script */
export async function runScript(script: string, ...args: string[]): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ScriptRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
