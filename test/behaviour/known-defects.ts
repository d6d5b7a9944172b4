// Workflows that fail today on a known simulator defect the lead is fixing (issue 19; see the workflows report).
// Each entry names the defect; workflows.test.ts runs them with `it.fails`, so when the fix merges the test goes red
// ("expected to fail") and the entry is deleted. Never add a workflow here to hide a failure that is not listed.
export const KNOWN_DEFECTS: Record<string, string> = {};
