// The script of every prerendered public page (the boot script loads it once the page has
// painted): the header works without React, and only the page's islands are hydrated. Pages
// without islands load no React at all (docs/architecture.md#public-pages-static-html-and-islands).
import { markPlansForSale } from './plans-for-sale';
import { enhanceSiteHeader } from './static-header';
import { isIslandName, islandRegistry, type IslandEntry } from './registry';

async function start() {
  enhanceSiteHeader();
  const plansMarked = markPlansForSale();
  // Each island's code starts loading at once, beside React.
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap(
    (element) => {
      const name = element.dataset['island'];
      if (!isIslandName(name)) return [];
      const entry: IslandEntry = islandRegistry[name];
      return [{ element, component: entry.load(), wrapper: entry.wrapper?.() }];
    },
  );
  if (islands.length > 0) {
    const { hydrateIsland } = await import('./hydrate-island');
    await Promise.all(islands.map(hydrateIsland));
  }
  await plansMarked;
  // For automated tests, which must not act on the prerendered HTML alone.
  document.documentElement.dataset['hydrated'] = 'true';
}

void start();
