// Prerenders every public route to HTML after the website build (`npm run build`), from the same
// React components: the page reads and works before any JavaScript runs. Its script is the
// islands entry, which hydrates only the page's interactive parts
// (docs/architecture.md#public-pages-static-html-and-islands). dist/web/app-shell.html keeps the
// empty page for the client-rendered routes, whose script is the app.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../src/shared/html';
import { routeScripts, staticClosure, type BuildManifest } from './route-budgets';

const webRoot = resolve('dist/web');
const template = readFileSync(join(webRoot, 'index.html'), 'utf8');

const readManifest = (file: string) =>
  JSON.parse(readFileSync(join(webRoot, '.vite', file), 'utf8')) as BuildManifest;
// The app's build, and the islands' (vite.islands.config.ts).
const manifest = readManifest('manifest.json');
const islandsManifest = readManifest('islands-manifest.json');

// The app's modules, fetched together rather than one import after another once the entry has
// arrived. The empty app shell has nothing to paint before the app runs: the browser fetches them
// while it reads the page.
const appModules = [...staticClosure(manifest, 'index.html')].map((file) => `/${file}`);
const preloads = appModules
  .map((href) => `<link rel="modulepreload" href="${href}" />`)
  .join('\n    ');
const entryFile = (chunks: BuildManifest, name: string) => {
  const chunk = Object.values(chunks).find((item) => item.isEntry && item.name === name);
  if (!chunk) throw new Error(`prerender: no "${name}" entry in the build manifest`);
  return `/${chunk.file}`;
};
const appEntry = `data-entry="${entryFile(manifest, 'index')}"`;
const islandsEntry = `data-entry="${entryFile(islandsManifest, 'islands')}"`;
if (!template.includes(appEntry))
  throw new Error('prerender: the page does not boot the app entry');

interface ServerEntry {
  publicPaths: string[];
  appShellCandidates: string[];
  renderPage(path: string): Promise<{ html: string; title: string | undefined; islands: string[] }>;
  renderAppShell(path: string): Promise<string | undefined>;
}
const entry = (await import(
  pathToFileURL(resolve('dist/ssr/entry-server.js')).href
)) as ServerEntry;

// A signed-in route's shell paints first, so its modules wait like its entry (src/renderer/boot.js):
// on a slow network they would otherwise share it with the page being painted. They are all of
// what the route runs: the entry's, the page's own (found as the route budgets find them), and
// supabase-js for a page behind the session; none waits for the module that imports it.
const routeModules = new Map(
  routeScripts(
    { app: manifest, islands: islandsManifest },
    readFileSync(resolve('src/renderer/src/app/routes.tsx'), 'utf8'),
    readFileSync(resolve('src/renderer/src/islands/registry.ts'), 'utf8'),
  ).map((route) => [route.route, route.files]),
);
const supabaseKey = Object.keys(manifest).find((key) =>
  key.includes('node_modules/@supabase/supabase-js/'),
);
if (!supabaseKey) throw new Error('prerender: no supabase-js chunk in the build manifest');
const supabaseModules = staticClosure(manifest, supabaseKey);
/** What `route` runs: the entry's modules and the page's own, and supabase-js behind the session. */
function modulesOf(route: string, { session }: { session: boolean }): string[] {
  const pageModules = routeModules.get(route);
  if (!pageModules) throw new Error(`prerender: no page module for ${route}`);
  return [...new Set([...pageModules, ...(session ? supabaseModules : [])])].map(
    (file) => `/${file}`,
  );
}
const shellTemplate = (path: string) =>
  template.replace(
    appEntry,
    () => `${appEntry} data-preload="${modulesOf(path, { session: true }).join(' ')}"`,
  );

// The empty app shell serves the routes with parameters (/video/<id>): it preloads the entry's
// modules, and its boot script adds those of the route being opened (data-routes). A route is
// behind the session when its page renders the session's skeleton (renderAppShell); the public
// ones (a team's hotline, an unknown template) do without supabase-js.
const routesWithParameters: string[][] = [];
for (const route of routeModules.keys()) {
  if (!route.includes('/:') || route.includes('*')) continue;
  const session = (await entry.renderAppShell(route.replace(/:[^/]+/g, 'x'))) !== undefined;
  const own = modulesOf(route, { session }).filter((file) => !appModules.includes(file));
  routesWithParameters.push([route, ...own]);
}
writeFileSync(
  join(webRoot, 'app-shell.html'),
  template
    .replace('</head>', () => `    ${preloads}\n  </head>`)
    .replace(
      appEntry,
      () =>
        `${appEntry} data-routes="${escapeHtml(routesWithParameters.map((route) => route.join(' ')).join('|'))}"`,
    ),
);

const islandCounts = new Map<string, number>();
for (const path of entry.publicPaths) {
  const { html, title, islands } = await entry.renderPage(path);
  let page = template
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
    .replace(appEntry, islandsEntry);
  if (title)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const file = path === '/' ? join(webRoot, 'index.html') : join(webRoot, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  for (const name of islands) islandCounts.set(name, (islandCounts.get(name) ?? 0) + 1);
}
// A signed-in route's shell: the app shell with the header and the page's skeleton already drawn,
// so they paint before the app's code has run; the app then renders over them. Until then the
// picture is inert: nothing in it can be clicked, focused or read out half-working.
const shells: string[] = [];
for (const path of entry.appShellCandidates) {
  const html = await entry.renderAppShell(path);
  if (html === undefined) continue;
  const file = join(webRoot, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  const preview = `<div class="app-shell-preview" inert>${html}</div>`;
  writeFileSync(
    file,
    shellTemplate(path).replace('<div id="root"></div>', () => `<div id="root">${preview}</div>`),
  );
  shells.push(path);
}
const summary = [...islandCounts].map(([name, count]) => `${name} ×${count}`).join(', ');
console.log(
  `Prerendered ${entry.publicPaths.length} public routes into ${webRoot}; islands: ${summary}; ` +
    `shells of ${shells.length} signed-in routes: ${shells.join(', ')}`,
);
