// Invitations by email (docs/decisions.md SC1): an admin invites one address or many; each gets an
// email through the mail port, here a real SMTP server on loopback, naming the team and the
// inviter; pending invitations are listed, sent again and revoked; a link works for 14 days, for
// the invited address only.
import { describe, expect, it } from 'vitest';
import { createAccount, createTeamAdmin, useSmtpTestBackend } from './testing';
import type { SupabaseClient } from '@supabase/supabase-js';

const { backend, mailsTo } = useSmtpTestBackend();

function tokenIn(mail: string | undefined): string {
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail ?? '');
  if (!match?.[1]) throw new Error('no invitation link in the mail');
  return match[1];
}

async function invite(client: SupabaseClient, body: Record<string, unknown>) {
  return client.functions.invoke<{ invited: { id: string; email: string }[]; failed: string[] }>(
    'invitations',
    { body },
  );
}

describe('invitations', () => {
  it('mails one address or many, naming the team and the inviter; the invited person joins', async () => {
    const admin = await createTeamAdmin(backend, 'Invite Co');
    const single = await invite(admin.client, {
      invitees: [{ email: 'Lin@Example.com', name: 'Lin Chen' }],
    });
    expect(single.error).toBeNull();
    expect(single.data).toMatchObject({ invited: [{ email: 'lin@example.com' }], failed: [] });
    const bulk = await invite(admin.client, {
      invitees: [
        { email: 'sam@example.com', name: 'Sam' },
        { email: 'kim@example.com', name: null },
      ],
    });
    expect(bulk.data?.invited.map((row) => row.email)).toEqual([
      'sam@example.com',
      'kim@example.com',
    ]);

    const [mail] = mailsTo('lin@example.com');
    expect(mail).toContain('Subject: Ada Admin invited you to join Invite Co on ComplyReady');
    expect(mail).toContain('Ada Admin invited you to join Invite Co on ComplyReady');
    expect(mailsTo('sam@example.com')).toHaveLength(1);
    expect(mailsTo('kim@example.com')).toHaveLength(1);

    const { data: pending } = await admin.client.rpc('team_invitations');
    expect((pending as { email: string }[]).map((row) => row.email).sort()).toEqual([
      'kim@example.com',
      'lin@example.com',
      'sam@example.com',
    ]);

    // The page names the team and inviter to anyone holding the link.
    const token = tokenIn(mail);
    const { data: details } = await backend.client().rpc('invitation_details', { token });
    expect(details).toEqual([
      {
        team_name: 'Invite Co',
        inviter_name: 'Ada Admin',
        email: 'lin@example.com',
        full_name: 'Lin Chen',
      },
    ]);

    // Someone else signed in with the link is refused; the invited address joins as a member.
    const other = await createAccount(backend, { full_name: 'Not Lin' });
    expect((await other.client.rpc('accept_invitation', { token })).error).toMatchObject({
      code: '42501',
    });
    const lin = await createAccount(backend, {}, 'lin@example.com');
    const joined = await lin.client.rpc('accept_invitation', { token });
    expect(joined.error).toBeNull();
    expect(joined.data).toMatchObject({
      team_id: admin.teamId,
      role: 'member',
      full_name: 'Lin Chen',
    });
    // Used once: the link does not work again, and Lin is no longer pending.
    expect((await lin.client.rpc('accept_invitation', { token })).error).toMatchObject({
      code: 'PT404',
    });
    const { data: after } = await admin.client.rpc('team_invitations');
    expect((after as { email: string }[]).map((row) => row.email)).not.toContain('lin@example.com');
    const { rows } = await backend.db.query<{ kind: string; target_name: string }>(
      `select kind, target_name from public.audit_events
        where team_id = $1 and kind in ('member_invited', 'member_joined') order by id`,
      [admin.teamId],
    );
    expect(rows).toEqual([
      { kind: 'member_invited', target_name: 'lin@example.com' },
      { kind: 'member_invited', target_name: 'sam@example.com' },
      { kind: 'member_invited', target_name: 'kim@example.com' },
      { kind: 'member_joined', target_name: 'Lin Chen' },
    ]);
  });

  it('resends with a new link (the old one stops working) and revokes', async () => {
    const admin = await createTeamAdmin(backend, 'Resend Co');
    const { data } = await invite(admin.client, { invitees: [{ email: 'ria@example.com' }] });
    const id = data?.invited[0]?.id;
    const first = tokenIn(mailsTo('ria@example.com').at(-1));
    const again = await invite(admin.client, { resend: id });
    expect(again.data).toMatchObject({ invited: [{ id, email: 'ria@example.com' }], failed: [] });
    const second = tokenIn(mailsTo('ria@example.com').at(-1));
    expect(second).not.toBe(first);
    const anonymous = backend.client();
    expect((await anonymous.rpc('invitation_details', { token: first })).data).toEqual([]);
    expect((await anonymous.rpc('invitation_details', { token: second })).data).toHaveLength(1);

    expect((await admin.client.rpc('revoke_invitation', { invitation: id })).error).toBeNull();
    expect((await anonymous.rpc('invitation_details', { token: second })).data).toEqual([]);
    const ria = await createAccount(backend, {}, 'ria@example.com');
    expect((await ria.client.rpc('accept_invitation', { token: second })).error).toMatchObject({
      code: 'PT404',
    });
    expect((await admin.client.rpc('team_invitations')).data).toEqual([]);
    expect((await admin.client.rpc('revoke_invitation', { invitation: id })).error).toMatchObject({
      code: 'PT404',
    });
  });

  it('expires after 14 days', async () => {
    const admin = await createTeamAdmin(backend, 'Expiry Co');
    const { data } = await invite(admin.client, { invitees: [{ email: 'old@example.com' }] });
    const id = data?.invited[0]?.id;
    const token = tokenIn(mailsTo('old@example.com').at(-1));
    const { rows } = await backend.db.query<{ days: number }>(
      `select extract(epoch from expires_at - sent_at) / 86400 as days
         from private.team_invitations where id = $1`,
      [id],
    );
    expect(Number(rows[0]?.days)).toBe(14);
    // The database's clock is its own: the invitation is moved 14 days and a second into the past.
    await backend.db.query(
      `update private.team_invitations
          set sent_at = sent_at - interval '14 days 1 second',
              expires_at = expires_at - interval '14 days 1 second'
        where id = $1`,
      [id],
    );
    const { data: listed } = await admin.client.rpc('team_invitations');
    expect(listed).toMatchObject([{ email: 'old@example.com', expired: true }]);
    const late = await createAccount(backend, {}, 'old@example.com');
    expect((await late.client.rpc('accept_invitation', { token })).error).toMatchObject({
      code: 'PT404',
    });
    // Sent again, it works for 14 more days.
    await invite(admin.client, { resend: id });
    const fresh = tokenIn(mailsTo('old@example.com').at(-1));
    expect((await late.client.rpc('accept_invitation', { token: fresh })).error).toBeNull();
  });

  it('only admins invite, see, resend and revoke', async () => {
    const admin = await createTeamAdmin(backend, 'Guarded Co');
    const { data } = await invite(admin.client, { invitees: [{ email: 'x@example.com' }] });
    const id = data?.invited[0]?.id;
    const member = await createAccount(backend, {
      full_name: 'Mo Member',
      invite_code: admin.inviteCode,
    });
    await member.client.rpc('complete_signup');
    const refused = await invite(member.client, { invitees: [{ email: 'y@example.com' }] });
    expect(refused.error).not.toBeNull();
    expect((await member.client.rpc('team_invitations')).error).toMatchObject({ code: '42501' });
    expect((await member.client.rpc('revoke_invitation', { invitation: id })).error).toMatchObject({
      code: '42501',
    });
    const stranger = await createTeamAdmin(backend, 'Other Co');
    expect(
      (await stranger.client.rpc('revoke_invitation', { invitation: id })).error,
    ).toMatchObject({ code: 'PT404' });
    expect(mailsTo('y@example.com')).toEqual([]);
  });

  it('sends again to a member who never signed in, and skips one who did', async () => {
    const admin = await createTeamAdmin(backend, 'Quiet Co');
    const quiet = await createAccount(backend, {
      full_name: 'Quinn Quiet',
      invite_code: admin.inviteCode,
    });
    await quiet.client.rpc('complete_signup');
    const seen = await createAccount(backend, {
      full_name: 'Sol Seen',
      invite_code: admin.inviteCode,
    });
    await seen.client.rpc('complete_signup');
    await seen.client.rpc('record_last_seen');
    const { data } = await invite(admin.client, {
      invitees: [{ email: quiet.email }, { email: seen.email }],
    });
    expect(data?.invited.map((row) => row.email)).toEqual([quiet.email]);
    const token = tokenIn(mailsTo(quiet.email).at(-1));
    const accepted = await quiet.client.rpc('accept_invitation', { token });
    expect(accepted.data).toMatchObject({ team_id: admin.teamId, full_name: 'Quinn Quiet' });
    expect((await admin.client.rpc('team_invitations')).data).toEqual([]);
  });
});
