import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliasList, sourceAliases } from './vite.config.ts';

const renderer = resolve(import.meta.dirname, 'src/renderer');

/**
 * The islands of the prerendered public pages (scripts/prerender.ts), built after the app into the
 * same folder. The same components run on Preact's React-compatible layer, about 10 KB instead
 * of React DOM's 64 (docs/architecture.md#public-pages-static-html-and-islands); the app and the
 * prerender keep React.
 */
export default defineConfig({
  root: renderer,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      ...aliasList(sourceAliases),
    ],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: { islands: resolve(renderer, 'src/islands/main.ts') },
      onLog(level, log, handler) {
        // Page modules that hold an island also export their app page, which uses the router;
        // that part is shaken out, but the router's import of a hook Preact lacks is still named.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.includes('/react-router/')) return;
        handler(level, log);
      },
    },
  },
});
