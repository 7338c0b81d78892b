import type { SupabaseClient } from '@supabase/supabase-js';
import { Link } from 'react-router-dom';
import type { Database } from '@shared/database.types';
import { answer } from '../lib/answer';
import { useQuery } from '../lib/use-query';
import { hotlineKeys } from '../lib/hotline/keys';

/**
 * Whether the signed-in person handles their team's hotline: a question about themselves that
 * every member may ask, so a member's page is never refused. Asked here, not beside the
 * handlers' data, whose answers' shapes (and zod) a member's library has no use for.
 */
async function isHotlineHandler(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<boolean> {
  return answer(client.rpc('i_handle_team_hotline').abortSignal(signal));
}

/**
 * Where a member an admin named as a hotline handler finds the hotline (docs/navigation.md: they
 * see one dashboard section only). Admins reach it from the dashboard.
 */
export function HotlineHandlerNotice({ userId }: { userId: string }) {
  const handler = useQuery(hotlineKeys.handler(userId), isHotlineHandler);
  if (handler.state !== 'ready' || !handler.data) return null;
  return (
    <p className="card notice-card">
      You handle your team&apos;s hotline.{' '}
      <Link className="text-link" to="/dashboard/hotline">
        Open the hotline
      </Link>
    </p>
  );
}
