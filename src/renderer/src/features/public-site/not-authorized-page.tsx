import { Link } from 'react-router-dom';

function NotAuthorizedPage() {
  return (
    <section className="container narrow centered">
      <title>Not Authorized · ComplyReady</title>
      <h1>Not Authorized</h1>
      <p>You don’t have permission to open that page.</p>
      <Link className="button button-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}

export { NotAuthorizedPage as Component };
