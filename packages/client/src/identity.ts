// The User-Agent the client sends (issue 14: the service should see which client, version and runtime called it).
// Browsers keep their own User-Agent and ignore ours; every other runtime sends it. Also which runtimes are browsers,
// where the ApiKey may not go unless the caller says so (credentials.ts).
import { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';

export interface RuntimeGlobals {
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  process?: { versions?: { node?: string }; platform?: string };
  navigator?: { userAgent?: string };
  document?: unknown;
  WorkerGlobalScope?: unknown;
}

/** The server runtime this code runs on (Deno, Bun, Node), or undefined: a browser or an unknown runtime. */
function serverRuntime(globals: RuntimeGlobals): string | undefined {
  if (globals.Deno?.version?.deno) return `deno ${globals.Deno.version.deno}`;
  if (globals.Bun?.version) return `bun ${globals.Bun.version}`;
  const node = globals.process?.versions?.node;
  if (node) return `node ${node}${globals.process?.platform ? `; ${globals.process.platform}` : ''}`;
  return undefined;
}

/** `deno 2.9.6`, `bun 1.4.5`, `node 22.23.3; linux` or `browser`: the runtime this code runs on. */
export function runtimeName(globals: RuntimeGlobals = globalThis as RuntimeGlobals): string {
  return serverRuntime(globals) ?? 'browser';
}

/**
 * Whether this is a browser: a page (a `document`, as openai-node tests) or a browser's web worker (a
 * WorkerGlobalScope and a browser's `Mozilla/…` User-Agent), where whoever opens the page can read what the code
 * holds. Deno, Bun and Node are not, even with a DOM emulation (jsdom) loaded; nor is a server's worker runtime
 * (Cloudflare's User-Agent is `Cloudflare-Workers`).
 */
export function isBrowser(globals: RuntimeGlobals = globalThis as RuntimeGlobals): boolean {
  if (serverRuntime(globals)) return false;
  if (globals.document !== undefined) return true;
  return globals.WorkerGlobalScope !== undefined && /^Mozilla\//.test(globals.navigator?.userAgent ?? '');
}

export const userAgent = (globals?: RuntimeGlobals) => `${PACKAGE_NAME}/${PACKAGE_VERSION} (${runtimeName(globals)})`;
