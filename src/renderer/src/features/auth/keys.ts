// The sign-up pages' query keys (docs/architecture.md, "Data access per feature").
export const authKeys = {
  all: ['auth'] as const,
  inviteTeamName: (inviteCode: string) => [...authKeys.all, 'invite-team', inviteCode] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};
