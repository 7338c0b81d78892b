import { expect, test, type Page } from './support/fixtures';
import { serviceClient } from './support/backend';

/** Answers the backend function with `status` and records the JSON bodies sent to it. */
async function stubFunction(page: Page, name: string, status: number) {
  const bodies: unknown[] = [];
  await page.route(`**/functions/v1/${name}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status, json: status < 300 ? { ok: true } : { error: 'nope' } });
  });
  return bodies;
}

test.describe('hotline', () => {
  test('an anonymous report reaches the backend without name or email', async ({ page }) => {
    const subject = `Anonymous ${Date.now()}`;
    await page.goto('/hotline');
    await expect(page.getByLabel('Submit anonymously')).toBeChecked();
    await expect(page.getByLabel('Name')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');

    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The admin password is posted in a public channel.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(
      page.getByText(
        'Submissions will be reviewed by company leadership and kept confidential to the extent legally possible.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    const service = await serviceClient();
    const { data } = await service
      .from('hotline_reports')
      .select('is_anonymous, name, email')
      .eq('subject', subject);
    expect(data).toEqual([{ is_anonymous: true, name: null, email: null }]);
  });

  test('a named report sends name and email', async ({ page }) => {
    const subject = `Named ${Date.now()}`;
    await page.goto('/hotline');
    await page.getByLabel('Submit anonymously').uncheck();
    await page.getByLabel('Name').fill('Dana Reporter');
    await page.getByLabel('Email').fill('  dana@example.com ');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Details');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(
      page.getByText('Submissions will be reviewed by company leadership'),
    ).toBeVisible();
    const service = await serviceClient();
    const { data } = await service
      .from('hotline_reports')
      .select('is_anonymous, name, email')
      .eq('subject', subject);
    expect(data).toEqual([
      { is_anonymous: false, name: 'Dana Reporter', email: 'dana@example.com' },
    ]);
  });

  test('a failure keeps the text and says so', async ({ page }) => {
    const bodies = await stubFunction(page, 'hotline', 500);
    await page.goto('/hotline');
    await page.getByLabel('Submit anonymously').uncheck();
    await page.getByLabel('Name').fill('Dana Reporter');
    await page.getByLabel('Subject').fill('Concern');
    await page.getByLabel('Message').fill('Details');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Failed to send report. Please try again later.')).toBeVisible();
    expect(bodies).toEqual([
      {
        isAnonymous: false,
        name: 'Dana Reporter',
        email: '',
        subject: 'Concern',
        message: 'Details',
      },
    ]);
    await expect(page.getByLabel('Subject')).toHaveValue('Concern');
  });

  test('subject and message are required', async ({ page }) => {
    const bodies = await stubFunction(page, 'hotline', 200);
    await page.goto('/hotline');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByLabel('Subject')).toHaveJSProperty('validity.valueMissing', true);
    expect(bodies).toHaveLength(0);
  });

  test('the button reads Sending... while busy', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/hotline', async (route) => {
      await held;
      await route.fulfill({ status: 200, json: {} });
    });
    await page.goto('/hotline');
    await page.getByLabel('Subject').fill('s');
    await page.getByLabel('Message').fill('m');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  });
});

test.describe('contact', () => {
  test('every field is required and the email field is of email type', async ({ page }) => {
    await page.goto('/contact');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    const details = page.getByRole('complementary');
    await expect(details).toContainText('Monday to Friday, 9:00 AM to 5:00 PM EST');
    await expect(details).toContainText('Remote-first, United States');
    await expect(details.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  });

  test('a sent message clears the form; an unreachable function keeps the values', async ({
    page,
  }) => {
    const subject = `Pricing ${Date.now()}`;
    await page.goto('/contact');
    const fill = async () => {
      await page.getByLabel('Name').fill('Sam Buyer');
      await page.getByLabel('Email').fill('sam@example.com');
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Message').fill('Do you offer discounts for startups?');
    };
    await fill();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    const service = await serviceClient();
    const { data } = await service
      .from('contact_messages')
      .select('name, email')
      .eq('subject', subject);
    expect(data).toEqual([{ name: 'Sam Buyer', email: 'sam@example.com' }]);

    await page.route('**/functions/v1/contact', (route) => route.abort('connectionrefused'));
    await fill();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Do you offer discounts for startups?');
  });
});
