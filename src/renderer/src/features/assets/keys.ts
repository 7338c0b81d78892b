// The asset inventory's query keys (docs/architecture.md, "Data access per feature").
export const assetKeys = {
  all: ['assets'] as const,
  inventory: (teamId: string) => [...assetKeys.all, teamId] as const,
};
