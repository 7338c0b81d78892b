// Two-factor sign-in's query keys, beside its data (two-factor-data.ts)
// (docs/architecture.md, "Data access per feature").
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  authenticators: (userId: string) => [...twoFactorKeys.all, 'authenticators', userId] as const,
  recoveryCodesLeft: (userId: string) => [...twoFactorKeys.all, 'recovery-codes', userId] as const,
};
