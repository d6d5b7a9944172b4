// The path of a called schema's errors is joined on failure only (lazy-paths.js): given Ajv's code, want the call
// without its context and the errors' paths joined; anything else left as it is.
import * as runtime from '@payments-contract/validator-runtime';
import { describe, expect, it } from 'vitest';
import { generateValidators } from '../../../generators/validators/index.js';
import { lazyPaths } from '../../../generators/validators/lazy-paths.js';

const PARAMETERS = '{instancePath="", parentData, parentDataProperty, rootData=data}={}';
const gather = (callee: string) =>
  `if(vErrors === null){vErrors = ${callee}.errors.slice();}else{for(const calleeError of ${callee}.errors){vErrors.push(calleeError);}}`;
const joined = (callee: string, path: string) =>
  `if(vErrors === null){\nvErrors = [];\n}\nfor(const calleeError of ${callee}.errors){\ncalleeError.instancePath = ${path} + calleeError.instancePath;\nvErrors.push(calleeError);\n}`;

describe('lazyPaths', () => {
  it.each([
    [
      'a property: the call takes the value alone, the path is joined onto its errors',
      `function validate0(data, ${PARAMETERS}){if(!(validate1.call(this, data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){\n${gather('validate1')};}}`,
      `function validate0(data, ${PARAMETERS}){if(!(validate1.call(this, data.id))){\n${joined('validate1', '(instancePath+"/id")')};}}`,
    ],
    [
      'the same value (allOf, $ref beside keywords): its own path',
      `if(!(wrapper0.validate.call(this, data, {instancePath,parentData,parentDataProperty,rootData}))){${gather('wrapper0.validate')}}`,
      `if(!(wrapper0.validate.call(this, data))){${joined('wrapper0.validate', 'instancePath')}}`,
    ],
    [
      'a property name holding code-like text stays a string',
      `if(!(validate1.call(this, data["a,b}"], {instancePath:instancePath+"/a,b},rootData})",parentData:data,parentDataProperty:"a,b}",rootData}))){${gather('validate1')}}`,
      `if(!(validate1.call(this, data["a,b}"]))){${joined('validate1', '(instancePath+"/a,b},rootData})")')}}`,
    ],
  ])('%s', (_name, given, want) => {
    expect(lazyPaths(given)).toBe(want);
  });

  it.each([
    [
      'a context with dynamic anchors',
      `if(!(validate1.call(this, data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){${gather('validate1')}}`,
    ],
    [
      'code that reads the context itself (rootData used elsewhere)',
      `const x = rootData.a;if(!(validate1.call(this, data, {instancePath,parentData,parentDataProperty,rootData}))){${gather('validate1')}}`,
    ],
    [
      'a call whose errors are not gathered in place',
      'if(!(validate1.call(this, data, {instancePath,parentData,parentDataProperty,rootData}))){x();}',
    ],
  ])('leaves alone %s', (_name, given) => {
    expect(lazyPaths(given)).toBe(given);
  });
});

describe('the generated validators, with the paths joined on failure', () => {
  it('name the failing value by its whole path through components', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: {
        schemas: {
          Tag: {
            type: 'object',
            properties: { label: { type: 'string', maxLength: 3, description: 'a tag' } },
            description: 'a tag',
            additionalProperties: false,
          },
          Pet: { type: 'object', properties: { tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } } } },
        },
      },
    };
    const noop = () => {};
    const files = generateValidators(document, {
      typesFrom: '../client/schema.js',
      kind: 'commonjs',
      skip: noop,
      warn: noop,
      unbuilt: noop,
    });
    const pet = files['schemas/Pet.cjs'] ?? '';
    expect(pet).not.toMatch(/parentDataProperty:/);
    // Run the CommonJS modules from memory: Pet requires Tag.
    const load = (name: string): Record<string, (data: unknown) => boolean> => {
      const module = { exports: {} as Record<string, (data: unknown) => boolean> };
      const require = (specifier: string) =>
        specifier.startsWith('../schemas/')
          ? load(`schemas/${specifier.slice('../schemas/'.length).replace(/\.js$/, '.cjs')}`)
          : specifier === '@payments-contract/validator-runtime'
            ? runtime
            : {};
      new Function('exports', 'require', 'module', files[name] ?? '')(module.exports, require, module);
      return module.exports;
    };
    const validate = load('schemas/Pet.cjs').strict as ((data: unknown) => boolean) & {
      errors: { instancePath: string }[];
    };
    expect(validate({ tags: [{ label: 'ok' }, { label: 'toolong' }] })).toBe(false);
    expect(validate.errors.map((error) => error.instancePath)).toEqual(['/tags/1/label']);
    expect(validate({ tags: [{ label: 'ok' }] })).toBe(true);
  });
});
