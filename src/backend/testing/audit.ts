// What a team's audit log holds, read as the database owner.
import type { TestBackend } from './backend';

/** How many audit events of each kind starting with `kindPrefix` the team has, by kind. */
export async function auditEventCounts(
  backend: TestBackend,
  teamId: string,
  kindPrefix: string,
): Promise<{ kind: string; count: number }[]> {
  const { rows } = await backend.db.query<{ kind: string; count: number }>(
    `select kind, count(*)::int as count from public.audit_events
     where team_id = $1 and starts_with(kind, $2) group by kind order by kind`,
    [teamId, kindPrefix],
  );
  return rows;
}
