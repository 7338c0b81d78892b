-- Billing emails (docs/decisions.md P1): a failed payment, a subscription that ended
-- (the team is on Starter now) and the reminders 14, 7 and 1 days before a trial ends. Each notice
-- is claimed once under a unique key before it is mailed and released when the mail fails, so a
-- replayed event or a second run sends nothing twice. Only the service role calls these.

create table private.billing_notices (
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('payment_failed', 'plan_ended', 'trial_ending')),
  -- payment_failed: the Stripe event; plan_ended: the subscription; trial_ending: the trial's
  -- end and the reminder's day ("2026-12-31T00:00:00+00:00/14").
  ref text not null check (char_length(ref) between 1 and 255),
  sent_at timestamptz not null default now(),
  primary key (team_id, kind, ref)
);
alter table private.billing_notices enable row level security;
revoke all on private.billing_notices from public, anon, authenticated;

-- The team's active admins, who receive its billing emails.
create function private.billing_recipients(team uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email, 'full_name', u.full_name)
                            order by u.email), '[]'::jsonb)
  from public.users u
  where u.team_id = team and u.role = 'admin' and u.deactivated_at is null
$$;
revoke all on function private.billing_recipients(uuid) from public, anon, authenticated;

-- Claims one notice; answers the team's name and admins when newly claimed, nothing otherwise.
create function public.claim_billing_notice(team uuid, notice_kind text, notice_ref text)
returns table (team_name text, recipients jsonb)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.billing_notices (team_id, kind, ref) values (team, notice_kind, notice_ref)
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query select t.name, private.billing_recipients(t.id) from public.teams t where t.id = team;
end
$$;

-- Gives a claimed notice back when its mail could not be sent, so a later try sends it.
create function public.release_billing_notice(team uuid, notice_kind text, notice_ref text)
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.billing_notices
  where team_id = team and kind = notice_kind and ref = notice_ref
$$;

-- The trial reminders owed at `at`: a team on a trial that ends in 14, 7 or 1 days (counted in
-- whole days, rounded up: "in 7 days" is more than 6 and at most 7 days before the end), claimed
-- once per team, trial end and day, and never in a team's first day. Answers each with its admins and what the trial's plan
-- gives beyond Starter.
create function public.claim_trial_reminders(at timestamptz)
returns table (
  team_id uuid,
  team_name text,
  trial_ends_at timestamptz,
  days_left integer,
  notice_ref text,
  trial_plan jsonb,
  starter jsonb,
  recipients jsonb
)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return query
    with due as (
      select t.id, t.name, t.trial_ends_at as ends, t.trial_plan_id,
             ceil(extract(epoch from (t.trial_ends_at - at)) / 86400)::integer as days
      from public.teams t
      where t.trial_plan_id is not null and t.trial_ends_at > at
        and t.trial_ends_at <= at + interval '14 days'
        -- Not on a team's first day: a 14-day trial's "14 days left" is its sign-up.
        and t.created_at <= at - interval '1 day'
    ),
    claimed as (
      insert into private.billing_notices as n (team_id, kind, ref, sent_at)
      select d.id, 'trial_ending', to_char(d.ends at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
               || '/' || d.days, at
      from due d
      where d.days in (14, 7, 1)
      on conflict do nothing
      returning n.team_id, n.ref
    )
    select d.id, d.name, d.ends, d.days, c.ref, to_jsonb(p), to_jsonb(s),
           private.billing_recipients(d.id)
    from claimed c
    join due d on d.id = c.team_id
    join public.plans p on p.id = d.trial_plan_id
    join public.plans s on s.id = 'starter';
end
$$;

revoke all on function public.claim_billing_notice(uuid, text, text) from public, anon, authenticated;
revoke all on function public.release_billing_notice(uuid, text, text) from public, anon, authenticated;
revoke all on function public.claim_trial_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_billing_notice(uuid, text, text) to service_role;
grant execute on function public.release_billing_notice(uuid, text, text) to service_role;
grant execute on function public.claim_trial_reminders(timestamptz) to service_role;
