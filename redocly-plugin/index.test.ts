// The plugin's rules are laid out one way (conventions: Redocly's rules): each rule's id names its file, its test
// beside it, and its export (the id in camelCase), so that a rule is found by any of the three names.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules } from './index.js';

const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the plugin registers each rule under one name', () => {
  it.each(Object.entries(rules))('%s: its file, its test and its export share the id', (id, rule) => {
    expect(rule.name).toBe(camel(id));
    expect(existsSync(new URL(`./rules/${id}.js`, import.meta.url)), `rules/${id}.js`).toBe(true);
    expect(existsSync(new URL(`./rules/${id}.test.ts`, import.meta.url)), `rules/${id}.test.ts`).toBe(true);
  });
});
