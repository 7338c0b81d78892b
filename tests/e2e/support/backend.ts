// Test support for the browser tests: the embedded backend behind the website under test, its
// local mailbox, and accounts made through the real API (sign-up, emailed link, sign-in).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { deriveKeys } from '../../../src/backend/keys';
import { nodeClientOptions } from '../../../src/backend/testing';
export { publishAsPublisher } from '../../../src/backend/testing/policies';

export const baseUrl = () => process.env['E2E_BASE_URL'] ?? 'http://localhost:4317';
export const PASSWORD = 'training-day-2026';

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The backend's keys, derived from its data folder's secret as the server derives them. */
export async function backendKeys() {
  const secret = readFileSync(join(process.env['E2E_DATA_DIR'] ?? '', 'jwt-secret'), 'utf8').trim();
  return deriveKeys(secret);
}

export async function anonClient(): Promise<SupabaseClient> {
  return createClient(baseUrl(), (await backendKeys()).anonKey, nodeClientOptions);
}

export async function serviceClient(): Promise<SupabaseClient> {
  return createClient(baseUrl(), (await backendKeys()).serviceRoleKey, nodeClientOptions);
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The first link of the newest mail to `email` whose subject matches, waiting for it to arrive. */
export async function linkFromMail(email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl()}/_mail/api?to=${encodeURIComponent(email)}`);
      const mail = ((await response.json()) as Mail[]).find((m) => subject.test(m.subject));
      link = mail?.links[0];
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** Signs up through the API with metadata, confirms through the emailed link, returns the email. */
export async function confirmedAccount(data: Record<string, string>, email = uniqueEmail('user')) {
  const client = await anonClient();
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw new Error(error.message);
  await fetch(await linkFromMail(email, /Confirm/), { redirect: 'manual' });
  return email;
}

/** A confirmed admin of a new team, with its invite code. */
export async function teamAdmin(company = `Team ${randomBytes(3).toString('hex')}`) {
  const email = await confirmedAccount({ full_name: 'Ada Admin', company_name: company });
  const client = await anonClient();
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  await client.rpc('complete_signup').throwOnError();
  const { data: inviteCode } = await client.rpc('team_invite_code').throwOnError();
  return { email, company, inviteCode: inviteCode as string, client };
}

/** A confirmed member of the team of `inviteCode` whose profile is complete. */
export async function teamMember(inviteCode: string, fullName: string) {
  const email = await confirmedAccount(
    { full_name: fullName, invite_code: inviteCode },
    uniqueEmail('member'),
  );
  const client = await anonClient();
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  await client.rpc('complete_signup').throwOnError();
  return { email, client };
}

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, email: string, password = PASSWORD, path = '/signin') {
  await page.goto(path);
  // Pages opened outside the test fixture do not wait for hydration on their own.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Moves a member's clock for one video: their last save happened `seconds` earlier, as if they
 * had kept watching (the server credits watch time only as real time passes). Written with the
 * service role, which may set the time of a save.
 */
export async function elapseWatching(userId: string, videoId: string, seconds: number) {
  const service = await serviceClient();
  const { data } = await service
    .from('progress')
    .select('updated_at')
    .eq('user_id', userId)
    .eq('video_id', videoId)
    .single()
    .throwOnError();
  const earlier = new Date(
    Date.parse((data as { updated_at: string }).updated_at) - seconds * 1000,
  );
  await service
    .from('progress')
    .update({ updated_at: earlier.toISOString() })
    .eq('user_id', userId)
    .eq('video_id', videoId)
    .throwOnError();
}
