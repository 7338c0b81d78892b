import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The renderer is served from app://renderer/ (a standard scheme), so asset URLs are absolute and
 * work on every client-side route, as on the website. electron-vite's preset makes them relative
 * (for file://), which breaks on nested routes such as /team/{code}; this restores '/'.
 */
const absoluteBase: Plugin = { name: 'complyready-absolute-base', config: () => ({ base: '/' }) };

// The desktop app: main process, preload and the same renderer as the website. Main and preload
// are bundled whole (no node_modules needed at run time, so the installers ship none).
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // Sandboxed preload scripts must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    // No CSP meta tag here: the policy comes with each response from the protocol handler, which
    // knows the backend's URL for connect-src; a meta policy would intersect with it.
    plugins: [react(), absoluteBase],
    resolve: {
      alias: {
        // One platform adapter per build: the web bundle carries no desktop code.
        '#platform': resolve(import.meta.dirname, 'src/renderer/src/platform/desktop.ts'),
        '@shared': resolve(import.meta.dirname, 'src/shared'),
      },
    },
    build: {
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
});
