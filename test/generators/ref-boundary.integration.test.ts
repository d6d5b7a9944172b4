// Issue 37, "Safe", as a user runs it: `payments-contract generate` on a spec whose `$ref` leaves its folder exits 1
// naming the `$ref` and its pointer, and writes nothing (the token the file holds is nowhere in the output); with
// --allow-ref-outside it follows the reference as asked.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const TOKEN = 'sk_live_token_that_must_not_be_copied';

describe('generate and $refs out of the spec folder', () => {
  it(
    'refuses by default, naming the $ref; follows with --allow-ref-outside',
    async () => {
      const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
      await mkdir(cache, { recursive: true });
      const root = await mkdtemp(join(cache, 'pc-refs-'));
      await mkdir(join(root, 'spec'));
      await writeFile(join(root, 'secret.json'), JSON.stringify({ type: 'string', description: TOKEN }));
      const spec = join(root, 'spec', 'openapi.yaml');
      await writeFile(
        spec,
        [
          'openapi: 3.1.0',
          'info: { title: leak, version: 1.0.0 }',
          'paths: {}',
          'components:',
          '  schemas:',
          "    Leak: { $ref: '../secret.json' }",
          '',
        ].join('\n'),
      );
      const out = join(root, 'gen');
      const refused = await runScript(cli, 'generate', '--out', out, '--spec', spec);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${spec}#/components/schemas/Leak/$ref: $ref '../secret.json': it leaves`);
      expect(refused.stderr).not.toContain(TOKEN);
      expect(existsSync(out)).toBe(false);
      const allowed = await runScript(cli, 'generate', '--out', out, '--spec', spec, '--allow-ref-outside');
      expect(allowed.code).toBe(0);
      // the followed schema's description is in the client's types, the first artefact written by default
      expect(await readFile(join(out, 'client', 'schema.ts'), 'utf8')).toContain(TOKEN);
    },
    patience(120_000),
  );

  it('--help documents both options', async () => {
    const { stdout } = await runScript(cli, '--help');
    expect(stdout).toContain('--allow-ref-outside');
    expect(stdout).toContain('--allow-remote-refs');
    expect(stdout).toContain('--verbose');
  });
});
