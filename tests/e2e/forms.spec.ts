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

test.describe('field problems', () => {
  test('the hotline names each missing field beside it and focuses the first', async ({ page }) => {
    const bodies = await stubFunction(page, 'hotline', 200);
    await page.goto('/hotline');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    const subject = page.getByLabel('Subject');
    const message = page.getByLabel('Message');
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription('Please enter a subject.');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription('Please enter a message.');
    // The message sits right under its field.
    const field = await subject.boundingBox();
    const note = await page.getByText('Please enter a subject.').boundingBox();
    expect(note && field && note.y - (field.y + field.height)).toBeLessThan(16);
    expect(bodies).toHaveLength(0);

    // Editing a field clears its problem; the others stay until the next try.
    await subject.fill('Shared password');
    await expect(subject).not.toHaveAttribute('aria-invalid');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(message).toBeFocused();

    // An email, optional, must be an address when given.
    await page.getByLabel('Submit anonymously').uncheck();
    await page.getByLabel('Email').fill('not-an-address');
    await message.fill('Details');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(bodies).toHaveLength(0);
  });

  test('contact checks every field; a server failure stays a message for the form', async ({
    page,
  }) => {
    await stubFunction(page, 'contact', 500);
    await page.goto('/contact');
    await page.getByLabel('Email').fill('sam@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    for (const [label, problem] of [
      ['Name', 'Please enter your name.'],
      ['Email', 'Please enter a valid email address.'],
      ['Subject', 'Please enter a subject.'],
      ['Message', 'Please enter a message.'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(problem);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('Name').fill('Sam Buyer');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Subject').fill('Pricing');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to send message. Please try again later.',
    );
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('sign-in, sign-up and reset say what is missing at the field', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Pat Person');
    await page.getByLabel('Work Email').fill('pat@example.com');
    await page.getByLabel('Company Name').fill('Pat Co');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    await password.fill('long-enough-1');
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    await expect(page.getByLabel('Confirm Password')).toBeFocused();
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });
});
