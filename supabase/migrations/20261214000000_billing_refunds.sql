-- Billing, the rest (docs/decisions.md P1 and D3): every change of a team's subscription is in
-- its audit log, and a team admin's refund within 30 days of the first payment is recorded under
-- their own name.

-- ─── The audit log learns billing's events (docs/decisions.md A1) ────────────────────────────
alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated',
  'evidence_link_created', 'evidence_link_revoked', 'evidence_opened',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset',
  'two_factor_enrolled', 'two_factor_removed',
  'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired',
  'subscription_changed', 'refund_issued'
));

-- ─── The sync records what changed on the subscription ───────────────────────────────────────
-- As before (20261206000000_billing.sql), and now: whenever the stored subscription's status,
-- price, renewal date or scheduled cancellation changes, a `subscription_changed` event by
-- "Stripe" says from what to what, so a cancellation booked in Stripe's portal, a card that
-- failed (past_due) or a renewal is in the log even when the plan itself does not change yet.
create or replace function public.apply_stripe_subscription(
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
  before private.team_billing%rowtype;
  live constant text[] := array['active', 'trialing', 'past_due'];
  cancels boolean := coalesce(cancels_at_period_end, false);
begin
  select plan_id, trial_plan_id into current_plan, trial_plan
  from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'PT404';
  end if;
  select * into before from private.team_billing b where b.team_id = team;
  -- One subscription per team: another one (an ended earlier one whose event comes late, a
  -- checkout left unpaid) does not replace the live one the team has.
  if before.stripe_subscription_id is not null and before.stripe_subscription_id <> subscription
    and before.status = any (live) and not (subscription_status = any (live)) then
    return current_plan;
  end if;
  insert into private.team_billing as b (team_id, stripe_customer_id, stripe_subscription_id,
      status, price_id, plan_id, current_period_end, cancel_at_period_end, updated_at)
  values (team, customer, subscription, subscription_status, price, entitled_plan, period_end,
      cancels, now())
  on conflict (team_id) do update
    set stripe_customer_id = excluded.stripe_customer_id,
        stripe_subscription_id = excluded.stripe_subscription_id,
        status = excluded.status,
        price_id = excluded.price_id,
        plan_id = excluded.plan_id,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        updated_at = now();
  perform set_config('complyready.audit_actor', 'Stripe', true);
  if before.stripe_subscription_id is distinct from subscription
    or before.status is distinct from subscription_status
    or before.price_id is distinct from price
    or before.current_period_end is distinct from period_end
    or coalesce(before.cancel_at_period_end, false) <> cancels then
    perform private.record_audit(team, 'subscription_changed', null, null,
      jsonb_strip_nulls(jsonb_build_object(
        'subscription', subscription,
        'from', case when before.stripe_subscription_id = subscription then before.status end,
        'to', subscription_status,
        'plan', entitled_plan,
        'period_end', period_end,
        'cancel_at_period_end', cancels)));
  end if;
  if entitled_plan is not null and (entitled_plan <> current_plan or trial_plan is not null) then
    perform public.change_team_plan(team, entitled_plan,
      format('Stripe subscription %s is %s', subscription, subscription_status));
  end if;
  perform set_config('complyready.audit_actor', '', true);
  return (select plan_id from public.teams where id = team);
end
$$;

-- ─── Refunds (docs/decisions.md D3) ──────────────────────────────────────────────────────────
-- The billing function refunds on Stripe, then records it here under the admin who asked
-- (checked again: an active admin of that team). Service role only.
create function public.record_billing_refund(
  team uuid,
  admin uuid,
  subscription text,
  amount_refunded bigint,
  refund_currency text,
  refunds text[]
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_name text;
begin
  select coalesce(u.full_name, u.email) into admin_name
  from public.users u
  where u.id = admin and u.team_id = team and u.role = 'admin' and u.deactivated_at is null;
  if admin_name is null then
    raise exception 'Only a team admin can ask for a refund' using errcode = '42501';
  end if;
  perform private.record_audit_as(team, admin, admin_name, 'refund_issued', null, null,
    jsonb_build_object('subscription', subscription, 'amount', amount_refunded,
                       'currency', refund_currency, 'refunds', to_jsonb(refunds)));
end
$$;
revoke all on function public.record_billing_refund(uuid, uuid, text, bigint, text, text[])
  from public, anon, authenticated;
grant execute on function public.record_billing_refund(uuid, uuid, text, bigint, text, text[])
  to service_role;

-- ─── team_billing() names the admin who asks ─────────────────────────────────────────────────
-- As before, with the caller's id, so a refund is recorded under the admin who asked for it.
drop function public.team_billing();
create function public.team_billing()
returns table (
  team_id uuid,
  team_name text,
  admin_id uuid,
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
    select t.id, t.name, u.id, u.email, t.plan_id, t.trial_plan_id, t.trial_ends_at,
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
