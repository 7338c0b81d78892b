-- A closed access review stays as it was (docs/threat-model.md #84, #26): once a newer run of the
-- access review checklist has started, its accounts and the reviewer's decisions are last
-- period's record, in the evidence pack beside the run's items, which save_checklist_item and the
-- evidence files already keep. A decision could still be changed, replacing who decided and when,
-- and a new listing still added today's accounts to the closed run.
create or replace function private.decide_access_review_account() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.checklist_run_open(old.run_id) then
    raise exception 'This access review is closed: a newer run of the checklist has started'
      using errcode = 'PT409';
  end if;
  if new.decision is distinct from old.decision then
    new.decided_by_name := private.my_name();
    new.decided_at := now();
  end if;
  return new;
end
$$;

create or replace function public.record_access_review_accounts(run uuid, connection uuid,
                                                                accounts jsonb, evidence jsonb,
                                                                at timestamptz)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.integration_connections;
  added integer;
begin
  select * into found from public.integration_connections c where c.id = connection;
  if found.id is null or not exists (
    select 1 from public.checklist_runs r
    where r.id = run and r.team_id = found.team_id and r.checklist_id = 'access-review-template'
  ) then
    raise exception 'No such access review run of this team' using errcode = 'PT404';
  end if;
  if not private.checklist_run_open(run) then
    raise exception 'This access review is closed: a newer run of the checklist has started'
      using errcode = 'PT409';
  end if;
  insert into public.access_review_accounts (team_id, run_id, source, account, account_id, name,
                                             email, admin, suspended, last_sign_in_at, listed_at,
                                             evidence)
  select found.team_id, run, found.source, found.account, a ->> 'id', a ->> 'name', a ->> 'email',
         coalesce((a ->> 'admin')::boolean, false), coalesce((a ->> 'suspended')::boolean, false),
         (a ->> 'lastSignInAt')::timestamptz, at, evidence
  from jsonb_array_elements(accounts) a
  on conflict on constraint access_review_accounts_run_id_source_account_id_key do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;
