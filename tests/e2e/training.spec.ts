// Training (docs/product.md#video-library): the video library, the player with the progress rules, and the video
// manager, on the embedded backend with the seeded courses (local WebM files of 4 to 8 minutes).
// Tests run in parallel against one shared catalog: they never change the seeded videos, create
// their own where they must, and only assert on their own users and titles.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { parseCsv } from '../support/csv-reader';
import { elapseWatching, serviceClient, signIn, teamAdmin, teamMember } from './support/backend';
import { seededCourse, type SeededCourse } from './support/courses';

/** Seeded courses (supabase/seed.sql). */
const SEEDED = {
  phishing: seededCourse('spotting-phishing-emails'),
  passwords: seededCourse('strong-passwords-and-mfa'),
  incident: seededCourse('reporting-security-incidents'),
  customerData: seededCourse('data-handling-and-classification'),
  remote: seededCourse('secure-remote-work'),
} as const;

/** A course file for videos the tests make themselves. */
const SAMPLE_FILE = '/media/courses/data-handling-and-classification.webm';

/** Requests to the videos table (reads carry a query string; an insert has none). */
const VIDEOS_API = /\/rest\/v1\/videos(\?|$)/;

const SEEK_NOTICE = 'You can skip ahead at most 10 seconds beyond what you have watched.';

const uniqueTitle = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

interface ProgressRow {
  progress_percent: number;
  watch_time: number;
  completed_at: string | null;
}

async function userIdOf(email: string): Promise<string> {
  const service = await serviceClient();
  const { data } = await service.from('users').select('id').eq('email', email).single();
  return (data as { id: string }).id;
}

/** Stored progress of a user on a video, read back through the API with the service key. */
async function progressOf(userId: string, videoId: string): Promise<ProgressRow | null> {
  const service = await serviceClient();
  const { data } = await service
    .from('progress')
    .select('progress_percent, watch_time, completed_at')
    .eq('user_id', userId)
    .eq('video_id', videoId)
    .maybeSingle()
    .throwOnError();
  return data as ProgressRow | null;
}

/** Stores `video` as watched to the end for `userId`, as the player would (completed). */
async function completedBy(userId: string, video: SeededCourse) {
  const service = await serviceClient();
  await service
    .from('progress')
    .insert({
      user_id: userId,
      video_id: video.id,
      watch_time: Math.ceil(video.seconds),
      progress_percent: 100,
    })
    .throwOnError();
}

/** A new team with one member, signed in on `page` and looking at the library. */
async function signedInMember(page: Page, name: string) {
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, name);
  await signIn(page, member.email);
  await expect(page).toHaveURL('/library');
  return { admin, member, userId: await userIdOf(member.email) };
}

/** The page's HTML5 <video>, driven through its DOM API as a viewer's clicks would. */
function videoOf(page: Page, course?: SeededCourse) {
  const video = page.locator('video');
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  /**
   * Sets the position as a viewer's drag would, and waits until the element has seeked (the
   * player's rules, which run as the seek starts, have had their say by then).
   */
  const seek = (seconds: number) =>
    video.evaluate(
      (element: HTMLVideoElement, to) =>
        new Promise<void>((seeked) => {
          element.addEventListener('seeked', () => seeked(), { once: true });
          element.currentTime = to;
        }),
      seconds,
    );
  return {
    async play(rate = 1) {
      await video.evaluate(async (element: HTMLVideoElement, playbackRate) => {
        element.muted = true;
        element.playbackRate = playbackRate;
        await element.play();
      }, rate);
    },
    pause: () => video.evaluate((element: HTMLVideoElement) => element.pause()),
    seek,
    time,
    /**
     * Skips ahead 9 s at a time, within what the player allows beyond the furthest point; fails
     * if a skip is moved back. One call into the page for the whole run of skips.
     */
    skipTo: (target: number) =>
      video.evaluate(async (element: HTMLVideoElement, to) => {
        for (let at = element.currentTime; at < to - 0.05;) {
          at = Math.min(at + 9, to);
          await new Promise<void>((seeked) => {
            element.addEventListener('seeked', () => seeked(), { once: true });
            element.currentTime = at;
          });
          if (element.currentTime < at - 0.5)
            throw new Error(`A skip to ${at} s was moved back to ${element.currentTime} s`);
        }
      }, target),
    paused: () => video.evaluate((element: HTMLVideoElement) => element.paused),
    /** Waits until the element knows its length (the course's, when given). */
    async ready() {
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
        .toBeGreaterThan(0);
      if (course) {
        const seconds = await video.evaluate((element: HTMLVideoElement) => element.duration);
        expect(Math.abs(seconds - course.seconds)).toBeLessThan(1);
      }
    },
  };
}

const completionMarker = (page: Page) => page.locator('.completion-status');
const videoCards = (page: Page) => page.getByRole('list', { name: 'Videos' }).getByRole('listitem');
const cardFor = (page: Page, title: string) =>
  videoCards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a member watches a video: saved every 10 s of playback and on pause; skips beyond 10 s snapped back', async ({
  page,
}) => {
  // Ten seconds of real playback: the save every 10 s counts the video's time, not a clock.
  test.setTimeout(60_000);
  const video = SEEDED.incident;
  const { userId } = await signedInMember(page, 'Vera Viewer');

  await cardFor(page, video.title).getByRole('link').click();
  await expect(page).toHaveURL(`/video/${video.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  await expect(page.getByText('What counts as a security incident, who to tell')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Library' })).toHaveAttribute(
    'href',
    '/library',
  );
  await expect(completionMarker(page)).toBeEmpty();

  // Every 10 s of playback is saved while the video keeps playing.
  const player = videoOf(page, video);
  await player.ready();
  await player.play();
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.watch_time ?? 0, { timeout: 25_000 })
    .toBeGreaterThan(0);
  expect(await player.paused()).toBe(false);
  const periodic = (await progressOf(userId, video.id))!;
  // Not before 10 s of playback (a little less of the video if it started late), not complete.
  expect(periodic.watch_time).toBeGreaterThanOrEqual(7);
  expect(Number(periodic.progress_percent)).toBeLessThan(90);
  expect(periodic.completed_at).toBeNull();

  // Pausing saves too.
  await player.pause();
  const furthest = await player.time();
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.watch_time)
    .toBe(Math.floor(furthest));

  // More than 10 s beyond the furthest point is moved back to it, with a notice.
  await player.seek(furthest + 15);
  await expect.poll(player.time).toBeCloseTo(furthest, 1);
  await expect(page.getByText(SEEK_NOTICE)).toBeVisible();
  // Up to 10 s ahead is allowed.
  await player.seek(furthest + 9);
  expect(await player.time()).toBeCloseTo(furthest + 9, 1);
  await expect(completionMarker(page)).toBeEmpty();
});

test('reaching 90 % completes a video in the player and the library; the end saves 100 %', async ({
  page,
}) => {
  const video = SEEDED.incident;
  const { userId } = await signedInMember(page, 'Vera Viewer');
  // An earlier visit watched the first 10 s (server code may write that directly).
  const service = await serviceClient();
  await service
    .from('progress')
    .insert({ user_id: userId, video_id: video.id, watch_time: 10, progress_percent: 3 })
    .throwOnError();
  await cardFor(page, video.title).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  await expect(completionMarker(page)).toBeEmpty();
  const player = videoOf(page, video);
  await player.ready();
  await expect.poll(player.time).toBeCloseTo(10, 0);

  // Reaching 90 % completes it once the member has really watched that long: the server credits
  // watch time only as real time passes, so the test moves the member's clock. (Paused, skips
  // save nothing until one crosses 90 %.)
  await player.skipTo(video.seconds * 0.9 - 5);
  await elapseWatching(userId, video.id, video.seconds);
  await player.skipTo(video.seconds * 0.9 + 3);
  await expect(completionMarker(page)).toHaveText('✓ Completed');
  const completed = (await progressOf(userId, video.id))!;
  expect(completed.completed_at).not.toBeNull();
  expect(Number(completed.progress_percent)).toBeGreaterThanOrEqual(90);

  // Playing on to the end saves 100 %. Faster playback is not offered (docs/decisions.md V4).
  await player.skipTo(video.seconds - 1.5);
  await elapseWatching(userId, video.id, video.seconds);
  await player.play(2);
  expect(
    await page.locator('video').evaluate((element: HTMLVideoElement) => element.playbackRate),
  ).toBe(1);
  await expect
    .poll(async () => Number((await progressOf(userId, video.id))?.progress_percent))
    .toBe(100);
  expect(await player.paused()).toBe(true);

  // The library shows it completed.
  await page.getByRole('link', { name: 'Back to Library' }).click();
  await expect(page).toHaveURL('/library');
  await expect(cardFor(page, video.title).locator('.status-badge')).toHaveText('Completed');
  const total = await videoCards(page).count();
  await expect(
    page.getByRole('heading', { name: `Videos Completed: 1 of ${total}` }),
  ).toBeVisible();
});

test("a completed video shows on the admin's dashboard: a tick, done/total, and Yes in the CSV", async ({
  page: adminPage,
}) => {
  const video = SEEDED.incident;
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Vera Viewer');
  await completedBy(await userIdOf(member.email), video);
  await signIn(adminPage, admin.email);
  await expect(adminPage).toHaveURL('/dashboard');
  const table = adminPage.getByRole('region', { name: 'Team progress' }).getByRole('table');
  // The table appears once the team data has loaded; read its headers only then.
  await expect(table.locator('tbody tr').filter({ hasText: 'Vera Viewer' })).toBeVisible();
  const headers = (await table.locator('thead th').allTextContents()).map((text) =>
    text.replace(/[▲▼]/g, '').trim(),
  );
  const column = headers.indexOf(video.title);
  expect(column).toBeGreaterThan(4);
  const row = table.locator('tbody tr').filter({ hasText: 'Vera Viewer' });
  // The tick is shown; screen readers read "Completed".
  await expect(row.locator('td').nth(column).locator('.tick')).toHaveText('✓');
  await expect(row.getByRole('cell').nth(column)).toHaveAccessibleName('Completed');
  const videoColumns = headers.length - 5;
  await expect(row.locator('td').nth(2)).toHaveText(`1/${videoColumns}`);
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const [csvHeader, ...csvRows] = parseCsv(
    (await readFile(await download.path())).toString('utf8').slice(1),
  );
  const csvRow = csvRows.find((cells) => cells[0] === 'Vera Viewer')!;
  expect(csvRow[csvHeader!.indexOf(video.title)]).toBe('Yes');
  expect(csvRow[2]).toBe(`1/${csvHeader!.length - 5}`);
});

test('rewatching a completed video from the start keeps it completed (docs/decisions.md F4)', async ({
  page,
}) => {
  const video = SEEDED.incident;
  const { userId } = await signedInMember(page, 'Rita Rewatch');
  await completedBy(userId, video);
  const completed = (await progressOf(userId, video.id))!;
  expect(completed.completed_at).not.toBeNull();
  const player = videoOf(page, video);

  await cardFor(page, video.title).getByRole('link').click();
  await expect(completionMarker(page)).toHaveText('✓ Completed');
  await player.ready();
  await player.seek(0);
  await player.play();
  await expect.poll(player.time).toBeGreaterThan(1.5);
  await player.pause();
  await page.getByRole('link', { name: 'Back to Library' }).click();
  await expect(cardFor(page, video.title).locator('.status-badge')).toHaveText('Completed');
  const after = (await progressOf(userId, video.id))!;
  expect(after.completed_at).toBe(completed.completed_at);
  expect(Number(after.progress_percent)).toBe(100);
});

test('completion cannot be forged in the player: skipping ahead 9 s at a time completes nothing', async ({
  page,
}) => {
  const video = SEEDED.phishing;
  const { userId } = await signedInMember(page, 'Sid Skipper');
  await page.goto(`/video/${video.id}`);
  const player = videoOf(page, video);
  await player.ready();
  await player.play();
  await player.pause();
  await player.skipTo(video.seconds * 0.95);
  await player.pause();
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.watch_time ?? -1)
    .toBeGreaterThanOrEqual(0);
  // Give the pause save time to land, then check what the server kept.
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.completed_at ?? null)
    .toBeNull();
  const stored = (await progressOf(userId, video.id))!;
  expect(Number(stored.progress_percent)).toBeLessThan(90);
  await expect(completionMarker(page)).toBeEmpty();
});

test('the player cannot be used before the progress rules watch it', async ({ page }) => {
  // Records whether the player frame was ever in the page without `inert`
  // before the tracker attached.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { playerFrameInert: boolean[] }).playerFrameInert = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const frames = node.matches('.player-frame')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('.player-frame')];
          for (const frame of frames) seen.push(frame.inert);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const video = SEEDED.customerData;
  await signedInMember(page, 'Ina Inert');
  await page.goto(`/video/${video.id}`);
  await videoOf(page).ready();
  await expect(page.locator('.player-frame')).not.toHaveAttribute('inert');
  expect(
    await page.evaluate(
      () => (window as unknown as { playerFrameInert: boolean[] }).playerFrameInert,
    ),
  ).toEqual([true]);
});

test('progress is saved when the page is hidden and when it is closed (docs/decisions.md F5)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const video = SEEDED.remote;
  const { userId } = await signedInMember(page, 'Hana Hidden');
  await page.goto(`/video/${video.id}`);
  const player = videoOf(page);
  await player.ready();
  await player.play();
  await expect.poll(player.time).toBeGreaterThan(3);

  // The viewer switches tabs: the page becomes hidden while the video plays.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.watch_time ?? -1)
    .toBeGreaterThanOrEqual(3);
  expect(await player.paused()).toBe(false);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  // The viewer closes the page before the next 10-second save.
  await expect.poll(player.time).toBeGreaterThan(7);
  await page.goto('about:blank');
  await expect
    .poll(async () => (await progressOf(userId, video.id))?.watch_time ?? -1)
    .toBeGreaterThanOrEqual(7);
});

test("the player shows the member's progress, resumes where they stopped, saves the end once and offers the next video", async ({
  page,
}) => {
  const video = SEEDED.passwords;
  const { userId } = await signedInMember(page, 'Rhea Resume');
  // An earlier visit stopped at 12 s (40 %, as stored); server code may write that directly.
  const service = await serviceClient();
  await service
    .from('progress')
    .insert({ user_id: userId, video_id: video.id, watch_time: 12, progress_percent: 40 })
    .throwOnError();
  // What follows this video in the library's order, as the page reads it.
  const { data: published } = await service
    .from('videos')
    .select('id, title')
    .eq('is_published', true)
    .order('order_index')
    .order('title')
    .throwOnError();
  const list = published as { id: string; title: string }[];
  const next = list[list.findIndex((row) => row.id === video.id) + 1]!;

  await page.goto(`/video/${video.id}`);
  await expect(page.getByText('Your progress: 40%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your progress: 40%' })).toHaveAttribute(
    'value',
    '40',
  );
  await expect(page.getByText('Continuing where you stopped, at 0:12.')).toBeVisible();
  const player = videoOf(page, video);
  await player.ready();
  await expect.poll(player.time).toBeCloseTo(12, 0);

  // Every save of the end (100 %) that leaves the page.
  const finalSaves: string[] = [];
  page.on('request', (request) => {
    if (!/\/rest\/v1\/progress/.test(request.url()) || request.method() === 'GET') return;
    const body = request.postData() ?? '';
    if (/"progress_percent":100\b/.test(body)) finalSaves.push(body);
  });

  // Watched on to the end (the member's clock moved so the server credits it): past 90 % (one
  // save), then on to the end (one more).
  await player.skipTo(video.seconds * 0.9 - 5);
  await elapseWatching(userId, video.id, video.seconds);
  await player.skipTo(video.seconds - 1);
  await expect(completionMarker(page)).toHaveText('✓ Completed');
  await elapseWatching(userId, video.id, video.seconds);
  await player.play();
  await expect(page.getByRole('heading', { name: `Up next: ${next.title}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your progress: 100%')).toBeVisible();
  await expect(completionMarker(page)).toHaveText('✓ Completed');
  await expect
    .poll(async () => Number((await progressOf(userId, video.id))?.progress_percent))
    .toBe(100);

  await page.getByRole('link', { name: 'Watch Next Video' }).click();
  await expect(page).toHaveURL(`/video/${next.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await expect(page.getByText('Your progress: 0%')).toBeVisible();
  await expect(page.getByText(/Continuing where you stopped/)).toHaveCount(0);
  // The player reported a pause and then the end, and leaving the page saves what is unsaved: one
  // save of the end, not two. Every save the old page started went out before the next video's
  // page loaded (they start in its event handlers and its teardown).
  expect(finalSaves).toHaveLength(1);
});

test('a completed video starts again from the beginning', async ({ page }) => {
  const video = SEEDED.passwords;
  const { userId } = await signedInMember(page, 'Rhea Resume');
  await completedBy(userId, video);
  await page.goto(`/video/${video.id}`);
  await expect(completionMarker(page)).toHaveText('✓ Completed');
  await videoOf(page).ready();
  await expect(page.getByText(/Continuing where you stopped/)).toHaveCount(0);
  expect(await videoOf(page).time()).toBe(0);
});

test('the library: progress card, search and the three filters', async ({ page }) => {
  const { userId } = await signedInMember(page, 'Lena Library');
  const service = await serviceClient();
  // One video completed and one in progress, stored as the player would store them.
  await service
    .from('progress')
    .insert([
      {
        user_id: userId,
        video_id: SEEDED.phishing.id,
        progress_percent: 100,
        watch_time: Math.ceil(SEEDED.phishing.seconds),
      },
      { user_id: userId, video_id: SEEDED.passwords.id, progress_percent: 40, watch_time: 12 },
    ])
    .throwOnError();
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Training Videos');
  await expect(cardFor(page, SEEDED.phishing.title)).toBeVisible();
  const total = await videoCards(page).count();
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(
    page.getByRole('heading', { name: `Videos Completed: 1 of ${total}` }),
  ).toBeVisible();
  await expect(page.getByText(`${total - 1} videos remaining`)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: `Videos Completed: 1 of ${total}` });
  await expect(bar).toHaveJSProperty('value', 1);
  await expect(bar).toHaveJSProperty('max', total);

  // Cards: badge, thumbnail, two-line description, duration, percent for in-progress videos.
  const phishing = cardFor(page, SEEDED.phishing.title);
  await expect(phishing.locator('.status-badge')).toHaveText('Completed');
  await expect(phishing.getByRole('link')).toHaveAttribute('href', `/video/${SEEDED.phishing.id}`);
  await expect(phishing.locator('img')).toHaveAttribute(
    'src',
    '/media/courses/spotting-phishing-emails.jpg',
  );
  await expect(phishing.getByText(/^\d min( \d+ sec)?$/)).toBeVisible();
  const passwords = cardFor(page, SEEDED.passwords.title);
  await expect(passwords.locator('.status-badge')).toHaveText('In Progress');
  await expect(passwords.getByText(/^\d min( \d+ sec)? \(40% complete\)$/)).toBeVisible();
  await expect(cardFor(page, SEEDED.incident.title).locator('.status-badge')).toHaveText(
    'Not Started',
  );
  const clamp = await phishing
    .locator('.video-description')
    .evaluate((element) => getComputedStyle(element).webkitLineClamp);
  expect(clamp).toBe('2');

  // Search: title or description, case-insensitive.
  const search = page.getByPlaceholder('Search videos...');
  await search.fill('PHISHING');
  await expect(cardFor(page, SEEDED.phishing.title)).toBeVisible();
  await expect(cardFor(page, SEEDED.passwords.title)).toHaveCount(0);
  await search.fill('password MANAGER');
  await expect(cardFor(page, SEEDED.passwords.title)).toBeVisible();
  await expect(cardFor(page, SEEDED.phishing.title)).toHaveCount(0);
  await search.fill('no video is called this');
  await expect(page.getByText('No videos found matching your search.')).toBeVisible();
  await search.fill('');

  // Filters.
  const filter = page.getByLabel('Filter videos');
  await expect(filter.locator('option')).toHaveText(['All Videos', 'Completed', 'In Progress']);
  await filter.selectOption({ label: 'Completed' });
  await expect(videoCards(page)).toHaveCount(1);
  await expect(cardFor(page, SEEDED.phishing.title)).toBeVisible();
  await filter.selectOption({ label: 'In Progress' });
  await expect(videoCards(page)).toHaveCount(1);
  await expect(cardFor(page, SEEDED.passwords.title)).toContainText('(40% complete)');
  await search.fill('phishing');
  await expect(page.getByText('No videos found matching your search.')).toBeVisible();
  await search.fill('');
  await filter.selectOption({ label: 'All Videos' });
  await expect(videoCards(page)).toHaveCount(total);

  // Every published video completed: congratulations. Retried, because other tests may publish
  // a video of their own at the same moment.
  await expect(async () => {
    const { data } = await service
      .from('videos')
      .select('id, duration_seconds')
      .eq('is_published', true);
    await service
      .from('progress')
      .upsert(
        (data as { id: string; duration_seconds: number }[]).map((video) => ({
          user_id: userId,
          video_id: video.id,
          progress_percent: 100,
          watch_time: video.duration_seconds,
        })),
        { onConflict: 'user_id,video_id' },
      )
      .throwOnError();
    await page.reload();
    await expect(page.getByText("Congratulations! You've completed all videos.")).toBeVisible({
      timeout: 3000,
    });
    const all = await videoCards(page).count();
    await expect(
      page.getByRole('heading', { name: `Videos Completed: ${all} of ${all}` }),
    ).toBeVisible();
  }).toPass({ timeout: 30_000 });
});

test.describe('error states of the library and the player', () => {
  test('a video that does not exist, or is not published, is not found', async ({ page }) => {
    await signedInMember(page, 'Errol Errors');
    const service = await serviceClient();
    const hiddenTitle = uniqueTitle('Unpublished draft');
    const { data: draft } = await service
      .from('videos')
      .insert({ title: hiddenTitle, url: SAMPLE_FILE })
      .select('id')
      .single()
      .throwOnError();
    try {
      for (const id of [(draft as { id: string }).id, crypto.randomUUID(), 'not-a-uuid']) {
        await page.goto(`/video/${id}`);
        await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Back to Library' }).click();
      await expect(page).toHaveURL('/library');
      await expect(cardFor(page, hiddenTitle)).toHaveCount(0);
    } finally {
      await service.from('videos').delete().eq('title', hiddenTitle);
    }
  });

  test('the API fails', async ({ page }) => {
    await signedInMember(page, 'Errol Errors');
    await page.route(VIDEOS_API, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.reload();
    await expect(page.getByText('Failed to load videos')).toBeVisible();
    await page.goto(`/video/${SEEDED.phishing.id}`);
    await expect(page.getByText('Failed to load video', { exact: true })).toBeVisible();
  });

  test('the session is gone by the time the player loads (signed out in another window)', async ({
    page,
  }) => {
    const { userId } = await signedInMember(page, 'Errol Errors');
    await expect(cardFor(page, SEEDED.phishing.title)).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('sb-auth-token'));
    await cardFor(page, SEEDED.phishing.title).getByRole('link').click();
    await expect(page.getByText('You must be signed in to view this video')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent(`/video/${SEEDED.phishing.id}`)}`,
    );
    expect(await progressOf(userId, SEEDED.phishing.id)).toBeNull();
  });
});

test('a signed-out visitor opening a video is sent to sign in, then back to the video', async ({
  page,
}) => {
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Sam Signin');
  await page.goto(`/video/${SEEDED.customerData.id}`);
  await expect(page).toHaveURL(
    `/signin?redirect=${encodeURIComponent(`/video/${SEEDED.customerData.id}`)}`,
  );
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('training-day-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/video/${SEEDED.customerData.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.customerData.title);
});

test.describe('only editors and superadmins open the video manager', () => {
  test('a signed-out visitor is not admitted', async ({ page }) => {
    await page.goto('/editor/videos');
    await expect(page).toHaveURL('/not-authorized');
  });

  test('a member is neither offered it nor admitted', async ({ page }) => {
    await signedInMember(page, 'Mo Member');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Training Videos');
    await expect(page.getByRole('link', { name: 'Manage videos' })).toHaveCount(0);
    await page.goto('/editor/videos');
    await expect(page).toHaveURL('/not-authorized');
  });

  test('a team admin is not admitted', async ({ page }) => {
    const admin = await teamAdmin();
    await signIn(page, admin.email);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/editor/videos');
    await expect(page).toHaveURL('/not-authorized');
  });

  test('a superadmin is admitted', async ({ page }) => {
    const admin = await teamAdmin();
    const boss = await teamMember(admin.inviteCode, 'Sue Superadmin');
    const service = await serviceClient();
    await service
      .from('users')
      .update({ role: 'superadmin' })
      .eq('email', boss.email)
      .throwOnError();
    await signIn(page, boss.email);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/editor/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Metadata Manager');
  });
});

test('an editor adds, edits, publishes and unpublishes a video', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const editor = await teamMember(admin.inviteCode, 'Eddie Editor');
  const viewer = await teamMember(admin.inviteCode, 'Vic Viewer');
  const service = await serviceClient();
  await service.from('users').update({ role: 'editor' }).eq('email', editor.email).throwOnError();
  // On Enterprise every published course is in the library, the editor's at order 900 too.
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
      reason: 'editor test',
    })
    .throwOnError();
  const title = uniqueTitle('Editor test video');
  const edited = `${title} (edited)`;

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  try {
    await signIn(page, editor.email);
    await expect(page).toHaveURL('/library');
    await page.getByRole('link', { name: 'Manage videos' }).click();
    await expect(page).toHaveURL('/editor/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Metadata Manager');
    const table = page.getByRole('region', { name: 'Videos' }).getByRole('table');
    await expect(
      table.getByRole('row').filter({ hasText: SEEDED.phishing.title }).getByRole('cell'),
    ).toHaveText([SEEDED.phishing.title, 'Phishing', 'Yes', `Edit ${SEEDED.phishing.title}`]);

    // A title is required.
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText('Please enter a title.')).toBeVisible();

    // Add, unpublished and without a category.
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Made by the editor test; safe to delete.');
    await page.getByLabel('Duration').fill('0:05:00');
    await page.getByLabel('URL', { exact: true }).fill(SAMPLE_FILE);
    await page.getByLabel('Order Index').fill('900');
    await expect(page.getByLabel('Published')).toHaveValue('false');
    await expect(page.getByLabel('Published').locator('option')).toHaveText(['True', 'False']);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText(`Video added: ${title}`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell')).toHaveText([title, 'Uncategorized', 'No', `Edit ${title}`]);
    // The form is blank again, in add mode.
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByLabel('Order Index')).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Add Video' })).toBeVisible();

    // Not in the library while unpublished.
    const viewerPage = await (await browser.newContext()).newPage();
    await signIn(viewerPage, viewer.email);
    await expect(viewerPage).toHaveURL('/library');
    await expect(cardFor(viewerPage, SEEDED.phishing.title)).toBeVisible();
    await expect(cardFor(viewerPage, title)).toHaveCount(0);

    // Edit: the row loads into the form; publish it under a new title and a category.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Order Index')).toHaveValue('900');
    await page.getByLabel('Title').fill(edited);
    await page.getByLabel('Category').fill('Testing');
    await page.getByLabel('Published').selectOption('True');
    await page.getByRole('button', { name: 'Update Video' }).click();
    await expect(page.getByText(`Video updated: ${edited}`)).toBeVisible();
    const editedRow = table.getByRole('row').filter({ hasText: edited });
    await expect(editedRow.getByRole('cell')).toHaveText([
      edited,
      'Testing',
      'Yes',
      `Edit ${edited}`,
    ]);
    await expect(page.getByRole('button', { name: 'Add Video' })).toBeVisible();

    // Published: in the library, with the default thumbnail and "5 min".
    await viewerPage.reload();
    const card = cardFor(viewerPage, edited);
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', '/media/video-placeholder.svg');
    await expect(card.getByText('5 min', { exact: true })).toBeVisible();
    await expect(card.locator('.status-badge')).toHaveText('Not Started');
    // And it plays offline from its local file.
    await card.getByRole('link').click();
    await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(edited);
    await videoOf(viewerPage).ready();

    // Unpublish: gone from the library, and from the player.
    await editedRow.getByRole('button', { name: `Edit ${edited}` }).click();
    await expect(page.getByRole('button', { name: 'Update Video' })).toBeVisible();
    await page.getByLabel('Published').selectOption('False');
    await page.getByRole('button', { name: 'Update Video' }).click();
    await expect(editedRow.getByRole('cell').nth(2)).toHaveText('No');
    await viewerPage.reload();
    await expect(viewerPage.getByRole('heading', { name: 'Video not found' })).toBeVisible();
    await viewerPage.goto('/library');
    await expect(cardFor(viewerPage, SEEDED.phishing.title)).toBeVisible();
    await expect(cardFor(viewerPage, edited)).toHaveCount(0);
    await viewerPage.context().close();

    // A failed save is logged and reported, and the form keeps what was typed.
    await page.route(VIDEOS_API, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
        : route.continue(),
    );
    const failing = uniqueTitle('Never saved');
    await page.getByLabel('Title').fill(failing);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText('The video could not be saved. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(failing);
    expect(errors.some((text) => text.includes('Failed to add video'))).toBe(true);
  } finally {
    await service.from('videos').delete().in('title', [title, edited]);
  }
});

/**
 * A stand-in for Vimeo's player page (there is no internet here): it speaks the postMessage
 * protocol @vimeo/player uses, records the calls it gets, and lets the test send player events.
 */
const FAKE_VIMEO_PLAYER = `<!doctype html><html><body><p>Fake Vimeo player</p><script>
window.fake = { listeners: [], calls: [] };
const reply = (message) => window.parent.postMessage(message, '*');
window.addEventListener('message', (event) => {
  const data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
  window.fake.calls.push(data);
  if (data.method === 'ping') reply({ event: 'ready' });
  else if (data.method === 'addEventListener') window.fake.listeners.push(data.value);
  if (data.method === 'getDuration') reply({ method: 'getDuration', value: 60 });
  else if (data.method === 'getTextTracks')
    reply({ method: 'getTextTracks', value: [{ language: 'en', kind: 'captions', label: 'English', mode: 'disabled' }] });
  else if (data.method !== 'ping') reply({ method: data.method, value: data.value });
});
window.emit = (event, data) => reply({ event, data });
reply({ event: 'ready' });
</script></body></html>`;

test('a Vimeo video plays through @vimeo/player and follows the same rules', async ({ page }) => {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_VIMEO_PLAYER }),
  );
  const admin = await teamAdmin();
  const editor = await teamMember(admin.inviteCode, 'Vimeo Viewer');
  const service = await serviceClient();
  await service.from('users').update({ role: 'editor' }).eq('email', editor.email).throwOnError();
  const userId = await userIdOf(editor.email);
  // Published: only published videos take progress (docs/decisions.md V4). Deleted at the end.
  const title = uniqueTitle('Vimeo sample');
  const { data } = await service
    .from('videos')
    .insert({
      title,
      vimeo_id: '76979871',
      duration: '0:01:00',
      is_published: true,
      captions_url: '/media/courses/spotting-phishing-emails.vtt',
    })
    .select('id')
    .single()
    .throwOnError();
  const videoId = (data as { id: string }).id;

  try {
    await signIn(page, editor.email);
    await expect(page).toHaveURL('/library');
    await page.goto(`/video/${videoId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('https://player.vimeo.com/')))
      .toBe(true);
    const vimeo = page.frames().find((f) => f.url().startsWith('https://player.vimeo.com/'))!;
    const fake = () =>
      vimeo.evaluate(
        () => (window as unknown as { fake: { listeners: string[]; calls: unknown[] } }).fake,
      );
    const emit = (event: string, payload: object) =>
      vimeo.evaluate(
        ([name, body]) =>
          (window as unknown as { emit: (e: string, d: object) => void }).emit(name, body),
        [event, payload] as const,
      );
    const at = (seconds: number) => ({ seconds, percent: seconds / 60, duration: 60 });
    await expect
      .poll(async () => (await fake()).listeners)
      .toEqual(expect.arrayContaining(['timeupdate', 'seeked', 'pause', 'ended', 'play']));
    // Captions on by default and the transcript below, as for our own files (docs/decisions.md V3).
    await expect
      .poll(async () => (await fake()).calls)
      .toContainEqual({
        method: 'enableTextTrack',
        value: { language: 'en', kind: 'captions', showing: true },
      });
    await page.getByText('Transcript', { exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Key take-aways/ })).toBeVisible();

    // Watch 12 s, then try to skip to 40 s: the player is told to go back to 12 s. The first
    // play starts the server's clock; the test then moves it as if 15 s had passed.
    await emit('play', at(0));
    await expect.poll(() => progressOf(userId, videoId)).not.toBeNull();
    await elapseWatching(userId, videoId, 15);
    for (let t = 0; t <= 12; t += 0.5) await emit('timeupdate', at(t));
    await emit('seeked', at(40));
    await expect
      .poll(async () => (await fake()).calls)
      .toContainEqual({ method: 'setCurrentTime', value: 12 });
    await expect(page.getByText(SEEK_NOTICE)).toBeVisible();

    // Pausing saves, with the same values as the HTML5 player would send.
    await emit('pause', at(12));
    await expect
      .poll(() => progressOf(userId, videoId))
      .toMatchObject({
        watch_time: 12,
        progress_percent: 20,
        completed_at: null,
      });

    // 90 % of 60 s is 54 s: completed at once, once that much time has really passed.
    await elapseWatching(userId, videoId, 45);
    for (let t = 12; t <= 54; t += 1) await emit('timeupdate', at(t));
    await expect(completionMarker(page)).toHaveText('✓ Completed');
    const stored = (await progressOf(userId, videoId))!;
    expect(stored.completed_at).not.toBeNull();
    expect(Number(stored.progress_percent)).toBe(90);
  } finally {
    await service.from('videos').delete().eq('id', videoId);
  }
});

test('the training screens fit a phone screen', async ({ page }) => {
  const admin = await teamAdmin();
  const editor = await teamMember(admin.inviteCode, 'Pat Phone');
  const service = await serviceClient();
  await service.from('users').update({ role: 'editor' }).eq('email', editor.email).throwOnError();
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, editor.email);
  await expect(page).toHaveURL('/library');
  const fits = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );

  await expect(cardFor(page, SEEDED.phishing.title)).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto(`/video/${SEEDED.phishing.id}`);
  await videoOf(page).ready();
  expect(await fits()).toBe(true);
  await page.goto('/editor/videos');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await fits()).toBe(true);
});
