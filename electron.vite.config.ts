import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { cspMetaPlugin } from './config/csp-meta-plugin.ts';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // Sandboxed preload scripts must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), cspMetaPlugin()],
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
