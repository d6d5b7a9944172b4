// @ts-check
// The scorecard as a person reads it (text) and as CI reads it (JUnit XML: one test case per rule, a failure per
// rule broken naming the entries that broke it, `skipped` for a rule the run did not exercise).

/** @param {import('./grade.js').Scorecard} card @param {{ command?: string, exitCode?: number | null }} [run] */
export function formatScorecard(card, run = {}) {
  const mark = { held: '✓', broken: '✗', 'not exercised': '-' };
  const lines = ['Integration scorecard: the rules of the interface your side must keep'];
  if (run.command) lines.push(`Run: ${run.command} (exit code ${run.exitCode ?? 'none: stopped'})`);
  for (const g of card.grades) {
    lines.push(
      `${mark[g.outcome]} ${g.id} [${g.side}]: ${g.outcome}${g.outcome === 'held' ? ` (${g.exercised} times)` : ''}`,
    );
    for (const b of g.broken.slice(0, 5)) lines.push(`    ${b}`);
    if (g.broken.length > 5) lines.push(`    … and ${g.broken.length - 5} more`);
  }
  const count = (/** @type {string} */ o) => card.grades.filter((g) => g.outcome === o).length;
  lines.push(
    `${count('held')} held, ${count('broken')} broken, ${count('not exercised')} not exercised (of ${card.grades.length} client-side rules).`,
  );
  if (card.practices.length) {
    lines.push('', 'Practices, not rules of the interface (never counted as a rule broken):');
    for (const p of card.practices) {
      lines.push(`${mark[p.outcome]} ${p.id}: ${p.outcome}: ${p.sentence}`);
      for (const b of p.broken.slice(0, 5)) lines.push(`    ${b}`);
    }
  }
  lines.push('', "Not graded here (the simulator's own choices and the service's side are never held against you):");
  for (const n of card.notGraded) lines.push(`  ${n.id}: ${n.why}`);
  return lines;
}

const xmlText = (/** @type {string} */ text) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these characters at all
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {import('./grade.js').Scorecard} card */
export function junitScorecard(card) {
  const all = [...card.grades, ...card.practices];
  const cases = all.map((g) => {
    const name = `${xmlText(g.id)}`;
    const classname = g.side === 'receiver' ? 'scorecard.receiver' : 'scorecard.client';
    if (g.outcome === 'held') return `    <testcase classname="${classname}" name="${name}"/>`;
    if (g.outcome === 'not exercised')
      return `    <testcase classname="${classname}" name="${name}"><skipped message="not exercised by this run"/></testcase>`;
    const practice = card.practices.includes(g) ? ' (a practice, not a rule of the interface)' : '';
    return `    <testcase classname="${classname}" name="${name}"><failure message="${xmlText(`broken${practice}: ${g.sentence}`)}">${xmlText(g.broken.join('\n'))}</failure></testcase>`;
  });
  const failures = all.filter((g) => g.outcome === 'broken').length;
  const skipped = all.filter((g) => g.outcome === 'not exercised').length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="payments integration scorecard" tests="${all.length}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="client-side rules of the interface" tests="${all.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** The ids of the rules broken (practices apart). @param {import('./grade.js').Scorecard} card */
export const brokenRules = (card) => card.grades.filter((g) => g.outcome === 'broken').map((g) => g.id);
