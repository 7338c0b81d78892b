// The registers as evidence (docs/decisions.md RD1, RR1, VN1, AS1, SA1, SD1): the Controls
// page counts a treated risk with an approved assessment, a reviewed vendor and an owned asset as
// operating evidence, and the evidence pack holds the risk/, vendors/, assets/, soa/ and
// system-description/ sections.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { iso27001Controls } from '../../src/content/controls';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

test('the Controls page counts risks, vendors and assets; the pack holds the five sections', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const { client } = admin;
  const { data: me } = await client.from('users').select('id, team_id').single().throwOnError();
  const { id: adminId, team_id: teamId } = me as { id: string; team_id: string };
  await client
    .from('risks')
    .insert({
      team_id: teamId,
      title: 'Lost laptop',
      category: 'Devices',
      inherent_likelihood: 3,
      inherent_impact: 4,
      residual_likelihood: 1,
      residual_impact: 4,
      controls: ['A.8.1'],
    })
    .throwOnError();
  await client
    .from('risk_assessments')
    .insert({ team_id: teamId, approval_reason: 'Yearly review' })
    .throwOnError();
  const { data: vendor } = await client
    .from('vendors')
    .insert({ team_id: teamId, name: 'Cloudy', criticality: 'low', subprocessor: true })
    .select('id')
    .single()
    .throwOnError();
  const { data: questions } = await client
    .from('vendor_questions')
    .select('id, criticalities')
    .throwOnError();
  await client
    .from('vendor_reviews')
    .insert({
      team_id: teamId,
      vendor_id: (vendor as { id: string }).id,
      conclusion: 'approved',
      answers: Object.fromEntries(
        (questions as { id: string; criticalities: string[] }[])
          .filter((question) => question.criticalities.includes('low'))
          .map((question) => [question.id, 'yes']),
      ),
    })
    .throwOnError();
  await client
    .from('assets')
    .insert({
      team_id: teamId,
      name: 'Prod DB',
      type: 'database',
      classification: 'Restricted',
      owner_id: adminId,
    })
    .throwOnError();
  await client
    .from('soa_entries')
    .insert(iso27001Controls.map((control) => ({ team_id: teamId, control_id: control.id })))
    .throwOnError();
  await client
    .from('soa_versions')
    .insert({ team_id: teamId, approval_reason: 'For the audit' })
    .throwOnError();
  await client
    .from('system_descriptions')
    .insert({ team_id: teamId, services: 'Payroll software.' })
    .throwOnError();
  await client
    .from('system_description_versions')
    .insert({ team_id: teamId, approval_reason: 'For the audit' })
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/evidence');
  const operating = (framework: string, control: RegExp) =>
    page
      .getByRole('region', { name: `${framework} controls` })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: control }) })
      .getByRole('cell')
      .nth(1);
  await expect(operating('SOC 2', /^CC9\.2 /)).toContainText(
    'Vendors: Vendor reviews (1 of 1 vendors reviewed and current)',
  );
  await expect(operating('ISO 27001', /^A\.5\.9 /)).toContainText(
    'Assets: Asset inventory (1 of 1 assets have an owner)',
  );
  await expect(operating('SOC 2', /^CC3\.1 /)).toContainText(
    'Risk: Yearly risk assessment (1 approved in the period)',
  );
  await expect(operating('ISO 27001', /^A\.8\.1 /)).toContainText('Risk: Lost laptop');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download evidence pack' }).click(),
  ]);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const paths = Object.keys(zip.files);
  for (const path of [
    'risk/register.csv',
    'risk/assessments.csv',
    'risk/assessment-v1.csv',
    'vendors/inventory.csv',
    'vendors/reviews.csv',
    'assets/inventory.csv',
    'soa/statement-of-applicability-v1.csv',
    'soa/statement-of-applicability-v1.docx',
    'soa/statement-of-applicability-v1.pdf',
    'system-description/system-description-v1.docx',
    'system-description/system-description-v1.pdf',
  ]) {
    expect(paths, path).toContain(path);
  }
  expect(await zip.file('assets/inventory.csv')!.async('string')).toContain(
    '"Prod DB","database","Ada Admin","Restricted"',
  );
  const index = await zip.file('index.html')!.async('string');
  for (const group of [
    'Risks',
    'Vendors',
    'Assets',
    'Statement of Applicability',
    'System description',
  ]) {
    expect(index).toContain(`<h2>${group}</h2>`);
  }
});
