/**
 * Ends the current task: what follows runs in a task of its own, so the browser can paint and
 * answer input in between (docs/architecture.md#performance-goals).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
