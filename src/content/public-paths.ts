import { policyTemplates } from './policies/catalogue';
import { checklists } from './checklists/catalogue';

/**
 * The public routes (docs/product.md#screens-and-routes) that are pages of their own, for
 * prerendering and for the performance checks. Reset-password, signed-out and join pages depend on
 * their link or state and are rendered in the browser.
 */
export const publicPaths: string[] = [
  '/',
  '/pricing',
  '/company',
  '/privacy',
  '/terms',
  '/resources',
  '/docs/api',
  '/contact',
  '/hotline',
  '/hotline/follow-up',
  '/templates',
  ...policyTemplates.map((template) => `/templates/${template.id}`),
  '/training',
  '/checklists',
  ...checklists.map((checklist) => checklist.path),
  '/signin',
  '/signup',
];
