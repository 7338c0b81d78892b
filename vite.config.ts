import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { websiteHtmlPlugin } from './config/website-html-plugin.ts';
import { defineConfig } from 'vite';

// The website build of the renderer. The desktop bundle builds the same sources
// through electron.vite.config.ts; only the platform adapter differs.
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  plugins: [react(), websiteHtmlPlugin()],
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
});
