// The User-Agent the client sends (issue 14: the service should see which client, version and runtime called it).
// Browsers keep their own User-Agent and ignore ours; every other runtime sends it.
import { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';

interface RuntimeGlobals {
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  process?: { versions?: { node?: string }; platform?: string };
  navigator?: { userAgent?: string };
}

/** `deno 2.9.6`, `bun 1.4.5`, `node 22.23.3; linux` or `browser`: the runtime this code runs on. */
export function runtimeName(globals: RuntimeGlobals = globalThis as RuntimeGlobals): string {
  if (globals.Deno?.version?.deno) return `deno ${globals.Deno.version.deno}`;
  if (globals.Bun?.version) return `bun ${globals.Bun.version}`;
  const node = globals.process?.versions?.node;
  if (node) return `node ${node}${globals.process?.platform ? `; ${globals.process.platform}` : ''}`;
  return 'browser';
}

export const userAgent = (globals?: RuntimeGlobals) => `${PACKAGE_NAME}/${PACKAGE_VERSION} (${runtimeName(globals)})`;
