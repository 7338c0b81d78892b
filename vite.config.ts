import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { websiteHtmlPlugin } from './config/website-html-plugin.ts';
import { defineConfig, loadEnv } from 'vite';

const renderer = resolve(import.meta.dirname, 'src/renderer');

/** The source folders every build of the renderer resolves the same way. */
export const sourceAliases: Record<string, string> = {
  // One platform adapter per build: the web bundle carries no desktop code.
  '#platform': resolve(renderer, 'src/platform/web.ts'),
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@content': resolve(import.meta.dirname, 'src/content'),
  '@documents': resolve(import.meta.dirname, 'src/documents'),
};

/** `aliases` as Vite's list form, which may follow patterns such as `productionReactRouter`. */
export const aliasList = (aliases: Record<string, string>) =>
  Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));

const reactRouterBuild = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');

/**
 * react-router's production build for every renderer build (docs/decisions.md RP1): its package
 * points each import at the development build, checks and warnings included.
 */
export const productionReactRouter = [
  { find: /^react-router$/, replacement: resolve(reactRouterBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(reactRouterBuild, 'dom-export.mjs') },
];

/**
 * The website's chunks (docs/decisions.md CS1): the entry and everything it imports statically
 * in one file, and each shared chunk under 20 KB of source copied into the pages that use it
 * (Rolldown keeps one copy of each module's state). A signed-in page then loads 7 files instead
 * of about 40: on HTTP/1.1, six connections a host, each round of six costs a round trip.
 */
const INLINE_SHARED_CHUNKS_UNDER = 20_000;
const websiteChunks = {
  codeSplitting: {
    groups: [{ name: 'app', tags: ['$initial' as const] }],
    experimentalInlineCommonChunks: {
      maxSize: INLINE_SHARED_CHUNKS_UNDER,
      // As Rolldown advises for Vite: a chunk holding styles stays a file.
      exclude: /\.css(\?|$)/,
    },
  },
};

// The website build of the renderer. The desktop bundle builds the same sources
// through electron.vite.config.ts; only the platform adapter differs.
export default defineConfig(({ mode, isSsrBuild }) => {
  // A hosted build talks to its Supabase project: the page's own policy must allow it. Without
  // one, the page talks to the server that serves it ('self').
  const hostedApi = loadEnv(mode, renderer, 'VITE_')['VITE_SUPABASE_URL'];
  return {
    root: renderer,
    plugins: [react(), websiteHtmlPlugin(hostedApi ? [new URL(hostedApi).origin] : [])],
    resolve: {
      alias: [...productionReactRouter, ...aliasList(sourceAliases)],
    },
    build: {
      outDir: resolve(import.meta.dirname, 'dist/web'),
      emptyOutDir: true,
      manifest: true,
      // The app: signed-in routes, rendered in the browser from the app shell. The prerendered
      // public pages' islands are built after it, on Preact (vite.islands.config.ts).
      rolldownOptions: {
        input: { index: resolve(renderer, 'index.html') },
        // The prerender's build (--ssr) keeps its entry's exports and Rolldown's own chunks.
        ...(isSsrBuild ? {} : { preserveEntrySignatures: false, output: websiteChunks }),
      },
    },
  };
});
