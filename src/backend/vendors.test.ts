// Vendors in the database (docs/decisions.md VN1, docs/threat-model.md #51): five vendors with a
// SOC 2 report each, reviewed by the questionnaire of their criticality; the admins are reminded
// 30 days before a report expires or a review is due (moved clock, the local mailbox); reviews
// never change; another team and the team's members reach nothing.
import { describe, expect, it } from 'vitest';
import { questionsFor, type VendorCriticality } from '../content/vendors';
import { sendVendorReminders } from './jobs/backend-jobs';
import {
  auditEventCounts,
  expectNoneUpdated,
  expectNoRowsOf,
  expectRefused,
  runScheduledJobsAt,
  useTeams,
} from './testing';
import { utcDay } from '../shared/utc-day';

const DAY_MS = 86_400_000;
const { backend, admin, other, member } = useTeams({
  team: 'Vendorful Ltd',
  other: 'Nosy Ltd',
  member: 'Mo Member',
});
const vendors: { id: string; name: string; criticality: VendorCriticality }[] = [];
const today = new Date(utcDay(Date.now()) + 'T09:00:00Z');
const dayAfter = (days: number) => utcDay(+today + days * DAY_MS);

const answersFor = (criticality: VendorCriticality) =>
  Object.fromEntries(questionsFor(criticality).map((question) => [question.id, 'yes']));

/** A document of a vendor, as `client` adds it (to the admin's team unless `team_id` says). */
const addDocument = (
  client: typeof admin.client,
  document: { vendor_id: string; kind: string; title: string; url: string } & Record<
    string,
    string
  >,
) => client.from('vendor_documents').insert({ team_id: admin.teamId, ...document });

const run = (at: Date) =>
  sendVendorReminders({ db: backend.db, mail: backend.mailbox, siteUrl: backend.url }, at);

describe('a team’s vendors', () => {
  it('adds five vendors, each with a SOC 2 report that expires', async () => {
    const criticalities: VendorCriticality[] = ['high', 'high', 'medium', 'low', 'medium'];
    for (const [index, criticality] of criticalities.entries()) {
      const { data } = await admin.client
        .from('vendors')
        .insert({
          team_id: admin.teamId,
          name: `  Vendor ${index + 1} `,
          service: 'Hosting',
          data_shared: ['customer data'],
          criticality,
          owner_id: member.id,
          subprocessor: index < 3,
          location: 'EU',
          next_review_on: '2020-01-01',
        })
        .select('id, name, criticality, next_review_on')
        .single()
        .throwOnError();
      expect(data).toMatchObject({ name: `Vendor ${index + 1}`, next_review_on: null });
      vendors.push({ id: data!.id, name: data!.name, criticality });
      await addDocument(admin.client, {
        vendor_id: data!.id,
        kind: 'soc2',
        title: 'SOC 2 Type II report',
        url: `https://trust.vendor${index + 1}.example/soc2.pdf`,
        expires_on: dayAfter(100 + index),
      }).throwOnError();
    }
    // A second vendor of the same name is refused in words, however it is spaced.
    const again = await admin.client
      .from('vendors')
      .insert({ team_id: admin.teamId, name: ' Vendor 1' });
    expect(again.error).toMatchObject({
      code: '23505',
      message: 'A vendor named "Vendor 1" is already listed.',
    });
    expect(again.status).toBe(409);
    const renamed = await admin.client
      .from('vendors')
      .update({ name: 'Vendor 1' })
      .eq('id', vendors[1]!.id);
    expect(renamed.error?.message).toBe('A vendor named "Vendor 1" is already listed.');
    const bad = await addDocument(admin.client, {
      vendor_id: vendors[0]!.id,
      kind: 'soc2',
      title: 'Script',
      url: 'javascript:alert(1)',
    });
    expect(bad.error).toMatchObject({
      code: '23514',
      message: 'The link must be a web address starting with https:// or http://',
    });
    // A blank name and a contract that ends before it starts are refused in words too.
    const blank = await admin.client.from('vendors').insert({ team_id: admin.teamId, name: '  ' });
    expect(blank.error).toMatchObject({ code: '23502', message: "Enter the vendor's name." });
    const backwards = await admin.client.from('vendors').insert({
      team_id: admin.teamId,
      name: 'Backwards Ltd',
      contract_starts_on: '2026-06-01',
      contract_ends_on: '2025-06-01',
    });
    expect(backwards.error).toMatchObject({
      code: '23514',
      message: 'The contract end must be on or after the contract start.',
    });
    const untitled = await addDocument(admin.client, {
      vendor_id: vendors[0]!.id,
      kind: 'dpa',
      title: ' ',
      url: 'https://trust.vendor1.example/dpa.pdf',
    });
    expect(untitled.error).toMatchObject({
      code: '23502',
      message: "Enter the document's title.",
    });
  });

  it('reviews each by its criticality’s questionnaire; a review never changes', async () => {
    const wrong = await admin.client.from('vendor_reviews').insert({
      team_id: admin.teamId,
      vendor_id: vendors[0]!.id,
      answers: answersFor('low'),
      conclusion: 'approved',
    });
    expect(wrong.error?.code).toBe('22023');
    for (const vendor of vendors) {
      await admin.client
        .from('vendor_reviews')
        .insert({
          team_id: admin.teamId,
          vendor_id: vendor.id,
          answers: answersFor(vendor.criticality),
          conclusion: vendor.criticality === 'low' ? 'approved_with_conditions' : 'approved',
          conditions: vendor.criticality === 'low' ? 'Turn on single sign-on' : null,
          reviewed_by_name: 'Forged',
        })
        .throwOnError();
    }
    expect(questionsFor('high')).toHaveLength(20);
    expect(questionsFor('low')).toHaveLength(10);
    const { data } = await admin.client
      .from('vendor_reviews')
      .select('id, reviewed_by_name, next_review_on, vendor_id')
      .throwOnError();
    expect(data).toHaveLength(5);
    expect(new Set(data!.map((review) => review.reviewed_by_name))).toEqual(new Set(['Ada Admin']));
    const high = data!.find((review) => review.vendor_id === vendors[0]!.id)!;
    const { data: vendor } = await admin.client
      .from('vendors')
      .select('next_review_on')
      .eq('id', vendors[0]!.id)
      .single()
      .throwOnError();
    expect(vendor!.next_review_on).toBe(high.next_review_on);
    expect(Date.parse(high.next_review_on) - Date.parse(dayAfter(0))).toBeGreaterThan(360 * DAY_MS);

    const update = await admin.client
      .from('vendor_reviews')
      .update({ conclusion: 'rejected' })
      .eq('id', high.id);
    expect(update.error?.code).toBe('42501');
    await expect(
      backend.db.query(`delete from public.vendor_reviews where id = $1`, [high.id]),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('reminds the admins 30 days before a report expires, once (moved clock)', async () => {
    expect(await run(new Date(+today + 69 * DAY_MS))).toEqual({ sent: 0, failed: 0 });
    expect(await run(new Date(+today + 70 * DAY_MS))).toEqual({ sent: 1, failed: 0 });
    expect(await run(new Date(+today + 70 * DAY_MS + 3_600_000))).toEqual({ sent: 0, failed: 0 });
    const mails = await backend.mailbox.list(admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Vendor 1: SOC 2 Type II report expires on ${dayAfter(100)}`,
    ]);
    expect(mails[0]!.links).toEqual([`${backend.url}/dashboard/vendors`]);
    expect(await backend.mailbox.list(member.email)).toEqual([]);
    // The next days bring the other four, one each.
    for (let day = 71; day <= 74; day += 1) {
      expect(await run(new Date(+today + day * DAY_MS))).toEqual({ sent: 1, failed: 0 });
    }
  });

  it('reminds the admins 30 days before a review is due', async () => {
    const { rows } = await backend.db.query<{ next: string }>(
      `select next_review_on::text as next from public.vendors where id = $1`,
      [vendors[0]!.id],
    );
    const due = Date.parse(`${rows[0]!.next}T09:00:00Z`);
    const before = (await backend.mailbox.list(admin.email)).length;
    const sent = await run(new Date(due - 30 * DAY_MS));
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    const mails = await backend.mailbox.list(admin.email);
    expect(mails.slice(0, mails.length - before).map((mail) => mail.subject)).toContain(
      `Vendor 1 is due for its vendor review on ${rows[0]!.next}`,
    );
  });

  it('the scheduler of the embedded backend runs the same job', async () => {
    await addDocument(admin.client, {
      vendor_id: vendors[1]!.id,
      kind: 'dpa',
      title: 'Data processing agreement',
      url: 'https://trust.vendor2.example/dpa.pdf',
      expires_on: dayAfter(400),
    }).throwOnError();
    const at = new Date(+today + 370 * DAY_MS);
    const before = (await backend.mailbox.list(admin.email)).length;
    await runScheduledJobsAt(backend, at);
    const mails = await backend.mailbox.list(admin.email);
    expect(mails.slice(0, mails.length - before).map((mail) => mail.subject)).toContain(
      `Vendor 2: Data processing agreement expires on ${dayAfter(400)}`,
    );
  });

  it('lists the subprocessors for the CSV and the trust page, and audits every change', async () => {
    const { data } = await admin.client
      .from('team_subprocessors')
      .select('name, location')
      .throwOnError();
    expect(data).toEqual([
      { name: 'Vendor 1', location: 'EU' },
      { name: 'Vendor 2', location: 'EU' },
      { name: 'Vendor 3', location: 'EU' },
    ]);
    expect(await auditEventCounts(backend, admin.teamId, 'vendor')).toEqual([
      { kind: 'vendor_added', count: 5 },
      { kind: 'vendor_document_added', count: 6 },
      { kind: 'vendor_reviewed', count: 5 },
    ]);
  });
});

describe('who reaches the vendors', () => {
  it('members and another team’s admin read and write nothing', async () => {
    for (const client of [member.client, other.client]) {
      await expectNoRowsOf(client, [
        'vendors',
        'vendor_documents',
        'vendor_reviews',
        'team_subprocessors',
      ]);
      expectRefused(
        await client.from('vendors').insert({ team_id: admin.teamId, name: 'Planted' }),
      );
      expectRefused(
        await addDocument(client, {
          vendor_id: vendors[0]!.id,
          kind: 'dpa',
          title: 'Planted',
          url: 'https://example.com',
        }),
      );
      expectRefused(
        await client.from('vendor_reviews').insert({
          team_id: admin.teamId,
          vendor_id: vendors[0]!.id,
          answers: answersFor('high'),
          conclusion: 'rejected',
        }),
      );
      await expectNoneUpdated(client, 'vendors', admin.teamId, { name: 'Hijacked' });
    }
    // Another team cannot hang its document on this team's vendor.
    const crossed = await addDocument(other.client, {
      team_id: other.teamId,
      vendor_id: vendors[0]!.id,
      kind: 'dpa',
      title: 'Crossed',
      url: 'https://example.com',
    });
    expect(crossed.error).not.toBeNull();
    // Nor is the reminder job reachable from a client.
    const notices = await admin.client.rpc('vendor_due_notices', { at: today.toISOString() });
    expect(notices.error).not.toBeNull();
  });

  it('removing a vendor removes its documents and reviews, and says so in the audit log', async () => {
    await admin.client.from('vendors').delete().eq('id', vendors[4]!.id).throwOnError();
    const { rows } = await backend.db.query(
      `select (select count(*)::int from public.vendor_reviews where vendor_id = $1) as reviews,
              (select count(*)::int from public.audit_events
                where target_id = $1 and kind = 'vendor_removed') as removed`,
      [vendors[4]!.id],
    );
    expect(rows).toEqual([{ reviews: 0, removed: 1 }]);
  });
});
