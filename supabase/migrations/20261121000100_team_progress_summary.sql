-- The team dashboard's numbers in one call (performance issue): hosted PostgREST returns at most
-- 1,000 rows per request, and a team of 1,000 members × 40 videos has 40,000 progress rows. This
-- function returns one JSON value computed in the database: the published videos in order, and
-- per member the positions of the videos they completed. Runs with the caller's rights, so the
-- row-level security policies decide what it sees. Completed videos are aggregated in one
-- grouped pass rather than one subquery per member.
create function public.team_progress_summary() returns jsonb
language sql stable
set search_path = ''
as $$
  with team as (
    select private.my_team() as id
  ),
  published as (
    select v.id, v.title, (row_number() over (order by v.order_index, v.created_at, v.id) - 1)::int as position
    from public.videos v
    where v.is_published
  ),
  members as (
    select u.id, u.full_name, u.email, u.last_seen_at
    from public.users u, team
    where u.team_id = team.id and private.is_team_admin(team.id)
  ),
  completed as (
    select pr.user_id, jsonb_agg(p.position order by p.position) as positions
    from public.progress pr
    join published p on p.id = pr.video_id
    join members m on m.id = pr.user_id
    where pr.completed_at is not null
    group by pr.user_id
  )
  select jsonb_build_object(
    'videos', coalesce(
      (select jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title) order by p.position) from published p),
      '[]'::jsonb
    ),
    'members', coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'id', m.id,
            'full_name', m.full_name,
            'email', m.email,
            'last_seen_at', m.last_seen_at,
            'completed', coalesce(c.positions, '[]'::jsonb)
          )
          order by m.full_name nulls last, m.email
        )
        from members m
        left join completed c on c.user_id = m.id
      ),
      '[]'::jsonb
    )
  )
$$;

revoke all on function public.team_progress_summary() from public, anon, authenticated;
grant execute on function public.team_progress_summary() to authenticated;
