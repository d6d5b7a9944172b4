// A generation stopped before it is given a document (the spec cannot be read, or it has problems) lets its workers
// end by themselves: terminate() landing while a worker still imports its generators can abort the whole process,
// as it once did in CI (the CLI refusing a spec ended by a signal, no exit code). A worker asked to stop says so
// before it ends; a terminated one says nothing.
import { expect, it } from 'vitest';
import { startGeneration } from '../../generators/generate.js';
import { patience } from '../helpers/patience.js';

it(
  'stops both workers at once after their start, each ending by itself',
  async () => {
    const generation = startGeneration({ typesFrom: '../client/schema.js', command: 'payments-contract generate' });
    expect(await generation.stop()).toEqual([
      { clean: true, code: 0 },
      { clean: true, code: 0 },
    ]);
  },
  patience(60_000),
);
