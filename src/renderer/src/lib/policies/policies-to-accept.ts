// The number of policies the signed-in person still has to accept, for the navigation
// (docs/product.md#navigation): a query like any other, under policyKeys.toAccept, so accepting
// or publishing a policy (which invalidate policyKeys.all) updates it. Small on purpose: the
// header is on every page, so its fetcher stays here rather than pulling in the whole data.ts.
import { useQuery, type QueryFetcher } from '../use-query';
import { policyKeys } from './keys';
import { answer } from '../answer';

const countPoliciesToAccept: QueryFetcher<number> = async (client, signal) => {
  const data = await answer(client.rpc('my_policies').is('accepted_at', null).abortSignal(signal));
  return data.length;
};

/** How many policies `userId` (in a team) has to accept; null until known or without a team. */
export function usePoliciesToAccept(userId: string | null): number | null {
  const toAccept = useQuery(userId ? policyKeys.toAccept(userId) : null, countPoliciesToAccept);
  return toAccept.state === 'ready' ? toAccept.data : null;
}
