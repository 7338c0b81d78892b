import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { RootLayout } from './root-layout';

/**
 * Every page is its own lazily loaded chunk, so a public page never downloads the code of
 * another feature.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, lazy: () => import('../features/public-site/home-page') },
      { path: 'pricing', lazy: () => import('../features/public-site/pricing-page') },
      { path: 'company', lazy: () => import('../features/public-site/company-page') },
      { path: 'privacy', lazy: () => import('../features/public-site/privacy-page') },
      { path: 'terms', lazy: () => import('../features/public-site/terms-page') },
      { path: 'resources', lazy: () => import('../features/public-site/resources-page') },
      { path: 'contact', lazy: () => import('../features/contact/contact-page') },
      { path: 'hotline', lazy: () => import('../features/hotline/hotline-page') },
      { path: 'templates', lazy: () => import('../features/templates/templates-page') },
      {
        path: 'templates/:policyId',
        lazy: () => import('../features/templates/template-preview-page'),
      },
      { path: 'training', lazy: () => import('../features/training/training-page') },
      { path: 'checklists', lazy: () => import('../features/checklists/checklists-page') },
      {
        path: 'checklists/access-review',
        lazy: () => import('../features/checklists/access-review-page'),
      },
      { path: 'signin', lazy: () => import('../features/auth/sign-in-page') },
      { path: 'signup', lazy: () => import('../features/auth/sign-up-page') },
      { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page') },
      { path: 'signed-out', lazy: () => import('../features/auth/signed-out-page') },
      { path: 'team/*', lazy: () => import('../features/auth/join-team-page') },
      { path: 'dashboard', lazy: () => import('../features/team/dashboard-page') },
      { path: 'library', lazy: () => import('../features/library/library-page') },
      { path: 'video/:videoId', lazy: () => import('../features/player/video-player-page') },
      { path: 'editor/videos', lazy: () => import('../features/editor/video-manager-page') },
      { path: 'not-authorized', lazy: () => import('../features/public-site/not-authorized-page') },
      { path: '*', lazy: () => import('../features/public-site/not-found-page') },
    ],
  },
];
