/**
 * Posts a public form to one of the backend's functions (hotline, contact). Replaced by
 * supabase-js `functions.invoke` once the backend client exists; the pages only see
 * "resolved" or "rejected".
 */
export async function postToFunction(name: 'hotline' | 'contact', payload: object): Promise<void> {
  const response = await fetch(`/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`The ${name} function answered ${response.status}.`);
}
