// The floor of the Lighthouse table: the home page as plain HTML, every script removed, served by
// the same server as the routes. A route can paint no earlier than this page of the same size.
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BARE_PAGE_PATH = '/bench-bare-page';

/** A copy of the built site with the bare page added; `remove` deletes the copy. */
export function siteWithBarePage(webRoot: string): { webRoot: string; remove(): void } {
  const copy = mkdtempSync(join(tmpdir(), 'complyready-bench-site-'));
  cpSync(webRoot, copy, { recursive: true });
  const home = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const bare = home.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  if (bare.includes('<script')) throw new Error('bench: the bare page still holds a script');
  mkdirSync(join(copy, BARE_PAGE_PATH), { recursive: true });
  writeFileSync(join(copy, BARE_PAGE_PATH, 'index.html'), bare);
  return { webRoot: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
