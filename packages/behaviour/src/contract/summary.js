// @ts-check
// The contract run's summary: per operation and per transaction (operation × declared status), what passed,
// failed and was skipped, with the reason for each skip.

/** @typedef {{ operation: string, status: string, outcome: 'passed' | 'failed' | 'skipped', reason?: string }} Result */

/** @param {Result[]} results */
export function summarise(results) {
  /** @type {Map<string, Result[]>} */
  const byOperation = new Map();
  for (const result of results)
    byOperation.set(result.operation, [...(byOperation.get(result.operation) ?? []), result]);
  const count = (/** @type {Result['outcome']} */ outcome) => results.filter((r) => r.outcome === outcome).length;
  const operationOutcome = (/** @type {Result[]} */ rs) =>
    rs.some((r) => r.outcome === 'failed') ? 'failed' : rs.some((r) => r.outcome === 'passed') ? 'passed' : 'skipped';
  const operations = [...byOperation].map(([operation, rs]) => ({
    operation,
    outcome: operationOutcome(rs),
    results: rs,
  }));
  const lines = [
    '',
    'Contract run summary',
    `  operations checked: ${operations.length}  passed: ${operations.filter((o) => o.outcome === 'passed').length}  failed: ${operations.filter((o) => o.outcome === 'failed').length}  skipped: ${operations.filter((o) => o.outcome === 'skipped').length}`,
    `  answers checked:    ${results.length}  passed: ${count('passed')}  failed: ${count('failed')}  skipped: ${count('skipped')}`,
  ];
  const failures = results.filter((r) => r.outcome === 'failed');
  if (failures.length)
    lines.push('  failed:', ...failures.map((r) => `    ${r.operation} ${r.status}: ${r.reason ?? ''}`));
  /** @type {Map<string, string[]>} */
  const skips = new Map();
  for (const r of results.filter((r) => r.outcome === 'skipped')) {
    skips.set(r.reason ?? '', [...(skips.get(r.reason ?? '') ?? []), `${r.operation} ${r.status}`]);
  }
  for (const [reason, which] of skips)
    lines.push(`  skipped (${reason}): ${which.length}`, ...which.map((w) => `    ${w}`));
  return {
    operations,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    text: lines.join('\n'),
  };
}
