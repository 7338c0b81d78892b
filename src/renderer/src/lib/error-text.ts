/**
 * The words of a refusal to show on a page: the database's or the function's own message (they
 * are written for people, docs/product.md#validation), or `fallback` for anything else.
 */
export function errorText(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  return typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : fallback;
}
