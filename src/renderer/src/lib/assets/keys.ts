// The asset inventory's keys for the features that show part of it beside their own data
// (docs/architecture.md, "Data access per feature"). They lie under features/assets' inventory
// key (['assets', teamId]), so a change on Dashboard → Assets refreshes them too.
export const sharedAssetKeys = {
  /** The team's SaaS applications (getSaasApplications). */
  saasApplications: (teamId: string) => ['assets', teamId, 'saas'] as const,
};
