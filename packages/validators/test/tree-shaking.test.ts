// Importing one operation's module brings in only its own validators, the component schemas it reaches (each in its
// own module, shared by every operation that reaches it) and the runtime, never another operation's.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url).pathname;
const runtime = new URL('../../validator-runtime/src/', import.meta.url).pathname;
const selfImports: Record<string, string> = {
  '@payments-contract/validator-runtime': join(runtime, 'index.js'),
};

async function importGraph(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = await readFile(entry, 'utf8');
  for (const [, specifier = ''] of code.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+)["']/g)) {
    const target =
      selfImports[specifier] ?? (specifier.startsWith('.') ? resolve(dirname(entry), specifier) : undefined);
    if (!target) throw new Error(`${entry} imports a package other than the validators runtime: ${specifier}`);
    await importGraph(target, seen);
  }
  return seen;
}

describe('the format checks', () => {
  it('are imported each by itself, by the modules that run them, never as the map of every format', async () => {
    const { readdir } = await import('node:fs/promises');
    const modules = (await readdir(join(src, 'generated/schemas'))).map((f) => `generated/schemas/${f}`);
    const imports = new Set<string>();
    for (const module of [...modules, 'generated/operations/createCapture.ajv.js']) {
      const code = await readFile(join(src, module), 'utf8');
      for (const [, names = ''] of code.matchAll(/import \{([^}]*)\} from "\.\.\/formats\.js"/g))
        for (const name of names.split(',')) imports.add(name.trim().split(' ')[0] ?? '');
    }
    expect([...imports].sort()).toEqual(
      expect.arrayContaining(['format_amount', 'format_date_time_seconds', 'format_uri', 'format_uuid']),
    );
    expect(imports).not.toContain('formats');
    // The checks built from the spec's x-formats are marked pure, so that a bundle drops the ones it never runs.
    const formats = await readFile(join(src, 'generated/formats.js'), 'utf8');
    expect(formats).toContain('export const format_interval_filter = /* @__PURE__ */ runtime.formatCheck(');
  });
});

describe('the notifications entry', () => {
  it('imports the three notification kinds and no operation', async () => {
    const files = [...(await importGraph(join(src, 'notifications.js')))].map((f) => f.replace(src, ''));
    expect(files.filter((f) => f.includes('operations/'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('generated/notifications/'))).toHaveLength(6);
  });
});

describe('one operation', () => {
  it.each([
    ['createCapture', 'CaptureCreateRequest'],
    ['getSinglePayment', 'SinglePayment'],
    ['createCheckout', 'CheckoutCreateRequest'],
  ])('%s imports no other operation, and its component schemas from their modules (%s…)', async (id, component) => {
    const all = [...(await importGraph(join(src, `generated/operations/${id}.js`)))].map((f) =>
      f.replace(src, '').replace(runtime, 'runtime:'),
    );
    const schemas = all.filter((f) => f.startsWith('generated/schemas/'));
    expect(schemas).toContain(`generated/schemas/${component}.js`);
    expect(schemas).toContain('generated/schemas/ErrorEnvelope.js');
    // Never the registry of every component schema (schemas.js), which would bring in all of them.
    expect(all).not.toContain('generated/schemas.js');
    const files = all.filter((f) => !f.startsWith('generated/schemas/'));
    expect(files.sort()).toEqual(
      [
        `generated/operations/${id}.js`,
        `generated/operations/${id}.ajv.js`,
        'generated/formats.js',
        'runtime:index.js',
        'runtime:check.js',
        'runtime:format-checks.js',
        'runtime:format-rules.js',
        'runtime:standard-formats.js',
        'runtime:calendar.js',
        'runtime:issues.js',
        'runtime:readable.js',
        'runtime:equal.js',
        'runtime:openapi-formats.js',
        'runtime:status.js',
        // Parameters given as the strings a URL carries, read by OpenAPI's serialization rules (issue 37).
        'runtime:parameters.js',
      ].sort(),
    );
  });
});
