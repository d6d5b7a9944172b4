// The source document passes the repository's own lint configuration (recommended-strict plus the project's rules)
// with no problem of any severity, as `npm run lint` requires.
import { lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { redoclyConfig, specRoot } from '../../generators/shared/paths.js';

describe('redocly lint', () => {
  it('reports nothing on openapi/openapi.yaml', async () => {
    const config = await loadConfig({ configPath: redoclyConfig });
    const problems = await lint({ ref: specRoot, config });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.source.absoluteRef})`),
    ).toEqual([]);
  });
});
