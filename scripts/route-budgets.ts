// The JavaScript each route of the website loads, from the build's manifest, against its budget
// (docs/architecture.md#performance-goals). `npm run build` runs scripts/check-route-budgets.ts
// after the build, which fails when a route is over.
import { posix } from 'node:path';

/** What the build's manifest (dist/web/.vite/manifest.json) says of one chunk. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface RouteScripts {
  /** The route's path (an app page), or the island's name on a prerendered public page. */
  route: string;
  kind: 'app page' | 'public island';
  /** The chunk files it loads to show what it shows, each once. */
  files: string[];
}

/** Compressed KB each route may load (gzip, as served). */
export const BUDGETS_KB = {
  /**
   * Every page of the app (signed-in routes): React, the router and the session (about 98 KB of
   * the app's entry) and the page's own code. supabase-js (about 50 KB, the same for every page)
   * is not counted: a page behind the session asks for it beside its own code, others on first use.
   */
  appPage: 160,
  /**
   * A public page's islands: the islands entry, Preact's React-compatible layer (about 10 KB;
   * vite.islands.config.ts) and the island (docs/architecture.md#performance-goals).
   */
  publicIsland: 60,
} as const;

/** `key`'s chunk and every chunk it imports statically (not its dynamic imports), each once. */
export function staticClosure(
  manifest: BuildManifest,
  key: string,
  found = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route budgets: "${key}" is not in the build manifest`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, found);
  return found;
}

/** The manifest key of the module an `import('…')` in `fromFile` names (without its extension). */
function manifestKey(manifest: BuildManifest, fromFile: string, specifier: string): string {
  const base = posix.join(posix.dirname(fromFile), specifier);
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending);
  const key = candidates.find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`route budgets: no chunk for ${specifier} (from ${fromFile})`);
  return key;
}

const APP_ENTRY = 'index.html';
const ISLANDS_ENTRY = 'src/islands/main.ts';
/** Loaded by the islands entry for any page with an island: Preact and the takeover. */
const HYDRATION = 'src/islands/hydrate-island.tsx';
const SESSION_WRAPPER = 'src/islands/session-wrapper.ts';
const ROUTES_FILE = 'src/app/routes.tsx';
const REGISTRY_FILE = 'src/islands/registry.ts';

/** The two builds of the website: the app's, and the islands' (vite.islands.config.ts). */
export interface WebsiteBuilds {
  app: BuildManifest;
  islands: BuildManifest;
}

/**
 * Each app page and each public island with the chunks it loads, read from the manifests and from
 * the sources that declare them: src/renderer/src/app/routes.tsx (`path: '…', load: () =>
 * import('…')`) and src/renderer/src/islands/registry.ts (`'name': island(() => import('…')`,
 * with `sessionProvider` when it needs the session).
 */
export function routeScripts(
  { app: manifest, islands: islandsManifest }: WebsiteBuilds,
  routesSource: string,
  registrySource: string,
): RouteScripts[] {
  const app = staticClosure(manifest, APP_ENTRY);
  const pages = new Map<string, string>();
  for (const match of routesSource.matchAll(
    /(?:path: '([^']*)'|index: true),\s*load: \(\)\s*=>\s*import\('([^']+)'\)/g,
  )) {
    const [, path, specifier] = match;
    const route = path === undefined ? '/' : `/${path}`;
    if (!pages.has(route)) pages.set(route, manifestKey(manifest, ROUTES_FILE, specifier ?? ''));
  }
  const appPages = [...pages].map(([route, key]) => ({
    route,
    kind: 'app page' as const,
    files: [...staticClosure(manifest, key, new Set(app))],
  }));

  const islandBase = staticClosure(
    islandsManifest,
    HYDRATION,
    staticClosure(islandsManifest, ISLANDS_ENTRY),
  );
  // Each entry's text runs to the next entry: its import, and its wrapper if it has one.
  const entries = registrySource.split(/(?='[\w-]+': island\()/).slice(1);
  const islands = entries.map((entry) => {
    const [, name, specifier] =
      /^'([\w-]+)': island\(\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(entry) ?? [];
    if (!name || !specifier) throw new Error(`route budgets: cannot read the island ${entry}`);
    const files = staticClosure(
      islandsManifest,
      manifestKey(islandsManifest, REGISTRY_FILE, specifier),
      new Set(islandBase),
    );
    if (entry.includes('sessionProvider')) staticClosure(islandsManifest, SESSION_WRAPPER, files);
    return { route: name, kind: 'public island' as const, files: [...files] };
  });
  if (appPages.length === 0 || islands.length === 0) {
    throw new Error('route budgets: found no routes or no islands in the sources');
  }
  return [...appPages, ...islands];
}

export interface RouteSize extends RouteScripts {
  kb: number;
  budgetKb: number;
}

/** Sizes each route by `gzippedKb` of its files and gives it its budget. */
export function sizeRoutes(
  routes: readonly RouteScripts[],
  gzippedKb: (file: string) => number,
): RouteSize[] {
  return routes.map((route) => ({
    ...route,
    kb: route.files.reduce((sum, file) => sum + gzippedKb(file), 0),
    budgetKb: route.kind === 'app page' ? BUDGETS_KB.appPage : BUDGETS_KB.publicIsland,
  }));
}

/** One line per route over its budget; none when every route is within. */
export function overBudget(sizes: readonly RouteSize[]): string[] {
  return sizes
    .filter((size) => size.kb > size.budgetKb)
    .map(
      (size) =>
        `${size.kind} ${size.route}: ${size.kb.toFixed(1)} KB of JavaScript (gzip), over its budget of ${size.budgetKb} KB`,
    );
}
