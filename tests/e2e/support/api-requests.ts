// A page's own API requests in flight. A test that ends a session under an open page waits until
// the page is idle, so that the request it makes next is the one that meets the ended session.
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** Starts counting the page's API requests; the returned function waits until none is in flight. */
export function watchApiRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (/\/(rest|auth|functions)\/v1\//.test(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => expect.poll(() => inFlight.size).toBe(0);
}
