import type { Plugin } from 'vite';
import { contentSecurityPolicy } from '../src/shared/content-security-policy.ts';

/**
 * Writes the CSP into the built index.html. Build only: the dev server's hot-reload preamble is an
 * inline script that a strict policy would block.
 */
export function cspMetaPlugin(connectSources: readonly string[] = []): Plugin {
  return {
    name: 'complyready-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy({ connectSources }),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}
