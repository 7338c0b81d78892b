// Webhooks in the browser (docs/decisions.md WH1): an Enterprise admin adds an endpoint in
// Settings → Webhooks pointing at a receiver this test runs, copies the secret shown once, a
// member joins the team, and the receiver gets the signed member.joined (verified with the
// Standard Webhooks library) while the page lists the delivery with its 200.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

test('an Enterprise admin adds an endpoint and sees a signed delivery arrive with its 200', async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/complyready`;
  try {
    const admin = await teamAdmin();
    const { data: me } = await admin.client.from('users').select('team_id').single().throwOnError();
    await (
      await serviceClient()
    )
      .from('teams')
      .update({ plan_id: 'enterprise', trial_plan_id: null })
      .eq('id', (me as { team_id: string }).team_id)
      .throwOnError();

    await signIn(page, admin.email);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/settings');
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('checkbox', { name: /member\.joined/ }).check();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(page.getByText('Endpoint added. Copy its signing secret now')).toBeVisible();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('heading', { level: 3, name: url })).toBeVisible();

    await teamMember(admin.inviteCode, 'Jo Joiner');
    // The browser tests' server sends what is due every second (WEBHOOK_INTERVAL_SECONDS).
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = received;
    const payload = new Webhook(secret).verify(
      delivery!.body,
      delivery!.headers as Record<string, string>,
    ) as { type: string };
    expect(payload.type).toBe('member.joined');

    const deliveries = page.getByRole('region', { name: 'Recent deliveries' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(deliveries.getByRole('row', { name: /member\.joined/ })).toContainText(
        'Delivered',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    const row = deliveries.getByRole('row', { name: /member\.joined/ });
    await expect(row).toContainText('200');
    await expect(row).toContainText(String(delivery!.headers['webhook-id']));

    // On a phone the page fits the screen: the deliveries table scrolls inside its region.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Add Endpoint' })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
