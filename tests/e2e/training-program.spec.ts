// The training program (docs/decisions.md TP1): the admin assigns a course with a due date on
// Dashboard → Training; the member finds it under "Assigned to you", completes it and downloads
// the certificate, whose text is read back from the PDF; anyone checks its id at /verify/<id>,
// and a made-up id answers unknown. The admin sees the completion and downloads the CSV and every
// certificate as a ZIP. Each step is its own test, the steps before it done through the API.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { takeKnowledgeCheck } from '../../src/backend/testing/knowledge-checks';
import { trainingYearWithRoom } from '../../src/backend/testing/training-year';
import { courseScripts } from '../../src/content/courses';
import { utcDay } from '../../src/shared/utc-day';
import { parseCsv } from '../support/csv-reader';
import { pdfLines } from '../support/pdf-text';
import { expect, test, type Download, type Page } from './support/fixtures';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

/** The first course of the seeded catalogue: its video, course id, title and length. */
async function firstCourse() {
  const service = await serviceClient();
  const { data } = await service
    .from('videos')
    .select('id, course_id, title, duration_seconds')
    .eq('is_published', true)
    .not('course_id', 'is', null)
    .order('order_index')
    .limit(1)
    .single()
    .throwOnError();
  const video = data as { id: string; course_id: string; title: string; duration_seconds: number };
  const script = courseScripts.find((entry) => entry.id === video.course_id)!;
  return { ...video, script };
}

const dayFromNow = (offsetDays = 0) => utcDay(Date.now() + offsetDays * 86_400_000);

async function saved(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** A team whose member Tess Trainee has `course` assigned to everyone, due on `due`. */
async function assignedTeam(course: Awaited<ReturnType<typeof firstCourse>>, due: string) {
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Tess Trainee');
  await trainingYearWithRoom(admin.client);
  await admin.client
    .rpc('assign_training', {
      course: course.course_id,
      audience: 'everyone',
      members: [],
      due_on: due,
    })
    .throwOnError();
  return { admin, member };
}

/** Tess watched the course (the player is tested elsewhere) and passed the check: the database
 * issues the certificate. */
async function completed(
  course: Awaited<ReturnType<typeof firstCourse>>,
  member: Awaited<ReturnType<typeof teamMember>>,
) {
  const service = await serviceClient();
  const { data: user } = await service
    .from('users')
    .select('id')
    .eq('email', member.email)
    .single()
    .throwOnError();
  await service
    .from('progress')
    .insert({
      user_id: (user as { id: string }).id,
      video_id: course.id,
      watch_time: course.duration_seconds,
      progress_percent: 100,
    })
    .throwOnError();
  await takeKnowledgeCheck(member.client, course.script);
}

const trainingSection = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Training' });

test('the admin assigns a course to everyone with a due date; the member sees it first in the library', async ({
  page,
  browser,
}) => {
  const course = await firstCourse();
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Tess Trainee');
  await trainingYearWithRoom(admin.client);
  const due = dayFromNow(14);

  // Dashboard → Training: assign the course to everyone, due in two weeks.
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await trainingSection(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.title });
  await expect(page.getByLabel('Everyone in the team')).toBeChecked();
  await page.getByLabel('Due date', { exact: true }).fill(due);
  await page.getByRole('button', { name: 'Assign Course' }).click();
  await expect(page.getByText(`Assigned: ${course.title}.`)).toBeVisible();
  // The training year's figures beside its chooser; the lead stays the page's description.
  await expect(page.getByText('1 assigned course · 0 overdue', { exact: true })).toBeVisible();
  await expect(page.locator('.page-header .lead')).toHaveText(
    'Assign courses with due dates, follow each training year, remind people by email and hand out certificates.',
  );
  const people = page.getByRole('region', { name: 'Training by person' });
  const row = people.getByRole('row').filter({ hasText: 'Tess Trainee' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row).toContainText(`${course.title}: Due ${due}`);
  await expect(
    page.getByRole('region', { name: 'Assigned courses' }).getByRole('row', { name: /Everyone/ }),
  ).toContainText(due);

  // The member's library shows it first, with its due date.
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.email);
  await expect(memberPage).toHaveURL('/library');
  const assigned = memberPage.getByRole('region', { name: 'Assigned to you' });
  await expect(assigned.getByRole('link', { name: course.title })).toHaveAttribute(
    'href',
    `/video/${course.id}`,
  );
  await expect(assigned).toContainText(`Due ${due}`);
  await memberPage.context().close();
});

test('the member completes an assigned course and downloads the certificate; anyone verifies it', async ({
  page,
  browser,
}) => {
  const course = await firstCourse();
  const due = dayFromNow(14);
  const { admin, member } = await assignedTeam(course, due);
  await signIn(page, member.email);
  await expect(page).toHaveURL('/library');
  const assigned = page.getByRole('region', { name: 'Assigned to you' });
  await expect(assigned).toContainText(`Due ${due}`);

  await completed(course, member);
  await page.reload();
  await expect(assigned).toContainText(`Completed ${dayFromNow()}`);
  const download = await saved(page, () =>
    assigned.getByRole('button', { name: `Download certificate: ${course.title}` }).click(),
  );
  expect(download.suggestedFilename()).toMatch(
    /^certificate-.+-tess-trainee-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const lines = pdfLines(await readFile((await download.path())!));
  expect(lines).toEqual(
    expect.arrayContaining([
      'Certificate of Completion',
      'Tess Trainee',
      course.title,
      expect.stringMatching(new RegExp(`^for ${admin.company} on \\d{1,2} \\w+ \\d{4}$`)),
    ]),
  );
  const id = lines.find((line) => line.startsWith('Certificate ID: '))!.slice(16);
  expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const check = lines.find((line) => line.startsWith('Check this certificate at '))!;
  const verifyAddress = check.slice('Check this certificate at '.length);
  expect(new URL(verifyAddress).pathname).toBe(`/verify/${id}`);

  // Anyone, without an account, checks it; a made-up id is unknown.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(verifyAddress).pathname);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Certificate Check');
  const verdict = visitor.getByRole('region', { name: 'Valid certificate' });
  await expect(verdict).toContainText(`Tess Trainee completed ${course.title} on `);
  await visitor.goto(`/verify/${'Q'.repeat(43)}`);
  await expect(visitor.getByRole('region', { name: 'Unknown certificate' })).toContainText(
    'No certificate has this ID.',
  );
  await visitor.context().close();
});

test('the admin sees the completion and downloads the CSV and every certificate as a ZIP', async ({
  page,
}) => {
  const course = await firstCourse();
  const { admin, member } = await assignedTeam(course, dayFromNow(14));
  await completed(course, member);
  const { data: certificate } = await member.client
    .from('certificates')
    .select('id')
    .single()
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await trainingSection(page).click();
  const row = page
    .getByRole('region', { name: 'Training by person' })
    .getByRole('row')
    .filter({ hasText: 'Tess Trainee' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  const csv = await saved(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  const [header, ...rows] = parseCsv(
    (await readFile((await csv.path())!)).toString('utf8').slice(1),
  );
  expect(header!.slice(0, 5)).toEqual(['Name', 'Email', 'Assigned', 'Completed', 'Overdue']);
  expect(rows.find((cells) => cells[0] === 'Tess Trainee')!.slice(2, 5)).toEqual(['1', '1', '0']);
  const zipFile = await saved(page, () =>
    page.getByRole('button', { name: 'Download all certificates (ZIP)' }).click(),
  );
  const zip = await JSZip.loadAsync(await readFile((await zipFile.path())!));
  const [only] = Object.values(zip.files);
  expect(Object.keys(zip.files)).toHaveLength(1);
  expect(pdfLines(await only!.async('uint8array'))).toContain(
    `Certificate ID: ${(certificate as { id: string }).id}`,
  );
});
