import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  INLINE_HASHES_FILE,
  contentSecurityPolicy,
  type InlineHashes,
} from '../src/shared/content-security-policy.ts';

const BOOT_SCRIPT = resolve(import.meta.dirname, '../src/renderer/boot.js');

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Website build only. Everything the first paint needs comes in the page itself: the style sheet
 * is inlined, and the entry <script type="module"> (with its modulepreload links) becomes the
 * small inline boot script that fetches the app after the page has painted (src/renderer/boot.js).
 * The CSP allows exactly these two inline blocks by hash; it goes into a meta tag, and into
 * INLINE_HASHES_FILE for the server's header. The desktop build keeps its files and plain CSP.
 */
export function websiteHtmlPlugin(connectSources: readonly string[] = []): Plugin {
  return {
    name: 'complyready-website-html',
    // The page build only: the prerender's server build (--ssr) emits no HTML.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('website-html: no index.html in the bundle');
      let html = String(page.source);

      const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(html);
      const css = stylesheet && bundle[stylesheet[1] ?? ''];
      if (!stylesheet || css?.type !== 'asset') throw new Error('website-html: no style sheet');
      const style = String(css.source);
      if (style.includes('</style')) throw new Error('website-html: the CSS closes its own tag');
      html = html.replace(stylesheet[0], () => `<style>${style}</style>`);

      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('website-html: no module entry script in index.html');
      const boot = readFileSync(BOOT_SCRIPT, 'utf8');
      html = html
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(entry[0], () => `<script data-entry="${entry[1]}">${boot}</script>`);

      const inlineHashes: InlineHashes = {
        scripts: [sha256Source(boot)],
        styles: [sha256Source(style)],
      };
      const policy = contentSecurityPolicy({ connectSources, inlineHashes });
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error('website-html: no charset meta tag');
      page.source = html.replace(
        charset,
        () => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
      this.emitFile({
        type: 'asset',
        fileName: INLINE_HASHES_FILE,
        source: JSON.stringify(inlineHashes, null, 2),
      });
    },
  };
}
