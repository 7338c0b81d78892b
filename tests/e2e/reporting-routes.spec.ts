// The team's own reporting routes (docs/decisions.md V5, docs/threat-model.md #79): an admin names
// them in Settings, and a member sees them on a card over the end of a course that teaches
// reporting; the video itself, shared by every team, names none.
import { expect, test } from './support/fixtures';
import { SEEDED_COURSES } from './support/courses';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

test('an admin sets the reporting routes in Settings and a member sees them over the end of a course that teaches reporting', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Rae Reporter');

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings');
  const settings = page.getByRole('region', { name: 'Reporting Routes' });
  await settings.getByLabel('Security contact email').fill('not an address');
  await settings.getByRole('button', { name: 'Save Reporting Routes' }).click();
  await expect(settings).toContainText('Enter each address as name@example.com');
  await settings.getByLabel('Security contact email').fill('security@routes.example');
  await settings.getByLabel('Report phishing address').fill('phishing@routes.example');
  await settings.getByRole('button', { name: 'Save Reporting Routes' }).click();
  await expect(settings).toContainText('Reporting routes saved.');

  // The member has watched the phishing course before; the end counts only when played to.
  const course = SEEDED_COURSES.find((c) => c.courseId === 'spotting-phishing-emails')!;
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
      user_id: user!.id,
      video_id: course.id,
      watch_time: Math.ceil(course.seconds),
      progress_percent: 100,
    })
    .throwOnError();

  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, member.email);
  await expect(viewer).toHaveURL('/library');
  await viewer.goto(`/video/${course.id}`);
  const card = viewer.getByRole('region', { name: 'Report it to your team' });
  const video = viewer.locator('video');
  await expect(viewer.locator('.player-frame')).not.toHaveAttribute('aria-busy', 'true');
  await expect(card).toHaveCount(0);
  // Seek near the end once the video knows its length (duration is NaN until its metadata loads).
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(0);
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((seeked) => {
        element.muted = true;
        element.addEventListener('seeked', () => seeked(), { once: true });
        element.currentTime = element.duration - 1.5;
      }),
  );
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name: 'security@routes.example' })).toHaveAttribute(
    'href',
    'mailto:security@routes.example',
  );
  await expect(card.getByRole('link', { name: 'phishing@routes.example' })).toHaveAttribute(
    'href',
    'mailto:phishing@routes.example',
  );
});
