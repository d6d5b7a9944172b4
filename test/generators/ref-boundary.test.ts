// Issue 37, "Safe": a spec is input from another team, and what its `$ref`s reach is copied into the output. Given a
// spec whose `$ref`s leave its folder (a parent folder, an absolute path, a symbolic link, a file it reaches that
// points further out) or name an http address, want each refused naming the file, the `$ref` and its JSON pointer,
// nothing read from it; and each followed only with the option that allows it.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '../../generators/generate.js';

const TOKEN = 'sk_live_secret_token_do_not_copy';
let root: string;
let server: Server;
let base: string;
let fetched = 0;

const spec = (schemas: Record<string, unknown>) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'hostile', version: '1' },
    paths: {},
    components: { schemas },
  });

/** Writes a spec into a folder of its own under root, beside a secret outside it; returns the spec's path. */
async function specFolder(name: string, schemas: Record<string, unknown>, files: Record<string, string> = {}) {
  const folder = join(root, name, 'spec');
  await mkdir(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  await writeFile(join(folder, 'openapi.json'), spec(schemas));
  return join(folder, 'openapi.json');
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pc-refs-'));
  await writeFile(join(root, 'secret.json'), JSON.stringify({ type: 'string', description: TOKEN }));
  server = createServer((_request, response) => {
    fetched++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ type: 'string', description: TOKEN }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('$refs stay inside the spec folder unless allowed', () => {
  it('follows a $ref to a file inside the folder', async () => {
    const file = await specFolder(
      'inside',
      { Item: { $ref: './item.json' } },
      {
        'item.json': JSON.stringify({ type: 'string', description: 'inside' }),
      },
    );
    expect(JSON.stringify(await readSpec(file))).toContain('"description":"inside"');
  });

  it.each([
    ['a parent folder', () => '../../secret.json', true],
    ['an absolute path', () => join(root, 'secret.json'), true],
    // Redocly cannot follow a file: URI at all; refused all the same, with the same reason.
    ['a file: URI', () => `file://${join(root, 'secret.json')}`, false],
  ])('refuses a $ref to %s, naming the $ref and its pointer', async (_kind, ref, followed) => {
    const file = await specFolder(`out-${_kind.replace(/\W/g, '')}`, { Leak: { $ref: ref() } });
    const refused = readSpec(file);
    await expect(refused).rejects.toThrow(`${file}#/components/schemas/Leak/$ref: $ref '${ref()}'`);
    await expect(refused).rejects.toThrow(/leaves the spec's folder .*--allow-ref-outside/);
    await expect(refused).rejects.not.toThrow(TOKEN);
    if (followed) expect(JSON.stringify(await readSpec(file, { allowRefOutside: true }))).toContain(TOKEN);
  });

  it('refuses a symbolic link inside the folder that points out of it', async () => {
    const file = await specFolder('link', { Leak: { $ref: './linked.json' } });
    await symlink(join(root, 'secret.json'), join(root, 'link', 'spec', 'linked.json'));
    await expect(readSpec(file)).rejects.toThrow(`${file}#/components/schemas/Leak/$ref: $ref './linked.json'`);
  });

  it('refuses a $ref out of the folder written in a file the spec reaches, naming that file', async () => {
    const file = await specFolder(
      'nested',
      { Item: { $ref: './item.json' } },
      {
        'item.json': JSON.stringify({ type: 'object', properties: { leak: { $ref: '../../secret.json' } } }),
      },
    );
    await expect(readSpec(file)).rejects.toThrow(
      `${join(root, 'nested', 'spec', 'item.json')}#/properties/leak/$ref: $ref '../../secret.json'`,
    );
  });

  it('refuses a $ref to an http address without fetching it, and names every refused $ref in one error', async () => {
    const before = fetched;
    const file = await specFolder('remote', {
      Remote: { $ref: `${base}/schema.json` },
      Leak: { $ref: '../../secret.json' },
    });
    const refused = readSpec(file);
    await expect(refused).rejects.toThrow(
      `${file}#/components/schemas/Remote/$ref: $ref '${base}/schema.json': a reference to an address is not followed; --allow-remote-refs follows it`,
    );
    await expect(refused).rejects.toThrow(/2 \$ref\(s\) refused/);
    expect(fetched).toBe(before);
    const allowed = await readSpec(file, { allowRemoteRefs: true, allowRefOutside: true });
    expect(JSON.stringify(allowed)).toContain(TOKEN);
    expect(fetched).toBeGreaterThan(before);
  });

  it('refuses an external $ref in a spec read from an address unless remote refs are allowed', async () => {
    const { refusedRefs } = await import('../../generators/shared/ref-boundary.js');
    const document = { components: { schemas: { Item: { $ref: './item.json' } } } };
    expect(await refusedRefs(`${base}/openapi.json`, document)).toEqual([
      expect.objectContaining({ pointer: '/components/schemas/Item/$ref', ref: './item.json' }),
    ]);
    expect(await refusedRefs(`${base}/openapi.json`, document, { allowRemoteRefs: true })).toEqual([]);
  });
});
