import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { websiteHtmlPlugin } from './config/website-html-plugin.ts';
import { defineConfig, loadEnv } from 'vite';

// The website build of the renderer. The desktop bundle builds the same sources
// through electron.vite.config.ts; only the platform adapter differs.
export default defineConfig(({ mode }) => {
  // A hosted build talks to its Supabase project: the page's own policy must allow it. Without
  // one, the page talks to the server that serves it ('self').
  const hostedApi = loadEnv(mode, resolve(import.meta.dirname, 'src/renderer'), 'VITE_')[
    'VITE_SUPABASE_URL'
  ];
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), websiteHtmlPlugin(hostedApi ? [new URL(hostedApi).origin] : [])],
    resolve: {
      alias: {
        // One platform adapter per build: the web bundle carries no desktop code.
        '#platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
        '@shared': resolve(import.meta.dirname, 'src/shared'),
      },
    },
    build: {
      outDir: resolve(import.meta.dirname, 'dist/web'),
      emptyOutDir: true,
      manifest: true,
    },
  };
});
