// The `sso` function (docs/decisions.md SSO1) on the embedded backend: the same handler as the
// hosted Edge Function, with Supabase Auth's admin SSO API in process and DNS answered by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContacts } from '../shared/domain-contacts';
import {
  completeSignupAsAdmin,
  createAccount,
  createMember,
  createTestIdp,
  setEnterprisePlan,
  startTestBackend,
  type TestAccount,
  type TestBackend,
  type TestIdp,
} from './testing';

const txtRecords = new Map<string, string[][]>();
let backend: TestBackend;
let idp: TestIdp;
let admin: TestAccount & { teamId: string; inviteCode: string };

async function callSso(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/sso`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(account: TestAccount) {
  const { data } = await account.client.auth.getSession();
  return data.session?.access_token ?? '';
}

async function providerDomains(): Promise<string[]> {
  const { rows } = await backend.db.query<{ domain: string }>(
    'select domain from auth.sso_domains order by domain',
  );
  return rows.map((row) => row.domain);
}

beforeAll(async () => {
  backend = await startTestBackend({
    resolveTxt: (name) => Promise.resolve(txtRecords.get(name) ?? []),
  });
  const account = await createAccount(backend, { full_name: 'Ada', company_name: 'Acme' });
  admin = await completeSignupAsAdmin(backend, account);
  await setEnterprisePlan(backend, admin.teamId);
  idp = await createTestIdp(backend);
});
afterAll(() => backend.close());

describe('the sso function', () => {
  it("registers the team's identity provider with Supabase Auth's admin SSO API", async () => {
    const { status, body } = await callSso(await tokenOf(admin), {
      action: 'save_provider',
      metadata_xml: idp.metadataXml,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'draft', entity_id: idp.entityId });
    const { rows } = await backend.db.query<{ entity_id: string }>(
      'select entity_id from auth.saml_providers where sso_provider_id = $1',
      [body['provider_id']],
    );
    expect(rows).toEqual([{ entity_id: idp.entityId }]);
  });

  it('says what to check when the metadata URL does not serve metadata', async () => {
    const save = async (metadataUrl: string) =>
      callSso(await tokenOf(admin), { action: 'save_provider', metadata_url: metadataUrl });
    expect(await save('https://127.0.0.1:9/saml/metadata')).toEqual({
      status: 400,
      body: {
        error:
          'The metadata could not be downloaded from that URL. Check that the address is right and reachable from the internet over https, or paste the metadata XML instead.',
      },
    });
    expect((await save('http://idp.acme.test/metadata')).body['error']).toMatch(
      /^The metadata URL must be a full https:\/\/ address/,
    );
  });

  it('answers admins of the team only', async () => {
    const member = await createMember(backend, admin.inviteCode);
    const { status } = await callSso(await tokenOf(member), {
      action: 'save_provider',
      metadata_xml: idp.metadataXml,
    });
    expect(status).toBe(403);
    expect((await callSso('not-a-token', { action: 'verify_dns', domain: 'x.test' })).status).toBe(
      401,
    );
  });

  it('verifies a domain by its TXT record, then routes it to the provider', async () => {
    const { data } = await admin.client
      .rpc('add_sso_domain', { domain: 'acme.test' })
      .throwOnError();
    const token = (data as { domains: { dns_token: string }[] }).domains[0]!.dns_token;
    txtRecords.set('_complyready.acme.test', [['complyready-domain-verification=wrong']]);
    const wrong = await callSso(await tokenOf(admin), {
      action: 'verify_dns',
      domain: 'acme.test',
    });
    expect(wrong.body).toEqual({ verified: false });
    expect(await providerDomains()).toEqual([]);

    // Long TXT values arrive in chunks of 255 characters.
    txtRecords.set('_complyready.acme.test', [['complyready-domain-', `verification=${token}`]]);
    const right = await callSso(await tokenOf(admin), {
      action: 'verify_dns',
      domain: 'acme.test',
    });
    expect(right.body).toEqual({ verified: true });
    expect(await providerDomains()).toEqual(['acme.test']);
  });

  it('verifies a domain by a code mailed to an administrative address there', async () => {
    await admin.client.rpc('add_sso_domain', { domain: 'acme-labs.test' }).throwOnError();
    // docs/threat-model.md #46: not an address elsewhere, nor a person's own at the domain (a
    // contractor's mailbox would prove the domain for whoever holds it).
    for (const email of ['admin@gmail.test', 'it@acme-labs.test', 'contractor@acme-labs.test']) {
      const refused = await callSso(await tokenOf(admin), {
        action: 'send_code',
        domain: 'acme-labs.test',
        email,
      });
      expect(refused.status, email).toBe(400);
    }
    expect(await backend.mailbox.list('it@acme-labs.test')).toEqual([]);
    const sent = await callSso(await tokenOf(admin), {
      action: 'send_code',
      domain: 'acme-labs.test',
      email: 'Hostmaster@acme-labs.test',
    });
    expect(sent.body).toEqual({ sent: true });
    const mail = (await backend.mailbox.list('hostmaster@acme-labs.test'))[0];
    const code = /\b(\d{8})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
    expect(code).toHaveLength(8);

    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    const wrong = await callSso(await tokenOf(admin), {
      action: 'confirm_code',
      domain: 'acme-labs.test',
      code: wrongCode,
    });
    expect(wrong.body).toEqual({ verified: false });
    const right = await callSso(await tokenOf(admin), {
      action: 'confirm_code',
      domain: 'acme-labs.test',
      code,
    });
    expect(right.body).toEqual({ verified: true });
    expect(await providerDomains()).toEqual(['acme-labs.test', 'acme.test']);
  });
});

describe('the addresses a domain code goes to (docs/threat-model.md #46)', () => {
  it('the database takes exactly the shared list, and no other address, even from the service role', async () => {
    await admin.client.rpc('add_sso_domain', { domain: 'acme-contacts.test' }).throwOnError();
    const store = (sentTo: string) =>
      backend.db.query(`select public.sso_store_domain_code($1, $2, $3, 'hash')`, [
        admin.teamId,
        'acme-contacts.test',
        sentTo,
      ]);
    for (const contact of domainContacts('acme-contacts.test')) await store(contact);
    for (const other of ['it@acme-contacts.test', 'admins@acme-contacts.test', 'admin@x.test']) {
      await expect(store(other), other).rejects.toThrow(/administrative address/);
    }
  });
});
