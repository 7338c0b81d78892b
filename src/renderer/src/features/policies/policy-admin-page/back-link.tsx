import { Link } from 'react-router-dom';

export function BackLink() {
  return (
    <Link className="text-link back-link" to="/dashboard/policies">
      <span aria-hidden="true">←</span> All policies
    </Link>
  );
}
