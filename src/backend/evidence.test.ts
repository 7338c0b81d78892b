// Evidence links (docs/decisions.md EV1, docs/threat-model.md #27): created by a team's admins
// for a date range, stored as hashes, opened only while valid and not revoked, every use in the
// audit log; the pack's sections hold the team's own records only.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocx, wordText } from '../../tests/support/docx-reader';
import { pdfLines } from '../../tests/support/pdf-text';
import {
  adoptPolicy,
  approveSoa,
  approveVendor,
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  startChecklistRun,
  useTestBackend,
  type TeamAdmin,
} from './testing';
import { utcDay } from '../shared/utc-day';

const backend = useTestBackend();

const RANGE = { from_date: '2026-01-01', to_date: '2026-12-31' };

async function link(admin: TeamAdmin, kind: 'download' | 'auditor', extra = {}): Promise<string> {
  const { data, error } = await admin.client.rpc('create_evidence_link', {
    kind,
    ...RANGE,
    ...(kind === 'auditor' ? { days: 14, label: 'Acme Audit LLP' } : {}),
    ...extra,
  });
  if (error) throw new Error(error.message);
  return data as string;
}

/** An auditor link to 2026 up to today (or `range`): its token and the address of its pages. */
async function auditorPages(
  admin: TeamAdmin,
  range = { from_date: '2026-01-01', to_date: utcDay(Date.now()) },
) {
  const token = await link(admin, 'auditor', range);
  return { token, base: `${backend.url}/functions/v1/evidence/${token}` };
}

const open = async (token: string, what = 'index.html') =>
  (await backend.service.rpc('open_evidence_link', { token, what }).throwOnError()).data as {
    team_id: string;
    kind: string;
    from_date: string;
    to_date: string;
  }[];

describe('evidence links', () => {
  let admin: TeamAdmin;
  beforeAll(async () => {
    admin = await createTeamAdmin(backend, 'Evidence Co');
  });

  it('opens with its token only; stores only a hash; counts and logs each use', async () => {
    const token = await link(admin, 'auditor');
    expect(token).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const [opened] = await open(token, 'policies/acceptable-use-policy-v1.docx');
    expect(opened).toMatchObject({ team_id: admin.teamId, kind: 'auditor', ...RANGE });
    expect(await open(`${token}x`)).toEqual([]);
    expect(await open('')).toEqual([]);

    const { rows } = await backend.db.query<{ token_hash: string; use_count: number }>(
      'select token_hash, use_count from public.evidence_links where team_id = $1',
      [admin.teamId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.use_count).toBe(1);
    const { rows: events } = await backend.db.query<{ kind: string; details: { what?: string } }>(
      `select kind, details from public.audit_events
        where team_id = $1 and kind like 'evidence%' order by id`,
      [admin.teamId],
    );
    expect(events.map((event) => event.kind)).toEqual(['evidence_link_created', 'evidence_opened']);
    expect(events[1]!.details.what).toBe('policies/acceptable-use-policy-v1.docx');
  });

  it('admins list their links without the hashes, and revoke them for good', async () => {
    const token = await link(admin, 'auditor', { label: 'Second auditor' });
    const { data: listed } = await admin.client
      .from('evidence_links')
      .select('id, kind, label, use_count, revoked_at')
      .eq('label', 'Second auditor')
      .throwOnError();
    expect(listed).toHaveLength(1);
    const hashes = await admin.client.from('evidence_links').select('token_hash');
    expect(hashes.error).not.toBeNull();
    await admin.client.rpc('revoke_evidence_link', { link: listed![0]!.id }).throwOnError();
    expect(await open(token)).toEqual([]);
  });

  it('expires: a download link after minutes, an auditor link after its days', async () => {
    const download = await link(admin, 'download');
    const auditor = await link(admin, 'auditor', { days: 2, label: 'Short audit' });
    expect(await open(download)).toHaveLength(1);
    // The database's clock moved by ageing the links (no waiting).
    await backend.db.query(
      `update public.evidence_links set expires_at = expires_at - interval '16 minutes'
        where kind = 'download' and team_id = $1`,
      [admin.teamId],
    );
    await backend.db.query(
      `update public.evidence_links set expires_at = expires_at - interval '2 days'
        where label = 'Short audit'`,
    );
    expect(await open(download)).toEqual([]);
    expect(await open(auditor)).toEqual([]);
  });

  it('refuses members, other teams, bad ranges, long links and teams without the plan', async () => {
    const member = await createMember(backend, admin.inviteCode);
    const refused = await member.client.rpc('create_evidence_link', { kind: 'download', ...RANGE });
    expect(refused.error?.message).toMatch(/Only a team admin/);
    const backwards = await admin.client.rpc('create_evidence_link', {
      kind: 'download',
      from_date: '2026-12-31',
      to_date: '2026-01-01',
    });
    expect(backwards.error?.message).toMatch(/date range/);
    const tooLong = await admin.client.rpc('create_evidence_link', {
      kind: 'auditor',
      ...RANGE,
      days: 91,
      label: 'x',
    });
    expect(tooLong.error?.message).toMatch(/1 to 90 days/);

    const other = await createTeamAdmin(backend, 'Other Evidence Co');
    const { data: mine } = await admin.client.from('evidence_links').select('id').throwOnError();
    const revoke = await other.client.rpc('revoke_evidence_link', { link: mine![0]!.id });
    expect(revoke.error?.message).toMatch(/No such evidence link/);
    const { data: theirs } = await other.client.from('evidence_links').select('id').throwOnError();
    expect(theirs).toEqual([]);

    const starter = await createTeamAdmin(backend, 'Starter Evidence Co');
    await backend.service
      .rpc('change_team_plan', { team: starter.teamId, new_plan: 'starter' })
      .throwOnError();
    const locked = await starter.client.rpc('create_evidence_link', { kind: 'download', ...RANGE });
    expect(locked.error?.message).toMatch(/Professional and Enterprise plans/);
  });

  it('are revoked, in the audit log, when the team moves to a plan without evidence (P2)', async () => {
    const movingDown = await createTeamAdmin(backend, 'Moving Down Co');
    await backend.service
      .rpc('change_team_plan', { team: movingDown.teamId, new_plan: 'enterprise' })
      .throwOnError();
    const auditor = await link(movingDown, 'auditor', { label: 'Leaving auditor' });
    const download = await link(movingDown, 'download');
    expect(await open(auditor)).toHaveLength(1);
    await backend.service
      .rpc('change_team_plan', { team: movingDown.teamId, new_plan: 'starter' })
      .throwOnError();
    expect(await open(auditor)).toEqual([]);
    expect(await open(download)).toEqual([]);
    const { data: listed } = await movingDown.client
      .from('evidence_links')
      .select('revoked_at')
      .throwOnError();
    expect(listed).toHaveLength(2);
    expect(listed!.every((row) => row.revoked_at !== null)).toBe(true);
    const { rows: events } = await backend.db.query<{ target_name: string; details: object }>(
      `select target_name, details from public.audit_events
        where team_id = $1 and kind = 'evidence_link_revoked' order by target_name`,
      [movingDown.teamId],
    );
    expect(events).toEqual([
      {
        target_name: 'Evidence pack download',
        details: { reason: 'plan_changed', plan: 'starter' },
      },
      { target_name: 'Leaving auditor', details: { reason: 'plan_changed', plan: 'starter' } },
    ]);
    // Moving back up does not bring a revoked link back.
    await backend.service
      .rpc('change_team_plan', { team: movingDown.teamId, new_plan: 'enterprise' })
      .throwOnError();
    expect(await open(auditor)).toEqual([]);
  });

  it('stop opening when a trial ends, without a plan change (P2)', async () => {
    const trial = await createTeamAdmin(backend, 'Trial Ends Co');
    const { rows: plans } = await backend.db.query<{ trial_plan_id: string | null }>(
      'select trial_plan_id from public.teams where id = $1',
      [trial.teamId],
    );
    expect(plans[0]!.trial_plan_id).toBe('professional');
    const auditor = await link(trial, 'auditor');
    expect(await open(auditor)).toHaveLength(1);
    // The trial's end moved into the past instead of waiting for it.
    await backend.db.query(
      `update public.teams set trial_ends_at = now() - interval '1 minute' where id = $1`,
      [trial.teamId],
    );
    expect(await open(auditor)).toEqual([]);
  });

  it('opening and the sections are the service role’s only', async () => {
    const token = await link(admin, 'download');
    for (const client of [admin.client, backend.client()]) {
      expect((await client.rpc('open_evidence_link', { token, what: 'x' })).error).not.toBeNull();
      const section = await client.rpc('evidence_section', {
        team: admin.teamId,
        section: 'audit',
        ...RANGE,
      });
      expect(section.error).not.toBeNull();
    }
  });
});

describe('the pack’s sections', () => {
  it('hold one team’s records of the range', async () => {
    const admin = await createTeamAdmin(backend, 'Sections Co');
    const other = await createTeamAdmin(backend, 'Neighbour Co');
    for (const team of [admin, other]) {
      const policy = await adoptPolicy(team.client);
      await publishAsPublisher(team.client, policy, 1);
    }
    const today = utcDay(Date.now());
    const section = async (name: string, from = '2000-01-01', to = today) =>
      (
        await backend.service
          .rpc('evidence_section', {
            team: admin.teamId,
            section: name,
            from_date: from,
            to_date: to,
          })
          .throwOnError()
      ).data as Record<string, unknown>[];

    const policies = await section('policies');
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({ template_id: 'acceptable-use-policy', number: 1 });
    const audit = await section('audit');
    expect(audit.map((event) => event['kind'])).toContain('policy_published');
    expect(JSON.stringify(audit)).not.toContain('Neighbour Co');
    expect(await section('audit', '2000-01-01', '2000-12-31')).toEqual([]);
    expect((await section('coverage')).length).toBeGreaterThan(0);
    expect(await section('training')).toEqual(expect.any(Array));
    const unknown = await backend.service.rpc('evidence_section', {
      team: admin.teamId,
      section: 'secrets',
      from_date: today,
      to_date: today,
    });
    expect(unknown.error?.message).toMatch(/Unknown evidence section/);
  });
});

describe('the evidence function', () => {
  it('serves the index and every file it links, the whole pack as a ZIP, and nothing once revoked', async () => {
    const admin = await createTeamAdmin(backend, 'Pack Co');
    const policy = await adoptPolicy(admin.client);
    await publishAsPublisher(admin.client, policy, 1);
    const run = await startChecklistRun(admin.client);
    await admin.client
      .rpc('save_checklist_item', {
        run,
        item: 'export-user-lists',
        status: 'done',
        evidence_url: 'https://drive.example.com/q4-user-lists',
      })
      .throwOnError();
    const today = utcDay(Date.now());
    const { token, base } = await auditorPages(admin);

    const bare = await fetch(base, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe(`/functions/v1/evidence/${token}/`);

    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-store');
    expect(index.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await index.text();
    expect(html).toContain('Evidence pack: Pack Co');
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links).toEqual(
      expect.arrayContaining([
        'policies/acceptable-use-policy-v1.docx',
        'policies/acceptable-use-policy-v1.pdf',
        'policies/policy-register.csv',
        'policies/acceptance-register.csv',
        'training/completion.csv',
        'training/knowledge-checks.csv',
        'controls/coverage.csv',
        'audit-log.csv',
        'evidence-pack.zip',
      ]),
    );
    const checklistFile = links.find((href) =>
      href.startsWith('checklists/access-review-template-'),
    );
    expect(checklistFile).toBeDefined();

    // Every link resolves; the files hold the team's data.
    const files = new Map<string, Uint8Array>();
    for (const href of links.filter((href) => href !== 'evidence-pack.zip')) {
      const response = await fetch(new URL(href, `${base}/`));
      expect(response.status, href).toBe(200);
      files.set(href, new Uint8Array(await response.arrayBuffer()));
    }
    const docx = await readDocx(files.get('policies/acceptable-use-policy-v1.docx')!);
    expect(wordText(docx.document)).toContain('Acceptable Use Policy');
    // Who approved, when and why (docs/decisions.md PA1): here the team's "publisher approves".
    const approvedBy = `Approved by Ada Admin, the publisher (the team's choice: the publisher approves) on ${today}`;
    expect(wordText(docx.footers)).toContain(approvedBy);
    expect(wordText(docx.document)).toContain('First version, adopted from the template');
    const pdf = pdfLines(files.get('policies/acceptable-use-policy-v1.pdf')!);
    expect(pdf).toContain('Acceptable Use Policy');
    expect(pdf.join(' ')).toContain(approvedBy);
    expect(pdf.join(' ')).toContain('Reason for change: First version, adopted from the template');
    const register = new TextDecoder().decode(files.get('policies/policy-register.csv'));
    expect(register).toContain(
      `"Acceptable Use Policy","1","Material (members accept again)","Publication","Ada Admin (the publisher approves, the team's choice)","${today}T`,
    );
    expect(register).toContain('First version, adopted from the template');
    // Byte for byte, the byte-order mark included.
    const checklistCsv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      files.get(checklistFile!),
    );
    expect(checklistCsv).toContain('https://drive.example.com/q4-user-lists');
    const auditCsv = new TextDecoder().decode(files.get('audit-log.csv'));
    expect(auditCsv).toContain('Policy published');

    // The ZIP holds the index and the same files.
    const zipResponse = await fetch(`${base}/evidence-pack.zip`);
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(new Uint8Array(await zipResponse.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(
      ['index.html', ...links.filter((href) => href !== 'evidence-pack.zip')].sort(),
    );
    expect(await zip.file(checklistFile!)!.async('string')).toBe(checklistCsv);
    // Its index links every file beside it, and not the ZIP it is read from.
    const zipIndex = await zip.file('index.html')!.async('string');
    expect(zipIndex).not.toContain('evidence-pack.zip');
    for (const href of links.filter((href) => href !== 'evidence-pack.zip')) {
      expect(zipIndex).toContain(`href="${href}"`);
    }

    // Each request was one use, in the audit log.
    const { rows } = await backend.db.query<{ use_count: number }>(
      'select use_count from public.evidence_links where team_id = $1',
      [admin.teamId],
    );
    expect(rows[0]!.use_count).toBe(links.length + 1);

    const { data: listed } = await admin.client.from('evidence_links').select('id').throwOnError();
    await admin.client.rpc('revoke_evidence_link', { link: listed![0]!.id }).throwOnError();
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/audit-log.csv`)).status).toBe(404);
    expect((await fetch(`${backend.url}/functions/v1/evidence/${'a'.repeat(40)}/`)).status).toBe(
      404,
    );
  });
});

describe('the evidence function’s addresses (docs/threat-model.md #36)', () => {
  it('answers 404 to malformed paths and logs only files of the pack, by their names', async () => {
    const admin = await createTeamAdmin(backend, 'Address Co');
    const { base } = await auditorPages(admin, RANGE);
    const forged = encodeURIComponent('x\nEvidence opened by the CEO: audit log deleted');
    const refused = [
      `${base}/%ZZ`,
      `${base}/%00`,
      `${base}/audit-log.csv%00`,
      `${base}/policies/%E0%A4%A`,
      `${base}/${forged}`,
      `${base}/no-such-file.csv`,
      `${base}/..%2F..%2Fetc%2Fpasswd`,
      `${backend.url}/functions/v1/evidence/${'a'.repeat(40)}/%ZZ`,
    ];
    for (const address of refused) {
      const response = await fetch(address);
      expect(response.status, address).toBe(404);
      await response.text();
    }
    const uses = async () =>
      (
        await backend.db.query<{ use_count: number }>(
          'select use_count from public.evidence_links where team_id = $1',
          [admin.teamId],
        )
      ).rows[0]!.use_count;
    expect(await uses()).toBe(0);

    for (const path of ['audit-log.csv', '']) {
      const response = await fetch(`${base}/${path}`);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    const { rows } = await backend.db.query<{ what: string }>(
      `select details->>'what' as what from public.audit_events
        where team_id = $1 and kind = 'evidence_opened' order by id`,
      [admin.teamId],
    );
    expect(rows.map((row) => row.what)).toEqual(['audit-log.csv', 'index.html']);
    expect(await uses()).toBe(2);
  });
});

describe('the pack’s risk/, vendors/ and assets/ sections (docs/decisions.md RR1, VN1, AS1)', () => {
  it('hold the register, the approved assessment as frozen, vendors with reviews and assets', async () => {
    const admin = await createTeamAdmin(backend, 'Register Co');
    const other = await createTeamAdmin(backend, 'Elsewhere Co');
    await other.client
      .from('assets')
      .insert({ team_id: other.teamId, name: 'Not theirs', type: 'laptop' })
      .throwOnError();
    const { data: risk } = await admin.client
      .from('risks')
      .insert({
        team_id: admin.teamId,
        title: 'Lost laptop',
        category: 'Devices',
        inherent_likelihood: 3,
        inherent_impact: 4,
        controls: ['A.8.1'],
      })
      .select('id')
      .single()
      .throwOnError();
    const { data: assessment } = await admin.client
      .from('risk_assessments')
      .insert({ team_id: admin.teamId, approval_reason: 'Yearly review' })
      .select('content_hash')
      .single()
      .throwOnError();
    await admin.client
      .from('risks')
      .update({ title: 'Lost or stolen laptop' })
      .eq('id', risk!.id)
      .throwOnError();
    const { data: vendor } = await admin.client
      .from('vendors')
      .insert({ team_id: admin.teamId, name: 'Cloudy', criticality: 'low', subprocessor: true })
      .select('id')
      .single()
      .throwOnError();
    await admin.client
      .from('vendor_documents')
      .insert({
        team_id: admin.teamId,
        vendor_id: vendor!.id,
        kind: 'soc2',
        title: 'SOC 2 report',
        url: 'https://trust.cloudy.example/soc2.pdf',
        expires_on: '2030-01-31',
      })
      .throwOnError();
    await approveVendor(admin.client, admin.teamId, vendor!.id);
    await admin.client
      .from('assets')
      .insert({
        team_id: admin.teamId,
        name: 'Prod DB',
        type: 'database',
        classification: 'Restricted',
      })
      .throwOnError();

    const { base } = await auditorPages(admin);
    const html = await (await fetch(`${base}/`)).text();
    const read = async (path: string) => {
      expect(html, path).toContain(`href="${path}"`);
      const response = await fetch(`${base}/${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    expect(await read('risk/register.csv')).toContain('"Lost or stolen laptop","Devices"');
    const assessments = await read('risk/assessments.csv');
    expect(assessments).toContain(`"Ada Admin"`);
    expect(assessments).toContain(`"Yearly review","1","${assessment!.content_hash}"`);
    const frozen = await read('risk/assessment-v1.csv');
    expect(frozen).toContain('"Lost laptop","Devices","","12 (3×4)","mitigate"');
    expect(frozen).not.toContain('Lost or stolen laptop');
    expect(await read('vendors/inventory.csv')).toContain(
      'SOC 2 report https://trust.cloudy.example/soc2.pdf (expires 2030-01-31)',
    );
    expect(await read('vendors/reviews.csv')).toContain('"Cloudy","low","approved"');
    const assets = await read('assets/inventory.csv');
    expect(assets).toContain('"Prod DB","database","","Restricted"');
    expect(assets).not.toContain('Not theirs');

    // The Statement of Applicability, as approved.
    const soaHash = await approveSoa(admin.client, admin.teamId);
    const html2 = await (await fetch(`${base}/`)).text();
    expect(html2).toContain(`SHA-256 ${soaHash}`);
    const statement = await (await fetch(`${base}/soa/statement-of-applicability-v1.csv`)).text();
    expect(statement.split('\r\n').filter(Boolean)).toHaveLength(94);
    expect(statement).toContain(
      '"A.7.1","Physical perimeters","No","Fully remote","not started",""',
    );
    expect(statement).toContain(
      '"A.5.19","Security in supplier relationships","Yes","","not started","vendor: Vendor reviews"',
    );
  });
});
