import { Link } from 'react-router-dom';
import { useQuery } from '../lib/use-query';
import { hotlineKeys } from '../lib/hotline/keys';
import { isHotlineHandler } from '../lib/hotline/handler-data';

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
