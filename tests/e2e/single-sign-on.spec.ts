// Single sign-on in the browser (docs/decisions.md SSO1): an Enterprise admin sets SAML up in
// Settings → Single Sign-On, verifies the domain by an emailed code, tests sign-in and turns it
// on; a new employee at that domain signs in with "Sign in with SSO" and lands in the team. The
// identity provider is samlify in this process, signing real assertions; the browser reaches it
// through a route that serves the provider's auto-posting form, so nothing goes over the network.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createTestIdp,
  postToAcs,
  registerProvider,
  type TestIdp,
} from '../../src/backend/testing/saml-idp';
import { expect, test } from './support/fixtures';
import {
  PASSWORD,
  anonClient,
  backendKeys,
  baseUrl,
  confirmedAccount,
  serviceClient,
  signIn,
} from './support/backend';

interface Mail {
  subject: string;
}

/** The 8-digit code of the newest mail to `email`, waiting for it to arrive. */
async function codeFromMail(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl()}/_mail/api?to=${encodeURIComponent(email)}`);
      const mail = (await response.json()) as Mail[];
      // The code ends the subject; the domain before it may be all digits too (a random tag).
      code = /: (\d{8})$/.exec(mail[0]?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{8}$/);
  return code;
}

/** The identity provider's pages: it signs `email` in at once and posts back to the ACS. */
async function serveIdp(page: Page, idp: TestIdp, email: string) {
  await page.route(`${new URL(idp.entityId).origin}/**`, async (route) => {
    const answer = await idp.answer(route.request().url(), email);
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${value}">`;
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Identity provider</title>
        <form method="post" action="${baseUrl()}/auth/v1/sso/saml/acs">
          ${field('SAMLResponse', answer.SAMLResponse)}${field('RelayState', answer.RelayState)}
        </form><script>document.forms[0].submit()</script>`,
    });
  });
}

/** A confirmed owner of a new Enterprise team at `domain`, signed in through the API. */
async function enterpriseOwner(domain: string, tag: string) {
  const email = `owner@${domain}`;
  await confirmedAccount({ full_name: 'Olga Owner', company_name: `Acme ${tag}` }, email);
  const client = await anonClient();
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  const { data: profile } = await client.rpc('complete_signup').throwOnError();
  const teamId = (profile as { team_id: string }).team_id;
  await (
    await serviceClient()
  )
    .from('teams')
    .update({ plan_id: 'enterprise', trial_plan_id: null })
    .eq('id', teamId)
    .throwOnError();
  return { email, client, teamId };
}

/** A new domain and its identity provider. */
async function newDomain() {
  const tag = randomBytes(4).toString('hex');
  const domain = `acme-${tag}.test`;
  // http: a form on an https page posting to the http test server would meet Chrome's warning.
  const idp = await createTestIdp({ url: baseUrl() }, `http://idp-${tag}.test/metadata`);
  return { tag, domain, idp };
}

/**
 * SSO on for the owner's team, through the API as the admin's test sets it up in the page: the
 * provider (what the `sso` function does with the service-role key), the domain verified, a real
 * test sign-in through the provider and the ACS, then on.
 */
async function turnSsoOnThroughApi(
  owner: Awaited<ReturnType<typeof enterpriseOwner>>,
  idp: TestIdp,
  domain: string,
) {
  const service = await serviceClient();
  const provider = await registerProvider(
    { url: baseUrl(), serviceRoleKey: (await backendKeys()).serviceRoleKey },
    idp,
    [domain],
  );
  await service
    .rpc('sso_record_provider', {
      team: owner.teamId,
      provider: provider.id,
      entity: idp.entityId,
      metadata: null,
    })
    .throwOnError();
  await owner.client.rpc('add_sso_domain', { domain }).throwOnError();
  await service
    .rpc('sso_mark_domain_verified', { team: owner.teamId, domain, method: 'dns' })
    .throwOnError();
  const { data: started } = await owner.client.auth.signInWithSSO({ providerId: provider.id });
  const { fragment } = await postToAcs(
    { url: baseUrl() },
    await idp.answer(started!.url, owner.email),
  );
  await owner.client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  await owner.client.rpc('record_sso_test').throwOnError();
  await owner.client.rpc('set_team_sso', { enabled: true, enforced: false }).throwOnError();
}

test('an admin sets up SSO: provider, domain by an emailed code, a test sign-in, then on', async ({
  page,
}) => {
  // Provider, an emailed code, a test sign-in at the identity provider (about 15 s of two busy
  // workers).
  test.setTimeout(60_000);
  const { tag, domain, idp } = await newDomain();
  const owner = await enterpriseOwner(domain, tag);

  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/settings');
  const sso = page.getByRole('region', { name: 'Single Sign-On' });
  await expect(sso.getByText(`${baseUrl()}/auth/v1/sso/saml/acs`)).toBeVisible();

  await sso.getByLabel('Metadata XML').check();
  await sso.getByRole('textbox', { name: 'Metadata XML' }).fill(idp.metadataXml);
  await sso.getByRole('button', { name: 'Save identity provider' }).click();
  await expect(sso.getByText('Identity provider saved.', { exact: false })).toBeVisible();

  await sso.getByRole('textbox', { name: 'Domain', exact: true }).fill(domain);
  await sso.getByRole('button', { name: 'Add domain' }).click();
  await expect(sso.getByText(`_complyready.${domain}`)).toBeVisible();
  // Only an administrative address of the domain receives the code.
  await sso
    .getByLabel(`Or email a code to an administrative address of ${domain}`)
    .selectOption(`postmaster@${domain}`);
  await sso.getByRole('button', { name: 'Email a code' }).click();
  await sso
    .getByLabel(`Code sent to postmaster@${domain}`)
    .fill(await codeFromMail(`postmaster@${domain}`));
  await sso.getByRole('button', { name: 'Verify code' }).click();
  await expect(sso.getByText(`${domain} is verified.`)).toBeVisible();

  await serveIdp(page, idp, owner.email);
  await sso.getByRole('button', { name: 'Test sign-in' }).click();
  // Back from the provider the settings page loads again with every section's data; then the
  // test's session is kept and recorded.
  await expect(sso.getByText(`${baseUrl()}/auth/v1/sso/saml/acs`)).toBeVisible();
  await expect(page.getByText('Test sign-in worked. You can turn SSO on now.')).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/dashboard/settings`);
  // The box shows what the database holds: it turns on once the change is saved.
  await page.getByLabel('Turn on single sign-on').click();
  await expect(page.getByText('Single sign-on is on.')).toBeVisible();
  await expect(page.getByLabel('Turn on single sign-on')).toBeChecked();
});

test('with SSO on, a new employee at the domain signs in by SSO into the team', async ({
  page,
}) => {
  const { tag, domain, idp } = await newDomain();
  const owner = await enterpriseOwner(domain, tag);
  await turnSsoOnThroughApi(owner, idp, domain);

  const employeeEmail = `newhire@${domain}`;
  await serveIdp(page, idp, employeeEmail);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await page.getByLabel('Work email').fill(employeeEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/library/);
  const { data: members } = await (
    await serviceClient()
  )
    .from('users')
    .select('role, team_id')
    .eq('email', employeeEmail)
    .throwOnError();
  expect(members).toEqual([{ role: 'member', team_id: owner.teamId }]);
});
