// Help (docs/product.md#help, docs/decisions.md SU1): a signed-in person writes to support; the
// request goes with their team, plan and the page they came from, and they get a copy with a
// reference. Enterprise teams also ask for a custom policy here.
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { supportPromise } from '@content/plans/support';
import { plans } from '@content/plans';
import { AppLink } from '../../navigation/navigation';
import { RequireSession } from '../../session/guards';
import type { Profile } from '../../session/session-types';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import {
  getSupportContact,
  sendSupportRequest,
  supportKeys,
  type SupportContact,
} from './support-data';

function HelpPage() {
  return <RequireSession>{(profile) => <Help me={profile} />}</RequireSession>;
}

/** The page the person came from (the navigation passes it), else this one. */
function usePageAsked(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/help';
}

function Help({ me }: { me: Profile }) {
  const contact = useQuery(supportKeys.contact(me.id), (client, signal) =>
    getSupportContact(client, signal),
  );
  return (
    <div className="container narrow">
      <PageHeader
        title="Help"
        lead="Ask us anything about ComplyReady or your compliance program."
      />
      {me.team_id ? (
        <QueryStatus query={contact} loading="Loading..." failed="Failed to load your plan">
          {(data) => (data ? <SupportForms contact={data} email={me.email} /> : <NoTeam />)}
        </QueryStatus>
      ) : (
        <NoTeam />
      )}
    </div>
  );
}

function NoTeam() {
  return (
    <p>
      You are not in a team. Write to us through the{' '}
      <AppLink className="text-link" to="/contact">
        Contact page
      </AppLink>{' '}
      instead.
    </p>
  );
}

function SupportForms({ contact, email }: { contact: SupportContact; email: string }) {
  const plan = plans.find((candidate) => candidate.id === contact.plan_id);
  const enterprise = contact.plan_id === 'enterprise';
  return (
    <>
      <section aria-labelledby="support-title">
        <h2 id="support-title">Write to support</h2>
        <p>
          Your team is on the {plan?.name ?? contact.plan_id} plan.{' '}
          {plan ? supportPromise(plan.id, Boolean(contact.success_manager_email)) : null}
        </p>
        {enterprise && contact.success_manager_email ? (
          <p>
            Your success manager:{' '}
            <a href={`mailto:${contact.success_manager_email}`}>{contact.success_manager_email}</a>
          </p>
        ) : null}
        <RequestForm kind="help" email={email} />
      </section>
      {enterprise ? (
        <section aria-labelledby="custom-policy-title">
          <h2 id="custom-policy-title">Request a custom policy</h2>
          <p>Tell us what the policy must cover and by when; we write it for your team.</p>
          <RequestForm kind="custom_policy" email={email} />
        </section>
      ) : null}
    </>
  );
}

type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; reference: string }
  | {
      status: 'failed';
      message: string;
    };

function RequestForm({ kind, email }: { kind: 'help' | 'custom_policy'; email: string }) {
  const custom = kind === 'custom_policy';
  const page = usePageAsked();
  const [params] = useSearchParams();
  // A link may name the subject (Settings → Plan: "Enterprise plan"); the custom policy's is its own.
  const [subject, setSubject] = useState(() => (custom ? '' : (params.get('subject') ?? '')));
  const [message, setMessage] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [state, setState] = useState<SendState>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ status: 'sending' });
    try {
      const reference = await sendSupportRequest(
        await getSupabase(),
        custom ? { kind, subject, message, page, neededBy } : { kind, subject, message, page },
      );
      setState({ status: 'sent', reference });
      setSubject('');
      setMessage('');
      setNeededBy('');
    } catch (failure) {
      setState({
        status: 'failed',
        message: failure instanceof Error ? failure.message : 'Your request could not be sent.',
      });
    }
  }

  return (
    <form
      aria-label={custom ? 'Request a custom policy' : 'Write to support'}
      onSubmit={(event) => void submit(event)}
    >
      <InputField
        label={custom ? 'Policy name' : 'Subject'}
        required
        maxLength={200}
        value={subject}
        onValue={setSubject}
      />
      <TextAreaField
        label={custom ? 'What the policy must cover' : 'Message'}
        required
        maxLength={10000}
        rows={6}
        value={message}
        onValue={setMessage}
      />
      {custom ? (
        <InputField label="Needed by" type="date" required value={neededBy} onValue={setNeededBy} />
      ) : null}
      {state.status === 'sent' ? (
        <FormMessage kind="success">
          Thank you. Your reference is {state.reference}. We sent a copy to {email}.
        </FormMessage>
      ) : null}
      {state.status === 'failed' ? <FormMessage kind="error">{state.message}</FormMessage> : null}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={state.status === 'sending'}
        >
          {state.status === 'sending'
            ? 'Sending...'
            : custom
              ? 'Request Custom Policy'
              : 'Send Request'}
        </button>
      </div>
    </form>
  );
}

export { HelpPage as Component };
