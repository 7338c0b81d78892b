// Hotline attachments (docs/decisions.md H2, docs/threat-model.md #54) through the real server: a
// reporter without an account asks the team-hotline function for upload keys, encrypts each file
// with the case key as the page does, uploads the ciphertext with the anon key through the real
// supabase-js storage client; the team's handlers download and open it; nobody else reads it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ENVELOPE_BYTES,
  MAX_ATTACHMENT_BYTES,
  decryptAttachment,
  encryptAttachment,
  openCaseKey,
  reportRequest,
  sealReport,
  type CryptoKey,
  type UnlockedTeamKey,
} from '../shared/hotline-crypto';
import {
  createMember,
  createTeamAdmin,
  setRole,
  setUpTeamHotline,
  useTestBackend,
  type TeamAdmin,
  type TestAccount,
} from './testing';

const BUCKET = 'hotline-attachments';
const FILE_NAME = 'payments-to-Meridian-Ltd.pdf';
const FILE_TYPE = 'application/pdf';
const PLAINTEXT = new TextEncoder().encode('%PDF-1.7 the invoices show kickbacks to Meridian');

const backend = useTestBackend();
let adminA: TeamAdmin;
let adminB: TeamAdmin;
let memberA: TestAccount;
let superadmin: TestAccount;
let anon: SupabaseClient;
const slugs = { a: '', b: '' };
let teamKeyA: UnlockedTeamKey;

/** A call of the team-hotline function as the reporter's page makes it: the anon key only. */
async function callHotline(body: object) {
  const response = await fetch(`${backend.url}/functions/v1/team-hotline`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends a report to `slug`; returns its access token and case key (the reporter's browser's). */
async function report(slug: string): Promise<{ access: string; caseKey: CryptoKey }> {
  const channel = await callHotline({ action: 'channel', slug });
  const sealed = await sealReport(channel.body['publicKey'] as string, { text: 'See attached.' });
  const sent = await callHotline(reportRequest(slug, sealed, true));
  expect(sent.status).toBe(200);
  return { access: sealed.access, caseKey: sealed.caseKey };
}

async function attach(access: string, files: number) {
  return callHotline({ action: 'attach', access, files });
}

let access = '';
let caseKey: CryptoKey;
let key = '';
let ciphertext: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  adminA = await createTeamAdmin(backend, 'Harbour Freight');
  adminB = await createTeamAdmin(backend, 'Other Harbour');
  memberA = await createMember(backend, adminA.inviteCode, 'Mo Member');
  superadmin = await createMember(backend, adminB.inviteCode, 'Sue Superadmin');
  await setRole(backend, superadmin.id, 'superadmin');
  anon = backend.client();
  const a = await setUpTeamHotline(backend, adminA);
  slugs.a = a.slug;
  teamKeyA = a.key;
  slugs.b = (await setUpTeamHotline(backend, adminB)).slug;
  ({ access, caseKey } = await report(slugs.a));
  const keys = await attach(access, 2);
  expect(keys.status).toBe(200);
  key = (keys.body['keys'] as string[])[0]!;
  ciphertext = await encryptAttachment(caseKey, {
    name: FILE_NAME,
    type: FILE_TYPE,
    bytes: PLAINTEXT,
  });
  const uploaded = await anon.storage
    .from(BUCKET)
    .upload(key, ciphertext, { contentType: 'application/octet-stream' });
  expect(uploaded.error).toBeNull();
}, 60_000);

const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  Buffer.from(haystack).indexOf(Buffer.from(needle)) !== -1;

describe('an attachment is stored only as ciphertext (docs/threat-model.md #54)', () => {
  it('holds neither the file, nor its name, nor its type, in the object or its row', async () => {
    // The service role reads what Storage holds, byte for byte.
    const stored = await backend.service.storage.from(BUCKET).download(key);
    expect(stored.error).toBeNull();
    const bytes = new Uint8Array(await stored.data!.arrayBuffer());
    expect(bytes).toEqual(ciphertext);
    const encoder = new TextEncoder();
    for (const secret of [PLAINTEXT, encoder.encode(FILE_NAME), encoder.encode(FILE_TYPE)]) {
      expect(contains(bytes, secret)).toBe(false);
    }
    expect(contains(bytes, encoder.encode('Meridian'))).toBe(false);
    const { rows } = await backend.db.query<{ row: string }>(
      `select row_to_json(o)::text as row from storage.objects o where bucket_id = $1`,
      [BUCKET],
    );
    expect(rows).toHaveLength(1);
    for (const secret of [FILE_NAME, FILE_TYPE, 'Meridian', 'pdf']) {
      expect(rows[0]!.row).not.toContain(secret);
    }
    const keyParts = key.split('/');
    expect(keyParts[0]).toBe(adminA.teamId);
    expect(keyParts).toHaveLength(3);
  });

  it("opens for the team's handler with the case key sealed to the team", async () => {
    const { data } = await adminA.client.rpc('hotline_case_reports').throwOnError();
    const row = (data as { case_id: string; sealed_key: string }[])[0]!;
    const handlerCaseKey = await openCaseKey(teamKeyA, row.sealed_key);
    const listed = await adminA.client.storage.from(BUCKET).list(`${adminA.teamId}/${row.case_id}`);
    expect(listed.data?.map((object) => object.name)).toEqual([key.split('/')[2]]);
    const downloaded = await adminA.client.storage.from(BUCKET).download(key);
    expect(downloaded.error).toBeNull();
    const opened = await decryptAttachment(
      handlerCaseKey,
      new Uint8Array(await downloaded.data!.arrayBuffer()),
    );
    expect(opened).toEqual({ name: FILE_NAME, type: FILE_TYPE, bytes: PLAINTEXT });
  });
});

describe('nobody else reads an attachment (docs/threat-model.md #54)', () => {
  it("refuses another team's handler, the team's members, a superadmin and visitors", async () => {
    for (const [who, client] of [
      ['adminB', adminB.client],
      ['memberA', memberA.client],
      ['superadmin', superadmin.client],
      ['anon', anon],
    ] as const) {
      const files = client.storage.from(BUCKET);
      expect((await files.download(key)).error, who).not.toBeNull();
      expect((await files.createSignedUrl(key, 60)).error, who).not.toBeNull();
      expect((await files.list(adminA.teamId)).data ?? [], who).toEqual([]);
      expect((await files.listV2({ prefix: '' })).data?.objects ?? [], who).toEqual([]);
    }
  });
});

describe('what a reporter may upload (docs/decisions.md H2)', () => {
  it('refuses a 6th file, and counts every file asked for', async () => {
    const { access: fresh } = await report(slugs.a);
    expect((await attach(fresh, 6)).status).toBe(400);
    expect((await attach(fresh, 3)).status).toBe(200);
    expect((await attach(fresh, 2)).status).toBe(200);
    const sixth = await attach(fresh, 1);
    expect(sixth).toEqual({
      status: 409,
      body: { error: 'A report can have at most 5 attachments.' },
    });
  });

  it('refuses a file over 10 MB, at the browser and at the bucket', async () => {
    await expect(
      encryptAttachment(caseKey, {
        name: 'big.bin',
        type: 'application/octet-stream',
        bytes: new Uint8Array(MAX_ATTACHMENT_BYTES + 1),
      }),
    ).rejects.toThrow('Each file can be at most 10 MB.');
    const keys = (await attach(access, 1)).body['keys'] as string[];
    const tooLarge = await anon.storage
      .from(BUCKET)
      .upload(keys[0]!, new Uint8Array(MAX_ATTACHMENT_BYTES + ATTACHMENT_ENVELOPE_BYTES + 1), {
        contentType: 'application/octet-stream',
      });
    expect(tooLarge.error).toMatchObject({ statusCode: '413' });
    // The largest file that is allowed fits its envelope under the bucket's limit.
    const largest = await encryptAttachment(caseKey, {
      name: 'n'.repeat(255),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: new Uint8Array(MAX_ATTACHMENT_BYTES),
    });
    const fits = await anon.storage
      .from(BUCKET)
      .upload(keys[0]!, largest, { contentType: 'application/octet-stream' });
    expect(fits.error).toBeNull();
  });

  it('refuses keys it did not hand out, a second upload to a key, and other types', async () => {
    const files = anon.storage.from(BUCKET);
    const body = { contentType: 'application/octet-stream' };
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.hotline_cases where team_id = $1 limit 1',
      [adminA.teamId],
    );
    const planted = `${adminA.teamId}/${rows[0]!.id}/${crypto.randomUUID()}`;
    expect((await files.upload(planted, ciphertext, body)).error).not.toBeNull();
    expect((await files.upload(key, ciphertext, body)).error).not.toBeNull();
    expect((await files.upload(key, ciphertext, { ...body, upsert: true })).error).not.toBeNull();
    for (const client of [anon, adminA.client, adminB.client]) {
      expect((await client.storage.from(BUCKET).remove([key])).data ?? []).toEqual([]);
      expect((await client.storage.from(BUCKET).move(key, `${key}-moved`)).error).not.toBeNull();
    }
    const [second] = (await attach(access, 1)).body['keys'] as string[];
    const typed = await files.upload(second!, ciphertext, { contentType: 'application/pdf' });
    expect(typed.error).toMatchObject({ statusCode: '415' });
    const stored = await backend.service.storage.from(BUCKET).download(key);
    expect(new Uint8Array(await stored.data!.arrayBuffer())).toEqual(ciphertext);
  });

  it("cannot attach to someone else's case, nor to a closed one", async () => {
    expect((await attach('A'.repeat(43), 1)).status).toBe(404);
    const { access: other } = await report(slugs.b);
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.hotline_cases where team_id = $1',
      [adminB.teamId],
    );
    await adminB.client.rpc('acknowledge_hotline_case', { case_id: rows[0]!.id }).throwOnError();
    await adminB.client
      .rpc('set_hotline_case_status', {
        case_id: rows[0]!.id,
        status: 'closed',
        outcome: 'no_breach_found',
      })
      .throwOnError();
    expect((await attach(other, 1)).status).toBe(409);
    // Nor through the database: the function is the service role's alone.
    for (const client of [anon, adminA.client, memberA.client]) {
      const direct = await client.rpc('begin_hotline_attachments', {
        access,
        client_key: 'x',
        files: 1,
      });
      expect(direct.error).not.toBeNull();
    }
  });
});
