-- Team reads at 1,000 members × 40 videos. The first progress policy called a function for every
-- progress row; this one asks once for the set of users the caller administers, so PostgreSQL
-- evaluates it a single time per query (Supabase's advice for RLS performance). The summary
-- aggregates completed videos in one grouped pass instead of one subquery per member.

create function private.administered_user_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id
  from public.users me
  join public.users u
    on me.role = 'superadmin' or (me.role = 'admin' and me.team_id is not null and u.team_id = me.team_id)
  where me.id = auth.uid()
$$;

revoke all on function private.administered_user_ids() from public;
grant execute on function private.administered_user_ids() to authenticated;

drop policy "Users read own progress and admins read their team's" on public.progress;
create policy "Users read own progress and admins read their team's" on public.progress
  for select to authenticated
  using (user_id = (select auth.uid()) or user_id in (select private.administered_user_ids()));

create or replace function public.team_progress_summary() returns jsonb
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
