// Dashboard → Members (docs/product.md#members, docs/decisions.md M1, TF1): deactivate, reactivate,
// remove, promote, demote, hand over ownership and reset two-factor sign-in. The database decides each action and words
// its refusals; the page offers only what makes sense and shows the answer.
import { useState } from 'react';
import { countOf } from '@shared/plural';
import { TeamAdminPage } from '../../components/team-admin-page';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { DataTable } from '../../components/data-table';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { loadProfile } from '../../session/auth-data';
import { DashboardPage } from '../../components/dashboard-sections';
import {
  getManagedMembers,
  runMemberAction,
  type ManagedMember,
  type MemberAction,
} from '../../lib/team/data';
import { InviteByEmail, PendingInvitations } from './member-invitations';
import { getInvitations, sendInvitations } from './people-data';
import { formatLastActivity, UNNAMED_USER } from '../../lib/team/team-progress';
import { ItemButton } from '../../components/item-button';

const ROLE_LABELS: Record<string, string> = {
  member: 'Member',
  admin: 'Admin',
  editor: 'Editor',
  superadmin: 'Superadmin',
};

const displayName = (member: ManagedMember) => member.full_name?.trim() || UNNAMED_USER;

/** What each action asks before it runs, and says once done. */
function wording(action: MemberAction, name: string, team: string) {
  switch (action.name) {
    case 'deactivate_member':
      return {
        title: `Deactivate ${name}?`,
        body: `${name} is signed out at once and cannot sign in until an admin reactivates them. Their training history is kept and shown greyed on the dashboard.`,
        confirm: 'Deactivate',
        done: `${name} is deactivated.`,
      };
    case 'reactivate_member':
      return {
        title: `Reactivate ${name}?`,
        body: `${name} can sign in again and counts in the team's totals.`,
        confirm: 'Reactivate',
        done: `${name} is active again.`,
      };
    case 'remove_member':
      return {
        title: `Remove ${name} from ${team}?`,
        body: `${name} is signed out and leaves the team; their account stays theirs. Their training progress stays in the team's records as "Former member". To bring them back, send them the invite link.`,
        confirm: 'Remove',
        done: `${name} was removed from the team.`,
      };
    case 'set_member_role':
      return action.role === 'admin'
        ? {
            title: `Make ${name} an admin?`,
            body: `Admins see the team's progress and activity, invite people and manage members.`,
            confirm: 'Make Admin',
            done: `${name} is now an admin.`,
          }
        : {
            title: `Make ${name} a member?`,
            body: `${name} will no longer see the dashboard or manage the team.`,
            confirm: 'Make Member',
            done: `${name} is now a member.`,
          };
    case 'reset_member_two_factor':
      return {
        title: `Reset two-factor sign-in of ${name}?`,
        body: `${name}'s authenticator apps are removed and ${name} is signed out. They sign in with their password and set up an authenticator app again, at once if the team requires it. Do this when they have lost theirs.`,
        confirm: 'Reset Two-Factor',
        done: `Two-factor sign-in of ${name} is reset.`,
      };
    case 'transfer_ownership':
      return {
        title: `Transfer ownership to ${name}?`,
        body: `${name} becomes the owner of ${team}. You stay an admin; only the owner can hand ownership on again.`,
        confirm: 'Transfer Ownership',
        done: `${name} now owns the team.`,
      };
  }
}

/** The actions that make sense for `member`, as the caller sees them. */
function actionsFor(member: ManagedMember, ownerId: string, me: Profile): MemberAction[] {
  const target = { member: member.id };
  // The owner stepping down is told by the database what to do first (transfer ownership).
  if (member.id === ownerId) {
    if (member.id === me.id) return [{ name: 'set_member_role', role: 'member', ...target }];
    return member.twoFactor ? [{ name: 'reset_member_two_factor', ...target }] : [];
  }
  if (member.deactivated) {
    return [
      { name: 'reactivate_member', ...target },
      { name: 'remove_member', ...target },
    ];
  }
  const actions: MemberAction[] = [];
  if (member.role === 'member') actions.push({ name: 'set_member_role', role: 'admin', ...target });
  if (member.role === 'admin') {
    actions.push({ name: 'set_member_role', role: 'member', ...target });
    if (me.id === ownerId) actions.push({ name: 'transfer_ownership', ...target });
  }
  if (member.id !== me.id) {
    if (member.twoFactor) actions.push({ name: 'reset_member_two_factor', ...target });
    actions.push({ name: 'deactivate_member', ...target }, { name: 'remove_member', ...target });
  }
  return actions;
}

function MembersPage() {
  return (
    <TeamAdminPage title="Members">
      {(teamId, profile) => <Members me={profile} teamId={teamId} />}
    </TeamAdminPage>
  );
}

function Members({ me, teamId }: { me: Profile; teamId: string }) {
  const { signedIn } = useSession();
  const query = useQuery(teamKeys.members(teamId), (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );
  const invitations = useQuery(teamKeys.invitations(), (client, signal) =>
    getInvitations(client, signal),
  );
  const [pending, setPending] = useState<{ action: MemberAction; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (query.state === 'loading') {
    return (
      <DashboardPage title="Members">
        <p role="status">Loading members...</p>
      </DashboardPage>
    );
  }
  if (query.state === 'error') {
    return (
      <DashboardPage title="Members">
        <FormMessage kind="error">Failed to load team data</FormMessage>
      </DashboardPage>
    );
  }

  const { team, members } = query.data;
  const active = members.filter((member) => !member.deactivated).length;
  const pendingText = pending ? wording(pending.action, pending.name, team.name) : null;

  // A member who never signed in (provisioned, or joined and gone) gets the invitation again.
  async function resend(member: ManagedMember) {
    setDone(null);
    setRefusal(null);
    try {
      const answer = await sendInvitations(await getSupabase(), [
        { email: member.email, name: member.full_name },
      ]);
      if (answer.failed.length) throw new Error(`The email to ${member.email} could not be sent.`);
      setDone(`Invitation sent again to ${member.email}.`);
      await invalidateQueries(teamKeys.invitations());
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The invitation could not be sent.');
    }
  }

  async function confirm() {
    if (!pending || !pendingText) return;
    setBusy(true);
    setRefusal(null);
    try {
      const client = await getSupabase();
      await runMemberAction(client, pending.action);
      setDone(pendingText.done);
      setPending(null);
      // A change to one's own role changes what the navigation offers.
      if (pending.action.member === me.id) {
        const profile = await loadProfile(client, me.id);
        if (profile) signedIn(profile);
      }
      await invalidateQueries(teamKeys.members(teamId));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The change could not be made.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <DashboardPage
      title="Members"
      lead={`${team.name} · ${countOf(active, 'members', 'active')}${
        members.length > active ? ` · ${members.length - active} deactivated` : ''
      }`}
    >
      {done ? <FormMessage kind="success">{done}</FormMessage> : null}
      {refusal && !pending ? <FormMessage kind="error">{refusal}</FormMessage> : null}
      <DataTable
        label="Team members"
        className="members-table"
        columns={['Name', 'Email', 'Role', 'Status', 'Two-Factor', 'Last Activity', 'Actions']}
      >
        {members.map((member) => {
          const name = displayName(member);
          return (
            <tr key={member.id} className={member.deactivated ? 'row-inactive' : undefined}>
              <th scope="row">
                {name}
                {member.id === me.id ? ' (you)' : ''}
              </th>
              <td>{member.email}</td>
              <td>
                {ROLE_LABELS[member.role] ?? member.role}
                {member.id === team.owner_id ? ' · Owner' : ''}
              </td>
              <td>
                {member.deactivated
                  ? 'Deactivated'
                  : member.last_seen_at === null
                    ? 'Not signed in yet'
                    : 'Active'}
              </td>
              <td>{member.twoFactor ? 'On' : 'Off'}</td>
              <td>{formatLastActivity(member.last_seen_at) ?? '—'}</td>
              <td>
                <div className="row-actions">
                  {!member.deactivated && member.last_seen_at === null ? (
                    <ItemButton
                      small
                      action="Resend Invitation"
                      item={name}
                      onClick={() => void resend(member)}
                    />
                  ) : null}
                  {actionsFor(member, team.owner_id, me).map((action) => {
                    const label = wording(action, name, team.name).confirm;
                    return (
                      <button
                        key={label}
                        type="button"
                        className="button button-small button-secondary"
                        // The visible word first, then whom it is for (WCAG 2.5.3).
                        aria-label={`${label} ${name}`}
                        onClick={() => {
                          setDone(null);
                          setRefusal(null);
                          setPending({ action, name });
                        }}
                      >
                        {label}
                      </button>
                    );
                  })}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="hint">
        A team always keeps at least one active admin. Deactivated members keep their history and
        can be reactivated; removed members leave the team and their progress stays as “Former
        member”.
      </p>
      <PendingInvitations invitations={invitations} />
      <InviteByEmail onSent={() => invalidateQueries(teamKeys.invitations())} />
      {pending && pendingText ? (
        <ConfirmDialog
          title={pendingText.title}
          confirmLabel={pendingText.confirm}
          busy={busy}
          error={refusal}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <p>{pendingText.body}</p>
        </ConfirmDialog>
      ) : null}
    </DashboardPage>
  );
}

export { MembersPage as Component };
