/**
 * The asset inventory's words (docs/decisions.md AS1): the types of system and device, and the
 * classification levels of our Data Classification Policy. The database's check constraints on
 * `public.assets` list the same; src/backend/assets.test.ts fails when the two disagree.
 */

export const ASSET_TYPES = [
  'laptop',
  'server',
  'cloud account',
  'SaaS application',
  'repository',
  'database',
] as const;

export type AssetType = (typeof ASSET_TYPES)[number];

/** The Data Classification Policy's levels, least to most sensitive. */
export const CLASSIFICATIONS = ['Public', 'Internal', 'Confidential', 'Restricted'] as const;

export type Classification = (typeof CLASSIFICATIONS)[number];
