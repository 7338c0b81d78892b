import { Link } from 'react-router-dom';
import { AuthCard } from './auth-layout';

function SignedOutPage() {
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
