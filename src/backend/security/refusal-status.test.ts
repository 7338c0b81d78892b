// The database's refusals reach people as 4xx with their message, hosted (PostgREST) as embedded:
// no function raises a SQLSTATE that PostgREST answers with 5xx (docs/threat-model.md #36).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { statusForSqlState } from '../rest/errors';
import { createTeamAdmin, useTestBackend } from '../testing';

const backend = useTestBackend();

describe('refusal statuses', () => {
  it('every SQLSTATE a function raises is one PostgREST answers with 4xx', async () => {
    const { rows } = await backend.db.query<{ name: string; code: string }>(
      `select distinct n.nspname || '.' || p.proname as name, m[1] as code
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace,
              regexp_matches(p.prosrc, 'errcode\\s*=\\s*''([^'']+)''', 'g') m
        where n.nspname in ('public', 'private')
        order by 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const codes = new Set(rows.map((row) => row.code));
    expect(codes).toContain('PT404');
    expect(codes).toContain('PT409');
    const serverErrors = rows.filter((row) => {
      const status = statusForSqlState(row.code, 'authenticated');
      return status < 400 || status >= 500;
    });
    expect(serverErrors).toEqual([]);
  });

  it('"No such …" is 404 and "not now" is 409 through the REST API, with the message', async () => {
    const admin = await createTeamAdmin(backend, 'Refusal Co');
    const checklist = await admin.client.rpc('start_checklist_run', { checklist: 'no-such' });
    expect(checklist.status).toBe(404);
    expect(checklist.error?.message).toBe('No such checklist');

    const link = await admin.client.rpc('revoke_evidence_link', { link: randomUUID() });
    expect(link.status).toBe(404);
    expect(link.error?.message).toBe('No such evidence link');

    // An older run of a checklist stays as it was once a newer one has started.
    const { data: run } = await admin.client
      .rpc('start_checklist_run', { checklist: 'access-review-template' })
      .throwOnError();
    await backend.db.query(
      `insert into public.checklist_runs (team_id, checklist_id, period_start)
       select team_id, checklist_id, period_start + 400 from public.checklist_runs where id = $1`,
      [run],
    );
    const closed = await admin.client.rpc('save_checklist_item', {
      run,
      item: 'export-user-lists',
      status: 'done',
    });
    expect(closed.status).toBe(409);
    expect(closed.error?.message).toBe(
      'This run is closed: a newer run of this checklist has started',
    );
  });
});
