// One hotline case, /dashboard/hotline/<id> (docs/product.md#hotline-handlers): opened in this
// browser with the unlocked team key — each opening is in the team's audit log — with the report,
// the messages between reporter and handlers, internal notes, and the actions that move the case
// through its clocks.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { platform } from '#platform';
import {
  decryptAttachment,
  decryptMessage,
  openCaseKey,
  openNote,
  type CaseText,
  type CryptoKey,
  type UnlockedTeamKey,
} from '@shared/hotline-crypto';
import {
  HOTLINE_OUTCOME_LABELS,
  hotlineOutcomeLabel,
  hotlineStatusLabel,
  type HotlineOutcome,
} from '@shared/hotline';
import { TeamAdminPage } from '../../../components/team-admin-page';
import type { Profile } from '../../../session/session-types';
import {
  CheckboxField,
  FormMessage,
  Options,
  SelectField,
  TextAreaField,
} from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { getSupabase } from '../../../lib/supabase';
import { useQuery, type Query } from '../../../lib/use-query';
import { hotlineKeys } from '../../../lib/hotline/keys';
import { clockText } from './clock-words';
import {
  acknowledgeCase,
  addNote,
  assignCase,
  getHandlers,
  getHotlineOverview,
  openHotlineCase,
  sendMessage,
  setCaseStatus,
  type CaseMessageRow,
  type OpenedCaseRow,
} from '../../../lib/hotline/handler-data';
import { useTeamKey } from '../../../lib/hotline/key-store';
import { UnlockForm } from './unlock-form';

interface ReadMessage extends CaseText, Omit<CaseMessageRow, 'ciphertext'> {}

export interface ReadCase {
  row: OpenedCaseRow;
  caseKey: CryptoKey;
  messages: ReadMessage[];
}

async function readCase(caseId: string, key: UnlockedTeamKey): Promise<ReadCase> {
  const row = await openHotlineCase(await getSupabase(), caseId);
  const caseKey = await openCaseKey(key, row.sealed_key);
  const messages = await Promise.all(
    row.messages.map(async ({ ciphertext, ...message }) => ({
      ...message,
      ...(message.kind === 'note'
        ? await openNote(key, ciphertext)
        : await decryptMessage(caseKey, message.author, ciphertext)),
    })),
  );
  return { row, caseKey, messages };
}

/** Runs one action, then shows the case as it is now, or the database's refusal. */
function useCaseAction(opened: Query<ReadCase>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await opened.refresh();
      return true;
    } catch (error) {
      setFailure((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

function Thread({ messages }: { messages: ReadMessage[] }) {
  return (
    <ol className="case-thread" aria-label="Messages with the reporter">
      {messages.map((message) => (
        <li key={message.id} className={`case-message case-message-${message.author}`}>
          <p className="meta">
            {message.author === 'reporter' ? 'Reporter' : (message.author_name ?? 'Handler')} ·{' '}
            {message.written_on}
            {message.is_feedback ? <span className="badge">Feedback</span> : null}
          </p>
          {message.subject ? <p className="case-subject">{message.subject}</p> : null}
          <p className="case-text">{message.text}</p>
          {message.name || message.email ? (
            <p className="meta">
              From: {[message.name, message.email].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const ATTACHMENTS_BUCKET = 'hotline-attachments';

/** A name the reporter chose, safe to offer to the save dialog. */
const safeFileName = (name: string) =>
  [...name]
    .map((char) => (char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? '_' : char))
    .join('')
    .slice(0, 200) || 'attachment';

/**
 * The reporter's files (docs/decisions.md H2): ciphertext in Storage, which only the team's
 * handlers may read; opened here with the case key and handed to the user as a download.
 */
function Attachments({ teamId, read }: { teamId: string; read: ReadCase }) {
  const folder = `${teamId}/${read.row.id}`;
  const listed = useQuery(hotlineKeys.attachments(teamId, read.row.id), async (client) => {
    const { data, error } = await client.storage
      .from(ATTACHMENTS_BUCKET)
      .list(folder, { sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    return data.filter((object) => object.id !== null);
  });
  const [names, setNames] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (listed.state !== 'ready' || listed.data.length === 0) return null;

  async function save(objectName: string) {
    setFailure(null);
    try {
      const { data, error } = await (
        await getSupabase()
      ).storage
        .from(ATTACHMENTS_BUCKET)
        .download(`${folder}/${objectName}`);
      if (error) throw error;
      const file = await decryptAttachment(read.caseKey, new Uint8Array(await data.arrayBuffer()));
      const name = safeFileName(file.name);
      setNames((current) => ({ ...current, [objectName]: name }));
      // Never rendered: saved as bytes, whatever type the reporter's file claimed.
      await platform.saveFile({
        suggestedName: name,
        mimeType: 'application/octet-stream',
        data: file.bytes,
      });
    } catch (error) {
      setFailure((error as Error).message);
    }
  }

  return (
    <section aria-labelledby="attachments-title">
      <h2 id="attachments-title">Attachments</h2>
      <ul className="plain-list">
        {listed.data.map((object, index) => {
          const label = names[object.name] ?? `Attachment ${index + 1}`;
          return (
            <li key={object.name}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void save(object.name)}
              >
                Download {label}
              </button>
            </li>
          );
        })}
      </ul>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </section>
  );
}

export function Actions({
  opened,
  read,
  teamId,
}: {
  opened: Query<ReadCase>;
  read: ReadCase;
  teamId: string;
}) {
  const handlers = useQuery(hotlineKeys.handlers(teamId), getHandlers);
  const { busy, failure, run } = useCaseAction(opened);
  const [outcome, setOutcome] = useState<HotlineOutcome | ''>('');
  const { row } = read;
  const act = (action: (client: Awaited<ReturnType<typeof getSupabase>>) => Promise<void>) =>
    void run(async () => action(await getSupabase()));

  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {row.status === 'new' ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => act((client) => acknowledgeCase(client, row.id))}
        >
          Acknowledge Report
        </button>
      ) : null}
      {row.status === 'acknowledged' ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => act((client) => setCaseStatus(client, row.id, 'investigating'))}
        >
          Start Investigation
        </button>
      ) : null}
      {row.status === 'acknowledged' || row.status === 'investigating' ? (
        <form
          className="customise-fields"
          onSubmit={(event) => {
            event.preventDefault();
            if (outcome) act((client) => setCaseStatus(client, row.id, 'closed', outcome));
          }}
        >
          <SelectField
            label="Outcome"
            value={outcome}
            onChange={(chosen) => setOutcome(chosen as HotlineOutcome | '')}
          >
            <option value="">Choose the outcome</option>
            <Options of={HOTLINE_OUTCOME_LABELS} />
          </SelectField>
          <div className="form-field">
            <button type="submit" className="button button-secondary" disabled={busy || !outcome}>
              Close Case
            </button>
          </div>
        </form>
      ) : null}
      {handlers.state === 'ready' ? (
        <SelectField
          label="Assigned to"
          value={row.assignee_id ?? ''}
          disabled={busy}
          onChange={(assignee) => act((client) => assignCase(client, row.id, assignee || null))}
        >
          <option value="">Nobody</option>
          {handlers.data.map((handler) => (
            <option key={handler.user_id} value={handler.user_id}>
              {handler.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </section>
  );
}

function Compose({
  opened,
  read,
  publicKey,
}: {
  opened: Query<ReadCase>;
  read: ReadCase;
  publicKey: string;
}) {
  const { busy, failure, run } = useCaseAction(opened);
  const [message, setMessage] = useState('');
  const [isFeedback, setIsFeedback] = useState(false);
  const [note, setNote] = useState('');
  const { row } = read;
  const canReply = row.status === 'acknowledged' || row.status === 'investigating';

  async function reply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) return;
    const sent = await run(async () =>
      sendMessage(await getSupabase(), row.id, read.caseKey, message.trim(), isFeedback),
    );
    if (sent) {
      setMessage('');
      setIsFeedback(false);
    }
  }

  async function keepNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return;
    if (await run(async () => addNote(await getSupabase(), row.id, publicKey, note.trim()))) {
      setNote('');
    }
  }

  return (
    <>
      <section aria-labelledby="reply-title">
        <h2 id="reply-title">Reply to the reporter</h2>
        {row.status === 'new' ? <p>Acknowledge the report before replying.</p> : null}
        {row.status === 'closed' ? <p>This case is closed.</p> : null}
        {canReply ? (
          <form className="form" onSubmit={reply}>
            <TextAreaField
              label="Message to the reporter"
              rows={4}
              value={message}
              onValue={setMessage}
            />
            <CheckboxField
              label="This message is the feedback: what was done or is planned"
              checked={isFeedback}
              onChecked={setIsFeedback}
            />
            <button className="button button-primary" type="submit" disabled={busy}>
              Send Message
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="notes-title">
        <h2 id="notes-title">Internal notes</h2>
        <p className="hint">Only the team&apos;s handlers read these; the reporter never does.</p>
        <ul className="plain-list case-notes">
          {read.messages
            .filter((entry) => entry.kind === 'note')
            .map((entry) => (
              <li key={entry.id}>
                <p className="meta">
                  {entry.author_name ?? 'Handler'} · {entry.written_on}
                </p>
                <p className="case-text">{entry.text}</p>
              </li>
            ))}
        </ul>
        <form className="form" onSubmit={keepNote}>
          <TextAreaField label="Note for the handlers" rows={3} value={note} onValue={setNote} />
          <button className="button button-secondary" type="submit" disabled={busy}>
            Add Note
          </button>
        </form>
      </section>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </>
  );
}

function OpenCase({
  caseId,
  teamId,
  teamKey,
}: {
  caseId: string;
  teamId: string;
  teamKey: UnlockedTeamKey;
}) {
  const opened = useQuery(hotlineKeys.case(teamId, caseId), () => readCase(caseId, teamKey));
  if (opened.state === 'loading') return <p role="status">Opening the case...</p>;
  if (opened.state === 'error') {
    return <FormMessage kind="error">{(opened.error as Error).message}</FormMessage>;
  }
  const read = opened.data;
  const { row } = read;
  const clock = clockText(row.clock);
  return (
    <>
      <h2>Case {row.number}</h2>
      <dl className="details-list">
        <dt>Status</dt>
        <dd>
          {hotlineStatusLabel(row.status)}
          {row.outcome ? ` · ${hotlineOutcomeLabel(row.outcome)}` : ''}
        </dd>
        <dt>Received</dt>
        <dd>{row.received_on}</dd>
        {clock ? (
          <>
            <dt>Clock</dt>
            <dd className={row.clock.state === 'overdue' ? 'status-overdue' : undefined}>
              {clock}
            </dd>
          </>
        ) : null}
        <dt>Reporter</dt>
        <dd>{row.is_anonymous ? 'Anonymous' : 'Gave a name or an address (see the report)'}</dd>
      </dl>
      <Thread messages={read.messages.filter((message) => message.kind !== 'note')} />
      <Attachments teamId={teamId} read={read} />
      <Actions opened={opened} read={read} teamId={teamId} />
      <Compose opened={opened} read={read} publicKey={teamKey.publicKey} />
    </>
  );
}

function Case({ me, teamId, caseId }: { me: Profile; teamId: string; caseId: string }) {
  const overview = useQuery(hotlineKeys.overview(teamId), getHotlineOverview);
  const teamKey = useTeamKey(me.id, teamId);
  const channel = overview.state === 'ready' ? overview.data.channel : null;
  return (
    <div className="container">
      <PageHeader title="Hotline case" />
      <p>
        <Link className="back-link" to="/dashboard/hotline">
          Back to the hotline
        </Link>
      </p>
      {overview.state === 'loading' ? <p role="status">Loading the hotline...</p> : null}
      {overview.state === 'error' ? (
        <FormMessage kind="error">Failed to load the hotline</FormMessage>
      ) : null}
      {overview.state === 'ready' && !channel ? (
        <FormMessage kind="error">
          Only your team&apos;s hotline handlers can open its cases.
        </FormMessage>
      ) : null}
      {channel && !teamKey ? <UnlockForm userId={me.id} teamId={teamId} channel={channel} /> : null}
      {channel && teamKey ? <OpenCase caseId={caseId} teamId={teamId} teamKey={teamKey} /> : null}
    </div>
  );
}

function CasePage() {
  const { caseId = '' } = useParams();
  return (
    <TeamAdminPage title="Hotline case" roles={null}>
      {(teamId, profile) => <Case me={profile} teamId={teamId} caseId={caseId} />}
    </TeamAdminPage>
  );
}

export { CasePage as Component };
