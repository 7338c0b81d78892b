import type { PlanContent } from '../../../content/plans';
import { catalogStats } from './catalog-stats';

/** A plan's feature list, with the catalogue's own counts (docs/decisions.md D7). */
export const planFeatures = (plan: PlanContent): string[] =>
  plan.features.map((feature) => feature.replace('{templates}', String(catalogStats.templates)));
