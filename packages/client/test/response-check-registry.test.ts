// Issue 37, "Usable": responseCheck takes the validators `payments-contract generate` writes for any spec, as they
// are: the registry module (`validators/registry.mjs`: every operation by "METHOD /path"), with no adapter and no
// cast (this file type-checks under the project's strict settings), as well as @payments-contract/validators.
import { describe, expect, it } from 'vitest';
import * as registry from '../../validators/src/generated/registry.js';
import * as validators from '../../validators/src/index.js';
import { ResponseRefusedError } from '../src/errors.js';
import { responseCheck } from '../src/response-check.js';

const single = (data: unknown) => ({ method: 'GET', path: '/single/{id}', status: 200, data });
const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

describe('responseCheck, given either validators module', () => {
  it.each([
    ['the generated registry', registry],
    ['@payments-contract/validators', validators],
  ])("%s: passes a valid answer and throws on a wrong one under 'throw'", (_name, module) => {
    const check = responseCheck('throw', module);
    expect(() => check(single({ id }), undefined)).not.toThrow();
    const error = (() => {
      try {
        check(single({ id: 5 }), undefined);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ResponseRefusedError);
    expect((error as ResponseRefusedError).issues).toContainEqual(expect.objectContaining({ path: '/id' }));
  });

  it('the registry: an operation the spec does not have is an issue naming it', () => {
    const issues: unknown[] = [];
    responseCheck('warn', registry)({ method: 'GET', path: '/nowhere', status: 200, data: {} }, (_l, fields) =>
      issues.push(fields),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        issues: [expect.objectContaining({ message: expect.stringContaining("'GET /nowhere'") })],
      }),
    ]);
  });
});
