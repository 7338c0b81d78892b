import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session';
import { AuthCard } from '../../components/auth-layout';

function SignedOutPage() {
  const { signOut } = useSession();
  const requested = (useLocation().state as { signOut?: boolean } | null)?.signOut === true;

  useEffect(() => {
    if (requested) void signOut().catch(() => undefined);
  }, [requested, signOut]);

  return (
    <AuthCard title="Signed Out">
      <p role="status">You have been signed out.</p>
      <Link className="button button-primary" to="/signin">
        Sign In Again
      </Link>
    </AuthCard>
  );
}

export { SignedOutPage as Component };
