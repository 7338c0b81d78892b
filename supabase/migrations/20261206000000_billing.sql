-- Self-serve plans through Stripe (docs/decisions.md P1, docs/threat-model.md #40).
-- The team's billing state and the Stripe events already handled live in the private schema,
-- which the API does not expose. Only the service role (the webhook and the billing function)
-- writes them, through the functions below; a team's plan still changes only through
-- public.change_team_plan.

create table private.team_billing (
  team_id uuid primary key references public.teams (id) on delete cascade,
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  status text,
  price_id text,
  plan_id text references public.plans (id),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table private.team_billing enable row level security;
create index team_billing_plan_id_idx on private.team_billing (plan_id);

-- Each Stripe event id once: a replayed delivery is recognised and changes nothing.
create table private.stripe_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null,
  received_at timestamptz not null default now()
);
alter table private.stripe_events enable row level security;

revoke all on private.team_billing, private.stripe_events from public, anon, authenticated;

-- ─── The audit log's actor for server code ───────────────────────────────────────────────────
-- Server code without a user was always "Operator"; a change made on Stripe's word says "Stripe".
-- The name comes from a transaction-local setting that only service-role functions set (the API
-- calls no set_config), and a signed-in caller is always named by their own account.
create or replace function private.record_audit(
  team uuid,
  kind text,
  target uuid default null,
  target_name text default null,
  details jsonb default '{}'::jsonb
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.audit_events (team_id, actor_id, actor_name, kind, target_id, target_name, details)
  select team, auth.uid(),
         coalesce((select coalesce(u.full_name, u.email) from public.users u where u.id = auth.uid()),
                  nullif(current_setting('complyready.audit_actor', true), ''),
                  'Operator'),
         kind, target, target_name, coalesce(details, '{}'::jsonb)
$$;

-- ─── Service role: events and subscriptions ──────────────────────────────────────────────────

-- True when the event had been handled before.
create function public.stripe_event_seen(event_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.stripe_events where id = event_id)
$$;

-- Stores a handled event once; false when it was already stored.
create function public.record_stripe_event(event_id text, event_type text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.stripe_events (id, type) values (event_id, event_type)
  on conflict (id) do nothing;
  return found;
end
$$;

-- The team a Stripe customer or subscription belongs to, when known.
create function public.team_of_stripe_customer(customer text, subscription text default null)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select team_id from private.team_billing
  where stripe_customer_id = customer
     or (subscription is not null and stripe_subscription_id = subscription)
  limit 1
$$;

-- Remembers the Stripe customer made for a team (before its first checkout).
create function public.set_team_stripe_customer(team uuid, customer text) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.team_billing (team_id, stripe_customer_id) values (team, customer)
  on conflict (team_id) do update
    set stripe_customer_id = excluded.stripe_customer_id, updated_at = now()
$$;

-- Brings a team in line with its subscription as Stripe reports it now. `entitled_plan` is the
-- plan the subscription gives (null: leave the plan as it is, e.g. a checkout not yet paid). The
-- plan changes only through change_team_plan, logged as done by "Stripe" with the subscription.
create function public.apply_stripe_subscription(
  team uuid,
  customer text,
  subscription text,
  subscription_status text,
  price text,
  entitled_plan text,
  period_end timestamptz,
  cancels_at_period_end boolean
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  current_plan text;
  trial_plan text;
  known_subscription text;
  known_status text;
  live constant text[] := array['active', 'trialing', 'past_due'];
begin
  select plan_id, trial_plan_id into current_plan, trial_plan
  from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'PT404';
  end if;
  -- One subscription per team: another one (an ended earlier one whose event comes late, a
  -- checkout left unpaid) does not replace the live one the team has.
  select b.stripe_subscription_id, b.status into known_subscription, known_status
  from private.team_billing b where b.team_id = team;
  if known_subscription is not null and known_subscription <> subscription
    and known_status = any (live) and not (subscription_status = any (live)) then
    return current_plan;
  end if;
  insert into private.team_billing as b (team_id, stripe_customer_id, stripe_subscription_id,
      status, price_id, plan_id, current_period_end, cancel_at_period_end, updated_at)
  values (team, customer, subscription, subscription_status, price, entitled_plan, period_end,
      coalesce(cancels_at_period_end, false), now())
  on conflict (team_id) do update
    set stripe_customer_id = excluded.stripe_customer_id,
        stripe_subscription_id = excluded.stripe_subscription_id,
        status = excluded.status,
        price_id = excluded.price_id,
        plan_id = excluded.plan_id,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        updated_at = now();
  if entitled_plan is not null and (entitled_plan <> current_plan or trial_plan is not null) then
    perform set_config('complyready.audit_actor', 'Stripe', true);
    perform public.change_team_plan(team, entitled_plan,
      format('Stripe subscription %s is %s', subscription, subscription_status));
    perform set_config('complyready.audit_actor', '', true);
  end if;
  return (select plan_id from public.teams where id = team);
end
$$;

revoke all on function public.stripe_event_seen(text) from public, anon, authenticated;
revoke all on function public.record_stripe_event(text, text) from public, anon, authenticated;
revoke all on function public.team_of_stripe_customer(text, text) from public, anon, authenticated;
revoke all on function public.set_team_stripe_customer(uuid, text) from public, anon, authenticated;
revoke all on function public.apply_stripe_subscription(uuid, text, text, text, text, text, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.stripe_event_seen(text) to service_role;
grant execute on function public.record_stripe_event(text, text) to service_role;
grant execute on function public.team_of_stripe_customer(text, text) to service_role;
grant execute on function public.set_team_stripe_customer(uuid, text) to service_role;
grant execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, timestamptz, boolean)
  to service_role;

-- ─── Team admins: their own team's billing ───────────────────────────────────────────────────
-- What the billing function and Settings need: the caller's team, their email, the trial left and
-- the Stripe state. Admins only, under the team's two-factor rule (private.is_team_admin).
create function public.team_billing()
returns table (
  team_id uuid,
  team_name text,
  admin_email text,
  plan_id text,
  trial_plan_id text,
  trial_ends_at timestamptz,
  stripe_customer_id text,
  stripe_subscription_id text,
  status text,
  current_period_end timestamptz,
  cancel_at_period_end boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage billing' using errcode = '42501';
  end if;
  return query
    select t.id, t.name, u.email, t.plan_id, t.trial_plan_id, t.trial_ends_at,
           b.stripe_customer_id, b.stripe_subscription_id, b.status, b.current_period_end,
           coalesce(b.cancel_at_period_end, false)
    from public.teams t
    join public.users u on u.id = auth.uid()
    left join private.team_billing b on b.team_id = t.id
    where t.id = team;
end
$$;
revoke all on function public.team_billing() from public, anon;
grant execute on function public.team_billing() to authenticated;
