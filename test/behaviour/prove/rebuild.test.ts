// An edit is only proved against what the checks run: a spec edit rebundles and regenerates, then rebuilds the
// built packages; a built package's source edit rebuilds that package; a JavaScript package runs from src/ as is.
import { describe, expect, it } from 'vitest';
import { builtPackages, rebuildSteps } from './rebuild.js';

describe('rebuildSteps', () => {
  const build = (name: string) => ({
    name: `build ${name}`,
    command: ['npm', 'run', 'build', '--silent', '-w', `@payments-contract/${name}`],
  });
  it.each([
    {
      name: 'a simulator edit (JavaScript run from src/)',
      files: ['packages/simulator/src/resources/singles.js'],
      want: [],
    },
    { name: 'a client source edit', files: ['packages/client/src/retry.ts'], want: [build('client')] },
    {
      name: 'a spec edit whose checks read only the validators',
      files: ['openapi/paths/single.yaml'],
      sources: ["import { validateRequest } from '@payments-contract/validators';"],
      want: [
        { name: 'bundle the spec', command: ['node', 'scripts/bundle/cli.js'] },
        { name: 'regenerate', command: ['node', 'scripts/generate/cli.js'] },
      ],
    },
    {
      name: 'a spec edit whose checks import the client and the webhooks',
      files: ['openapi/paths/single.yaml'],
      sources: ["import '@payments-contract/client';", "import '../../packages/webhooks/src/index.js';"],
      want: [
        { name: 'bundle the spec', command: ['node', 'scripts/bundle/cli.js'] },
        { name: 'regenerate', command: ['node', 'scripts/generate/cli.js'] },
        build('client'),
        build('webhooks'),
      ],
    },
  ])('$name', ({ files, sources, want }) => {
    expect(rebuildSteps(files, ['client', 'webhooks'], sources)).toEqual(want);
  });
});

describe('builtPackages', () => {
  it('names the packages whose import entry point is under dist/', () => {
    const manifests: Record<string, string> = {
      'packages/client/package.json': JSON.stringify({ exports: { '.': { import: { default: './dist/index.js' } } } }),
      'packages/simulator/package.json': JSON.stringify({
        exports: { '.': { import: { default: './src/index.js' } } },
      }),
    };
    expect(builtPackages((path) => manifests[path], ['client', 'simulator', 'absent'])).toEqual(['client']);
  });
});
