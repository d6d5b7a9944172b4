// Workflows that fail today on a known defect the lead is fixing (issue 19), each with the one step it fails at and
// the defect. workflows.integration.test.ts runs such a workflow with `it.fails`, and checks in a plain test that no other step
// fails; when the fix merges, `it.fails` goes red ("expected to fail") and the entry is deleted. Never list a
// workflow here to hide a failure that is not a named defect.
export const KNOWN_DEFECTS: Record<string, { step: string; defect: string }> = {};
