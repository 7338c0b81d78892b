// A team's own hotline, /hotline/<slug> (docs/product.md#a-teams-hotline, docs/decisions.md H1):
// the report is encrypted in this browser to the team's key, and the reporter leaves with a
// receipt code, shown once, that opens the case at /hotline/follow-up.
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { HotlineCryptoError } from '@shared/hotline-crypto';
import { AppLink } from '../../app/navigation';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useFieldProblems } from '../../components/use-field-problems';
import { FunctionError } from '../../lib/send-form';
import { hotlineProblems } from './hotline-form';
import { getChannel, sendReport, type TeamChannel } from './reporter-data';

type ChannelState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; channel: TeamChannel };

const blank = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof blank;

function Receipt({ code, teamName }: { code: string; teamName: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="card receipt-card" aria-labelledby="receipt-title">
      <h2 id="receipt-title">Your report was sent</h2>
      <p>Your receipt code:</p>
      <p className="receipt-code" aria-label="Your receipt code">
        {code}
      </p>
      <p>
        <strong>Write this code down and keep it safe.</strong> It is shown only once, and it is the
        only way to read the answers of {teamName}&apos;s hotline handlers: nobody can recover it
        for you.
      </p>
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void navigator.clipboard.writeText(code).then(() => setCopied(true))}
        >
          {copied ? 'Copied!' : 'Copy Code'}
        </button>
      </p>
      <p>
        The handlers must acknowledge your report within 7 days and tell you what they did or plan
        to do within 3 months. Check for their messages at{' '}
        <AppLink className="text-link" to="/hotline/follow-up">
          Follow up on your report
        </AppLink>
        .
      </p>
    </section>
  );
}

function ReportForm({ slug, channel }: { slug: string; channel: TeamChannel }) {
  const [isAnonymous, setIsAnonymous] = useState(true);
  const [values, setValues] = useState(blank);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const { formRef, problems, check, clear } = useFieldProblems<Field>();

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      clear(name);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(hotlineProblems(isAnonymous, values))) return;
    setSending(true);
    setFailure(null);
    try {
      const name = values.name.trim();
      const email = values.email.trim();
      const receipt = await sendReport(slug, channel, isAnonymous, {
        subject: values.subject.trim(),
        text: values.message.trim(),
        ...(!isAnonymous && name ? { name } : {}),
        ...(!isAnonymous && email ? { email } : {}),
      });
      setValues(blank);
      setCode(receipt);
    } catch (error) {
      setFailure(
        error instanceof HotlineCryptoError ||
          (error instanceof FunctionError && error.status < 500 && error.status !== 429)
          ? error.message
          : 'Failed to send report. Please try again later.',
      );
    } finally {
      setSending(false);
    }
  }

  if (code) return <Receipt code={code} teamName={channel.teamName} />;
  return (
    <form className="card form" onSubmit={submit} noValidate ref={formRef}>
      <label className="toggle">
        <input
          type="checkbox"
          checked={isAnonymous}
          onChange={(event) => {
            clear('email');
            setIsAnonymous(event.target.checked);
          }}
        />
        <span>Submit anonymously</span>
      </label>
      {isAnonymous ? (
        <p className="hint">
          We do not ask who you are, and we store no IP address, device details or time of day with
          your report. You will get a receipt code to follow up without giving your name.
        </p>
      ) : (
        <>
          <InputField label="Name" autoComplete="name" {...field('name')} />
          <InputField
            label="Email (optional, for the handlers to contact you)"
            type="email"
            autoComplete="email"
            {...field('email')}
          />
        </>
      )}
      <InputField label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" rows={6} required {...field('message')} />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <button className="button button-primary" type="submit" disabled={sending}>
        {sending ? 'Sending...' : 'Submit Report'}
      </button>
    </form>
  );
}

function TeamHotlinePage() {
  const { slug = '' } = useParams();
  // The answer for the slug it was asked for; another slug is loading until its answer comes.
  const [answer, setAnswer] = useState<{ slug: string; state: ChannelState } | null>(null);
  const state: ChannelState = answer?.slug === slug ? answer.state : { kind: 'loading' };

  useEffect(() => {
    let current = true;
    getChannel(slug).then(
      (channel) => current && setAnswer({ slug, state: { kind: 'ready', channel } }),
      (error: unknown) =>
        current &&
        setAnswer({
          slug,
          state: {
            kind: error instanceof FunctionError && error.status < 500 ? 'missing' : 'failed',
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [slug]);

  if (state.kind === 'loading') {
    return (
      <div className="container narrow">
        <p role="status">Loading...</p>
      </div>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <div className="container narrow">
        <PageHeader
          title={state.kind === 'missing' ? 'Hotline not found' : 'Confidential Reporting Hotline'}
        />
        <FormMessage kind="error">
          {state.kind === 'missing'
            ? 'This hotline link is not valid. Ask your company for its current link.'
            : 'The hotline could not be reached. Please try again later.'}
        </FormMessage>
      </div>
    );
  }
  const { channel } = state;
  return (
    <div className="container narrow">
      <PageHeader
        title={`Report a concern to ${channel.teamName}`}
        lead={`Your report goes only to ${channel.teamName}'s hotline handlers. It is encrypted in this browser before it is sent: nobody else can read it, not ComplyReady and not anyone else at ${channel.teamName}.`}
      />
      <p className="hint">
        Your report is never linked to a ComplyReady account, even if you are signed in. For the
        most privacy, use a device and network that are not your employer&apos;s.
      </p>
      {channel.open ? (
        <ReportForm slug={slug} channel={channel} />
      ) : (
        <FormMessage kind="error">This hotline is not taking reports at the moment.</FormMessage>
      )}
      <p>
        Sent a report already?{' '}
        <AppLink className="text-link" to="/hotline/follow-up">
          Follow up with your receipt code
        </AppLink>
      </p>
    </div>
  );
}

export { TeamHotlinePage as Component };
