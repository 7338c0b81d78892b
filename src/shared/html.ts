/**
 * Escapes text for HTML: element content and quoted attribute values alike, so one function
 * serves every page and file we write (the five characters HTML gives a meaning).
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
