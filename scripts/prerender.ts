// Prerenders every public route to HTML after the website build (`npm run build`), from the same
// React components: the page reads and works before any JavaScript runs, then hydrates.
// dist/web/app-shell.html keeps the empty page for the client-rendered (signed-in) routes.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = resolve('dist/web');
const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
copyFileSync(join(webRoot, 'index.html'), join(webRoot, 'app-shell.html'));

interface ServerEntry {
  publicPaths: string[];
  renderPage(path: string): Promise<{ html: string; title: string | undefined }>;
}
const entry = (await import(
  pathToFileURL(resolve('dist/ssr/entry-server.js')).href
)) as ServerEntry;

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

for (const path of entry.publicPaths) {
  const { html, title } = await entry.renderPage(path);
  let page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  const file = path === '/' ? join(webRoot, 'index.html') : join(webRoot, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`Prerendered ${entry.publicPaths.length} public routes into ${webRoot}`);
