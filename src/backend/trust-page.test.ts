// The public trust page (docs/decisions.md TR1, docs/threat-model.md #75–#78), through the real
// server, the real supabase-js and a real SMTP server: an admin publishes; a visitor reads the
// page, asks for the SOC 2 report under the NDA, confirms the email; the admin approves; the link
// downloads until it is revoked or expires. Nothing unpublished is reachable by any route.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adoptPolicy,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  startChecklistRun,
  useSmtpTestBackend,
  type TeamAdmin,
} from './testing';

// Thirteen form posts from this test's one network, then the function's own limit (threat #77).
const mail = useSmtpTestBackend({ rateLimits: { trust: { limit: 13, windowMs: 3_600_000 } } });
const { backend } = mail;
let admin: TeamAdmin;
let soc2Document = '';
let policyDocument = '';
let hiddenPolicy = '';
const REPORT = Buffer.from('%PDF-1.4\nSOC 2 Type II report of Acme\n%%EOF\n');
const NDA = 'The recipient keeps the documents confidential for three years.';
/** What the admin saves as the page (save_trust_page's arguments). */
const TRUST_PAGE = {
  slug: 'acme-cloud',
  overview: 'We host in the EU and encrypt everything.',
  frameworks: [
    { name: 'SOC 2 Type II', status: 'Report available' },
    { name: 'ISO 27001', status: 'In progress' },
  ],
  control_areas: ['CC6 Logical and physical access'],
  show_control_figures: true,
  subprocessors: [],
  security_contact: 'security@acme.example',
  nda_text: NDA,
  auto_approve_domains: ['partner.example'],
};
const sha256 = (value: Buffer | string) => createHash('sha256').update(value).digest('hex');

const page = (path = '') => fetch(`${backend.url}/trust/acme-cloud${path}`);
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${backend.url}/trust/acme-cloud${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const linkIn = (mailText: string, pattern: RegExp) => pattern.exec(mailText)?.[0] ?? '';

async function attachReport(): Promise<string> {
  const run = await startChecklistRun(admin.client);
  const { data: path } = await admin.client
    .rpc('begin_evidence_upload', {
      run,
      item: 'export-user-lists',
      file_name: 'SOC 2 Type II report.pdf',
      mime_type: 'application/pdf',
      size_bytes: REPORT.length,
      sha256: sha256(REPORT),
    })
    .throwOnError();
  await admin.client.storage
    .from('evidence')
    .upload(path as string, REPORT, { contentType: 'application/pdf' });
  const file = (path as string).split('/').at(-1)!;
  await admin.client.rpc('attach_evidence_file', { file }).throwOnError();
  return file;
}

beforeAll(async () => {
  admin = await createTeamAdmin(backend, 'Acme Cloud');
  await createMember(backend, admin.inviteCode, 'Secret Member Name');
  const policy = await adoptPolicy(admin.client, 'acceptable-use-policy');
  await publishAsPublisher(admin.client, policy, 1);
  hiddenPolicy = await adoptPolicy(admin.client, 'access-control-policy');
  await publishAsPublisher(admin.client, hiddenPolicy, 1);
  await admin.client
    .from('vendors')
    .insert({
      team_id: admin.teamId,
      name: 'Amazon Web Services',
      service: 'Hosting',
      location: 'EU',
      subprocessor: true,
    })
    .throwOnError();
  await admin.client
    .from('vendors')
    .insert({ team_id: admin.teamId, name: 'Internal Wiki Vendor', service: 'Notes' })
    .throwOnError();
  await admin.client.rpc('save_trust_page', TRUST_PAGE).throwOnError();
  const file = await attachReport();
  soc2Document = (
    await admin.client
      .rpc('set_trust_document', {
        kind: 'file',
        access: 'request',
        evidence_file: file,
        title: 'SOC 2 Type II report',
      })
      .throwOnError()
  ).data as string;
  policyDocument = (
    await admin.client
      .rpc('set_trust_document', { kind: 'policy', access: 'public', policy })
      .throwOnError()
  ).data as string;
}, 120_000);

describe('the trust page', () => {
  it('is not there until an admin publishes it, and then shows only what was published', async () => {
    expect((await page()).status).toBe(404);
    expect((await page(`/documents/${policyDocument}`)).status).toBe(404);
    await admin.client.rpc('publish_trust_page', { published: true }).throwOnError();

    const response = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toContain('<script');
    for (const shown of [
      'Acme Cloud Trust Center',
      'We host in the EU and encrypt everything.',
      'SOC 2 Type II</strong>: Report available',
      'CC6 Logical and physical access',
      'Acceptable Use Policy',
      'Access Control Policy',
      'Amazon Web Services',
      'security@acme.example',
      'SOC 2 Type II report (on request, under NDA)',
      NDA,
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).toMatch(/<td>\d+ of \d+<\/td>/);
    // Never members, vendors that are not subprocessors, or what the admin did not offer.
    for (const hidden of ['Secret Member Name', 'Internal Wiki Vendor', 'A.5 Organizational']) {
      expect(html).not.toContain(hidden);
    }
    const audit = await backend.db.query(
      `select kind from public.audit_events where team_id = $1 and kind = 'trust_page_published'`,
      [admin.teamId],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('shows the logo inline and what the admin wrote as text, never as markup', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await admin.client
      .rpc('set_trust_logo', { logo_base64: png.toString('base64'), mime_type: 'image/png' })
      .throwOnError();
    const tooBig = await admin.client.rpc('set_trust_logo', {
      logo_base64: Buffer.alloc(40_000).toString('base64'),
      mime_type: 'image/png',
    });
    expect(tooBig.error?.message).toBe('The logo is at most 32 KB');
    const { data: page_ } = await admin.client
      .from('trust_pages')
      .select('overview')
      .throwOnError();
    await admin.client
      .rpc('save_trust_page', {
        ...TRUST_PAGE,
        overview: `${page_![0]!.overview}\n\n<script>alert(1)</script>`,
      })
      .throwOnError();
    const html = await (await page()).text();
    expect(html).toContain(
      `<img src="data:image/png;base64,${png.toString('base64')}" alt="Acme Cloud logo">`,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('serves a public policy as PDF and nothing the admin did not make public', async () => {
    const pdf = await page(`/documents/${policyDocument}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The requested document is not public; a policy never offered has no document at all.
    expect((await page(`/documents/${soc2Document}`)).status).toBe(404);
    expect((await page(`/documents/${hiddenPolicy}`)).status).toBe(404);
  });

  it('gives anonymous callers nothing through the API', async () => {
    const anon = backend.client();
    for (const table of [
      'trust_pages',
      'trust_documents',
      'trust_access_requests',
      'trust_nda_versions',
    ]) {
      const result = await anon.from(table).select('*');
      expect(result.error?.code, table).toBe('42501');
    }
    for (const [fn, args] of [
      ['trust_page_view', { slug: 'acme-cloud' }],
      ['trust_public_document', { slug: 'acme-cloud', document: soc2Document }],
      ['open_trust_link', { slug: 'acme', token: 'x'.repeat(40), what: 'x' }],
      ['confirm_trust_request', { token: 'x'.repeat(40) }],
      [
        'request_trust_access',
        {
          slug: 'acme-cloud',
          document: soc2Document,
          name: 'A',
          email: 'a@b.example',
          company: 'B',
          nda_hash: sha256(NDA),
        },
      ],
      ['decide_trust_request', { request: soc2Document, approve: true }],
    ] as const) {
      const result = await anon.rpc(fn, args);
      expect(result.error, fn).not.toBeNull();
      expect(result.data, fn).toBeNull();
    }
  });

  it('releases the SOC 2 report after the NDA, a confirmed email and the admin’s approval; the link stops when revoked', async () => {
    const visitor = 'pat@prospect.example';
    // The form as the visitor fills it, before they accept the NDA.
    const filled = {
      document: soc2Document,
      name: 'Pat Prospect',
      email: visitor,
      company: 'Prospect Inc',
      nda_hash: sha256(NDA),
    };
    // The NDA must be the one shown: a changed text needs a new acceptance.
    const stale = await postForm('/request', {
      ...filled,
      nda_hash: sha256('an older text'),
      accept: 'yes',
    });
    expect(stale.status).toBe(409);
    const noAccept = await postForm('/request', filled);
    expect(noAccept.status).toBe(400);

    const asked = await postForm('/request', { ...filled, accept: 'yes' });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Check your email');
    const { rows } = await backend.db.query<{
      nda_hash: string;
      nda_accepted_at: Date;
      email: string;
      status: string;
    }>('select nda_hash, nda_accepted_at, email, status from public.trust_access_requests');
    expect(rows).toEqual([
      {
        nda_hash: sha256(NDA),
        nda_accepted_at: expect.any(Date),
        email: visitor,
        status: 'unconfirmed',
      },
    ]);
    // Not the admin's to answer until the email is confirmed.
    expect((await admin.client.from('trust_access_requests').select('id')).data).toEqual([]);

    const confirmUrl = linkIn(
      mail.mailsTo(visitor).at(-1)!,
      /http:\/\/\S+\/trust\/acme-cloud\/confirm\/[A-Za-z0-9_-]+/,
    );
    expect(confirmUrl).not.toBe('');
    // Following the link only shows a button; pressing it confirms.
    expect(await (await fetch(confirmUrl)).text()).toContain('Confirm My Email');
    expect((await admin.client.from('trust_access_requests').select('id')).data).toEqual([]);
    const confirmed = await fetch(confirmUrl, { method: 'POST' });
    expect(await confirmed.text()).toContain('Acme Cloud will answer your request');
    // The team's admins hear of it once, with the link to answer it.
    const toAdmin = mail.mailsTo(admin.email).filter((text) => text.includes('Trust page request'));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]).toContain('Pat Prospect (Prospect Inc, pat@prospect.example)');
    expect(toAdmin[0]).toContain('/dashboard/settings/trust');
    await fetch(confirmUrl, { method: 'POST' });
    expect(
      mail.mailsTo(admin.email).filter((text) => text.includes('Trust page request')),
    ).toHaveLength(1);
    const { data: pending } = await admin.client
      .from('trust_access_requests')
      .select('id, status, email, company, nda_hash')
      .throwOnError();
    expect(pending).toEqual([
      {
        id: expect.any(String),
        status: 'pending',
        email: visitor,
        company: 'Prospect Inc',
        nda_hash: sha256(NDA),
      },
    ]);

    const decided = await admin.client.functions.invoke('trust', {
      body: { request: pending![0]!.id, approve: true },
    });
    expect(decided.error).toBeNull();
    const again = await admin.client.functions.invoke('trust', {
      body: { request: pending![0]!.id, approve: false },
    });
    expect(again.error).not.toBeNull();

    const downloadUrl = linkIn(
      mail.mailsTo(visitor).at(-1)!,
      /http:\/\/\S+\/trust\/acme-cloud\/download\/[A-Za-z0-9_-]+/,
    );
    // Only under its own team's page: not another company's address (threat #78).
    const elsewhere = downloadUrl.replace('/trust/acme-cloud/', '/trust/other-company/');
    expect((await fetch(elsewhere)).status).toBe(404);
    const download = await fetch(downloadUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(REPORT);
    // The evidence function does not open a trust link: it releases one document, not the pack.
    const token = downloadUrl.split('/').at(-1)!;
    expect((await fetch(`${backend.url}/functions/v1/evidence/${token}/`)).status).toBe(404);

    const { data: links } = await admin.client
      .from('evidence_links')
      .select('id, kind, use_count, label')
      .eq('kind', 'trust')
      .throwOnError();
    expect(links).toEqual([
      { id: expect.any(String), kind: 'trust', use_count: 1, label: `Trust page: ${visitor}` },
    ]);
    const audit = await backend.db.query<{ kind: string }>(
      `select kind from public.audit_events where team_id = $1 and kind in
         ('trust_request_approved', 'evidence_opened') order by occurred_at`,
      [admin.teamId],
    );
    expect(audit.rows.map((row) => row.kind)).toEqual([
      'trust_request_approved',
      'evidence_opened',
    ]);

    await admin.client.rpc('revoke_evidence_link', { link: links![0]!.id }).throwOnError();
    expect((await fetch(downloadUrl)).status).toBe(404);
  });

  it('approves a chosen domain once its email is confirmed; the link stops when it expires', async () => {
    const visitor = 'sam@partner.example';
    await postForm('/request', {
      document: soc2Document,
      name: 'Sam Partner',
      email: visitor,
      company: 'Partner',
      nda_hash: sha256(NDA),
      accept: 'yes',
    });
    const confirmUrl = linkIn(
      mail.mailsTo(visitor).at(-1)!,
      /http:\/\/\S+\/confirm\/[A-Za-z0-9_-]+/,
    );
    expect(await (await fetch(confirmUrl, { method: 'POST' })).text()).toContain('approved');
    const downloadUrl = linkIn(
      mail.mailsTo(visitor).at(-1)!,
      /http:\/\/\S+\/download\/[A-Za-z0-9_-]+/,
    );
    expect((await fetch(downloadUrl)).status).toBe(200);
    // A second confirmation releases nothing more.
    await fetch(confirmUrl, { method: 'POST' });
    expect(mail.mailsTo(visitor)).toHaveLength(2);
    await backend.db.query(
      `update public.evidence_links set expires_at = now() - interval '1 second' where label = $1`,
      [`Trust page: ${visitor}`],
    );
    expect((await fetch(downloadUrl)).status).toBe(404);
  });

  it('limits how often one address may ask', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await postForm('/request', {
        document: soc2Document,
        name: 'Flood',
        email: 'victim@elsewhere.example',
        company: 'X',
        nda_hash: sha256(NDA),
        accept: 'yes',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(mail.mailsTo('victim@elsewhere.example')).toHaveLength(3);
  });

  it('disappears when unpublished or on a plan without it, by every route', async () => {
    await backend.db.query('select public.change_team_plan($1, $2)', [admin.teamId, 'starter']);
    expect((await page()).status).toBe(404);
    expect((await page(`/documents/${policyDocument}`)).status).toBe(404);
    await backend.db.query('select public.change_team_plan($1, $2)', [
      admin.teamId,
      'professional',
    ]);
    expect((await page()).status).toBe(200);
    await admin.client.rpc('publish_trust_page', { published: false }).throwOnError();
    expect((await page()).status).toBe(404);
    expect((await page(`/documents/${policyDocument}`)).status).toBe(404);
    const request = await postForm('/request', {
      document: soc2Document,
      name: 'Late',
      email: 'late@x.example',
      company: 'X',
      nda_hash: sha256(NDA),
      accept: 'yes',
    });
    expect(request.status).toBe(404);
    expect((await fetch(`${backend.url}/functions/v1/trust/acme-cloud`)).status).toBe(404);
    // The fourteenth form post from one network waits, whatever it says.
    const limited = await postForm('/request', {});
    expect(limited.status).toBe(429);
  });
});
