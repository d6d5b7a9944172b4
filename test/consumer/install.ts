// A user's fresh project that installs every package BY NAME from a registry the team publishes to: here a local
// Verdaccio (registry.ts) to which each workspace package is published with `npm publish`, in dependency order. The
// project's .npmrc sends our scope there, as the README tells a team; everything else (openapi-fetch, ajv, typescript,
// jest) comes through the same Verdaccio from the machine's configured registry, kept in the tests' cache folder so a
// second run downloads nothing again.
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISH_ORDER } from '../../scripts/publish-all.js';
import { repoRoot, run } from './pack.js';
import { type LocalRegistry, startRegistry } from './registry.js';

const projectFiles = new URL('./project/', import.meta.url).pathname;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Runs a command in the project, failing with its output. */
export const runIn = (cwd: string, command: string, args: string[]) =>
  run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((error) => {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
  });

export interface InstalledProject {
  dir: string;
  registry: LocalRegistry;
  /** the names published and installed */
  names: string[];
}

export async function installByName(extra: string[]): Promise<InstalledProject> {
  const registry = await startRegistry({ proxy: true });
  const dir = await mkdtemp(join(tmpdir(), 'pc-consumer-'));
  await cp(projectFiles, dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), json({ name: 'consumer', private: true, type: 'module' }));
  const host = registry.url.replace(/^http:/, '');
  await writeFile(
    join(dir, '.npmrc'),
    `registry=${registry.url}\n@payments-contract:registry=${registry.url}\n${host}:_authToken=${registry.token}\n`,
  );
  // As the README tells a team: `npm run publish:all -- --registry URL`, each package after its dependencies.
  await runIn(dir, process.execPath, [join(repoRoot, 'scripts/publish-all.js'), '--registry', registry.url]);
  const names: string[] = [];
  for (const folder of PUBLISH_ORDER)
    names.push(JSON.parse(await readFile(join(repoRoot, folder, 'package.json'), 'utf8')).name);
  await runIn(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...names, ...extra]);
  return { dir, registry, names };
}
