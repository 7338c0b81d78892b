import { Link } from 'react-router-dom';
import { deepLinkFor } from '@shared/deep-links';

/**
 * Where Stripe's Checkout and portal send a desktop user back (docs/decisions.md P1): Stripe
 * takes only http(s) addresses, so this page hands over to the app, whose Settings reads the plan
 * again. Nothing from the address is used.
 */
function ReturnToAppPage() {
  return (
    <section className="container narrow centered">
      <title>Back to ComplyReady · ComplyReady</title>
      <h1>Back to ComplyReady</h1>
      <p>
        You are done on Stripe’s page. Open the ComplyReady app: Settings shows your plan as soon as
        Stripe confirms it.
      </p>
      <a className="button button-primary" href={deepLinkFor('/dashboard/settings')}>
        Open ComplyReady
      </a>
      <p>
        Using ComplyReady in your browser? Go to <Link to="/dashboard/settings">Settings</Link>.
      </p>
    </section>
  );
}

export { ReturnToAppPage as Component };
