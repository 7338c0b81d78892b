// Prerenders every public route to HTML after the website build (`npm run build`), from the same
// React components: the page reads and works before any JavaScript runs. Its script is the
// islands entry, which hydrates only the page's interactive parts
// (docs/architecture.md#public-pages-static-html-and-islands). dist/web/app-shell.html keeps the
// empty page for the client-rendered routes, whose script is the app.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeHtml } from '../src/shared/html';

const webRoot = resolve('dist/web');
const template = readFileSync(join(webRoot, 'index.html'), 'utf8');

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
const readManifest = (file: string) =>
  JSON.parse(readFileSync(join(webRoot, '.vite', file), 'utf8')) as Record<string, ManifestChunk>;
// The app's build, and the islands' (vite.islands.config.ts).
const manifest = readManifest('manifest.json');
const islandsManifest = readManifest('islands-manifest.json');

/** `key`'s chunk and every chunk it imports statically, each once. */
function staticChunks(key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(imported, found);
  return found;
}

// The app's modules, fetched together rather than one import after another once the entry has
// arrived. The empty app shell has nothing to paint before the app runs: the browser fetches them
// while it reads the page.
const appModules = [...staticChunks('index.html')].map((file) => `/${file}`);
const preloads = appModules
  .map((href) => `<link rel="modulepreload" href="${href}" />`)
  .join('\n    ');
const appShell = template.replace('</head>', () => `    ${preloads}\n  </head>`);
writeFileSync(join(webRoot, 'app-shell.html'), appShell);
const entryFile = (chunks: Record<string, ManifestChunk>, name: string) => {
  const chunk = Object.values(chunks).find((item) => item.isEntry && item.name === name);
  if (!chunk) throw new Error(`prerender: no "${name}" entry in the build manifest`);
  return `/${chunk.file}`;
};
const appEntry = `data-entry="${entryFile(manifest, 'index')}"`;
const islandsEntry = `data-entry="${entryFile(islandsManifest, 'islands')}"`;
if (!template.includes(appEntry))
  throw new Error('prerender: the page does not boot the app entry');
// A signed-in route's shell paints first, so its modules wait like its entry (src/renderer/boot.js):
// on a slow network they would otherwise share it with the page being painted.
const shellTemplate = template.replace(
  appEntry,
  () => `${appEntry} data-preload="${appModules.join(' ')}"`,
);

interface ServerEntry {
  publicPaths: string[];
  appShellCandidates: string[];
  renderPage(path: string): Promise<{ html: string; title: string | undefined; islands: string[] }>;
  renderAppShell(path: string): Promise<string | undefined>;
}
const entry = (await import(
  pathToFileURL(resolve('dist/ssr/entry-server.js')).href
)) as ServerEntry;

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
    shellTemplate.replace('<div id="root"></div>', () => `<div id="root">${preview}</div>`),
  );
  shells.push(path);
}
const summary = [...islandCounts].map(([name, count]) => `${name} ×${count}`).join(', ');
console.log(
  `Prerendered ${entry.publicPaths.length} public routes into ${webRoot}; islands: ${summary}; ` +
    `shells of ${shells.length} signed-in routes: ${shells.join(', ')}`,
);
