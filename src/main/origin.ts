/**
 * `scheme://host[:port]` of a URL, or null. Node's URL gives `"null"` as the origin of custom
 * schemes such as `app://`, so the origin is built from the parts, which makes `app://renderer`
 * and `app://evil` different origins as Chromium sees them.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}
