// People come and go (docs/decisions.md SC1): an admin invites by email, one address or a CSV,
// sees pending invitations and resends or revokes them; the invited person joins from the
// emailed link; a person provisioned by SCIM shows as "Not signed in yet" with Resend; Settings
// shows a SCIM token once and revokes it.
import type { Page } from '@playwright/test';
import { watchApiRequests } from './support/api-requests';
import { expect, test } from './support/fixtures';
import {
  PASSWORD,
  baseUrl,
  confirmedAccount,
  linkFromMail,
  serviceClient,
  signIn,
  teamAdmin,
  uniqueEmail,
} from './support/backend';

test.describe.configure({ mode: 'serial' });

async function openMembers(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
}

test('invite one address and a CSV; resend, revoke; the invited person joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const lin = uniqueEmail('lin');
  const grace = uniqueEmail('grace');
  const alan = uniqueEmail('alan');
  await openMembers(page, admin.email);

  const addresses = page.getByLabel('Email addresses');
  await addresses.fill(lin);
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('1 invitation sent.')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(lin) })).toContainText('Invited');

  await addresses.fill(`name,email\nGrace Hopper,${grace}\nAlan Turing,${alan}`);
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('2 invitations sent.')).toBeVisible();
  await expect(pending.getByRole('row', { name: new RegExp(grace) })).toContainText('Grace Hopper');

  await pending.getByRole('button', { name: `Resend ${grace}` }).click();
  await expect(page.getByText(`Invitation sent again to ${grace}.`)).toBeVisible();
  await pending.getByRole('button', { name: `Revoke ${alan}` }).click();
  await expect(page.getByText(`The invitation to ${alan} is revoked.`)).toBeVisible();
  await expect(pending.getByRole('row', { name: new RegExp(alan) })).toHaveCount(0);

  // Lin follows the emailed link, which names the team and the inviter, and creates an account.
  const link = await linkFromMail(lin, /Ada Admin invited you to join/);
  const linPage = await (await browser.newContext()).newPage();
  await linPage.goto(link);
  await expect(linPage.getByRole('heading', { name: `Join ${admin.company}` })).toBeVisible();
  await expect(linPage.getByText(`Ada Admin invited you (${lin})`)).toBeVisible();
  await linPage.getByLabel('Full Name').fill('Lin Chen');
  await linPage.getByLabel('Work Email').fill(lin);
  await linPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await linPage.getByLabel('Confirm Password').fill(PASSWORD);
  await linPage.getByRole('button', { name: 'Create Account & Join Team' }).click();
  await expect(linPage.getByText(`We sent a confirmation link to ${lin}`)).toBeVisible();
  await fetch(await linkFromMail(lin, /Confirm/), { redirect: 'manual' });
  await signIn(linPage, lin);
  await expect(linPage).toHaveURL('/library');

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Team members' }).getByRole('row', { name: /Lin Chen/ }),
  ).toContainText('Active');
  await expect(pending.getByRole('row', { name: new RegExp(lin) })).toHaveCount(0);
});

test('a SCIM-provisioned person shows as not signed in yet, with Resend; tokens are shown once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const service = await serviceClient();
  const { data: team } = await admin.client.from('users').select('team_id').single();
  await service
    .from('teams')
    .update({ plan_id: 'enterprise', trial_plan_id: null, trial_ends_at: null })
    .eq('id', team!.team_id)
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings');
  const scim = page.getByRole('region', { name: 'Provisioning (SCIM)' });
  await scim.getByLabel('Token name').fill('Okta');
  await scim.getByRole('button', { name: 'Create Token' }).click();
  await expect(scim.getByText('Token created. Copy it now: it is not shown again.')).toBeVisible();
  const token = await scim.getByLabel('New SCIM token').inputValue();
  expect(token).toMatch(/^scim_/);

  const provisioned = uniqueEmail('okta');
  const created = await fetch(`${baseUrl()}/functions/v1/scim/v2/Users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    body: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: provisioned,
      name: { givenName: 'Olu', familyName: 'Okta' },
      emails: [{ primary: true, value: provisioned, type: 'work' }],
      active: true,
    }),
  });
  expect(created.status).toBe(201);

  await page.goto('/dashboard/members');
  const members = page.getByRole('region', { name: 'Team members' });
  // Signing in stamped the admin's last activity; the provisioned person has none yet.
  await expect(members.getByRole('row', { name: /\(you\)/ })).toContainText('Active');
  const row = members.getByRole('row', { name: /Olu Okta/ });
  await expect(row).toContainText('Not signed in yet');
  await row.getByRole('button', { name: 'Resend Invitation Olu Okta' }).click();
  await expect(page.getByText(`Invitation sent again to ${provisioned}.`)).toBeVisible();
  await linkFromMail(provisioned, /invited you to join/);

  // The identity provider deactivates them: Members and Activity show it, by SCIM.
  const { id } = (await created.json()) as { id: string };
  const deactivated = await fetch(`${baseUrl()}/functions/v1/scim/v2/Users/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    body: JSON.stringify({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    }),
  });
  expect(deactivated.status).toBe(200);
  await page.reload();
  await expect(row).toContainText('Deactivated');
  await page.goto('/dashboard/activity');
  await expect(
    page.getByRole('row', { name: /Member deactivated/ }).filter({ hasText: 'SCIM' }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Member joined/ }).filter({ hasText: 'SCIM' }),
  ).toBeVisible();

  await page.goto('/dashboard/settings');
  await scim.getByRole('button', { name: 'Revoke Okta' }).click();
  await expect(scim.getByText('The token “Okta” is revoked.')).toBeVisible();
  const refused = await fetch(`${baseUrl()}/functions/v1/scim/v2/Users`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);
});

test('a SCIM active:false signs the person out of their open page at its next request', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const service = await serviceClient();
  const { data: team } = await admin.client.from('users').select('team_id').single();
  await service
    .from('teams')
    .update({ plan_id: 'enterprise', trial_plan_id: null, trial_ends_at: null })
    .eq('id', team!.team_id)
    .throwOnError();
  const { data: token } = await admin.client
    .rpc('create_scim_token', { label: 'Entra' })
    .throwOnError();
  // Someone with an account in no team yet: SCIM links it into the team.
  const email = await confirmedAccount({ full_name: 'Lee Leaver' });
  const scim = (method: string, path: string, body: unknown) =>
    fetch(`${baseUrl()}/functions/v1/scim/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify(body),
    });
  const created = await scim('POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    emails: [{ primary: true, type: 'work', value: email }],
    active: true,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const leaverPage = await (await browser.newContext()).newPage();
  const leaverPageIdle = watchApiRequests(leaverPage);
  await signIn(leaverPage, email);
  await expect(leaverPage).toHaveURL('/library');
  await expect(leaverPage.getByRole('list', { name: 'Videos' })).toBeVisible();
  // Idle before the deactivation: a data request of its own still on its way would meet the
  // ended session before the click below.
  await leaverPageIdle();

  // Entra's disable: a Replace of active with the string "False".
  const disabled = await scim('PATCH', `/Users/${id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
  expect(disabled.status).toBe(200);
  await leaverPage.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(leaverPage).toHaveURL(/\/signin/);
  // Signed out for good: the stored session is gone, and signing in again is refused.
  await leaverPage.goto('/account');
  await expect(leaverPage).toHaveURL(/\/signin/);
  await leaverPage.getByLabel('Email').fill(email);
  await leaverPage.getByLabel('Password').fill(PASSWORD);
  await leaverPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    leaverPage.getByText(
      'Your account has been deactivated. Ask an admin of your team to reactivate it.',
    ),
  ).toBeVisible();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/activity');
  await expect(
    page.getByRole('row', { name: /Member deactivated/ }).filter({ hasText: 'SCIM' }),
  ).toContainText('Lee Leaver');
});
