// `npm run screenshots`: pictures of the built website at a phone's width (390 px) and a laptop's
// (1280 px) — home, the templates with one card open, and, signed in through the real API as the
// browser tests do (tests/e2e/support/backend.ts), the team dashboard (one member with a video
// completed) and the player (a video started earlier, resumed). They go to screenshots/ (not in
// git), for reviewing layouts by eye. The backend is a throwaway one on a free port.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { seedIfNeeded } from '../src/backend/seed';
import { nodeClientOptions, startTestBackend } from '../src/backend/testing';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

const OUT = resolve('screenshots');
const WIDTHS = [390, 1280];
const PASSWORD = 'screenshots-2026';

const backend = await startTestBackend({ webRoot: resolve('dist/web') });
await seedIfNeeded(backend.db);
const anon = () => createClient(backend.url, backend.anonKey, nodeClientOptions);

/** The first link of the newest mail to `email`, once it has arrived. */
async function linkFromMail(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${backend.url}/_mail/api?to=${encodeURIComponent(email)}`);
    const [mail] = (await response.json()) as { links: string[] }[];
    if (mail?.links[0]) return mail.links[0];
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`screenshots: no mail reached ${email}`);
}

/** Signs up with `data`, confirms through the emailed link and completes the profile. */
async function confirmedAccount(email: string, data: Record<string, string>) {
  const client = anon();
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw new Error(error.message);
  await fetch(await linkFromMail(email), { redirect: 'manual' });
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  await client.rpc('complete_signup').throwOnError();
  return client;
}

const admin = await confirmedAccount('ada@example.com', {
  full_name: 'Ada Admin',
  company_name: 'Lighthouse Analytics',
});
const { data: inviteCode } = await admin.rpc('team_invite_code').throwOnError();
const BEN = 'member-0@example.com';
for (const [index, name] of ['Ben Builder', 'Cleo Support', 'Dev Ops'].entries()) {
  await confirmedAccount(`member-${index}@example.com`, {
    full_name: name,
    invite_code: inviteCode as string,
  });
}
const { data: videos } = await admin
  .from('videos')
  .select('id')
  .order('order_index')
  .limit(2)
  .throwOnError();
const [first, second] = (videos as { id: string }[]).map((video) => video.id);
if (!first || !second) throw new Error('screenshots: fewer than two published videos');
const videoId = first;

// Progress as server code may write it: Ben completed the first video; the admin stopped the
// first one at 12 s of 30, so the player resumes there.
const service = createClient(backend.url, backend.serviceRoleKey, nodeClientOptions);
const idOf = async (email: string) => {
  const { data } = await service.from('users').select('id').eq('email', email).single();
  return (data as { id: string }).id;
};
await service
  .from('progress')
  .insert([
    { user_id: await idOf(BEN), video_id: first, watch_time: 30, progress_percent: 100 },
    { user_id: await idOf(BEN), video_id: second, watch_time: 9, progress_percent: 30 },
    {
      user_id: await idOf('ada@example.com'),
      video_id: first,
      watch_time: 12,
      progress_percent: 40,
    },
  ])
  .throwOnError();

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

async function open(page: Page, path: string) {
  await page.goto(`${backend.url}${path}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

async function shoot(page: Page, name: string, width: number) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const path = resolve(OUT, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

try {
  for (const width of WIDTHS) {
    // The page's own policy would refuse the style below, which a screenshot needs: content
    // off screen is painted only when near the viewport (content-visibility), never in a picture.
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();

    await open(page, '/');
    await shoot(page, 'home', width);

    await open(page, '/templates');
    await page.getByRole('button', { name: 'Access Control Policy', exact: true }).click();
    await page.locator('#template-details-access-control-policy li').first().waitFor();
    await shoot(page, 'templates', width);

    await open(page, '/signin');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('cell', { name: 'Ben Builder' }).waitFor();
    await shoot(page, 'dashboard', width);

    await open(page, `/video/${videoId}`);
    await page.locator('video').waitFor();
    await page.getByText('Continuing where you stopped').waitFor();
    await shoot(page, 'player', width);
    await context.close();
  }
} finally {
  await browser.close();
  await backend.close();
}
