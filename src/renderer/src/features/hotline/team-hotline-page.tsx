// A team's own hotline, /hotline/<slug> (docs/product.md#a-teams-hotline, docs/decisions.md H1):
// the report is encrypted in this browser to the team's key, and the reporter leaves with a
// receipt code, shown once, that opens the case at /hotline/follow-up.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { HotlineCryptoError } from '@shared/hotline-crypto';
import { AppLink } from '../../navigation/navigation';
import { CopyButton } from '../../components/copy-button';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { FunctionError } from '../../lib/send-form';
import { ReportForm } from './hotline-form';
import { getChannel, sendReport, type SentReport, type TeamChannel } from './reporter-data';

type ChannelState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; channel: TeamChannel };

function Receipt({ sent, teamName }: { sent: SentReport; teamName: string }) {
  const { code, attachmentsFailed } = sent;
  // The form is gone: the focus goes to what replaced it, so the code is read out next.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card receipt-card" aria-labelledby="receipt-title">
      <h2 id="receipt-title" tabIndex={-1} ref={heading}>
        Your report was sent
      </h2>
      {attachmentsFailed > 0 ? (
        <FormMessage kind="error">
          {attachmentsFailed === 1
            ? '1 attachment could not be uploaded.'
            : `${attachmentsFailed} attachments could not be uploaded.`}{' '}
          Your report arrived: you can describe what the missing files show in a follow-up message.
        </FormMessage>
      ) : null}
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
        <CopyButton text={code} label="Copy Code" className="button button-secondary" />
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

function TeamReport({ slug, channel }: { slug: string; channel: TeamChannel }) {
  const [sent, setSent] = useState<SentReport | null>(null);
  if (sent) return <Receipt sent={sent} teamName={channel.teamName} />;
  return (
    <ReportForm
      attachments
      send={async (isAnonymous, values, files) => {
        const name = values.name.trim();
        const email = values.email.trim();
        setSent(
          await sendReport(
            slug,
            channel,
            isAnonymous,
            {
              subject: values.subject.trim(),
              text: values.message.trim(),
              ...(!isAnonymous && name ? { name } : {}),
              ...(!isAnonymous && email ? { email } : {}),
            },
            files,
          ),
        );
      }}
      anonymousHint="We do not ask who you are, and we store no IP address, device details or time of day with your report. You will get a receipt code to follow up without giving your name."
      emailLabel="Email (optional, for the handlers to contact you)"
      failureText={(error) =>
        error instanceof HotlineCryptoError ||
        (error instanceof FunctionError && error.status < 500 && error.status !== 429)
          ? error.message
          : 'Failed to send report. Please try again later.'
      }
    />
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
        <TeamReport slug={slug} channel={channel} />
      ) : (
        <FormMessage kind="error">
          This hotline is not taking new reports. To report a concern, use the{' '}
          <AppLink className="text-link" to="/hotline">
            general hotline
          </AppLink>
          .
        </FormMessage>
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
