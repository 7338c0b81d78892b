// The billing emails (docs/decisions.md P1, P2): failed payments and the end of a paid plan from
// the Stripe webhook (the real `stripe` SDK against stripe-stateful-mock, events signed with the
// SDK's test-header helper), and the trial reminders with a moved clock, into the local mailbox.
import { describe, expect, it } from 'vitest';
import { paymentFailedEmail } from '../../supabase/functions/_shared/billing-notices.ts';
import { wholeDaysLeft } from '../shared/trial-days';
import { sendTrialReminders } from './jobs/billing-notices';
import { createMember, createTeamAdmin, setRole, useStripeBilling } from './testing';

const { backend, stripe, deliver } = useStripeBilling();

const DAY_MS = 24 * 60 * 60 * 1000;

const mailOf = (email: string) => backend.mailbox.list(email);

/** A team with two active admins, a deactivated admin and a member. */
async function team(name: string) {
  const admin = await createTeamAdmin(backend, name);
  const second = await createMember(backend, admin.inviteCode, 'Sam Second');
  await setRole(backend, second.id, 'admin');
  const former = await createMember(backend, admin.inviteCode, 'Fay Former');
  await setRole(backend, former.id, 'admin');
  await backend.db.query('update public.users set deactivated_at = now() where id = $1', [
    former.id,
  ]);
  const member = await createMember(backend, admin.inviteCode);
  return { admin, second, former, member, teamId: admin.teamId };
}

async function planOf(teamId: string) {
  const { rows } = await backend.db.query<{ plan: string }>(
    'select (private.team_plan($1)).id as plan',
    [teamId],
  );
  return rows[0]?.plan;
}

describe('failed payments (the Stripe webhook)', () => {
  it('each failure mails every active admin once with the link to update the card; after the last retry, Starter and one more email', async () => {
    const { admin, second, former, member, teamId } = await team('Failing Co');
    const { subscription } = await stripe.subscribe(teamId, 'professional');
    stripe.setSubscription(subscription, { status: 'active' });
    await deliver(
      stripe.signedEvent(
        'customer.subscription.created',
        await stripe.stripe.subscriptions.retrieve(subscription),
      ),
    );
    expect(await planOf(teamId)).toBe('professional');

    // The renewal fails; Stripe will retry.
    stripe.setSubscription(subscription, { status: 'past_due' });
    const nextTry = Math.floor(Date.parse('2027-12-01T00:00:00Z') / 1000);
    const invoice = {
      object: 'invoice',
      id: 'in_failed',
      amount_due: 118_800,
      currency: 'usd',
      next_payment_attempt: nextTry,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    };
    const failed = stripe.signedEvent('invoice.payment_failed', invoice);
    expect((await deliver(failed)).status).toBe(200);
    expect(await planOf(teamId)).toBe('professional');
    for (const account of [admin, second]) {
      const mails = await mailOf(account.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Payment failed for Failing Co: update your card',
      ]);
      const text = mails[0]!.text;
      expect(text).toContain('We could not charge the card for Failing Co’s Professional plan');
      expect(text).toContain('1188.00 USD');
      expect(text).toContain('Stripe will try the card again on 2027-12-01.');
      expect(text).toContain('open Settings → Plan and choose “Manage billing”');
      expect(mails[0]!.links).toEqual([`${backend.url}/dashboard/settings`]);
    }
    expect(await mailOf(former.email)).toEqual([]);
    expect(await mailOf(member.email)).toEqual([]);

    // The same event again: nothing more.
    expect((await deliver(failed)).status).toBe(200);
    expect(await mailOf(admin.email)).toHaveLength(1);

    // A second failure (a new event) is a second email.
    const again = stripe.signedEvent('invoice.payment_failed', {
      ...invoice,
      next_payment_attempt: null,
    });
    expect((await deliver(again)).status).toBe(200);
    expect(await mailOf(second.email)).toHaveLength(2);

    // The retries end: Stripe marks the subscription unpaid; the team is on Starter and told.
    stripe.setSubscription(subscription, { status: 'unpaid' });
    const unpaid = stripe.signedEvent(
      'customer.subscription.updated',
      await stripe.stripe.subscriptions.retrieve(subscription),
    );
    expect((await deliver(unpaid)).status).toBe(200);
    expect(await planOf(teamId)).toBe('starter');
    for (const account of [admin, second]) {
      const mails = await mailOf(account.email);
      expect(mails).toHaveLength(3);
      expect(mails[0]!.subject).toBe('Failing Co is now on the Starter plan');
      expect(mails[0]!.text).toContain('Every retry of Failing Co’s payment failed');
      expect(mails[0]!.text).toContain('Nothing is deleted');
      expect(mails[0]!.text).toContain('open Settings → Plan and choose a plan');
    }
    // A replay, and a later event about the same ended subscription: no more email.
    await deliver(unpaid);
    stripe.setSubscription(subscription, { status: 'canceled' });
    await deliver(
      stripe.signedEvent(
        'customer.subscription.deleted',
        await stripe.stripe.subscriptions.retrieve(subscription),
      ),
    );
    expect(await mailOf(admin.email)).toHaveLength(3);
    expect(await mailOf(former.email)).toEqual([]);
  });

  it('a mail that cannot be sent is sent when Stripe delivers the event again', async () => {
    const { admin, teamId } = await team('Flaky Mail Co');
    const { subscription } = await stripe.subscribe(teamId, 'enterprise');
    stripe.setSubscription(subscription, { status: 'past_due' });
    const failed = stripe.signedEvent('invoice.payment_failed', {
      object: 'invoice',
      id: 'in_flaky',
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    });
    const send = backend.mailbox.send.bind(backend.mailbox);
    backend.mailbox.send = () => Promise.reject(new Error('mail server down'));
    try {
      expect((await deliver(failed)).status).toBe(500);
    } finally {
      backend.mailbox.send = send;
    }
    expect(await mailOf(admin.email)).toEqual([]);
    expect((await deliver(failed)).status).toBe(200);
    const mails = await mailOf(admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Payment failed for Flaky Mail Co: update your card',
    ]);
    expect(mails[0]!.text).toContain('Enterprise plan');
  });
});

describe('the failed-payment email', () => {
  it('says when Stripe tries again, or that it was the last try', () => {
    const base = {
      recipient: { email: 'ada@example.com', full_name: 'Ada' },
      teamName: 'Acme',
      plan: 'professional',
      eventId: 'evt_1',
      siteUrl: 'https://site.example/',
    };
    const retrying = paymentFailedEmail({ ...base, invoice: { next_payment_attempt: null } });
    expect(retrying.intro.join(' ')).toContain(
      'Stripe will try the card again over the next days.',
    );
    expect(retrying.action).toEqual({
      label: 'Update the card',
      url: 'https://site.example/dashboard/settings',
    });
    const last = paymentFailedEmail({ ...base, invoice: {}, ended: true });
    expect(last.subject).toBe('Payment failed for Acme: the last try');
    expect(last.intro.join(' ')).toContain('that was Stripe’s last try');
    expect(last.intro.join(' ')).not.toContain('try the card again');
  });
});

describe('trial reminders (a moved clock)', () => {
  it('a trial ending in 20 days: emails 14, 7 and 1 days before, nothing on other days or a second run', async () => {
    const { admin, second, former, member, teamId } = await team('Trial Co');
    const start = new Date('2031-03-01T09:00:00Z');
    const ends = new Date(+start + 20 * DAY_MS);
    await backend.db.query(
      `update public.teams set trial_plan_id = 'professional', trial_ends_at = $2 where id = $1`,
      [teamId, ends.toISOString()],
    );
    const setup = { db: backend.db, mail: backend.mailbox, siteUrl: backend.url };
    const byDay: Record<number, string[]> = {};
    for (let day = 0; day <= 21; day += 1) {
      const before = (await mailOf(admin.email)).length;
      await sendTrialReminders(setup, new Date(+start + day * DAY_MS));
      // A second run the same day sends nothing.
      await sendTrialReminders(setup, new Date(+start + day * DAY_MS + 3 * 60 * 60 * 1000));
      const mails = await mailOf(admin.email); // newest first
      const arrived = mails.slice(0, mails.length - before);
      if (arrived.length > 0) byDay[day] = arrived.map((mail) => mail.subject);
    }
    expect(byDay).toEqual({
      6: ['Trial Co’s Professional trial ends in 14 days'],
      13: ['Trial Co’s Professional trial ends in 7 days'],
      19: ['Trial Co’s Professional trial ends in 1 day'],
    });
    expect((await mailOf(second.email)).map((mail) => mail.subject)).toEqual([
      'Trial Co’s Professional trial ends in 1 day',
      'Trial Co’s Professional trial ends in 7 days',
      'Trial Co’s Professional trial ends in 14 days',
    ]);
    expect(await mailOf(former.email)).toEqual([]);
    expect(await mailOf(member.email)).toEqual([]);
    const [last] = await mailOf(admin.email);
    expect(last!.text).toContain('on 2031-03-21. Then the team moves to the free Starter plan');
    expect(last!.text).toContain('Policies: Starter includes 5');
    expect(last!.text).toContain('Training: members see only Starter’s first 3 courses');
    expect(last!.text).toContain('The compliance calendar');
    expect(last!.text).toContain('Advanced compliance tracking');
    expect(last!.text).toContain('Nothing is deleted');
    expect(last!.text).toContain('open Settings → Plan and buy Professional by 2031-03-21');
    expect(last!.links).toEqual([`${backend.url}/dashboard/settings`]);
  });

  it('counts the days left as wholeDaysLeft does, the count the admins’ trial notice shows', async () => {
    const { teamId } = await createTeamAdmin(backend, 'Counting Co');
    const at = new Date('2033-02-01T09:00:00Z');
    // Each probe is a trial ending that much after `at`, so each is claimed under its own end.
    const probes = [14 * DAY_MS, 7 * DAY_MS + 1, 7 * DAY_MS, 6 * DAY_MS + 1, DAY_MS, 1, 36e5];
    const claimed: (number | null)[] = [];
    const counted: number[] = [];
    for (const left of probes) {
      const ends = new Date(+at + left);
      await backend.db.query(
        `update public.teams set trial_plan_id = 'professional', trial_ends_at = $2 where id = $1`,
        [teamId, ends.toISOString()],
      );
      const { rows } = await backend.db.query<{ days_left: number }>(
        'select days_left from public.claim_trial_reminders($1) where team_id = $2',
        [at.toISOString(), teamId],
      );
      claimed.push(rows[0]?.days_left ?? null);
      counted.push(wholeDaysLeft(ends, at));
    }
    expect(counted).toEqual([14, 8, 7, 7, 1, 1, 1]);
    // Reminders go at 14, 7 and 1 days left, each with the same count; none on the other probes.
    expect(claimed).toEqual(counted.map((days) => ([14, 7, 1].includes(days) ? days : null)));
  });

  it('a team that bought a plan is not reminded; a failed mail is sent by the next run', async () => {
    const paid = await createTeamAdmin(backend, 'Bought Co');
    const flaky = await createTeamAdmin(backend, 'Flaky Trial Co');
    const at = new Date('2032-05-01T09:00:00Z');
    for (const teamId of [paid.teamId, flaky.teamId]) {
      await backend.db.query(
        `update public.teams set trial_plan_id = 'enterprise', trial_ends_at = $2 where id = $1`,
        [teamId, new Date(+at + 7 * DAY_MS).toISOString()],
      );
    }
    await backend.db.query(`select public.change_team_plan($1, 'professional', 'bought')`, [
      paid.teamId,
    ]);
    const setup = { db: backend.db, mail: backend.mailbox, siteUrl: backend.url };
    expect(
      await sendTrialReminders(
        {
          ...setup,
          mail: { kind: 'smtp', send: () => Promise.reject(new Error('down')) },
        },
        at,
      ),
    ).toEqual({ sent: 0, failed: 1 });
    expect(await sendTrialReminders(setup, new Date(+at + 60_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await mailOf(paid.email)).toEqual([]);
    const [mail] = await mailOf(flaky.email);
    expect(mail!.subject).toBe('Flaky Trial Co’s Enterprise trial ends in 7 days');
    expect(mail!.text).toContain('Your team hotline: it stops taking new reports');
  });

  it('a new team’s 14-day trial is not reminded on its first day, then at 7 and 1 days', async () => {
    const fresh = await createTeamAdmin(backend, 'Fresh Co');
    const { rows } = await backend.db.query<{ created: Date; ends: Date }>(
      'select created_at as created, trial_ends_at as ends from public.teams where id = $1',
      [fresh.teamId],
    );
    const { created, ends } = rows[0]!;
    expect(+ends - +created).toBe(14 * DAY_MS);
    const setup = { db: backend.db, mail: backend.mailbox, siteUrl: backend.url };
    for (let hours = 0; hours < 24; hours += 1) {
      await sendTrialReminders(setup, new Date(+created + hours * 60 * 60 * 1000 + 60_000));
    }
    expect(await mailOf(fresh.email)).toEqual([]);
    for (let day = 1; day <= 14; day += 1) {
      await sendTrialReminders(setup, new Date(+created + day * DAY_MS));
    }
    expect((await mailOf(fresh.email)).map((mail) => mail.subject)).toEqual([
      'Fresh Co’s Professional trial ends in 1 day',
      'Fresh Co’s Professional trial ends in 7 days',
    ]);
  });

  it('on the day the trial ends the team is on Starter (the plan reads trial_ends_at)', async () => {
    const { teamId } = await createTeamAdmin(backend, 'Ending Co');
    await backend.db.query(
      `update public.teams set trial_ends_at = now() + interval '1 minute' where id = $1`,
      [teamId],
    );
    expect(await planOf(teamId)).toBe('professional');
    await backend.db.query(
      `update public.teams set trial_ends_at = now() - interval '1 minute' where id = $1`,
      [teamId],
    );
    expect(await planOf(teamId)).toBe('starter');
  });
});
