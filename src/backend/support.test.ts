// Help (docs/decisions.md SU1): a request from each plan arrives at the configured support address
// through the mail port, here a real SMTP server on loopback, with the team, the plan and a
// reference; the person gets a copy with the reference; an Enterprise team's success manager is
// copied; a custom policy is Enterprise's; the database records each request and lets the person
// and the team's admins read it, nobody change it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createMember, createTeamAdmin, useSmtpTestBackend } from './testing';

const SUPPORT = 'help-desk@example.com';
const MANAGER = 'success.manager@example.com';

const { backend, smtp, mailsTo } = useSmtpTestBackend({ supportEmail: SUPPORT });

async function ask(client: SupabaseClient, body: Record<string, unknown>) {
  return client.functions.invoke<{ reference: string; planId: string }>('support', { body });
}

async function teamOn(plan: 'starter' | 'professional' | 'enterprise', name: string) {
  const admin = await createTeamAdmin(backend, name);
  await backend.db.query('select public.change_team_plan($1, $2)', [admin.teamId, plan]);
  return admin;
}

describe('support requests', () => {
  it('reach the support address with team, plan, page and reference from every plan; the person gets a copy', async () => {
    for (const [plan, name, promise] of [
      ['starter', 'Starter', 'we answer requests in the order they arrive'],
      ['professional', 'Professional', 'We answer Professional requests within one business day.'],
      // No success manager named yet: the promise does not say one is copied.
      ['enterprise', 'Enterprise', 'We answer Enterprise requests within one business day.'],
    ] as const) {
      const admin = await teamOn(plan, `${name} Co`);
      const { data, error } = await ask(admin.client, {
        subject: `Evidence pack question from ${name}`,
        message: 'How do I share the evidence pack with our auditor?',
        page: '/dashboard/evidence',
      });
      expect(error, plan).toBeNull();
      expect(data?.planId).toBe(plan);
      const reference = data?.reference ?? '';
      expect(reference).toMatch(/^SR-[0-9A-F]{10}$/);

      const toSupport = mailsTo(SUPPORT).filter((mail) => mail.includes(reference));
      expect(toSupport, plan).toHaveLength(1);
      const [mail] = toSupport;
      expect(mail).toContain(
        `Subject: [${name}] Help ${reference}: Evidence pack question from ${name}`,
      );
      expect(mail).toContain(`Team: ${name} Co`);
      expect(mail).toContain(`Plan: ${name}.`);
      expect(mail).toContain(promise);
      expect(mail).toContain('Page: /dashboard/evidence');
      expect(mail).toContain(`From: Ada Admin <${admin.email}>`);
      expect(mail).toContain('How do I share the evidence pack with our auditor?');

      const copies = mailsTo(admin.email);
      expect(copies, plan).toHaveLength(1);
      expect(copies[0]).toContain(`Subject: We received your request ${reference}`);
      expect(copies[0]).toContain(`Your reference is ${reference}`);
      expect(copies[0]).toContain(promise);

      const { rows } = await backend.db.query(
        `select team_id, user_id, plan_id, kind, page from public.support_requests
          where reference = $1`,
        [reference],
      );
      expect(rows).toEqual([
        {
          team_id: admin.teamId,
          user_id: admin.id,
          plan_id: plan,
          kind: 'help',
          page: '/dashboard/evidence',
        },
      ]);
    }
  });

  it('copies an Enterprise team’s success manager, and takes a custom policy request from Enterprise only', async () => {
    const enterprise = await teamOn('enterprise', 'Big Co');
    await backend.db.query('update public.teams set success_manager_email = $2 where id = $1', [
      enterprise.teamId,
      MANAGER,
    ]);
    const contact = await enterprise.client.rpc('support_contact');
    expect(contact.data).toEqual([{ plan_id: 'enterprise', success_manager_email: MANAGER }]);

    const { data, error } = await ask(enterprise.client, {
      kind: 'custom_policy',
      subject: 'AI acceptable use policy',
      message: 'Must cover generative AI tools and customer data.',
      page: '/dashboard/policies',
      neededBy: '2099-01-31',
    });
    expect(error).toBeNull();
    const reference = data?.reference ?? '';
    const [toSupport] = mailsTo(SUPPORT).filter((mail) => mail.includes(reference));
    expect(toSupport).toContain(
      `[Enterprise] Custom policy ${reference}: AI acceptable use policy`,
    );
    expect(toSupport).toContain('Needed by: 2099-01-31');
    expect(toSupport).toContain('Must cover generative AI tools and customer data.');
    const [toManager] = mailsTo(MANAGER).filter((mail) => mail.includes(reference));
    expect(toManager).toContain('Team: Big Co');
    const [copy] = mailsTo(enterprise.email).filter((mail) => mail.includes(reference));
    expect(copy).toContain(`Your success manager, ${MANAGER}, has a copy.`);
    expect(copy).toContain(
      'We answer Enterprise requests within one business day, and your success manager is copied.',
    );

    // A Professional team's manager address is not used, and a custom policy is refused.
    const professional = await teamOn('professional', 'Mid Co');
    await backend.db.query('update public.teams set success_manager_email = $2 where id = $1', [
      professional.teamId,
      'someone@example.com',
    ]);
    const refused = await ask(professional.client, {
      kind: 'custom_policy',
      subject: 'A policy',
      message: 'Please.',
      page: '/dashboard/policies',
      neededBy: '2099-01-31',
    });
    expect(refused.error).not.toBeNull();
    expect(await refused.response?.json()).toEqual({
      error: 'Custom policy development is part of the Enterprise plan',
    });
    const help = await ask(professional.client, {
      subject: 'Question',
      message: 'Hello',
      page: '/dashboard',
    });
    expect(help.error).toBeNull();
    expect(mailsTo('someone@example.com')).toEqual([]);
  });

  it('keeps the subject on one line, and refuses a caller without a session', async () => {
    const admin = await teamOn('professional', 'Line Co');
    const { data } = await ask(admin.client, {
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'Body',
      page: '/dashboard',
    });
    const [mail] = mailsTo(SUPPORT).filter((text) => text.includes(data?.reference ?? '-'));
    expect(mail).toContain('Help');
    expect(mail).not.toMatch(/^Bcc:/m);
    expect(smtp.received.some((received) => received.to.includes('victim@example.com'))).toBe(
      false,
    );

    const anonymous = await ask(backend.client(), {
      subject: 'S',
      message: 'M',
      page: '/dashboard',
    });
    expect(anonymous.response?.status).toBe(401);
  });

  it('lets the person and the team’s admins read a request; nobody else reads it and nobody changes it', async () => {
    const admin = await teamOn('professional', 'Read Co');
    const member = await createMember(backend, admin.inviteCode);
    const outsider = await teamOn('professional', 'Other Co');
    const { data } = await ask(member.client, {
      subject: 'Member question',
      message: 'Where is my training?',
      page: '/library',
    });
    const reference = data?.reference ?? '';
    const read = async (client: SupabaseClient) =>
      (await client.from('support_requests').select('reference').eq('reference', reference)).data;
    expect(await read(member.client)).toEqual([{ reference }]);
    expect(await read(admin.client)).toEqual([{ reference }]);
    expect(await read(outsider.client)).toEqual([]);

    for (const client of [member.client, admin.client]) {
      const update = await client
        .from('support_requests')
        .update({ subject: 'Changed' })
        .eq('reference', reference);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('support_requests').delete().eq('reference', reference);
      expect(remove.error?.code).toBe('42501');
      const insert = await client.from('support_requests').insert({
        reference: 'SR-0000000000',
        team_id: admin.teamId,
        plan_id: 'enterprise',
        kind: 'help',
        subject: 'Forged',
        message: 'Forged',
        page: '/',
      });
      expect(insert.error?.code).toBe('42501');
    }
    // Nobody but the operator reads the success manager's address from the teams table.
    const column = await admin.client.from('teams').select('success_manager_email');
    expect(column.error?.code).toBe('42501');
  });
});
