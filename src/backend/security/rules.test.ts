// One source for each rule (docs/architecture.md): the database decides, and what the page reads
// from src/shared must say the same. This fails when the two disagree.
import { describe, expect, it } from 'vitest';
import { COMPLETION_PERCENT } from '../../shared/progress-rules';
import { ROLES, TEAM_ADMIN_ROLES, VIDEO_EDITOR_ROLES, type Role } from '../../shared/roles';
import { createTeamAdmin, setRole, useTestBackend } from '../testing';

const backend = useTestBackend();

describe('the rules the page shows are the rules the database enforces', () => {
  it('completion threshold', async () => {
    const { rows } = await backend.db.query<{ percent: number }>(
      'select private.completion_percent() as percent',
    );
    expect(rows[0]?.percent).toBe(COMPLETION_PERCENT);
  });

  it('the role names: exactly those the users.role check allows', async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
        where c.conrelid = 'public.users'::regclass and c.contype = 'c'
          and pg_get_constraintdef(c.oid) like '%role%'`,
    );
    const allowed = [...(rows[0]?.definition ?? '').matchAll(/'([a-z]+)'::text/g)].map(
      (match) => match[1],
    );
    expect(allowed.sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES.map((role) => [role]))('who may do what, as %s', async (role: Role) => {
    const admin = await createTeamAdmin(backend, `Rules ${role}`);
    await setRole(backend, admin.id, role);
    const claims = JSON.stringify({ sub: admin.id, role: 'authenticated' });
    const answers = await backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [claims],
      );
      const { rows } = await tx.query<{ admin: boolean; editor: boolean }>(
        'select private.is_team_admin($1::uuid) as admin, private.can_edit_videos() as editor',
        [admin.teamId],
      );
      return rows[0];
    });
    expect(answers).toEqual({
      admin: TEAM_ADMIN_ROLES.includes(role),
      editor: VIDEO_EDITOR_ROLES.includes(role),
    });
  });
});
