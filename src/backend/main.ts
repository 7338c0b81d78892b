import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createWebApp } from './web-app';

const port = Number(process.env['PORT'] ?? 8080);
const dataDir = resolve(process.env['DATA_DIR'] ?? '.data');
const webRoot = resolve(process.env['WEB_ROOT'] ?? 'dist/web');

if (!existsSync(resolve(webRoot, 'index.html'))) {
  console.error(`No built website in ${webRoot}. Run \`npm run build\` first (npm start does).`);
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });

const server = serve({ fetch: createWebApp({ webRoot }).fetch, port }, (info) => {
  console.log(`ComplyReady is running at http://localhost:${info.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
