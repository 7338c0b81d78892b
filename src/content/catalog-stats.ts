import { checklists } from './checklists/catalogue';
import { trainingCourses } from './courses/catalogue';
import { policyTemplates } from './policies/catalogue';

/** Marketing numbers are computed from the catalogs so they stay true (docs/decisions.md D7). */
export const catalogStats = {
  templates: policyTemplates.length,
  frameworks: new Set(policyTemplates.flatMap((template) => template.frameworks)).size,
  courses: trainingCourses.length,
  checklists: checklists.length,
};
