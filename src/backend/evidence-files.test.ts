// Evidence files (docs/decisions.md EF1, docs/threat-model.md #49): a checklist item's documents
// and screenshots in the private Storage bucket `evidence`, under <team>/<run>/<item>/<file>;
// its team's admins and the item's owner attach them, nobody else reads them by any route; each
// has its SHA-256 and uploader recorded and logged, sits in the evidence pack with its hash, and
// stays as it was once its run is closed.
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAuditorLink,
  createMember,
  createTeamAdmin,
  startChecklistRun,
  useTestBackend,
  type TeamAdmin,
  type TestAccount,
} from './testing';

const backend = useTestBackend();
let adminA: TeamAdmin;
let adminB: TeamAdmin;
let owner: TestAccount;
let bystander: TestAccount;
let runA = '';

const CHECKLIST = 'access-review-template';
const ITEM = 'export-user-lists';
const OTHER_ITEM = 'list-systems-in-scope';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('screenshot pixels'),
]);
const PDF_TYPE = 'application/pdf';
const TEXT = Buffer.from('x');
/** The largest evidence file, 50 MB (docs/decisions.md EF1). */
const MAX_BYTES = 50 * 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Asks to upload `bytes` to `item` of run A, telling their true digest and, unless given, size. */
const beginUpload = (
  client: SupabaseClient,
  item: string,
  fileName: string,
  mimeType: string,
  bytes: Buffer,
  size = bytes.length,
) =>
  client.rpc('begin_evidence_upload', {
    run: runA,
    item,
    file_name: fileName,
    mime_type: mimeType,
    size_bytes: size,
    sha256: sha256(bytes),
  });

/** begin → upload → attach, as the app does; the Storage key. */
async function attach(...request: Parameters<typeof beginUpload>): Promise<string> {
  const [client, , , mimeType, bytes] = request;
  const { data: path, error } = await beginUpload(...request);
  if (error) throw new Error(`begin: ${error.message}`);
  const upload = await client.storage
    .from('evidence')
    .upload(path as string, bytes, { contentType: mimeType });
  if (upload.error) throw new Error(`upload: ${upload.error.message}`);
  const attached = await client.rpc('attach_evidence_file', { file: fileId(path as string) });
  if (attached.error) throw new Error(`attach: ${attached.error.message}`);
  return path as string;
}

const fileId = (path: string) => path.split('/').at(-1) as string;

beforeAll(async () => {
  adminA = await createTeamAdmin(backend, 'Files A');
  adminB = await createTeamAdmin(backend, 'Files B');
  owner = await createMember(backend, adminA.inviteCode, 'Olive Owner');
  bystander = await createMember(backend, adminA.inviteCode, 'Bea Bystander');
  runA = await startChecklistRun(adminA.client, CHECKLIST);
  await adminA.client
    .rpc('save_checklist_item', { run: runA, item: ITEM, status: 'in_progress', owner: owner.id })
    .throwOnError();
}, 60_000);

describe('evidence files (docs/threat-model.md #49)', () => {
  let pdfPath = '';
  let pngPath = '';

  it('an admin attaches a PDF and a screenshot; both are recorded with their SHA-256 and logged', async () => {
    pdfPath = await attach(adminA.client, ITEM, 'Q3 user export.pdf', 'application/pdf', PDF);
    pngPath = await attach(adminA.client, ITEM, 'okta-admins.png', 'image/png', PNG);
    expect(pdfPath).toBe(`${adminA.teamId}/${runA}/${ITEM}/${fileId(pdfPath)}`);
    const { data: rows } = await adminA.client
      .from('evidence_files')
      .select('file_name, sha256, size_bytes, uploaded_by, attached_at')
      .order('file_name')
      .throwOnError();
    expect(rows).toMatchObject([
      { file_name: 'Q3 user export.pdf', sha256: sha256(PDF), uploaded_by: adminA.id },
      { file_name: 'okta-admins.png', sha256: sha256(PNG), uploaded_by: adminA.id },
    ]);
    expect(rows?.every((row) => row.attached_at !== null)).toBe(true);
    const { rows: events } = await backend.db.query<{
      target_name: string;
      details: { sha256: string };
    }>(
      `select target_name, details from public.audit_events
       where team_id = $1 and kind = 'evidence_file_attached' order by id`,
      [adminA.teamId],
    );
    expect(events.map((event) => [event.target_name, event.details.sha256])).toEqual([
      ['Q3 user export.pdf', sha256(PDF)],
      ['okta-admins.png', sha256(PNG)],
    ]);
    const { data: blob } = await adminA.client.storage.from('evidence').download(pngPath);
    expect(blob?.type).toBe('image/png');
    expect(sha256(Buffer.from(await blob!.arrayBuffer()))).toBe(sha256(PNG));
  });

  it('both are in the evidence pack and its index with their SHA-256', async () => {
    const token = await createAuditorLink(adminA.client, 'Auditor', {
      from_date: '2020-01-01',
      to_date: '2099-12-31',
      days: 14,
    });
    const base = `${backend.url}/functions/v1/evidence/${token}/`;
    const index = await (await fetch(base)).text();
    // The item by its title, as the checklist names it.
    expect(index).toContain('Q3 user export.pdf (Export current user lists, ');
    expect(index).toContain(`SHA-256 ${sha256(PDF)}`);
    expect(index).toContain(`SHA-256 ${sha256(PNG)}`);
    const zip = await JSZip.loadAsync(
      new Uint8Array(await (await fetch(`${base}evidence-pack.zip`)).arrayBuffer()),
    );
    const inPack = Object.keys(zip.files).filter((name) => name.startsWith('checklists/files/'));
    expect(inPack).toHaveLength(2);
    const hashes = await Promise.all(
      inPack.map(async (name) => sha256(await zip.file(name)!.async('uint8array'))),
    );
    expect(hashes.sort()).toEqual([sha256(PDF), sha256(PNG)].sort());
    const manifest = await zip.file('checklists/evidence-files.csv')!.async('string');
    expect(manifest).toContain(sha256(PDF));
    expect(manifest).toContain('Q3 user export.pdf');
    // The auditor link serves each file on its own.
    const pdfInPack = inPack.find((name) => name.endsWith('.pdf')) as string;
    const served = await fetch(`${base}${encodeURI(pdfInPack)}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(PDF));
  });

  it('another team cannot read them by any route', async () => {
    const files = adminB.client.storage.from('evidence');
    expect((await files.download(pdfPath)).error).toMatchObject({ statusCode: '404' });
    expect((await files.info(pdfPath)).error).toMatchObject({ statusCode: '404' });
    expect((await files.exists(pdfPath)).data).toBe(false);
    expect((await files.createSignedUrl(pdfPath, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await files.list(`${adminA.teamId}/${runA}/${ITEM}`)).data).toEqual([]);
    expect((await files.listV2({ prefix: adminA.teamId })).data?.objects).toEqual([]);
    expect((await files.copy(pdfPath, `${adminB.teamId}/x`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await files.remove([pdfPath])).data).toEqual([]);
    expect((await adminB.client.from('evidence_files').select('id')).data).toEqual([]);
    const begin = await beginUpload(adminB.client, ITEM, 'x.pdf', PDF_TYPE, Buffer.from('abc'));
    expect(begin.error).toMatchObject({ code: 'PT404' });
    // Nor a member of the same team who neither administers nor owns the item, nor a visitor.
    expect((await bystander.client.storage.from('evidence').download(pdfPath)).error).toMatchObject(
      {
        statusCode: '404',
      },
    );
    expect((await bystander.client.from('evidence_files').select('id')).data).toEqual([]);
    expect((await backend.client().storage.from('evidence').download(pdfPath)).error).toBeTruthy();
    const publicUrl = backend.service.storage.from('evidence').getPublicUrl(pdfPath).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
    // The Storage objects are still there, untouched.
    expect((await adminA.client.storage.from('evidence').exists(pdfPath)).data).toBe(true);
  });

  it("the item's owner attaches and reads; other members and items are refused", async () => {
    const path = await attach(owner.client, ITEM, 'review.csv', 'text/csv', Buffer.from('a,b\n'));
    expect((await owner.client.storage.from('evidence').download(path)).error).toBeNull();
    expect((await owner.client.storage.from('evidence').download(pdfPath)).error).toBeNull();
    const otherItem = await beginUpload(owner.client, OTHER_ITEM, 'x.txt', 'text/plain', TEXT);
    expect(otherItem.error).toMatchObject({ code: 'PT404' });
    const stranger = await beginUpload(bystander.client, ITEM, 'x.txt', 'text/plain', TEXT);
    expect(stranger.error).toMatchObject({ code: 'PT404' });
  });

  it('refuses uploads without a record, a second upload, a size that lies and a wrong type', async () => {
    const files = adminA.client.storage.from('evidence');
    const planted = await files.upload(`${adminA.teamId}/${runA}/${ITEM}/not-a-record`, PDF, {
      contentType: 'application/pdf',
    });
    expect(planted.error).toMatchObject({ statusCode: '403' });
    const overwrite = await files.upload(pdfPath, PNG, {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(overwrite.error).toBeTruthy();
    expect(sha256(Buffer.from(await (await files.download(pdfPath)).data!.arrayBuffer()))).toBe(
      sha256(PDF),
    );
    const { data: path } = await beginUpload(adminA.client, ITEM, 'short.pdf', PDF_TYPE, PDF, 999);
    await files.upload(path as string, PDF, { contentType: 'application/pdf' });
    const lied = await adminA.client.rpc('attach_evidence_file', { file: fileId(path as string) });
    expect(lied.error).toMatchObject({ code: 'PT409' });
    const script = await beginUpload(adminA.client, ITEM, 'logo.svg', 'image/svg+xml', PDF, 10);
    expect(script.error).toMatchObject({ code: '23514' });
    const tooBig = await beginUpload(adminA.client, ITEM, 'huge.pdf', PDF_TYPE, PDF, MAX_BYTES + 1);
    expect(tooBig.error).toMatchObject({ code: '23514' });
  });

  it('removes a file while the run is open; once it is closed, files stay as they were', async () => {
    const path = await attach(adminA.client, ITEM, 'draft.txt', 'text/plain', Buffer.from('draft'));
    const files = adminA.client.storage.from('evidence');
    expect((await files.remove([path])).data).toHaveLength(1);
    await adminA.client.rpc('remove_evidence_file', { file: fileId(path) }).throwOnError();
    // A newer run of the checklist closes this one.
    await backend.db.query(
      `insert into public.checklist_runs (team_id, checklist_id, period_start)
       select team_id, checklist_id, period_start + interval '3 months' from public.checklist_runs
       where id = $1`,
      [runA],
    );
    expect((await files.remove([pdfPath])).data).toEqual([]);
    const removal = await adminA.client.rpc('remove_evidence_file', { file: fileId(pdfPath) });
    expect(removal.error).toMatchObject({ code: 'PT409' });
    const late = await beginUpload(adminA.client, ITEM, 'late.pdf', PDF_TYPE, PDF);
    expect(late.error).toMatchObject({ code: 'PT409' });
    expect((await files.exists(pdfPath)).data).toBe(true);
    const { rows } = await backend.db.query<{ kind: string }>(
      `select kind from public.audit_events where team_id = $1 and kind like 'evidence_file_%'
       order by id`,
      [adminA.teamId],
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'evidence_file_attached',
      'evidence_file_attached',
      'evidence_file_attached',
      'evidence_file_attached',
      'evidence_file_removed',
    ]);
  });

  it("attaches nothing once the run is closed or the item is no longer the uploader's (docs/threat-model.md #83)", async () => {
    // A file uploaded while the run was open and the item was theirs, attached only afterwards,
    // would join a closed period's evidence (and its pack) after the fact.
    const adminC = await createTeamAdmin(backend, 'Files C');
    const ownerC = await createMember(backend, adminC.inviteCode, 'Otto Owner');
    const runC = await startChecklistRun(adminC.client, CHECKLIST);
    await adminC.client
      .rpc('save_checklist_item', {
        run: runC,
        item: ITEM,
        status: 'in_progress',
        owner: ownerC.id,
      })
      .throwOnError();
    const uploaded = async (client: SupabaseClient, name: string) => {
      const { data: path } = await client
        .rpc('begin_evidence_upload', {
          run: runC,
          item: ITEM,
          file_name: name,
          mime_type: PDF_TYPE,
          size_bytes: PDF.length,
          sha256: sha256(PDF),
        })
        .throwOnError();
      await client.storage.from('evidence').upload(path as string, PDF, { contentType: PDF_TYPE });
      return fileId(path as string);
    };
    const byOwner = await uploaded(ownerC.client, 'owner.pdf');
    const byAdmin = await uploaded(adminC.client, 'admin.pdf');
    // The item goes to someone else: its former owner attaches nothing more to it.
    await adminC.client
      .rpc('save_checklist_item', {
        run: runC,
        item: ITEM,
        status: 'in_progress',
        owner: adminC.id,
      })
      .throwOnError();
    const reassigned = await ownerC.client.rpc('attach_evidence_file', { file: byOwner });
    expect(reassigned.error).toMatchObject({ code: 'PT404' });
    // A newer run of the checklist closes this one.
    await backend.db.query(
      `insert into public.checklist_runs (team_id, checklist_id, period_start)
       select team_id, checklist_id, period_start + interval '3 months' from public.checklist_runs
       where id = $1`,
      [runC],
    );
    const late = await adminC.client.rpc('attach_evidence_file', { file: byAdmin });
    expect(late.error).toMatchObject({ code: 'PT409' });
    const { rows } = await backend.db.query<{ attached: number }>(
      `select count(*)::int as attached from public.evidence_files
       where run_id = $1 and attached_at is not null`,
      [runC],
    );
    expect(rows[0]?.attached).toBe(0);
  });
});
