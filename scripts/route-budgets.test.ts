import { describe, expect, it } from 'vitest';
import {
  BUDGETS_KB,
  overBudget,
  routeScripts,
  sizeRoutes,
  staticClosure,
  type BuildManifest,
} from './route-budgets';

// The website's two builds: two pages, and two islands, as Vite's manifests describe them.
const app: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/features/home.tsx', 'src/features/team/dashboard-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  '_word.js': { file: 'assets/word.js' },
  'src/features/home.tsx': { file: 'assets/home.js', imports: ['_react.js'] },
  'src/features/team/dashboard-page.tsx': {
    file: 'assets/dashboard.js',
    imports: ['_table.js'],
    // Loaded on a click, not to show the page.
    dynamicImports: ['_word.js'],
  },
};
const islands: BuildManifest = {
  '_preact.js': { file: 'assets/preact.js' },
  '_table.js': { file: 'assets/islands-table.js', imports: ['_preact.js'] },
  'src/islands/main.ts': { file: 'assets/islands.js', isEntry: true },
  'src/islands/hydrate-island.tsx': { file: 'assets/hydrate.js', imports: ['_preact.js'] },
  'src/islands/session-wrapper.ts': { file: 'assets/session.js' },
  'src/features/training/course-search.tsx': { file: 'assets/search.js' },
  'src/features/auth/sign-in-page/index.tsx': { file: 'assets/sign-in.js', imports: ['_table.js'] },
};

const routesSource = `
const pageRoutes: PageRoute[] = [
  { index: true, load: () => import('../features/home') },
  {
    path: 'dashboard',
    load: () => import('../features/team/dashboard-page'),
  },
  { path: 'dashboard', load: () => import('../features/home') },
];`;

const registrySource = `
export const islandRegistry = {
  'course-search': island(() =>
    import('../features/training/course-search').then((m) => m.CourseSearch),
  ),
  'sign-in': island(
    () => import('../features/auth/sign-in-page').then((m) => m.SignInScreen),
    sessionProvider,
  ),
};`;

describe('route budgets', () => {
  it('follows static imports only, each chunk once', () => {
    expect([...staticClosure(app, 'src/features/team/dashboard-page.tsx')]).toEqual([
      'assets/dashboard.js',
      'assets/table.js',
      'assets/react.js',
    ]);
    expect(() => staticClosure(app, 'src/missing.ts')).toThrow(/not in the build manifest/);
  });

  it('gives each app page the app entry and its page, and each island Preact and its wrapper', () => {
    const routes = routeScripts({ app, islands }, routesSource, registrySource);
    expect(routes).toEqual([
      {
        route: '/',
        kind: 'app page',
        files: ['assets/index.js', 'assets/react.js', 'assets/home.js'],
      },
      {
        // The first route of a path wins, as in the router.
        route: '/dashboard',
        kind: 'app page',
        files: ['assets/index.js', 'assets/react.js', 'assets/dashboard.js', 'assets/table.js'],
      },
      {
        route: 'course-search',
        kind: 'public island',
        files: ['assets/islands.js', 'assets/hydrate.js', 'assets/preact.js', 'assets/search.js'],
      },
      {
        route: 'sign-in',
        kind: 'public island',
        files: [
          'assets/islands.js',
          'assets/hydrate.js',
          'assets/preact.js',
          'assets/sign-in.js',
          'assets/islands-table.js',
          'assets/session.js',
        ],
      },
    ]);
  });

  it('fails when it finds nothing to measure, or a module the build does not have', () => {
    expect(() => routeScripts({ app, islands }, '', registrySource)).toThrow(/no routes/);
    expect(() =>
      routeScripts(
        { app, islands },
        "{ path: 'x', load: () => import('../features/gone') }",
        registrySource,
      ),
    ).toThrow(/no chunk for \.\.\/features\/gone/);
  });

  it('names every route over its budget, and none at or under it', () => {
    const routes = routeScripts({ app, islands }, routesSource, registrySource);
    const kb = (sizes: Record<string, number>) => (file: string) => sizes[file] ?? 0;
    const within = sizeRoutes(routes, kb({ 'assets/preact.js': BUDGETS_KB.publicIsland }));
    expect(overBudget(within)).toEqual([]);

    const over = sizeRoutes(
      routes,
      kb({ 'assets/preact.js': BUDGETS_KB.publicIsland, 'assets/islands-table.js': 0.5 }),
    );
    expect(overBudget(over)).toEqual([
      `public island sign-in: ${(BUDGETS_KB.publicIsland + 0.5).toFixed(1)} KB of JavaScript (gzip), over its budget of ${BUDGETS_KB.publicIsland} KB`,
    ]);

    const page = sizeRoutes(routes, kb({ 'assets/dashboard.js': BUDGETS_KB.appPage + 1 }));
    expect(overBudget(page)).toEqual([
      `app page /dashboard: ${(BUDGETS_KB.appPage + 1).toFixed(1)} KB of JavaScript (gzip), over its budget of ${BUDGETS_KB.appPage} KB`,
    ]);
  });
});
