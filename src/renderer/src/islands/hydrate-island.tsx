import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureTypedValues } from './typed-before-hydration';
import { IslandRoot, settleIsland, type PendingIsland } from './island-root';

/** Ends the current task, so the browser can paint and answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates one island of a prerendered page with the props written into it, keeping what the
 * visitor typed meanwhile; resolves once the island is React's.
 */
export async function hydrateIsland({
  element,
  ...pending
}: PendingIsland & { element: HTMLElement }): Promise<void> {
  const island = await settleIsland(pending);
  // React's code has just been evaluated, in a task of its own: hydration starts in the next one.
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
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(element, <IslandRoot island={island} props={props} onTakenOver={onTakenOver} />, {
        identifierPrefix: element.dataset['islandKey'] ?? '',
      });
    });
  });
}
