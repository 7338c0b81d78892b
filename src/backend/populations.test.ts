// Whole populations and true actors (docs/decisions.md EV1, A1; docs/threat-model.md #42): the
// evidence pack's acceptance register and training completion list every member in scope, not
// only those with records; the audit log names the person or the auditor link that acted, records
// two-factor changes and says what a checklist item's save changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../tests/support/csv-reader';
import { courseScripts } from '../content/courses';
import { eventDetails } from '../shared/audit-details';
import {
  adoptPolicy,
  createMember,
  createTeamAdmin,
  enrolAuthenticator,
  publishAsPublisher,
  publishCourseVideo,
  recordWatched,
  startChecklistRun,
  takeKnowledgeCheck,
  testClock,
  trainingYearWithRoom,
  useTestBackend,
  type TeamAdmin,
} from './testing';
import { utcDay } from '../shared/utc-day';

const clock = testClock();
const backend = useTestBackend({ clock: clock.read });
const course = courseScripts[0]!;
let videoId: string;

beforeAll(async () => {
  videoId = await publishCourseVideo(backend.service, course);
});

type Member = Awaited<ReturnType<typeof createMember>>;

const MS_PER_DAY = 86_400_000;
const today = () => utcDay(Date.now());
const RANGE = () => ({ from_date: '2026-01-01', to_date: today() });

async function publishPolicy(admin: TeamAdmin): Promise<string> {
  const policy = await adoptPolicy(admin.client);
  await publishAsPublisher(admin.client, policy, 1);
  const { data } = await admin.client
    .from('policy_versions')
    .select('id')
    .eq('policy_id', policy as string)
    .single()
    .throwOnError();
  return data!.id as string;
}

const accept = (member: Member, versionId: string) =>
  member.client.from('policy_acceptances').insert({ version_id: versionId }).throwOnError();

async function auditorLink(admin: TeamAdmin, kind: 'download' | 'auditor'): Promise<string> {
  const { data } = await admin.client
    .rpc('create_evidence_link', {
      kind,
      ...RANGE(),
      ...(kind === 'auditor' ? { days: 14, label: 'Acme Audit LLP' } : {}),
    })
    .throwOnError();
  return data as string;
}

/** A CSV of the pack, as the evidence function serves it, as rows keyed by its header. */
async function packCsv(token: string, path: string): Promise<Record<string, string>[]> {
  const response = await fetch(`${backend.url}/functions/v1/evidence/${token}/${path}`);
  expect(response.status, path).toBe(200);
  const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows
    .filter((row) => row.length > 1)
    .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}

/** The private population function at `at` (an injected clock: a day `days` from now). */
async function populationAt(name: 'acceptance' | 'training', teamId: string, days: number) {
  const { rows } = await backend.db.query<{ rows: Record<string, unknown>[] }>(
    `select private.evidence_${name}_population($1, $2, $3, $4) as rows`,
    [teamId, RANGE().from_date, today(), new Date(Date.now() + days * MS_PER_DAY).toISOString()],
  );
  return rows[0]!.rows;
}

describe('the acceptance register lists the whole population', () => {
  let admin: TeamAdmin;
  let versionId: string;
  beforeAll(async () => {
    admin = await createTeamAdmin(backend, 'Population Co');
    const [ann, ben, cat, dan] = await Promise.all(
      ['Ann Accepts', 'Ben Later', 'Cat Deactivated', 'Dan Leaves'].map((name) =>
        createMember(backend, admin.inviteCode, name),
      ),
    );
    versionId = await publishPolicy(admin);
    await accept(ann!, versionId);
    await accept(cat!, versionId);
    await admin.client.rpc('deactivate_member', { member: cat!.id }).throwOnError();
    await admin.client.rpc('remove_member', { member: dan!.id }).throwOnError();
    void ben;
  });

  it('every member for every published policy: accepted, not yet, and leavers as they left', async () => {
    const token = await auditorLink(admin, 'auditor');
    const register = await packCsv(token, 'policies/acceptance-register.csv');
    expect(
      register.map((row) => [row['Person'], row['Status'], row['Member']!.split(' ')[0]]),
    ).toEqual([
      ['Ada Admin', 'Not accepted yet', 'Active'],
      ['Ann Accepts', 'Accepted', 'Active'],
      ['Ben Later', 'Not accepted yet', 'Active'],
      ['Cat Deactivated', 'Accepted', 'Deactivated'],
      ['Former member', 'Not accepted yet', 'Left'],
    ]);
    const ann = register.find((row) => row['Person'] === 'Ann Accepts')!;
    expect(ann).toMatchObject({
      Policy: 'Acceptable Use Policy',
      'Version in force': '1',
      'Accepted version': '1',
    });
    expect(ann['Content hash (SHA-256)']).toMatch(/^[0-9a-f]{64}$/);
    expect(ann['Accepted at (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The people who accepted are in the log of acceptances too, as before.
    const acceptances = await packCsv(token, 'policies/acceptances.csv');
    expect(acceptances.map((row) => row['Person']).sort()).toEqual([
      'Ann Accepts',
      'Cat Deactivated',
    ]);
  });

  it('is overdue once the acceptance days have passed; a leaver stays as they left', async () => {
    const later = await populationAt('acceptance', admin.teamId, 31);
    expect(later.map((row) => [row['person'], row['status']])).toEqual([
      ['Ada Admin', 'overdue'],
      ['Ann Accepts', 'accepted'],
      ['Ben Later', 'overdue'],
      ['Cat Deactivated', 'accepted'],
      ['Former member', 'not_accepted'],
    ]);
    const soon = await populationAt('acceptance', admin.teamId, 29);
    expect(soon.filter((row) => row['status'] === 'overdue')).toEqual([]);
  });

  it('is only the team’s own, and only the service role reads it', async () => {
    const other = await createTeamAdmin(backend, 'Neighbour Population Co');
    await publishPolicy(other);
    const { data } = await backend.service
      .rpc('evidence_section', {
        team: admin.teamId,
        section: 'acceptance_population',
        ...RANGE(),
      })
      .throwOnError();
    expect(JSON.stringify(data)).not.toContain('Neighbour');
    for (const client of [admin.client, backend.client()]) {
      const refused = await client.rpc('evidence_section', {
        team: admin.teamId,
        section: 'acceptance_population',
        ...RANGE(),
      });
      expect(refused.error).not.toBeNull();
    }
  });
});

describe('training completion lists the whole population', () => {
  it('every member and every course required of them: completed, not yet, overdue, nothing assigned', async () => {
    const admin = await createTeamAdmin(backend, 'Training Population Co');
    const done = await createMember(backend, admin.inviteCode, 'Dora Done');
    await createMember(backend, admin.inviteCode, 'Nell Notyet');
    await trainingYearWithRoom(admin.client);
    await admin.client
      .rpc('assign_training', {
        course: course.id,
        audience: 'everyone',
        due_on: utcDay(Date.now() + 10 * MS_PER_DAY),
      })
      .throwOnError();
    await recordWatched(backend.service, done.id, videoId);
    await takeKnowledgeCheck(done.client, course);
    // Someone who joins after the assignment's audience was drawn has nothing required yet; one
    // of them takes the course anyway, and that training is listed, not "Nothing assigned".
    const late = await createMember(backend, admin.inviteCode, 'Leo Late');
    const keen = await createMember(backend, admin.inviteCode, 'Kim Keen');
    await backend.db.query(
      'delete from public.training_requirements where user_id = any($1) and team_id = $2',
      [[late.id, keen.id], admin.teamId],
    );
    await recordWatched(backend.service, keen.id, videoId);
    await takeKnowledgeCheck(keen.client, course);

    const token = await auditorLink(admin, 'auditor');
    const completion = await packCsv(token, 'training/completion.csv');
    expect(completion.map((row) => [row['Member'], row['Course'], row['Status']])).toEqual([
      ['Ada Admin', course.title, 'Not completed yet'],
      ['Dora Done', course.title, 'Completed'],
      ['Kim Keen', course.title, 'Completed (not required)'],
      ['Leo Late', '', 'Nothing assigned'],
      ['Nell Notyet', course.title, 'Not completed yet'],
    ]);
    const kim = completion.find((row) => row['Member'] === 'Kim Keen')!;
    expect(kim).toMatchObject({ 'Due on': '', 'Knowledge check passed': 'Yes' });
    expect(kim['Certificate ID']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const dora = completion.find((row) => row['Member'] === 'Dora Done')!;
    expect(dora['Certificate ID']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(dora['Knowledge check passed']).toBe('Yes');
    const nell = completion.find((row) => row['Member'] === 'Nell Notyet')!;
    expect(nell).toMatchObject({ 'Knowledge check passed': 'Not attempted', 'Certificate ID': '' });

    const later = await populationAt('training', admin.teamId, 11);
    expect(later.map((row) => [row['member'], row['status']])).toEqual([
      ['Ada Admin', 'overdue'],
      ['Dora Done', 'completed'],
      ['Kim Keen', 'completed_not_required'],
      ['Leo Late', 'nothing_assigned'],
      ['Nell Notyet', 'overdue'],
    ]);
  });
});

describe('true actors in the audit log (docs/threat-model.md #42)', () => {
  const opened = async (teamId: string) =>
    (
      await backend.db.query<{ actor_id: string | null; actor_name: string; what: string }>(
        `select actor_id, actor_name, details ->> 'what' as what from public.audit_events
          where team_id = $1 and kind = 'evidence_opened' order by id`,
        [teamId],
      )
    ).rows;

  it('a download names the admin who made the link; an auditor link’s opens name the link', async () => {
    const admin = await createTeamAdmin(backend, 'Actors Co');
    const download = await auditorLink(admin, 'download');
    await packCsv(download, 'audit-log.csv');
    const auditor = await auditorLink(admin, 'auditor');
    await packCsv(auditor, 'audit-log.csv');
    expect(await opened(admin.teamId)).toEqual([
      { actor_id: admin.id, actor_name: 'Ada Admin', what: 'audit-log.csv' },
      { actor_id: null, actor_name: 'Auditor link for Acme Audit LLP', what: 'audit-log.csv' },
    ]);
    // The pack's own audit log says who, and its details are words.
    const log = await packCsv(auditor, 'audit-log.csv');
    const opens = log.filter((row) => row['Event'] === 'Evidence opened');
    expect(opens.map((row) => [row['Who'], row['Details']])).toEqual([
      ['Ada Admin', 'audit-log.csv (download link)'],
      ['Auditor link for Acme Audit LLP', 'audit-log.csv (auditor link)'],
    ]);
    expect(log.map((row) => row['Who'])).not.toContain('Operator');
    expect(log.some((row) => row['Details']!.includes('{'))).toBe(false);
  });

  it('setting up and removing an authenticator are in the team’s log, by the person; a reset once', async () => {
    const admin = await createTeamAdmin(backend, 'Two Factor Actors Co');
    const member = await createMember(backend, admin.inviteCode, 'Tina Totp');
    clock.advance(30_000);
    const { factorId } = await enrolAuthenticator(member.client, clock.read());
    // Signing in again with the same authenticator is no new enrolment.
    clock.advance(30_000);
    await enrolAuthenticator(admin.client, clock.read());
    const { error } = await member.client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    clock.advance(30_000);
    await enrolAuthenticator(member.client, clock.read());
    await admin.client.rpc('reset_member_two_factor', { member: member.id }).throwOnError();

    const { rows } = await backend.db.query<{ kind: string; actor: string; target: string }>(
      `select kind, actor_name as actor, target_name as target from public.audit_events
        where team_id = $1 and kind like 'two_factor%' order by id`,
      [admin.teamId],
    );
    expect(rows).toEqual([
      { kind: 'two_factor_enrolled', actor: 'Tina Totp', target: 'Tina Totp' },
      { kind: 'two_factor_enrolled', actor: 'Ada Admin', target: 'Ada Admin' },
      { kind: 'two_factor_removed', actor: 'Tina Totp', target: 'Tina Totp' },
      { kind: 'two_factor_enrolled', actor: 'Tina Totp', target: 'Tina Totp' },
      { kind: 'two_factor_reset', actor: 'Ada Admin', target: 'Tina Totp' },
    ]);
  });

  it('a checklist item’s change says what changed, in words', async () => {
    const admin = await createTeamAdmin(backend, 'Checklist Actors Co');
    const owner = await createMember(backend, admin.inviteCode, 'Olga Owner');
    const run = await startChecklistRun(admin.client);
    const save = (fields: Record<string, unknown>) =>
      admin.client
        .rpc('save_checklist_item', { run, item: 'export-user-lists', ...fields })
        .throwOnError();
    await save({ status: 'in_progress', owner: owner.id, due_on: '2026-12-15' });
    await save({
      status: 'done',
      owner: owner.id,
      due_on: '2026-12-20',
      evidence_url: 'https://drive.example.com/q4',
      notes: 'private words',
    });
    const { rows } = await backend.db.query<{ kind: string; details: Record<string, unknown> }>(
      `select kind, details from public.audit_events
        where team_id = $1 and kind = 'checklist_item_updated' order by id`,
      [admin.teamId],
    );
    expect(rows.map((row) => eventDetails(row))).toEqual([
      'Export current user lists; Status: Not started → In progress; ' +
        'Owner: nobody → Olga Owner; Due date: none → 2026-12-15',
      'Export current user lists; Status: In progress → Done; ' +
        'Due date: 2026-12-15 → 2026-12-20; Evidence added: https://drive.example.com/q4; ' +
        'Notes changed',
    ]);
    expect(JSON.stringify(rows)).not.toContain('private words');
  });
});
