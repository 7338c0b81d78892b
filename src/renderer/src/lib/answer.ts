/**
 * A query's data, or its error thrown: the fetchers' one way to read supabase-js's answer, so
 * `useQuery` shows the failure and a mutation's caller catches it. `T` is read off the success
 * alone (the failure's data is null).
 */
export async function answer<T>(
  request: PromiseLike<{ data: T; error: null } | { error: Error }>,
): Promise<T> {
  const response = await request;
  if (response.error) throw response.error;
  return response.data;
}

/**
 * A refusal thrown as an Error in its own words: supabase-js answers errors as plain objects, and
 * a mutation's caller shows the message of an Error it catches.
 */
export function fail(error: { message: string }): never {
  throw new Error(error.message);
}
