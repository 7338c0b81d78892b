// Renders a public route to HTML at build time (scripts/prerender.ts), from the same components
// and routes the browser uses. The page is static HTML; each island in it is rendered again as a
// root of its own, which the browser takes over alone
// (docs/architecture.md#public-pages-static-html-and-islands). A signed-in route is rendered only
// as its shell: the header and the page's skeleton, as the app first draws them.
import { publicPaths } from '@content/public-paths';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, staticAppPaths } from './app/routes';
import { IslandCollectorContext, type CollectedIsland } from './islands/island';
import { IslandRoot, settleIsland } from './islands/island-root';
import { islandRegistry, type IslandEntry } from './islands/registry';

export { publicPaths };

/** The app's routes that may have a shell: without parameters, and not public pages. */
export const appShellCandidates = staticAppPaths.filter((path) => !publicPaths.includes(path));

export interface RenderedPage {
  /** The markup of #root, without the page's <title>. */
  html: string;
  title: string | undefined;
  /** The islands the page holds, by name, for the build's report. */
  islands: string[];
}

async function renderMarkup(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(element, {
    // Never move a large page into a separate chunk completed by an inline script (CSP).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    ...(identifierPrefix ? { identifierPrefix } : {}),
  });
  return new Response(prelude).text();
}

/**
 * A page that suspends while rendering (its lazy module still loading) comes out with inline
 * scripts that complete it, which the CSP forbids. The first render loads every lazy module;
 * the second finds them ready and produces plain HTML; the build fails if it does not.
 */
async function renderStaticPage(path: string, { app = false } = {}) {
  const islands = new Map<string, CollectedIsland>();
  const routes = (
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>
  );
  const page = (
    <StrictMode>
      {app ? routes : <IslandCollectorContext value={islands}>{routes}</IslandCollectorContext>}
    </StrictMode>
  );
  await renderMarkup(page);
  islands.clear();
  return { markup: await renderMarkup(page), islands };
}

/** The island's HTML, rendered from the same root the browser hydrates, with the same ids. */
async function renderIsland(key: string, island: CollectedIsland): Promise<string> {
  const entry: IslandEntry = islandRegistry[island.name];
  const loaded = await settleIsland({ component: entry.load(), wrapper: entry.wrapper?.() });
  if ((loaded.Component as unknown) !== island.component) {
    throw new Error(`The island "${island.name}" is not the component its registry loads`);
  }
  const root = <IslandRoot island={loaded} props={island.props} onTakenOver={() => undefined} />;
  return renderMarkup(root, key);
}

/** Puts the island's HTML into its empty marked element (React escapes `>` in attributes). */
function placeIsland(markup: string, key: string, html: string): string {
  const at = markup.indexOf(`data-island-key="${key}"`);
  const end = markup.indexOf('></div>', at);
  if (at === -1 || end === -1) throw new Error(`No element for the island ${key}`);
  return `${markup.slice(0, end)}>${html}</div>${markup.slice(end + '></div>'.length)}`;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const { markup: pageMarkup, islands } = await renderStaticPage(path);
  let markup = pageMarkup;
  for (const [key, island] of islands) {
    markup = placeIsland(markup, key, await renderIsland(key, island));
  }
  if (markup.includes('<script')) throw new Error(`${path} renders an inline script`);
  // React writes a <title> where it is rendered (the page, or an island); it belongs in <head>.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  return {
    html: markup.replace(/<title>[^<]*<\/title>/g, ''),
    title,
    islands: [...islands.values()].map((island) => island.name),
  };
}

/**
 * What the app draws first on a signed-in route while the session loads: the header, and the
 * page's skeleton with its title (docs/architecture.md#performance-goals). Undefined for a route
 * that shows something else then (its content depends on the visit).
 */
export async function renderAppShell(path: string): Promise<string | undefined> {
  const { markup } = await renderStaticPage(path, { app: true });
  if (markup.includes('<script')) throw new Error(`${path} renders an inline script`);
  return markup.includes('page-skeleton')
    ? markup.replace(/<title>[^<]*<\/title>/g, '')
    : undefined;
}
