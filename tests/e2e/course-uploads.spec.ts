// Course media uploads (docs/decisions.md CM1, docs/threat-model.md #52): an editor uploads a
// course video (resumable, TUS), a thumbnail and captions in the video manager; a member whose
// plan shows the video sees the thumbnail in the library and plays it, seeking with Range
// requests, captions on.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';
import { seededCourse } from './support/courses';

const COURSE = seededCourse('reporting-security-incidents');
const VIDEO_FILE = `src/renderer/public/media/courses/${COURSE.courseId}.webm`;
const CAPTIONS_FILE = `src/renderer/public/media/courses/${COURSE.courseId}.vtt`;
const THUMBNAIL_FILE = 'build/icons/128x128.png';

/** H:MM:SS of a length in whole seconds. */
function clock(length: number): string {
  const seconds = Math.round(length);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `0:${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

test('an editor uploads a video, thumbnail and captions; a member plays it with seeking', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const editor = await teamMember(admin.inviteCode, 'Una Uploader');
  const viewer = await teamMember(admin.inviteCode, 'Vera Viewer');
  const service = await serviceClient();
  await service.from('users').update({ role: 'editor' }).eq('email', editor.email).throwOnError();
  const { data: team } = await service
    .from('users')
    .select('team_id')
    .eq('email', admin.email)
    .single()
    .throwOnError();
  await service
    .rpc('change_team_plan', {
      team: (team as { team_id: string }).team_id,
      new_plan: 'enterprise',
      reason: 'upload test',
    })
    .throwOnError();
  const title = `Uploaded course ${randomBytes(3).toString('hex')}`;

  try {
    await signIn(page, editor.email);
    await expect(page).toHaveURL('/library');
    await page.getByRole('link', { name: 'Manage videos' }).click();
    await expect(page).toHaveURL('/editor/videos');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Duration').fill(clock(COURSE.seconds));
    await page.getByLabel('Order Index').fill('950');
    await page.getByLabel('Published').selectOption('True');

    // The video goes up resumably, through the TUS endpoint; held there, the page shows progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let resumableCreated = false;
    await page.route('**/storage/v1/upload/resumable', async (route) => {
      resumableCreated ||= route.request().method() === 'POST';
      await held;
      await route.continue();
    });
    await page.getByLabel('Video file').setInputFiles(VIDEO_FILE);
    await expect(page.getByRole('progressbar', { name: 'Video file upload' })).toBeVisible();
    await expect(page.getByText(`Uploading ${COURSE.courseId}.webm:`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Video' })).toBeDisabled();
    release();
    await expect(page.getByText(`Uploaded: ${COURSE.courseId}.webm`)).toBeVisible();
    expect(resumableCreated).toBe(true);
    await page.unroute('**/storage/v1/upload/resumable');
    await page.getByLabel('Thumbnail image').setInputFiles(THUMBNAIL_FILE);
    await expect(page.getByText('Uploaded: 128x128.png')).toBeVisible();
    await page.getByLabel('Captions (.vtt)').setInputFiles(CAPTIONS_FILE);
    await expect(page.getByText(`Uploaded: ${COURSE.courseId}.vtt`)).toBeVisible();
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText(`Video added: ${title}`)).toBeVisible();

    const viewerPage = await (await browser.newContext()).newPage();
    await signIn(viewerPage, viewer.email);
    await expect(viewerPage).toHaveURL('/library');
    const card = viewerPage
      .getByRole('list', { name: 'Videos' })
      .getByRole('listitem')
      .filter({
        has: viewerPage.getByRole('link', { name: title, exact: true }),
      });
    // The uploaded thumbnail, through a signed URL, loads.
    const thumbnail = card.locator('img');
    await expect(thumbnail).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/sign\/course-media\/thumbnail\//,
    );
    // It loads lazily: bring it into view.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(128);

    await card.getByRole('link').click();
    await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(title);
    const video = viewerPage.locator('video');
    await expect(video).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/sign\/course-media\/video\//,
    );
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
      .toBeGreaterThan(COURSE.seconds - 1);
    // Captions on by default, loaded from Storage.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
      )
      .toBeGreaterThan(0);

    // Play, then seek ahead (within what the player allows) and back: each seek is a Range read.
    const ranged = viewerPage.waitForResponse(
      (response) =>
        response.url().includes('/object/sign/course-media/video/') && response.status() === 206,
    );
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.pause();
    });
    await ranged;
    for (const to of [8, 2]) {
      await video.evaluate(
        (element: HTMLVideoElement, seconds) =>
          new Promise<void>((seeked) => {
            element.addEventListener('seeked', () => seeked(), { once: true });
            element.currentTime = seconds;
          }),
        to,
      );
      expect(
        Math.abs((await video.evaluate((element: HTMLVideoElement) => element.currentTime)) - to),
      ).toBeLessThan(0.5);
    }
    // Nothing was snapped back.
    await expect(viewerPage.locator('.seek-notice')).toHaveText('');

    await viewerPage.context().close();
  } finally {
    await service.from('videos').delete().eq('title', title);
  }
});
