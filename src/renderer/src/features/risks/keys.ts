// The risk register's query keys (docs/architecture.md, "Data access per feature").
export const riskKeys = {
  all: ['risks'] as const,
  register: (teamId: string) => [...riskKeys.all, teamId] as const,
};
