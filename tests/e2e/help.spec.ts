// Help (docs/decisions.md SU1): from any signed-in page, "Help" opens a form that sends the
// request to the support address with the team, plan and page, and the person gets a copy with
// the reference; the form says how fast the plan is answered. An Enterprise team also sees its
// success manager and asks for a custom policy in the same flow.
import { expect, test } from './support/fixtures';
import { baseUrl, serviceClient, signIn, teamAdmin } from './support/backend';

// The server runs without SUPPORT_EMAIL: the local mailbox's support address.
const SUPPORT = 'support@complyready.local';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl()}/_mail/api?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to `address` whose subject contains `text`, once it has arrived. */
async function mailWith(address: string, text: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(address)).find((mail) => mail.subject.includes(text));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('a Professional admin asks for help from the dashboard; support and the admin get the request with its reference', async ({
  page,
}) => {
  // New teams try Professional (docs/decisions.md P1).
  const { email, company } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(
    page.getByText('We answer Professional requests within one business day.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a custom policy' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Write to support' });
  await form.getByLabel('Subject').fill('Auditor link');
  await form.getByLabel('Message').fill('How long does an auditor link last?');
  await form.getByRole('button', { name: 'Send Request' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(status).toContainText(`We sent a copy to ${email}.`);
  const reference = /SR-[0-9A-F]{10}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');

  const toSupport = await mailWith(SUPPORT, reference);
  expect(toSupport.subject).toBe(`[Professional] Help ${reference}: Auditor link`);
  expect(toSupport.text).toContain(`Team: ${company}`);
  expect(toSupport.text).toContain('Page: /dashboard');
  expect(toSupport.text).toContain('How long does an auditor link last?');
  const copy = await mailWith(email, reference);
  expect(copy.text).toContain(`Your reference is ${reference}`);
});

test('an Enterprise admin sees the success manager and requests a custom policy', async ({
  page,
}) => {
  const { email, client } = await teamAdmin();
  const { data: me } = await client.from('users').select('team_id').single().throwOnError();
  const team = (me as { team_id: string }).team_id;
  const service = await serviceClient();
  await service.rpc('change_team_plan', { team, new_plan: 'enterprise' }).throwOnError();
  await service
    .from('teams')
    .update({ success_manager_email: 'manager@example.com' })
    .eq('id', team)
    .throwOnError();

  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByText('Your success manager: manager@example.com')).toBeVisible();

  const form = page.getByRole('form', { name: 'Request a custom policy' });
  await form.getByLabel('Policy name').fill('AI Use Policy');
  await form
    .getByLabel('What the policy must cover')
    .fill('Generative AI tools and customer data.');
  await form.getByLabel('Needed by').fill('2099-03-31');
  await form.getByRole('button', { name: 'Request Custom Policy' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(status).toBeVisible();
  const reference = /SR-[0-9A-F]{10}/.exec((await status.textContent()) ?? '')?.[0] ?? '';

  const toSupport = await mailWith(SUPPORT, reference);
  expect(toSupport.subject).toBe(`[Enterprise] Custom policy ${reference}: AI Use Policy`);
  expect(toSupport.text).toContain('Needed by: 2099-03-31');
  await mailWith('manager@example.com', reference);
  const copy = await mailWith(email, reference);
  expect(copy.text).toContain('Your success manager, manager@example.com, has a copy.');
});
