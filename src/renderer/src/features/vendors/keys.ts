// The vendor register's query keys (docs/architecture.md, "Data access per feature").
export const vendorKeys = {
  all: ['vendors'] as const,
  register: (teamId: string) => [...vendorKeys.all, teamId] as const,
};
