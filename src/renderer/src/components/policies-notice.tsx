import { Link } from 'react-router-dom';
import { countOf } from '@shared/plural';
import { usePoliciesToAccept } from '../lib/policies/policies-to-accept';

/**
 * Where a person lands after signing in: the team's published policies they still have to
 * accept, so a new member meets them on the first sign-in (docs/product.md#policies-to-accept).
 */
export function PoliciesToAcceptNotice({ userId }: { userId: string | null }) {
  const count = usePoliciesToAccept(userId);
  if (!count) return null;
  return (
    <p className="card notice-card">
      Your team asks you to read and accept {countOf(count, 'policies')}.{' '}
      <Link className="text-link" to="/policies">
        {count === 1 ? 'Read and accept it' : 'Read and accept them'}
      </Link>
    </p>
  );
}
