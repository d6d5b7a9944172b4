// One vitest run in the scratch copy, limited to the files of a rule's checks and to their titles (`-t`), read back
// from vitest's JSON report: each test's result, and the files that failed to load. Vitest runs as a process of the
// copy's own: a long-lived vitest instance would have to be told of every edit and rebuild, and a stale module in
// its cache would prove the wrong code.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { namePattern, type TestCheck, type TestResult } from './checks.js';
import { run } from './processes.js';
import type { TestRun } from './verdict.js';

interface JsonReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { ancestorTitles: string[]; title: string; status: TestResult['status'] }[];
  }[];
}

/** The report's results with files named from the copy's root, as the checks name them. */
export function readReport(copy: string, report: JsonReport): TestRun {
  const results: TestResult[] = [];
  const fileErrors = new Map<string, string>();
  for (const file of report.testResults ?? []) {
    const path = relative(copy, file.name).split('\\').join('/');
    for (const test of file.assertionResults ?? [])
      results.push({ file: path, ancestorTitles: test.ancestorTitles, title: test.title, status: test.status });
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      // without the scratch copy's path, which changes from run to run (the committed report stays deterministic)
      fileErrors.set(path, (file.message || 'failed to load').split(`${copy}/`).join(''));
  }
  return { results, fileErrors };
}

/** This process's environment without what a vitest around it set (a proof run from a test must not look like a worker). */
function ownEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|TINYPOOL)/.test(name)));
  return { ...env, NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' };
}

export async function runTests(copy: string, tests: readonly TestCheck[]): Promise<TestRun> {
  if (tests.length === 0) return { results: [], fileErrors: new Map() };
  const dir = mkdtempSync(join(copy, '.prove-'));
  const output = join(dir, 'report.json');
  try {
    const files = [...new Set(tests.map((t) => t.file))].sort();
    const ran = await run(
      [
        'node',
        join(copy, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=json',
        `--outputFile=${output}`,
        `--testNamePattern=${namePattern(tests)}`,
        '--passWithNoTests',
        ...files,
      ],
      copy,
      ownEnvironment(),
    );
    if (!existsSync(output)) throw new Error(`vitest wrote no report (exit ${ran.code}): ${ran.output.slice(-1500)}`);
    return readReport(copy, JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One vitest project's tests (`unit` or `integration`) run in the copy: with `related`, those that import any of the
 * files named (vitest's `related`: the module graph from each test file), plus the test files of `files`; without,
 * the test files of `files`. `bail` stops at the first failure (an outside mutant needs one). A file that is no module
 * (a YAML schema, a JSON document read with fs) has no importers: the caller names the test files that read it.
 */
export async function runProject(
  copy: string,
  project: 'unit' | 'integration',
  {
    related = [],
    files = [],
    exclude = [],
    bail = false,
  }: { related?: readonly string[]; files?: readonly string[]; exclude?: readonly string[]; bail?: boolean },
): Promise<TestRun> {
  if (related.length === 0 && files.length === 0) return { results: [], fileErrors: new Map() };
  const dir = mkdtempSync(join(copy, '.prove-'));
  const output = join(dir, 'report.json');
  try {
    const ran = await run(
      [
        'node',
        join(copy, 'node_modules/vitest/vitest.mjs'),
        ...(related.length ? ['related', '--run'] : ['run']),
        `--project=${project}`,
        '--reporter=json',
        `--outputFile=${output}`,
        '--passWithNoTests',
        ...(bail ? ['--bail=1'] : []),
        ...exclude.map((glob) => `--exclude=${glob}`),
        ...related,
        ...files,
      ],
      copy,
      ownEnvironment(),
    );
    if (!existsSync(output)) throw new Error(`vitest wrote no report (exit ${ran.code}): ${ran.output.slice(-1500)}`);
    return readReport(copy, JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
