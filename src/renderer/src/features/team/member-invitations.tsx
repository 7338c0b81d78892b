// Members → Invite by email (docs/decisions.md SC1): one address or many (a pasted list, or a CSV
// of name,email), and the invitations not yet accepted, with Resend and Revoke. The invitations
// function mails them; the database checks the admin and keeps each link 14 days.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { countOf } from '@shared/plural';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { DataTable } from '../../components/data-table';
import { InputField, SubmitButton, TextAreaField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { ItemButton } from '../../components/item-button';
import { localDate } from '../../lib/local-day';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, type Query } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import {
  parseInvitees,
  resendInvitation,
  revokeInvitation,
  sendInvitations,
  type Invitation,
} from './people-data';

/**
 * What a send says: how many went out, who was not invited (the database skips members of the
 * team who have signed in, docs/decisions.md SC1) and which addresses' mail failed.
 */
export function sentText(asked: string[], invited: string[], failed: string[]): string {
  const invitedNow = new Set(invited.map((email) => email.toLowerCase()));
  const members = asked.filter((email) => !invitedNow.has(email.trim().toLowerCase()));
  return [
    `${countOf(invited.length - failed.length, 'invitations')} sent.`,
    members.length ? `Already in your team, not invited: ${members.join(', ')}.` : '',
    failed.length ? `The email to ${failed.join(', ')} could not be sent; try Resend later.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function InviteByEmail({ onSent }: { onSent: () => Promise<void> }) {
  const [text, setText] = useState('');
  const { busy, result, run } = useAction('The invitations could not be sent.');
  const [problem, setProblem] = useState<string | undefined>();

  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const added = (await file.text()).trim();
    setText((current) => [current.trim(), added].filter(Boolean).join('\n'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { invitees, invalid } = parseInvitees(text);
    if (invalid.length > 0) {
      setProblem(`Not an email address: ${invalid.slice(0, 5).join(', ')}`);
      return;
    }
    if (invitees.length === 0) {
      setProblem('Enter at least one email address');
      return;
    }
    setProblem(undefined);
    void run(async () => {
      const answer = await sendInvitations(await getSupabase(), invitees);
      setText('');
      await onSent();
      const said = sentText(
        invitees.map((invitee) => invitee.email),
        answer.invited.map((invitation) => invitation.email),
        answer.failed,
      );
      // Some mails failed: shown as a problem, though the invitations exist.
      if (answer.failed.length) throw new Error(said);
      return said;
    });
  }

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite by Email</h2>
      <form onSubmit={submit}>
        <TextAreaField
          label="Email addresses"
          rows={4}
          value={text}
          error={problem}
          placeholder={'ada@example.com\nGrace Hopper,grace@example.com'}
          onValue={setText}
        />
        <p className="hint">
          One address per line, or paste a list; a CSV of name,email works too. Each person gets an
          email naming the team and you, with a link that works for 14 days.
        </p>
        <InputField
          label="Or add a CSV file (name,email)"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readCsv(event)}
        />
        <SubmitButton busy={busy} busyLabel="Sending..." className="button">
          Send Invitations
        </SubmitButton>
      </form>
      <ActionResultMessage result={result} />
    </section>
  );
}

export function PendingInvitations({ invitations }: { invitations: Query<Invitation[]> }) {
  const { busy, result, run: runAction } = useAction('The change could not be made.');

  const run = (change: () => Promise<string>) =>
    runAction(async () => {
      const done = await change();
      await invalidateQueries(teamKeys.invitations());
      return done;
    });

  function resend(invitation: Invitation) {
    void run(async () => {
      const answer = await resendInvitation(await getSupabase(), invitation.id);
      if (answer.failed.length) {
        throw new Error(`The email to ${invitation.email} could not be sent.`);
      }
      return `Invitation sent again to ${invitation.email}.`;
    });
  }

  function revoke(invitation: Invitation) {
    void run(async () => {
      await revokeInvitation(await getSupabase(), invitation.id);
      return `The invitation to ${invitation.email} is revoked.`;
    });
  }

  return (
    <QueryStatus query={invitations} failed="Failed to load invitations">
      {(data) =>
        data.length === 0 ? null : (
          <section className="card" aria-labelledby="pending-title">
            <h2 id="pending-title">Pending Invitations</h2>
            <ActionResultMessage result={result} />
            <DataTable
              label="Pending invitations"
              columns={['Email', 'Name', 'Invited By', 'Status', 'Actions']}
            >
              {data.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row">{invitation.email}</th>
                  <td>{invitation.full_name ?? '—'}</td>
                  <td>
                    {invitation.invited_by_name}, {localDate(invitation.sent_at)}
                  </td>
                  <td>
                    {invitation.expired
                      ? 'Expired'
                      : `Invited · until ${localDate(invitation.expires_at)}`}
                  </td>
                  <td>
                    <div className="row-actions">
                      <ItemButton
                        small
                        action="Resend"
                        item={invitation.email}
                        disabled={busy}
                        onClick={() => resend(invitation)}
                      />
                      <ItemButton
                        small
                        action="Revoke"
                        item={invitation.email}
                        disabled={busy}
                        onClick={() => revoke(invitation)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          </section>
        )
      }
    </QueryStatus>
  );
}
