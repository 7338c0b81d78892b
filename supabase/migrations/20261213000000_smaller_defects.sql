-- Smaller defects of the journey: two-factor recovery codes (docs/decisions.md TF1,
-- docs/threat-model.md #44).

-- ─── Two-factor recovery codes ───────────────────────────────────────────────────────────────
-- Ten single-use codes per account, shown once and kept only as hashes. Hosted Supabase Auth has
-- none, so they live here: a code, with the password, replaces the lost authenticator (its
-- factors are removed and the page leads straight to setting up a new one, whose code raises the
-- session to aal2), the same on hosted Supabase and the embedded backend.
create table private.mfa_recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- sha256 of "<user id>:<code>"; a code holds 80 random bits, so no slow hash is needed.
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, code_hash)
);
alter table private.mfa_recovery_codes enable row level security;
revoke all on private.mfa_recovery_codes from public, anon, authenticated;

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
  'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked'
));

-- A typed code as stored: lower case, spaces and dashes dropped.
create function private.recovery_code_hash(account uuid, code text) returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(account::text || ':'
    || lower(regexp_replace(coalesce(code, ''), '[\s-]', '', 'g')), 'UTF8')), 'hex')
$$;

-- Records a two-factor event of the caller in their team's audit log, if they have a team.
create function private.record_own_two_factor_event(kind text, details jsonb) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me public.users;
begin
  select * into me from public.users where id = auth.uid();
  if me.team_id is not null then
    perform private.record_audit(me.team_id, kind, me.id, coalesce(me.full_name, me.email), details);
  end if;
end
$$;

-- Ten new codes for the caller, replacing any earlier ones; answered once, never stored as text.
-- Only from a session that used a code (aal2) of an account with a confirmed authenticator.
create function public.create_recovery_codes() returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  -- 32 letters and digits without the look-alikes 0, 1, l and o: 5 bits a character.
  alphabet constant text := 'abcdefghijkmnpqrstuvwxyz23456789';
  me uuid := auth.uid();
  codes text[] := '{}';
  code text;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'This needs two-factor sign-in. Sign in again with a code from your authenticator app.'
      using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = me and status = 'verified') then
    raise exception 'Set up an authenticator app first' using errcode = 'P0001';
  end if;
  delete from private.mfa_recovery_codes where user_id = me;
  for n in 1..10 loop
    -- 16 characters of 5 bits each (80 bits), one strongly random byte each (256 = 8 × 32).
    select string_agg(substr(alphabet, get_byte(uuid_send(gen_random_uuid()), 0) % 32 + 1, 1), '')
      into code
      from generate_series(1, 16);
    code := substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9, 4) || '-'
      || substr(code, 13, 4);
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (me, private.recovery_code_hash(me, code));
    codes := codes || code;
  end loop;
  perform private.record_own_two_factor_event('two_factor_recovery_codes_created',
    jsonb_build_object('codes', 10));
  return codes;
end
$$;

-- How many of the caller's recovery codes are still unused.
create function public.recovery_codes_left() returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from private.mfa_recovery_codes
  where user_id = auth.uid() and used_at is null
$$;

-- A recovery code instead of the lost authenticator: used once, it removes the caller's
-- authenticators, ends their other sessions and takes the code claim from this one; the caller
-- then sets up a new authenticator. Answers how many codes are left.
create function public.use_recovery_code(code text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  this_session uuid := nullif(auth.jwt() ->> 'session_id', '')::uuid;
  left_over integer;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = me and status = 'verified') then
    raise exception 'Your account has no authenticator app to replace' using errcode = 'P0001';
  end if;
  update private.mfa_recovery_codes set used_at = now()
  where user_id = me and code_hash = private.recovery_code_hash(me, code) and used_at is null;
  if not found then
    raise exception 'That recovery code did not work. Check it, or use another of your codes.'
      using errcode = 'P0001';
  end if;
  delete from auth.mfa_factors where user_id = me;
  delete from auth.sessions where user_id = me and id is distinct from this_session;
  delete from auth.mfa_amr_claims
  where session_id = this_session and authentication_method = 'totp';
  select count(*)::integer into left_over
  from private.mfa_recovery_codes where user_id = me and used_at is null;
  perform private.record_own_two_factor_event('two_factor_recovery_code_used',
    jsonb_build_object('codes_left', left_over));
  return left_over;
end
$$;

revoke all on function private.recovery_code_hash(uuid, text) from public;
revoke all on function private.record_own_two_factor_event(text, jsonb) from public;
revoke all on function public.create_recovery_codes() from public, anon, authenticated;
revoke all on function public.recovery_codes_left() from public, anon, authenticated;
revoke all on function public.use_recovery_code(text) from public, anon, authenticated;
grant execute on function public.create_recovery_codes() to authenticated;
grant execute on function public.recovery_codes_left() to authenticated;
grant execute on function public.use_recovery_code(text) to authenticated;
