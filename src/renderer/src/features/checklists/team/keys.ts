// The team checklists' query keys (docs/architecture.md, "Data access per feature").
export const checklistKeys = {
  all: ['checklists'] as const,
  /** The session's team's runs and their items' states. */
  runs: () => [...checklistKeys.all, 'runs'] as const,
  evidenceFiles: (runId: string) => [...checklistKeys.all, 'evidence-files', runId] as const,
};
