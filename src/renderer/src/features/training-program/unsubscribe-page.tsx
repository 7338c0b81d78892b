// `/unsubscribe/<token>` (docs/product.md#training-reminders): the link in every training reminder.
// The page asks before it changes anything, so a mail scanner that opens links changes nothing.
// Reminders of assigned courses are required training: they can be made fewer, not stopped; only
// an admin's weekly summary is optional (docs/decisions.md TP1). No sign-in needed.
import { useState, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { useParams } from 'react-router-dom';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { trainingKeys } from '../../lib/training/keys';
import {
  getReminderSubscription,
  setReminderFrequency,
  setReminderSubscription,
} from '../../lib/training/data';

type Client = SupabaseClient<Database>;

function Subscription({ token }: { token: string }) {
  const subscription = useQuery(trainingKeys.reminderSubscription(token), (client, signal) =>
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
  const {
    team_name: team,
    subscribed,
    fewer_reminders: fewer,
    gets_summary: getsSummary,
  } = subscription.data;

  async function change(save: (client: Client) => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await save(await getSupabase());
      await invalidateQueries(trainingKeys.reminderSubscription(token));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  /** What the page offers: `text` says it, the button (`label`) makes the change with `save`. */
  const offer = (
    text: ReactNode,
    label: string,
    save: (client: Client) => Promise<void>,
    button = 'button-secondary',
  ) => (
    <>
      <p>{text}</p>
      <button
        type="button"
        className={`button ${button}`}
        disabled={busy}
        onClick={() => void change(save)}
      >
        {label}
      </button>
    </>
  );

  return (
    <section className="card" aria-live="polite">
      <p>
        Reminders of courses {team} assigned to you are part of your required training, so they
        cannot be switched off.
      </p>
      {fewer
        ? offer(
            <>
              You receive fewer reminders: the day before a course is due, and every 4 weeks while
              it is overdue.
            </>,
            'Receive All Reminders',
            (client) => setReminderFrequency(client, token, false),
          )
        : offer(
            <>
              Receive fewer of them? Only the day before a course is due, and every 4 weeks instead
              of every week while it is overdue.
            </>,
            'Receive Fewer Reminders',
            (client) => setReminderFrequency(client, token, true),
            'button-primary',
          )}
      {getsSummary
        ? subscribed
          ? offer(
              <>Stop the weekly summary of who is overdue that {team} sends you as an admin?</>,
              'Unsubscribe from the Summary',
              (client) => setReminderSubscription(client, token, false),
            )
          : offer(
              <>You will no longer receive the weekly summary from {team}.</>,
              'Receive the Summary Again',
              (client) => setReminderSubscription(client, token, true),
            )
        : null}
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
