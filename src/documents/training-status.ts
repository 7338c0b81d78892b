// Each person's training in one training year (docs/decisions.md TP1), as the database hands it
// out (`team_training`, `export_team_training`, the evidence pack's training years): the
// dashboard's table, its CSV and the pack's CSV per year share these words.
import { toCsv } from '../shared/csv.ts';
import { utcDay } from '../shared/utc-day.ts';

export interface RequirementRecord {
  course_id: string;
  title: string;
  due_on: string;
  completed_at: string | null;
  certificate_id: string | null;
  overdue: boolean;
}

export interface TrainingPersonRecord {
  id: string;
  full_name: string | null;
  email: string;
  status: 'active' | 'deactivated' | 'former';
  unsubscribed_at: string | null;
  assigned: number;
  completed: number;
  overdue: number;
  requirements: RequirementRecord[];
}

/** "1 December 2026": the day a certificate was issued, in UTC as the records keep it. */
export function certificateDate(issuedAt: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(issuedAt));
}

export const FORMER_MEMBER = 'Former member';
const UNNAMED_USER = 'Unnamed User';

export const PERSON_STATUS_WORDS: Record<TrainingPersonRecord['status'], string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  former: FORMER_MEMBER,
};

/** The name shown for a person: "Former member" once they left, "Unnamed User" without one. */
export function personName(person: Pick<TrainingPersonRecord, 'full_name' | 'status'>): string {
  if (person.status === 'former') return FORMER_MEMBER;
  return person.full_name?.trim() || UNNAMED_USER;
}

/** "Completed 2026-12-01", "Overdue (due 2026-12-01)" or "Due 2026-12-01". */
export function requirementStatus(requirement: RequirementRecord): string {
  if (requirement.completed_at) return `Completed ${utcDay(requirement.completed_at)}`;
  return requirement.overdue ? `Overdue (due ${requirement.due_on})` : `Due ${requirement.due_on}`;
}

/** "Unsubscribed 2026-12-01", or "On" while reminders go out. */
export const remindersText = (person: Pick<TrainingPersonRecord, 'unsubscribed_at'>) =>
  person.unsubscribed_at ? `Unsubscribed ${utcDay(person.unsubscribed_at)}` : 'On';

/** The courses anyone must take in the year, by title. */
export function assignedCourses(people: readonly TrainingPersonRecord[]) {
  const titles = new Map<string, string>();
  for (const person of people) {
    for (const requirement of person.requirements) {
      titles.set(requirement.course_id, requirement.title);
    }
  }
  return [...titles]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * `training-{year start}.csv`: Name, Email, Assigned, Completed, Overdue (the dashboard's columns),
 * Reminders, Status, then one column per course assigned in the year with each person's status.
 */
export function trainingStatusCsv(people: readonly TrainingPersonRecord[]): string {
  const courses = assignedCourses(people);
  return toCsv([
    [
      'Name',
      'Email',
      'Assigned',
      'Completed',
      'Overdue',
      'Reminders',
      'Status',
      ...courses.map((course) => course.title),
    ],
    ...people.map((person) => {
      const byCourse = new Map(person.requirements.map((row) => [row.course_id, row]));
      return [
        personName(person),
        person.email,
        String(person.assigned),
        String(person.completed),
        String(person.overdue),
        remindersText(person),
        PERSON_STATUS_WORDS[person.status],
        ...courses.map((course) => {
          const requirement = byCourse.get(course.id);
          return requirement ? requirementStatus(requirement) : '';
        }),
      ];
    }),
  ]);
}

/** A certificate as the evidence pack lists it. */
export interface CertificateListing {
  id: string;
  member: string;
  email: string;
  course: string;
  issued_at: string;
  cycle_starts_on: string;
  revoked_at: string | null;
}

/** Certificate id, Member, Email, Course, Issued at (UTC), Training year from, Status, Revoked at. */
export function certificatesCsv(rows: readonly CertificateListing[]): string {
  return toCsv([
    [
      'Certificate id',
      'Member',
      'Email',
      'Course',
      'Issued at (UTC)',
      'Training year from',
      'Status',
      'Revoked at (UTC)',
    ],
    ...rows.map((row) => [
      row.id,
      row.member,
      row.email,
      row.course,
      new Date(row.issued_at).toISOString(),
      row.cycle_starts_on,
      row.revoked_at ? 'Revoked' : 'Valid',
      row.revoked_at ? new Date(row.revoked_at).toISOString() : '',
    ]),
  ]);
}
