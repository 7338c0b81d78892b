// Seeds a large team straight into the database, for the tests and the benchmark of the team
// dashboard (1,000 members × 40 videos). Not used by the product.
import type { Database } from '../db/database';

/**
 * Adds `members` members to `teamId` and `videos` published videos; member i completes video j
 * when (i + j) % 3 = 0 and is halfway through it when (i + j) % 3 = 1. Returns the expected
 * number of completed videos per member id (only the new videos).
 */
export async function seedLargeTeam(
  db: Database,
  teamId: string,
  { members, videos }: { members: number; videos: number },
): Promise<Map<string, number>> {
  await db.transaction(async (tx) => {
    // A team this size is on Enterprise: its members see every course.
    await tx.query(
      `update public.teams set plan_id = 'enterprise', trial_plan_id = null, trial_ends_at = null
        where id = $1`,
      [teamId],
    );
    await tx.query(
      `insert into auth.users (email, email_confirmed_at, raw_user_meta_data)
       select 'large-' || i || '-' || $2::text || '@example.com', now(), '{}'::jsonb
       from generate_series(1, $1::int) as i`,
      [members, teamId],
    );
    await tx.query(
      `insert into public.users (id, email, full_name, role, team_id, last_seen_at)
       select u.id, u.email, 'Member ' || lpad(split_part(split_part(u.email, '-', 2), '@', 1), 4, '0'),
              'member', $1::uuid, now() - (random() * interval '30 days')
       from auth.users u where u.email like 'large-%-' || $1::text || '@example.com'`,
      [teamId],
    );
    await tx.query(
      `insert into public.videos (title, duration, is_published, order_index)
       select 'Large video ' || lpad(j::text, 2, '0'), '0:01:00', true, 100 + j
       from generate_series(1, $1::int) as j`,
      [videos],
    );
    await tx.query(
      `with m as (
         select u.id, row_number() over (order by u.email) as i
         from public.users u where u.email like 'large-%-' || $1::text || '@example.com'
       ), v as (
         select id, row_number() over (order by order_index) as j
         from public.videos where title like 'Large video %'
       )
       insert into public.progress (user_id, video_id, progress_percent, watch_time, credited_seconds)
       select m.id, v.id, p.percent, p.percent * 60 / 100, p.percent * 60 / 100
       from m cross join v
       cross join lateral (select case when (m.i + v.j) % 3 = 0 then 100 else 50 end as percent) p
       where (m.i + v.j) % 3 in (0, 1)
       on conflict (user_id, video_id) do nothing`,
      [teamId],
    );
  });
  const { rows } = await db.query<{ id: string; completed: number }>(
    `select u.id, count(p.completed_at)::int as completed
       from public.users u left join public.progress p on p.user_id = u.id
      where u.team_id = $1 group by u.id`,
    [teamId],
  );
  return new Map(rows.map((row) => [row.id, row.completed]));
}
