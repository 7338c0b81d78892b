import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { policyIds } from '../lib/policy-catalog';
import { RootLayout } from './root-layout';

type PageModule = { Component: ComponentType };

interface PageRoute {
  path?: string;
  index?: true;
  load: () => Promise<PageModule>;
}

/**
 * Every page is its own lazily loaded chunk, so a public page never downloads the code of
 * another feature. Declarative routes (not the data router) keep the home page's JavaScript
 * within its budget; no page uses loaders.
 */
const pageRoutes: PageRoute[] = [
  { index: true, load: () => import('../features/public-site/home-page') },
  { path: 'pricing', load: () => import('../features/public-site/pricing-page') },
  { path: 'company', load: () => import('../features/public-site/company-page') },
  { path: 'privacy', load: () => import('../features/public-site/privacy-page') },
  { path: 'terms', load: () => import('../features/public-site/terms-page') },
  { path: 'resources', load: () => import('../features/public-site/resources-page') },
  { path: 'docs/api', load: () => import('../features/api-docs/api-reference-page') },
  { path: 'contact', load: () => import('../features/contact/contact-page') },
  { path: 'hotline', load: () => import('../features/hotline/hotline-page') },
  { path: 'hotline/follow-up', load: () => import('../features/hotline/follow-up-page') },
  { path: 'hotline/:slug', load: () => import('../features/hotline/team-hotline-page') },
  { path: 'templates', load: () => import('../features/templates/templates-page') },
  // One route per template, so each preview renders, and is prerendered, with its policy text.
  ...policyIds.map((policyId) => ({
    path: `templates/${policyId}`,
    load: () =>
      import('../features/templates/template-preview-page').then((page) =>
        page.previewRoute(policyId),
      ),
  })),
  {
    path: 'templates/:policyId',
    load: () => import('../features/templates/template-preview-page'),
  },
  { path: 'training', load: () => import('../features/training/training-page') },
  { path: 'checklists', load: () => import('../features/checklists/checklists-page') },
  {
    path: 'checklists/access-review',
    load: () => import('../features/checklists/access-review-page'),
  },
  { path: 'checklists/:checklistId', load: () => import('../features/checklists/checklist-page') },
  { path: 'signin', load: () => import('../features/auth/sign-in-page') },
  { path: 'signup', load: () => import('../features/auth/sign-up-page') },
  { path: 'signin/sso', load: () => import('../features/auth/sso-sign-in-page') },
  { path: 'sso-callback', load: () => import('../features/auth/sso-callback-page') },
  { path: 'reset-password', load: () => import('../features/auth/reset-password-page') },
  { path: 'signed-out', load: () => import('../features/auth/signed-out-page') },
  { path: 'team/*', load: () => import('../features/auth/join-team-page') },
  { path: 'invitation/:token', load: () => import('../features/auth/invitation-page') },
  { path: 'dashboard', load: () => import('../features/team/dashboard-page') },
  { path: 'dashboard/members', load: () => import('../features/team/members-page') },
  { path: 'dashboard/policies', load: () => import('../features/policies/team-policies-page') },
  {
    path: 'dashboard/policies/:policyId',
    load: () => import('../features/policies/policy-admin-page'),
  },
  {
    path: 'dashboard/policies/:policyId/template-update',
    load: () => import('../features/policies/template-update'),
  },
  { path: 'dashboard/hotline', load: () => import('../features/hotline/handler/hotline-page') },
  {
    path: 'dashboard/hotline/:caseId',
    load: () => import('../features/hotline/handler/case-page'),
  },
  {
    path: 'dashboard/checklists',
    load: () => import('../features/checklists/team/team-checklists-page'),
  },
  {
    path: 'dashboard/checklists/:checklistId',
    load: () => import('../features/checklists/team/checklist-run-page'),
  },
  {
    path: 'dashboard/training',
    load: () => import('../features/training-program/team-training-page'),
  },
  { path: 'dashboard/evidence', load: () => import('../features/controls/evidence-page') },
  { path: 'dashboard/evidence/soa', load: () => import('../features/controls/soa-page') },
  {
    path: 'dashboard/evidence/system-description',
    load: () => import('../features/controls/system-description-page'),
  },
  { path: 'dashboard/risks', load: () => import('../features/risks/risks-page') },
  { path: 'dashboard/vendors', load: () => import('../features/vendors/vendors-page') },
  { path: 'dashboard/assets', load: () => import('../features/assets/assets-page') },
  { path: 'dashboard/activity', load: () => import('../features/team/activity-page') },
  { path: 'dashboard/settings', load: () => import('../features/team/settings-page') },
  {
    path: 'dashboard/settings/webhooks',
    load: () => import('../features/webhooks/webhooks-page'),
  },
  {
    path: 'dashboard/settings/trust',
    load: () => import('../features/trust/trust-page'),
  },
  {
    path: 'dashboard/settings/integrations',
    load: () => import('../features/team/integrations-page'),
  },
  {
    path: 'policies',
    load: () =>
      import('../features/policies/my-policies-page').then((page) => ({
        Component: page.MyPoliciesPage,
      })),
  },
  {
    path: 'policies/:policyId',
    load: () =>
      import('../features/policies/my-policies-page').then((page) => ({
        Component: page.MyPolicyPage,
      })),
  },
  { path: 'approvals/:approvalId', load: () => import('../features/policies/approval-page') },
  { path: 'account', load: () => import('../features/account/account-page') },
  { path: 'help', load: () => import('../features/help/help-page') },
  { path: 'library', load: () => import('../features/library/library-page') },
  { path: 'video/:videoId', load: () => import('../features/player/video-player-page') },
  { path: 'course/:courseId', load: () => import('../features/library/course-page') },
  { path: 'editor/videos', load: () => import('../features/editor/video-manager-page') },
  {
    path: 'verify/:certificateId',
    load: () => import('../features/training-program/verify-page'),
  },
  {
    path: 'unsubscribe/:token',
    load: () => import('../features/training-program/unsubscribe-page'),
  },
  { path: 'not-authorized', load: () => import('../features/public-site/not-authorized-page') },
  { path: 'return-to-app', load: () => import('../features/public-site/return-to-app-page') },
  { path: '*', load: () => import('../features/public-site/not-found-page') },
];

/** The app's routes without parameters, such as /dashboard (scripts/prerender.ts). */
export const staticAppPaths = pageRoutes.flatMap((route) =>
  route.path && !/[:*]/.test(route.path) ? [`/${route.path}`] : [],
);

/** The page modules loaded so far, by their route's `load`. */
const loadedPages = new Map<PageRoute['load'], PageModule>();

function loadPage(load: PageRoute['load']): Promise<PageModule> {
  return load().then((page) => {
    loadedPages.set(load, page);
    return page;
  });
}

function routeObject(route: PageRoute): RouteObject {
  const LazyPage = lazy(() => loadPage(route.load).then((page) => ({ default: page.Component })));
  // A page whose module is in (preloadPage) renders at once. Through React.lazy it would suspend
  // all the same, once: the app's first render would replace the prerendered shell's skeleton
  // with the "Loading..." fallback for a moment.
  function Page() {
    const Loaded = loadedPages.get(route.load)?.Component;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return route.index
    ? { index: true, element: <Page /> }
    : { path: route.path ?? '', element: <Page /> };
}

const routeTree: RouteObject[] = [
  { path: '/', element: <RootLayout />, children: pageRoutes.map(routeObject) },
];

export function AppRoutes() {
  return useRoutes(routeTree);
}

/**
 * Loads the page module of `pathname` ahead of the first render, beside the app's own code rather
 * than after it.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(
    [{ path: '/', children: pageRoutes.map((route) => ({ ...route, element: null })) }],
    pathname,
  );
  const leaf = matches?.at(-1)?.route as (RouteObject & Partial<PageRoute>) | undefined;
  if (leaf?.load) await loadPage(leaf.load);
}
