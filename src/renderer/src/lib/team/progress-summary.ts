// Reads the JSON value team_progress_summary() computes (supabase/migrations): its generated type
// is only `Json`, so each part is checked before the dashboard trusts it.
import type { Json } from '@shared/database.types';
import type { CheckResult, FormerMember, PublishedVideo, TeamMember } from './team-progress';

export interface ProgressSummary {
  videos: PublishedVideo[];
  members: TeamMember[];
  formerMembers: FormerMember[];
}

type JsonObject = { [key: string]: Json | undefined };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: Json | undefined): value is string => typeof value === 'string';

const isTextOrNull = (value: Json | undefined): value is string | null =>
  value === null || typeof value === 'string';

const isNumber = (value: Json): value is number => typeof value === 'number';

function malformed(): never {
  throw new Error('team_progress_summary() answered an unexpected shape');
}

function readVideo(value: Json): PublishedVideo {
  if (!isObject(value) || !isText(value.id) || !isText(value.title)) return malformed();
  return { id: value.id, title: value.title, hasCheck: value.has_check === true };
}

function readMember(value: Json): TeamMember {
  if (!isObject(value)) return malformed();
  const { id, full_name, email, last_seen_at, completed, status, checks = [] } = value;
  if (!isText(id) || !isTextOrNull(full_name) || !isText(email) || !isTextOrNull(last_seen_at)) {
    return malformed();
  }
  if (!isPositions(completed) || !Array.isArray(checks)) return malformed();
  return {
    id,
    full_name,
    email,
    last_seen_at,
    completed,
    checks: checks.map(readCheck),
    deactivated: status === 'deactivated',
  };
}

function readCheck(value: Json): CheckResult {
  if (!isObject(value)) return malformed();
  const { position, score, passed, attempts } = value;
  if (
    typeof position !== 'number' ||
    typeof score !== 'number' ||
    typeof passed !== 'boolean' ||
    typeof attempts !== 'number'
  ) {
    return malformed();
  }
  return { position, score, passed, attempts };
}

function isPositions(value: Json | undefined): value is number[] {
  return Array.isArray(value) && value.every(isNumber);
}

function readFormerMember(value: Json): FormerMember {
  if (!isObject(value)) return malformed();
  const { id, left_at, completed } = value;
  if (!isText(id) || !isText(left_at) || !isPositions(completed)) return malformed();
  return { id, left_at, completed };
}

/** The summary's videos and members; throws when the value does not have their shape. */
export function readProgressSummary(value: Json): ProgressSummary {
  if (!isObject(value) || !Array.isArray(value.videos) || !Array.isArray(value.members)) {
    return malformed();
  }
  const former = Array.isArray(value.former_members) ? value.former_members : [];
  return {
    videos: value.videos.map(readVideo),
    members: value.members.map(readMember),
    formerMembers: former.map(readFormerMember),
  };
}
