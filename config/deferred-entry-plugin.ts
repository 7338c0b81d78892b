import type { Plugin } from 'vite';

/**
 * Website build only: replaces the entry <script type="module"> and its modulepreload links with
 * /boot.js, which loads the entry after the page's load event (see public/boot.js). The page's
 * content then reaches the screen without waiting for, or sharing bandwidth with, the JavaScript.
 */
export function deferredEntryPlugin(): Plugin {
  return {
    name: 'complyready-deferred-entry',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
        if (!entry) throw new Error('deferred-entry: no module entry script in index.html');
        return html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(
            /<script type="module" crossorigin src="[^"]+"><\/script>/,
            `<script defer src="/boot.js" data-entry="${entry}"></script>`,
          );
      },
    },
  };
}
