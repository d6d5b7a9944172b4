// @ts-check
// Ajv's standalone code (ajv/dist/standalone), stopping at the component schemas: where the code of one module
// reaches the compiled function of a component schema that another module owns (`schemas/X.js`), that function is
// imported from there instead of written again. A component is then written once per reading in the whole output,
// not inlined into every operation that reaches it, and a change to it touches its own module and the modules whose
// code differs, nothing else (issue 29). The walk is Ajv's own (multiExportsCode, validateCode): only the boundary
// is ours.
import { _Code, getEsmExportName, nil } from 'ajv/dist/compile/codegen/code.js';
import { UsedValueState } from 'ajv/dist/compile/codegen/scope.js';
import { TOLERANT_CONTEXT, TOLERANT_TEST, tolerantEntry } from './tolerant-run.js';

/**
 * The function of a ref: the one compiled for the `$ref`s that reach it when there is one (`getSchema` would compile
 * the same schema again, as a root of its own: most components were compiled twice).
 * @param {any} ajv @param {string} ref `closed#/components/schemas/X`
 */
function compiled(ajv, ref) {
  const reached = ajv.schemas[ref.slice(0, ref.indexOf('#'))]?.refs?.[ref];
  return typeof reached === 'object' && typeof reached?.validate === 'function' ? reached.validate : ajv.getSchema(ref);
}

/** @typedef {{ module: string, name: string }} SharedExport where a compiled component lives: its module's id, its export */
/** @typedef {{ from: string, name: string, local: string }} LinkedImport */
/** @typedef {{ format: string, local: string }} FormatImport a format check the code runs, by the format's name */

/** @typedef {{ ref: string, tolerant: boolean }} Export a schema ref, and whether its function is run tolerantly */

/**
 * @param {any} ajv an Ajv instance with `code.source`, every ref already compiled or compilable
 * @param {Record<string, Export>} refs export name → what it checks, each name an identifier; a tolerant export is
 *   an entry that runs the ref's function tolerantly (tolerant-run.js), the component's own `tolerant` export when
 *   the function is another module's
 * @param {(schema: unknown) => SharedExport | undefined} sharedOf the component that owns a schema object, if any
 * @param {string | undefined} owner the component this module is (its own schemas are written here)
 * @returns {{ exports: { name: string, local: string }[], imports: LinkedImport[], formats: FormatImport[], body: string }}
 */
export function linkedStandalone(ajv, refs, sharedOf, owner) {
  const { _n } = ajv.scope.opts;
  /** @type {Record<string, Map<unknown, number>>} */
  const usedValues = {};
  /** @type {Map<string, LinkedImport>} by local name */
  const imports = new Map();
  /** @type {FormatImport[]} */
  const formats = [];
  /** @type {Map<unknown, boolean>} whether a function's tolerant run differs (runsDifferently) */
  const differing = new Map();
  const exports = [];
  let body = '';

  /** The component module a compiled function comes from, when it is not this module's own. */
  /** @param {any} env a SchemaEnv */
  const elsewhere = (env) => {
    const shared = sharedOf(env?.schema);
    return shared && shared.module !== owner ? shared : undefined;
  };
  /** @param {any} validateName @param {SharedExport} shared */
  const importAs = (validateName, shared) => {
    const local = String(validateName);
    imports.set(local, { from: shared.module, name: shared.name, local });
    setUsedState(validateName, UsedValueState.Completed);
  };

  /** @type {Set<string>} the tolerant entries written here */
  const entries = new Set();
  for (const [name, { ref, tolerant }] of Object.entries(refs)) {
    const validate = compiled(ajv, ref);
    if (!validate) throw new Error(`no schema at ${ref}`);
    const source = validate.source;
    const exportName = getEsmExportName(name).toString();
    const validateName = String(source.validateName);
    // A function that no keyword of a tolerant run reaches (a string, a number, an object without enums or closed
    // fields) is its own tolerant check; any other is run tolerantly by an entry.
    const entry = tolerant && runsDifferently(source) ? validateName.replace(/^validate/, 'tolerant') : undefined;
    exports.push({ name: exportName, local: entry ?? validateName });
    const shared = elsewhere(validate.schemaEnv);
    if (shared && entry) {
      if (shared.name !== 'closed') throw new Error(`${ref}: only a component's own function runs tolerantly`);
      imports.set(entry, { from: shared.module, name: 'tolerant', local: entry });
    } else if (shared) {
      if (usedState(source.validateName) !== UsedValueState.Completed) importAs(source.validateName, shared);
    } else {
      body += `${validateCode(source)}`;
      if (entry && !entries.has(entry)) {
        if (entries.size === 0) body += `${TOLERANT_CONTEXT}${_n}`;
        entries.add(entry);
        body += `${tolerantEntry(entry, validateName)}${_n}`;
      }
    }
  }
  return { exports, imports: [...imports.values()], formats, body };

  /**
   * Whether a function, or one it calls, has a keyword that a tolerant run skips (tolerant-run.js): its code
   * tests the run's context. A function being decided (a recursive schema) counts as not, until it is.
   * @param {any} s the `source` of a compiled function @returns {boolean}
   */
  function runsDifferently(s) {
    const known = differing.get(s);
    if (known !== undefined) return known;
    differing.set(s, false);
    const called = [...(s.scopeValues.validate ?? []), ...(s.scopeValues.wrapper ?? []), ...(s.scopeValues.root ?? [])]
      .map((name) => name.value?.ref)
      .map((ref) => (typeof ref === 'function' ? ref.source : ref?.validate?.source));
    const result = s.validateCode.includes(TOLERANT_TEST) || called.some((c) => c === undefined || runsDifferently(c));
    differing.set(s, result);
    return result;
  }

  /** @param {any} s the `source` of a compiled function @returns {any} */
  function validateCode(s) {
    if (!s) throw new Error('standalone: a function has no "source" property');
    if (usedState(s.validateName) === UsedValueState.Completed) return nil;
    setUsedState(s.validateName, UsedValueState.Started);
    const { formats: checks, schema: schemas, ...values } = s.scopeValues;
    importFormats(checks);
    // Ajv keeps each function's schema as a constant, which its code reads only for an enum's or a const's value
    // in an error (most never do): the others are left out. (A name found in a string of the code keeps its own.)
    const read = [...(schemas ?? [])].filter((name) => new RegExp(`\\b${name}\\b`).test(s.validateCode));
    const scopeCode = ajv.scope.scopeCode(
      read.length > 0 ? { ...values, schema: new Set(read) } : values,
      usedValues,
      refValidateCode,
    );
    // Written: an export, or a function reached later, finds it done (Ajv marks only the ones its scope reaches).
    setUsedState(s.validateName, UsedValueState.Completed);
    if (!s.evaluated) return new _Code(`${scopeCode}${_n}${s.validateCode}`);
    const lazy = evaluatedOnFirstCall(s.validateCode, String(s.validateName), s.evaluated);
    if (lazy !== undefined) return new _Code(`${scopeCode}${_n}${lazy}`);
    return new _Code(`${scopeCode}${_n}${s.validateCode}${s.validateName}.evaluated = ${s.evaluated};${_n}`);
  }

  /** The code of a scope value Ajv cannot write by itself: a called function, here or imported. */
  /** @param {any} n a scope Name @returns {any} */
  function refValidateCode(n) {
    const ref = n.value?.ref;
    if (n.prefix === 'validate' && typeof ref === 'function') {
      const shared = elsewhere(ref.schemaEnv);
      if (!shared) return validateCode(ref.source);
      importAs(n, shared);
      return new _Code('');
    }
    if ((n.prefix === 'root' || n.prefix === 'wrapper') && typeof ref === 'object') {
      // A recursive schema's function, called through a wrapper while it was being compiled.
      const { validate, validateName } = ref;
      if (!validateName) throw new Error('ajv internal error');
      const wrapper = `const ${n} = {validate: ${validateName}};`;
      const shared = elsewhere(ref);
      if (shared) {
        if (usedState(validateName) !== UsedValueState.Completed) importAs(validateName, shared);
        return new _Code(wrapper);
      }
      if (usedState(validateName) === UsedValueState.Started) return new _Code(wrapper);
      return new _Code(`${wrapper}${_n}${validateCode(validate?.source)}`);
    }
    return undefined;
  }

  /**
   * The format checks a function runs, each imported by itself (`formats0 = formats.uuid` would bring in every
   * format of the document, and each of their patterns, with any one of them).
   * @param {Set<any> | undefined} checks the function's `formats` scope names, each with its format's name as key
   */
  function importFormats(checks) {
    for (const name of checks ?? []) {
      if (usedState(name) === UsedValueState.Completed) continue;
      const format = name.value?.key;
      if (typeof format !== 'string') throw new Error('standalone: a format without a name ($data formats)');
      formats.push({ format, local: String(name) });
      setUsedState(name, UsedValueState.Completed);
    }
  }

  /** @param {any} name */
  function usedState(name) {
    return usedValues[name.prefix]?.get(name);
  }
  /** @param {any} name @param {number} state */
  function setUsedState(name, state) {
    usedValues[name.prefix] ??= new Map();
    usedValues[name.prefix]?.set(name, state);
  }
}

/**
 * Ajv writes `validateN.evaluated = {…}` after a function (what `unevaluated*` may count as evaluated by it), and the
 * function reads it first thing. That statement is a side effect: a bundler keeps every function of a module an
 * operation imports, each reading of each component reached, used or not (issue 29). Here the function sets it
 * itself on its first call instead, to the same object, and the module holds declarations only: what nothing calls
 * is dropped. The property is read only by the function itself and, after calling it, by its callers (Ajv's
 * callRef), so it is always set before it is read. A function without that first read keeps Ajv's statement.
 * @param {string} code the function's code @param {string} validateName @param {string} evaluated the object's code
 * @returns {string | undefined}
 */
export function evaluatedOnFirstCall(code, validateName, evaluated) {
  const read = new RegExp(`const (evaluated\\d+) = ${validateName}\\.evaluated;`, 'g');
  const reads = [...code.matchAll(read)];
  if (reads.length !== 1 || !/^validate\d+$/.test(validateName)) return undefined;
  return code.replace(
    read,
    (_, local) => `const ${local} = ${validateName}.evaluated || (${validateName}.evaluated = ${evaluated});`,
  );
}
