// `/unsubscribe/<token>` (docs/product.md#training-reminders): the link in every training reminder.
// The page asks before it changes anything, so a mail scanner that opens links unsubscribes
// no one; one button then stops (or restarts) the reminders, without signing in.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { getReminderSubscription, setReminderSubscription } from './data';

function Subscription({ token }: { token: string }) {
  const subscription = useQuery(['reminder-subscription', token], (client, signal) =>
    getReminderSubscription(client, token, signal),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (subscription.state === 'loading') return <p role="status">Loading...</p>;
  if (subscription.state === 'error') {
    return <FormMessage kind="error">Something went wrong. Please try again later.</FormMessage>;
  }
  if (!subscription.data) {
    return <FormMessage kind="error">This link is not valid.</FormMessage>;
  }
  const { team_name: team, subscribed } = subscription.data;

  async function choose(next: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      await setReminderSubscription(await getSupabase(), token, next);
      await subscription.refresh();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-live="polite">
      {subscribed ? (
        <>
          <p>Stop the training reminders {team} sends you by email?</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void choose(false)}
          >
            Unsubscribe
          </button>
        </>
      ) : (
        <>
          <p>You will no longer receive training reminders from {team}.</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void choose(true)}
          >
            Receive reminders again
          </button>
        </>
      )}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </section>
  );
}

function UnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <div className="container narrow">
      <PageHeader title="Training Reminders" />
      <Subscription key={token} token={token} />
    </div>
  );
}

export { UnsubscribePage as Component };
