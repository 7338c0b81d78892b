// Renders a public route to HTML at build time (scripts/prerender.ts), from the same components
// and routes the browser uses. Signed-in routes are never prerendered.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';

export { publicPaths } from './app/public-paths';

export interface RenderedPage {
  /** The markup of #root, without the page's <title>. */
  html: string;
  title: string | undefined;
}

async function renderMarkup(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // Never move a large page into a separate chunk completed by an inline script (CSP).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // A page that suspends while rendering (its lazy module still loading) comes out with inline
  // scripts that complete it, which the CSP forbids. The first render loads every lazy module;
  // the second finds them ready and produces plain HTML; the build fails if it does not.
  await renderMarkup(path);
  const markup = await renderMarkup(path);
  if (markup.includes('<script')) throw new Error(`${path} renders an inline script`);
  // React writes the page's <title> where it is rendered; it belongs in <head>.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  return { html: markup.replace(/<title>[^<]*<\/title>/g, ''), title };
}
