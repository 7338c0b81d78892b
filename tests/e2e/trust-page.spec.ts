// The public trust page (docs/decisions.md TR1, docs/threat-model.md #75, #76, #78): an admin
// sets it up and publishes it in Settings → Trust Page; a signed-out visitor, with JavaScript
// off, reads the posture, policies and subprocessors, asks for the SOC 2 report under the NDA and
// confirms the email; the admin approves; the visitor downloads the report through the emailed
// link, which stops working once revoked. axe finds no violation on the page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  baseUrl,
  linkFromMail,
  publishAsPublisher,
  signIn,
  teamAdmin,
  uniqueEmail,
} from './support/backend';

const REPORT = Buffer.from('%PDF-1.4\nSOC 2 Type II report\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A visitor's page: no session, no JavaScript of ours (the trust page has none to run). */
async function visitorPage(browser: Browser, javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, bypassCSP: true });
  return context.newPage();
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

test('publish a trust page; a visitor reads it without JavaScript, requests the SOC 2 report under the NDA, confirms, is approved and downloads until the link is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await teamAdmin(`Trusty ${Date.now()}`);
  const slug = `trusty-${sha256(Buffer.from(admin.email)).slice(0, 8)}`;
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template: 'acceptable-use-policy',
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  await publishAsPublisher(admin.client, policy, 1);
  const { data: me } = await admin.client.from('users').select('team_id').throwOnError();
  await admin.client
    .from('vendors')
    .insert({
      team_id: me![0]!.team_id,
      name: 'Amazon Web Services',
      service: 'Hosting',
      location: 'EU',
      subprocessor: true,
    })
    .throwOnError();
  // The SOC 2 report, uploaded as evidence of a checklist item (EF1).
  const { data: run } = await admin.client
    .rpc('start_checklist_run', { checklist: 'access-review-template' })
    .throwOnError();
  const { data: path } = await admin.client
    .rpc('begin_evidence_upload', {
      run,
      item: 'export-user-lists',
      file_name: 'soc2-type2.pdf',
      mime_type: 'application/pdf',
      size_bytes: REPORT.length,
      sha256: sha256(REPORT),
    })
    .throwOnError();
  await admin.client.storage.from('evidence').upload(path as string, REPORT, {
    contentType: 'application/pdf',
  });
  await admin.client
    .rpc('attach_evidence_file', { file: (path as string).split('/').at(-1) })
    .throwOnError();

  // The admin sets the page up and publishes it.
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Open Trust Page' }).click();
  await page.getByLabel('Address (/trust/…)').fill(slug);
  await page.getByLabel('Overview').fill('We keep customer data in the EU, encrypted at rest.');
  await page
    .getByLabel('Frameworks, one a line (Name: status)')
    .fill('SOC 2 Type II: Report available\nISO 27001: In progress');
  await page.getByLabel('CC6 Logical and physical access').check();
  await page.getByLabel('Security contact').fill('security@trusty.example');
  await page.getByLabel('NDA text').fill('Keep our documents confidential for three years.');
  await page.getByRole('button', { name: 'Save Trust Page' }).click();
  await expect(page.getByText('Trust page saved.')).toBeVisible();
  await page.getByLabel('soc2-type2.pdf (uploaded file) on the trust page').selectOption('request');
  await expect(
    page.getByText('soc2-type2.pdf (uploaded file): On request, under NDA.'),
  ).toBeVisible();
  await page
    .getByLabel('Acceptable Use Policy (policy, PDF) on the trust page')
    .selectOption('public');
  await expect(page.getByText('Acceptable Use Policy (policy, PDF): Public.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your trust page is published.')).toBeVisible();

  // A signed-out visitor, without JavaScript.
  const visitor = await visitorPage(browser);
  await visitor.goto(`${baseUrl()}/trust/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `${admin.company} Trust Center`,
  );
  await expect(visitor.getByText('SOC 2 Type II: Report available')).toBeVisible();
  await expect(visitor.getByRole('row', { name: /CC6 Logical and physical access/ })).toBeVisible();
  await expect(visitor.getByRole('cell', { name: 'Acceptable Use Policy' })).toBeVisible();
  await expect(visitor.getByRole('cell', { name: 'Amazon Web Services' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Acceptable Use Policy' })).toBeVisible();

  const email = uniqueEmail('prospect');
  await visitor.getByLabel('Document', { exact: true }).selectOption({ label: 'soc2-type2.pdf' });
  await visitor.getByLabel('Name', { exact: true }).fill('Pat Prospect');
  await visitor.getByLabel('Work email').fill(email);
  await visitor.getByLabel('Company', { exact: true }).fill('Prospect Inc');
  await visitor.getByLabel('I have read the non-disclosure agreement and accept it').check();
  await visitor.getByRole('button', { name: 'Request Access' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await visitor.goto(await linkFromMail(email, /Confirm your request/));
  await visitor.getByRole('button', { name: 'Confirm My Email' }).click();
  await expect(
    visitor.getByText(`${admin.company} will answer your request by email.`),
  ).toBeVisible();

  // The admin approves the confirmed request.
  await page.reload();
  const request = page.getByRole('row', { name: /Pat Prospect/ });
  await expect(request).toContainText('Waiting for you');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: ${email} gets the link by email.`)).toBeVisible();

  const link = await linkFromMail(email, /soc2-type2\.pdf/);
  const download = await fetch(link);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer())).toEqual(REPORT);

  await page.reload();
  await expect(page.getByRole('row', { name: /Pat Prospect/ })).toContainText('used 1 times');
  await page
    .getByRole('row', { name: /Pat Prospect/ })
    .getByRole('button', { name: 'Revoke Link' })
    .click();
  await expect(page.getByText(`The link of ${email} is revoked.`)).toBeVisible();
  expect((await fetch(link)).status).toBe(404);
});

test('the trust page has no axe violations, and an unpublished page is not there', async ({
  browser,
}) => {
  const admin = await teamAdmin(`Axe ${Date.now()}`);
  const slug = `axe-${sha256(Buffer.from(admin.email)).slice(0, 8)}`;
  await admin.client
    .rpc('save_trust_page', {
      slug,
      overview: 'Security first.',
      frameworks: [{ name: 'SOC 2 Type II', status: 'Report available' }],
      control_areas: ['CC6 Logical and physical access', 'A.8 Technological controls'],
      show_control_figures: true,
      subprocessors: [{ name: 'Hetzner', purpose: 'Hosting', location: 'Germany' }],
      security_contact: 'security@axe.example',
      nda_text: 'Confidential.',
      auto_approve_domains: [],
    })
    .throwOnError();
  await admin.client
    .rpc('set_trust_document', { kind: 'evidence_pack', access: 'request' })
    .throwOnError();
  const visitor = await visitorPage(browser, true);
  const closed = await visitor.goto(`${baseUrl()}/trust/${slug}`);
  expect(closed?.status()).toBe(404);
  await admin.client.rpc('publish_trust_page', { published: true }).throwOnError();
  await visitor.goto(`${baseUrl()}/trust/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Request a document' })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
});
