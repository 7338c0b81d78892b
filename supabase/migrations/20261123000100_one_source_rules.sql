-- The numbers the page shows and the database enforces, each kept once: here, as functions the
-- rules call, and read by the TypeScript through src/shared (src/backend/security/rules.test.ts
-- fails when the two disagree).

-- A video counts as completed at this share of its length in credited watch time.
create function private.completion_percent() returns integer
language sql immutable
set search_path = ''
as $$ select 90 $$;
grant execute on function private.completion_percent() to authenticated, service_role;

-- The progress rules of 20261123000000_trust_hardening, with the threshold from the function above.
create or replace function private.apply_progress_rules() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  video_length integer;
  published boolean;
  previous_credit numeric := 0;
  elapsed numeric := 0;
begin
  select length_seconds, f.published into video_length, published
  from private.video_for_progress(new.video_id) f;
  -- No such video: the foreign key refuses the row with its own error.
  if published is null then
    return new;
  end if;
  if not published or coalesce(video_length, 0) <= 0 then
    raise exception 'This video does not take progress' using errcode = '42501';
  end if;
  -- Out-of-range claims are refused, not quietly capped: they are bugs or forgeries.
  if new.progress_percent not between 0 and 100 or new.watch_time < 0 then
    raise exception 'Progress must be between 0 and 100 percent' using errcode = '23514';
  end if;

  -- An upsert runs this for the proposed insert first and passes what it returns to the update
  -- on conflict as `excluded`: leave it untouched, the update applies the rules to the real row.
  if tg_op = 'INSERT' and exists (
    select 1 from public.progress p where p.user_id = new.user_id and p.video_id = new.video_id
  ) then
    return new;
  end if;

  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.video_id <> old.video_id then
      raise exception 'Progress cannot be moved to another user or video'
        using errcode = '42501';
    end if;
    previous_credit := old.credited_seconds;
    elapsed := greatest(extract(epoch from (now() - old.updated_at)), 0);
    new.completed_at := old.completed_at;
  else
    new.completed_at := null;
  end if;

  if current_user in ('anon', 'authenticated') then
    new.credited_seconds := least(
      video_length,
      greatest(
        previous_credit,
        least(new.watch_time, previous_credit + elapsed + private.credit_allowance_seconds())
      )
    );
    new.watch_time := least(new.watch_time, ceil(new.credited_seconds)::integer);
    new.progress_percent := least(
      new.progress_percent,
      floor(new.credited_seconds * 10000 / video_length) / 100
    );
  else
    -- Server code is trusted with what it writes: its watch time counts as watched.
    new.credited_seconds := least(
      video_length,
      greatest(previous_credit, new.credited_seconds, new.watch_time)
    );
  end if;

  if tg_op = 'UPDATE' then
    new.progress_percent := greatest(old.progress_percent, new.progress_percent);
    new.watch_time := greatest(old.watch_time, new.watch_time);
  end if;
  if new.completed_at is null and new.credited_seconds >= video_length * private.completion_percent() / 100.0 then
    new.completed_at := now();
  end if;
  -- The time of the save. Server code may set it itself (tests move a member's clock so).
  if current_user in ('anon', 'authenticated') or tg_op = 'INSERT'
    or new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- The public forms' rate limit for the hosted Edge Functions, kept in the database because a
-- hosted function has no memory between requests. The numbers come from the caller
-- (supabase/functions/_shared/limits.ts, which the embedded backend's in-memory limiter uses
-- too); `client_key` is a salted hash of the client's network, never an address. Service role
-- only.
create function public.consume_submission_allowance(
  kind text,
  client_key text,
  max_hits integer,
  window_seconds integer
) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  bucket text := 'submission_' || kind;
  per interval := make_interval(secs => window_seconds);
begin
  if private.over_rate_limit(bucket, client_key, max_hits, per) then
    return false;
  end if;
  perform private.record_rate_limit_hit(bucket, client_key, per);
  return true;
end
$$;
revoke all on function public.consume_submission_allowance(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_submission_allowance(text, text, integer, integer)
  to service_role;
