// Rule ids named by Arazzo 1.0 workflow steps (`x-rules: [id, …]` on a step), and the steps a catalogue check
// points at as `file#workflowId.stepId`. Arazzo ids are `[A-Za-z0-9_-]+`, so the first dot separates the two.
import { parse } from 'yaml';

export interface WorkflowStep {
  file: string;
  workflowId: string;
  stepId: string;
  ids: string[];
}

interface ArazzoDocument {
  workflows?: { workflowId?: string; steps?: { stepId?: string; 'x-rules'?: unknown }[] }[];
}

/** Every step of every workflow in an Arazzo document, with the rule ids it names (none when it has no x-rules). */
export function workflowSteps(file: string, text: string): WorkflowStep[] {
  const document = (parse(text) ?? {}) as ArazzoDocument;
  return (document.workflows ?? []).flatMap((workflow) =>
    (workflow.steps ?? []).map((step) => ({
      file,
      workflowId: String(workflow.workflowId ?? ''),
      stepId: String(step.stepId ?? ''),
      ids: Array.isArray(step['x-rules']) ? step['x-rules'].map(String) : [],
    })),
  );
}

/** `file#workflowId.stepId` split into its parts, or undefined when it is not of that form. */
export function stepReference(check: string): { file: string; workflowId: string; stepId: string } | undefined {
  const match = /^([^#]+\.arazzo\.ya?ml)#([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(check);
  return match ? { file: match[1] ?? '', workflowId: match[2] ?? '', stepId: match[3] ?? '' } : undefined;
}

export const stepName = (step: Pick<WorkflowStep, 'file' | 'workflowId' | 'stepId'>) =>
  `${step.file}#${step.workflowId}.${step.stepId}`;
