// Run by `npm run build` after the website build: prints the JavaScript of every route and fails
// the build when one is over its budget (scripts/route-budgets.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { overBudget, routeScripts, sizeRoutes, type BuildManifest } from './route-budgets';

const webRoot = resolve('dist/web');
const renderer = resolve('src/renderer/src');
const manifest = (file: string) =>
  JSON.parse(readFileSync(join(webRoot, '.vite', file), 'utf8')) as BuildManifest;
const routes = routeScripts(
  { app: manifest('manifest.json'), islands: manifest('islands-manifest.json') },
  readFileSync(join(renderer, 'app/routes.tsx'), 'utf8'),
  readFileSync(join(renderer, 'islands/registry.ts'), 'utf8'),
);
const sizes = sizeRoutes(
  routes,
  (file) => gzipSync(readFileSync(join(webRoot, file))).length / 1024,
);
const largest = (kind: string) =>
  sizes.filter((size) => size.kind === kind).sort((a, b) => b.kb - a.kb);
for (const kind of ['app page', 'public island']) {
  const [top, ...rest] = largest(kind);
  if (!top) continue;
  console.log(
    `JavaScript per ${kind} (gzip): largest ${top.route} ${top.kb.toFixed(1)} KB of ${top.budgetKb}; ` +
      rest
        .slice(0, 4)
        .map((size) => `${size.route} ${size.kb.toFixed(1)}`)
        .join(', '),
  );
}
const over = overBudget(sizes);
if (over.length > 0) {
  console.error(['JavaScript budgets exceeded:', ...over].join('\n'));
  process.exit(1);
}
