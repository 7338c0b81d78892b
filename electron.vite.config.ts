import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'electron-vite';
import type { Plugin } from 'vite';
import { builtInBackendFromEnv } from './src/main/backend-config';
import { aliasList, productionReactRouter, sourceAliases } from './vite.config.ts';

const root = import.meta.dirname;

/**
 * The renderer is served from app://renderer/ (a standard scheme), so asset URLs are absolute and
 * work on every client-side route, as on the website. electron-vite's preset makes them relative
 * (for file://), which breaks on nested routes such as /team/{code}; this restores '/'.
 */
const absoluteBase: Plugin = { name: 'complyready-absolute-base', config: () => ({ base: '/' }) };

/**
 * Files the bundled local backend reads next to its own code at run time: the backend's bootstrap
 * SQL (read from `import.meta.dirname`) and PGlite's WebAssembly and data files (read relative to
 * `import.meta.url`). The migrations and seed are read from the app folder (electron-builder.yml).
 */
function localBackendFiles(): Plugin {
  const pglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files: Record<string, string> = {
    'bootstrap.sql': resolve(root, 'src/backend/db/bootstrap.sql'),
    'pglite.wasm': resolve(pglite, 'pglite.wasm'),
    'pglite.data': resolve(pglite, 'pglite.data'),
    'initdb.wasm': resolve(pglite, 'initdb.wasm'),
  };
  return {
    name: 'complyready-local-backend-files',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
      }
    },
  };
}

// The desktop app: main process, preload and the same renderer as the website. Main and preload
// are bundled whole (no node_modules needed at run time, so the installers ship none).
export default defineConfig(({ mode }) => {
  // A build for one company's hosted project (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and
  // optionally VITE_WEBSITE_URL) hands it to the main process only. The renderer never reads
  // build-time variables: it uses what the main process writes into the page, the same value
  // the main process allows in the CSP and the network permission (one value, one place).
  const builtInBackend = builtInBackendFromEnv({ ...loadEnv(mode, root, 'VITE_'), ...process.env });
  return {
    main: {
      plugins: [localBackendFiles()],
      define: { __COMPLYREADY_BUILT_IN_BACKEND__: JSON.stringify(builtInBackend) },
      resolve: {
        // The same bcrypt hashes from pure JavaScript: no native module in the installers. Only
        // this bundle uses bcryptjs, at build time, so package.json lists it among the
        // devDependencies; `bcrypt` (native) is what the backend runs everywhere else.
        alias: { bcrypt: 'bcryptjs' },
      },
      build: {
        externalizeDeps: false,
        rolldownOptions: {
          input: {
            index: resolve(root, 'src/main/index.ts'),
            // Loaded only when the user runs the backend on this computer.
            'local-backend': resolve(root, 'src/main/local-backend.ts'),
          },
          output: {
            // CommonJS: Electron runs a CommonJS entry synchronously, so the `open-url` listener
            // exists before macOS delivers the link that launched the app (an ESM entry loads
            // asynchronously and can miss it). Chunks sit beside the entry, because the bundled
            // backend finds the app folder from its own file's folder.
            format: 'cjs',
            entryFileNames: '[name].cjs',
            chunkFileNames: '[name]-[hash].cjs',
          },
        },
      },
    },
    preload: {
      build: {
        externalizeDeps: false,
        rolldownOptions: {
          input: { index: resolve(root, 'src/preload/index.ts') },
          // Sandboxed preload scripts must be CommonJS.
          output: { format: 'cjs', entryFileNames: '[name].cjs' },
        },
      },
    },
    renderer: {
      root: resolve(root, 'src/renderer'),
      // No VITE_ variables in the desktop renderer (see above).
      envPrefix: 'RENDERER_VITE_',
      // No CSP meta tag here: the policy comes with each response from the protocol handler, which
      // knows the backend's URL for connect-src; a meta policy would intersect with it.
      plugins: [react(), absoluteBase],
      resolve: {
        alias: [
          ...productionReactRouter,
          ...aliasList({
            ...sourceAliases,
            // One platform adapter per build: the web bundle carries no desktop code.
            '#platform': resolve(root, 'src/renderer/src/platform/desktop.ts'),
          }),
        ],
      },
      build: {
        rolldownOptions: {
          input: {
            index: resolve(root, 'src/renderer/index.html'),
            // The first-run and Settings screen: which backend the app talks to.
            setup: resolve(root, 'src/renderer/setup.html'),
          },
        },
      },
    },
  };
});
