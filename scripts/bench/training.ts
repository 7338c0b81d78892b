// The training program of a 200-person team with all 15 courses assigned (docs/decisions.md
// TP1): one run of the reminder job that owes every "assigned" email (claimed, sent to the local
// mailbox and recorded, 100 at a time), a run with nothing owed, the dashboard's team_training()
// through the REST API, and 200 certificates built into one ZIP.
import { courseScripts } from '../../src/content/courses';
import { buildCertificatesZip, type CertificateRecord } from '../../src/documents/certificate-pdf';
import { sendTrainingReminders } from '../../src/backend/jobs/training-reminders';
import { createTeamAdmin, seedLargeTeam, startTestBackend } from '../../src/backend/testing';
import { median } from './stats';

const MEMBERS = 200;
const RUNS = Number(process.env['BENCH_ROUNDS'] ?? 5);

export async function benchTraining() {
  const backend = await startTestBackend();
  const admin = await createTeamAdmin(backend, 'Training Bench Co');
  await seedLargeTeam(backend.db, admin.teamId, { members: MEMBERS, videos: 0 });
  await backend
    .client(backend.serviceRoleKey)
    .from('videos')
    .insert(
      courseScripts.map((script, i) => ({
        title: script.title,
        course_id: script.id,
        is_published: true,
        duration: '6:00',
        order_index: i + 1,
      })),
    )
    .throwOnError();
  for (const script of courseScripts) {
    await admin.client
      .rpc('assign_training', { course: script.id, audience: 'everyone', due_days: 30 })
      .throwOnError();
  }
  const job = () =>
    sendTrainingReminders({
      db: backend.db,
      mail: backend.mailbox,
      siteUrl: backend.url,
      clock: Date.now,
    });

  /** Milliseconds `work` takes. */
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  // Before the job: a long run outlasts the client's idle connection.
  const dashboard: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    dashboard.push(await timed(async () => admin.client.rpc('team_training').throwOnError()));
  }
  let first = { sent: 0, failed: 0 };
  const firstMs = await timed(async () => (first = await job()));
  const idle: number[] = [];
  for (let round = 0; round < RUNS; round++) idle.push(await timed(job));
  await backend.close();

  const certificates: CertificateRecord[] = Array.from({ length: MEMBERS }, (_, i) => ({
    id: `bench-${String(i).padStart(38, '0')}`,
    member_name: `Member ${i}`,
    course_title: courseScripts[i % courseScripts.length]?.title ?? 'Course',
    team_name: 'Training Bench Co',
    issued_at: new Date().toISOString(),
    revoked_at: null,
  }));
  const zipTimes: number[] = [];
  let zipBytes = 0;
  const zip = async () =>
    (zipBytes = (
      await buildCertificatesZip(certificates, (id) => `https://comply.example.com/verify/${id}`)
    ).byteLength);
  for (let round = 0; round < RUNS; round++) zipTimes.push(await timed(zip));
  return {
    members: MEMBERS + 1,
    courses: courseScripts.length,
    sent: first.sent,
    firstMs,
    idleMs: median(idle),
    dashboardMs: median(dashboard),
    zipMs: median(zipTimes),
    zipMegabytes: zipBytes / 1_000_000,
  };
}
