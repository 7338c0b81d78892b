// Data access for the training program (docs/decisions.md TP1): the database decides who may do
// what and hands out each view as one value; its refusals come back as errors in its words.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { CertificateRecord } from '@documents/certificate-pdf';
import type { TrainingPersonRecord } from '@documents/training-status';
import { answer, fail } from '../answer';

type Client = SupabaseClient<Database>;

export interface TrainingSettings {
  year_start_month: number;
  remind_assigned: boolean;
  remind_week_before: boolean;
  remind_day_before: boolean;
  remind_overdue: boolean;
  weekly_summary: boolean;
}

export interface TrainingCycle {
  id: string;
  starts_on: string;
  /** The first day after it. */
  ends_on: string;
}

export type Audience = 'everyone' | 'members' | 'new_members';

export interface Assignment {
  course_id: string;
  title: string;
  audience: Audience;
  member_ids: string[];
  due_on: string | null;
  due_days: number | null;
}

/** What `team_training()` answers: the Training section of the dashboard. */
export interface TeamTraining {
  today: string;
  /** Whether the plan includes assignments, reminders and the training year (docs/decisions.md P1). */
  calendar: boolean;
  settings: TrainingSettings;
  cycle: TrainingCycle | null;
  cycles: TrainingCycle[];
  courses: { id: string; title: string }[];
  assignments: Assignment[];
  people: TrainingPersonRecord[];
}

/** One course of "Assigned to you". */
export interface MyCourse {
  course_id: string;
  title: string;
  due_on: string;
  video_id: string | null;
  completed_at: string | null;
  certificate_id: string | null;
  overdue: boolean;
}

export type Verification =
  | { status: 'valid' | 'revoked'; member_name: string; course_title: string; issued_on: string }
  | { status: 'unknown' };

export interface AssignmentRequest {
  course: string;
  audience: Audience;
  members: string[];
  dueOn: string | null;
  dueDays: number | null;
}

export async function assignTraining(client: Client, request: AssignmentRequest) {
  const { error } = await client.rpc('assign_training', {
    course: request.course,
    audience: request.audience,
    members: request.audience === 'members' ? request.members : [],
    ...(request.dueOn ? { due_on: request.dueOn } : {}),
    ...(request.dueDays ? { due_days: request.dueDays } : {}),
  });
  if (error) fail(error);
}

export async function unassignTraining(client: Client, course: string) {
  const { error } = await client.rpc('unassign_training', { course });
  if (error) fail(error);
}

export async function saveTrainingSettings(client: Client, settings: TrainingSettings) {
  const { error } = await client.rpc('save_training_settings', { ...settings });
  if (error) fail(error);
}

const CERTIFICATE_COLUMNS = 'id, member_name, course_title, team_name, issued_at, revoked_at';

/** Certificates the caller may read: their own, and their team's when they are its admin. */
export async function getCertificates(
  client: Client,
  signal: AbortSignal,
  onlyUser?: string,
): Promise<CertificateRecord[]> {
  let query = client.from('certificates').select(CERTIFICATE_COLUMNS);
  if (onlyUser) query = query.eq('user_id', onlyUser);
  return answer(query.order('issued_at', { ascending: false }).abortSignal(signal));
}

/** The caller's valid certificate of a course, the latest; null when there is none. */
export async function getMyCourseCertificate(
  client: Client,
  userId: string,
  courseId: string,
  signal: AbortSignal,
): Promise<CertificateRecord | null> {
  const latest = await answer(
    client
      .from('certificates')
      .select(CERTIFICATE_COLUMNS)
      .eq('user_id', userId)
      .eq('course_id', courseId)
      .is('revoked_at', null)
      .order('issued_at', { ascending: false })
      .limit(1)
      .abortSignal(signal),
  );
  return latest[0] ?? null;
}

export async function revokeCertificate(client: Client, certificate: string) {
  const { error } = await client.rpc('revoke_certificate', { certificate });
  if (error) fail(error);
}

export async function getMyTraining(client: Client, signal: AbortSignal): Promise<MyCourse[]> {
  return answer(client.rpc('my_training').abortSignal(signal));
}

/** What /verify/<id> shows (docs/threat-model.md #32). */
export async function verifyCertificate(
  client: Client,
  certificate: string,
  signal: AbortSignal,
): Promise<Verification> {
  const data = await answer(
    client.rpc('verify_certificate', { certificate }).abortSignal(signal).single(),
  );
  if (data.status === 'unknown') return { status: 'unknown' };
  return {
    status: data.status === 'valid' ? 'valid' : 'revoked',
    member_name: data.member_name,
    course_title: data.course_title,
    issued_on: data.issued_on,
  };
}

/** Whose reminders an unsubscribe link stands for; null for a link that is not valid. */
export async function getReminderSubscription(client: Client, token: string, signal: AbortSignal) {
  const { data, error } = await client
    .rpc('training_reminder_subscription', { token })
    .abortSignal(signal);
  if (error) fail(error);
  return data[0] ?? null;
}

/** Fewer (or all) reminders of required training, by the link's token. */
export async function setReminderFrequency(client: Client, token: string, fewer: boolean) {
  const { data, error } = await client.rpc('set_training_reminder_frequency', { token, fewer });
  if (error) fail(error);
  if (!data) throw new Error('This link is not valid.');
}

/** The optional reminders (an admin's weekly summary) on or off, by the link's token. */
export async function setReminderSubscription(client: Client, token: string, subscribed: boolean) {
  const { data, error } = await client.rpc('set_training_reminders', { token, subscribed });
  if (error) fail(error);
  if (!data) throw new Error('This link is not valid.');
}
