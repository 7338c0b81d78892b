// Text that PostgreSQL cannot store as sent: NUL characters (refused by text and jsonb) and
// unpaired UTF-16 surrogates (silently turned into U+FFFD on the way to UTF-8). Shared by the
// Edge Functions and the embedded backend's auth and REST bodies, so all refuse it alike.

// NUL is matched on purpose: it is exactly what must be refused.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates (invalid Unicode)';

/** True when a string, or any key or string inside a parsed JSON value, cannot be stored. */
export function hasUnstorableText(value: unknown): boolean {
  // Iterative: a 64 KB body can nest tens of thousands of levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
