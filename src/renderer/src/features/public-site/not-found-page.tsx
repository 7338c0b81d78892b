import { Link } from 'react-router-dom';

function NotFoundPage() {
  return (
    <section className="container narrow centered">
      <title>Page Not Found · ComplyReady</title>
      <h1>Page Not Found</h1>
      <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link className="button button-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
