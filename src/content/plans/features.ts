import type { PlanContent } from './index';
import { catalogStats } from '../catalog-stats';

/** The courses a plan gives, in the pricing page's words (docs/decisions.md P1). */
export const courseAllowance = (plan: Pick<PlanContent, 'courseLimit'>): string =>
  plan.courseLimit === null
    ? 'All security training videos'
    : `${plan.courseLimit} security awareness videos`;

/** A plan's feature list, with the catalogue's own counts (docs/decisions.md D7, P1). */
export const planFeatures = (plan: PlanContent): string[] =>
  plan.features.map((feature) =>
    feature === '{courses}'
      ? courseAllowance(plan)
      : feature.replace('{templates}', String(catalogStats.templates)),
  );
