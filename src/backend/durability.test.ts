// Durability (docs/threat-model.md#reliability): a stream of increasing progress upserts while the
// server process is killed with SIGKILL and restarted. Nothing acknowledged is lost, no duplicate
// rows, progress never goes down. Runs the real `npm start` server process on PGlite, or on the
// PostgreSQL of DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, expect, it } from 'vitest';
import { deriveKeys } from './keys';
import { PROJECT_ROOT } from './server';
import { createTestDatabase, nodeClientOptions } from './testing';

const dataDir = mkdtempSync(join(tmpdir(), 'complyready-durability-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const url = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = () => Promise.resolve();

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/backend/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = server;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    started.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    started.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function killServer(): Promise<void> {
  const victim = server;
  if (!victim || victim.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    victim.once('exit', () => resolve());
    victim.kill('SIGKILL');
  });
}

afterAll(async () => {
  await killServer();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

it('loses no acknowledged progress across SIGKILL restarts', async () => {
  if (process.env['DATABASE_URL']) {
    const database = await createTestDatabase(process.env['DATABASE_URL']);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  await startServer();
  const keys = await deriveKeys(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  const service = createClient(url, keys.serviceRoleKey, nodeClientOptions);
  const options = nodeClientOptions;

  // A real account: sign up, confirm through the emailed link, sign in, complete the profile.
  const email = `durable-${Date.now()}@example.com`;
  const password = 'durable-password-1';
  const anon = createClient(url, keys.anonKey, options);
  await anon.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'D', company_name: 'Durable' } },
  });
  const mail = (await (await fetch(`${url}/_mail/api?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  await fetch(mail[0]!.links[0]!, { redirect: 'manual' });
  const user = createClient(url, keys.anonKey, options);
  const { data: session } = await user.auth.signInWithPassword({ email, password });
  const userId = session.user!.id;
  await user.rpc('complete_signup').throwOnError();
  const { data: video } = await service
    .from('videos')
    .insert({ title: 'Durable', duration: '10:00', is_published: true })
    .select('id')
    .single()
    .throwOnError();

  // Written with the service role: this is about durability, and a member's own saves are
  // capped by real watching time (credited-watch-time.test.ts), which this test cannot spend.
  const writer = service;
  let acknowledged = 0;
  const killAt = new Set([15, 35, 55]);
  for (let percent = 1; percent <= 70; percent++) {
    if (killAt.has(percent)) {
      // Kill while a write is in flight, then restart on the same data.
      const inFlight = writer
        .from('progress')
        .upsert(
          { user_id: userId, video_id: video!.id, progress_percent: percent, watch_time: percent },
          { onConflict: 'user_id,video_id' },
        )
        .then((result) => (result.error ? 0 : percent));
      await killServer();
      acknowledged = Math.max(acknowledged, await inFlight);
      await startServer();
      continue;
    }
    const { error } = await writer
      .from('progress')
      .upsert(
        { user_id: userId, video_id: video!.id, progress_percent: percent, watch_time: percent },
        { onConflict: 'user_id,video_id' },
      );
    if (!error) acknowledged = percent;
  }

  const { data: rows } = await service
    .from('progress')
    .select('progress_percent, watch_time')
    .eq('user_id', userId)
    .throwOnError();
  expect(rows).toHaveLength(1);
  expect(rows![0]!.progress_percent).toBeGreaterThanOrEqual(acknowledged);
  expect(acknowledged).toBeGreaterThanOrEqual(67);
}, 240_000);
