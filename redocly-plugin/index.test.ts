// The plugin's rules are laid out one way (conventions: Redocly's rules): each rule's id names its file, its test
// beside it, and its export (the id in camelCase), so that a rule is found by any of the three names.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { documentWith } from '../test/helpers/lint-rule.js';
import { rules, steps } from './index.js';

const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the plugin registers each rule under one name', () => {
  it.each(Object.entries(rules))('%s: its file, its test and its export share the id', (id, rule) => {
    expect(rule.name, 'CONTRIBUTING.md › Adding a lint rule, step 1: the export is the id in camelCase').toBe(
      camel(id),
    );
    expect(
      existsSync(new URL(`./rules/${id}.js`, import.meta.url)),
      `CONTRIBUTING.md › Adding a lint rule, step 1: rules/${id}.js`,
    ).toBe(true);
    expect(
      existsSync(new URL(`./rules/${id}.test.ts`, import.meta.url)),
      `CONTRIBUTING.md › Adding a lint rule, step 2: rules/${id}.test.ts`,
    ).toBe(true);
  });
});

describe('each rule names the recipe step it holds', () => {
  it('has a step for every rule, and none for a rule that does not exist', () => {
    expect(Object.keys(steps).sort(), 'CONTRIBUTING.md › Adding a lint rule, step 3').toEqual(
      Object.keys(rules).sort(),
    );
  });

  it('registers every rule file', () => {
    const files = readdirSync(new URL('./rules/', import.meta.url))
      .filter((name) => /^[a-z-]+\.js$/.test(name) && name !== 'refs.js')
      .map((name) => name.replace(/\.js$/, ''));
    expect(
      files.filter((id) => !(id in rules)),
      'CONTRIBUTING.md › Adding a lint rule, step 1: register it in rules in redocly-plugin/index.js',
    ).toEqual([]);
  });

  it('ends the message a user reads with the step', async () => {
    const pluginPath = fileURLToPath(new URL('./index.js', import.meta.url));
    const config = await createConfig(
      { plugins: [pluginPath], rules: { 'payments-contract/status-source': 'error' } },
      { configPath: pluginPath },
    );
    const source = stringify(documentWith({ '/a': { get: { responses: { '200': { description: 'ok' } } } } }));
    const problems = await lintFromString({ source, absoluteRef: '/in-memory.yaml', config });
    expect(problems.map((p) => p.message)).toEqual([
      `GET /a must mark each status it declares with x-status-source (listed, purpose, errors). (${steps['status-source']})`,
    ]);
  });
});
