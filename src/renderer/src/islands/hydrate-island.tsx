import { render } from 'preact';
import { captureTypedValues } from './typed-before-hydration';
import { IslandRoot, settleIsland, type PendingIsland } from './island-root';
import { yieldToBrowser } from '../lib/yield-to-browser';

/**
 * Takes over one island of a prerendered page with the props written into it, keeping what the
 * visitor typed meanwhile; resolves once the island is live.
 */
export async function hydrateIsland({
  element,
  ...pending
}: PendingIsland & { element: HTMLElement }): Promise<void> {
  const island = await settleIsland(pending);
  // The island's code has just been evaluated, in a task of its own: the takeover starts in the next.
  await yieldToBrowser();
  const props = JSON.parse(element.dataset['islandProps'] ?? '{}') as object;
  const restoreTypedValues = captureTypedValues(element);
  await new Promise<void>((resolve) => {
    let takenOver = false;
    const onTakenOver = () => {
      if (takenOver) return;
      takenOver = true;
      restoreTypedValues();
      resolve();
    };
    // Islands run on Preact (vite.islands.config.ts). Rendering over the prerendered HTML, rather
    // than hydrating it, keeps its elements (and focus) and corrects every attribute that differs,
    // such as generated ids, which Preact and React's prerender name differently.
    render(<IslandRoot island={island} props={props} onTakenOver={onTakenOver} />, element);
  });
}
