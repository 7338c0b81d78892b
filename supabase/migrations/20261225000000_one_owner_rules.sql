-- One owner for two things written several times in SQL (docs/architecture.md, "Rules in the
-- database"): the acceptance register's rows, and the refusal that keeps a table append-only.

-- ─── The acceptance register, once ───────────────────────────────────────────────────────────
-- Every acceptance of the team, every version of every policy: the CSV export and the evidence
-- pack's register read these rows. People who left the team appear as "Former member", as on
-- the dashboard (docs/decisions.md M1).
create function private.acceptance_register(team uuid)
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language sql stable
set search_path = ''
as $$
  select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                  'Former member'),
         coalesce(u.email, ''), v.content ->> 'title', v.number, a.content_hash, a.accepted_at
  from public.policy_acceptances a
  join public.policy_versions v on v.id = a.version_id
  left join public.users u on u.id = a.user_id and u.team_id = a.team_id
  where a.team_id = team
$$;

create or replace function public.export_policy_acceptances()
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the acceptance register' using errcode = '42501';
  end if;
  return query
    select * from private.acceptance_register(team) r
    order by r.policy, r.version, r.accepted_at, r.person, r.email;
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'policy-acceptances'));
end
$$;

-- The evidence pack's first sections (20261127000000_evidence.sql, since renamed by
-- 20261128000000_knowledge_checks.sql), as before but for the register, which it now reads from
-- private.acceptance_register.
create or replace function private.evidence_section_before_checks(team uuid, section text, from_date date, to_date date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  range_start timestamptz := from_date::timestamptz;
  range_end timestamptz := (to_date + 1)::timestamptz;
  result jsonb;
begin
  case section
  when 'policies' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') into result from (
      select v.id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
             v.content_hash, v.published_at, v.published_by_name, v.company_name,
             v.policy_owner, v.approver, v.effective_on, v.review_months
      from public.policy_versions v
      join public.policies p on p.id = v.policy_id
      where v.team_id = team and v.published_at is not null
        and p.id in (select private.visible_policy_ids(team))
    ) x;
  when 'acceptances' then
    select coalesce(jsonb_agg(to_jsonb(r) order by r.policy, r.version, r.accepted_at), '[]')
      into result
      from private.acceptance_register(team) r
      where r.accepted_at >= range_start and r.accepted_at < range_end;
  when 'training' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member, x.email, x.position, x.course), '[]')
      into result from (
      select coalesce(u.full_name, u.email) as member, u.email, vi.title as course,
             vi.order_index as position,
             coalesce(pr.progress_percent, 0) as progress_percent, pr.completed_at,
             u.deactivated_at is not null as deactivated
      from public.users u
      cross join public.videos vi
      left join public.progress pr on pr.user_id = u.id and pr.video_id = vi.id
      where u.team_id = team and vi.is_published
    ) x;
  when 'checklists' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.checklist_id, x.period_start), '[]')
      into result from (
      select r.id, r.checklist_id, t.title, r.period_start, r.started_at,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'item_id', s.item_id, 'status', s.status,
                        'not_applicable_reason', s.not_applicable_reason,
                        'owner', coalesce(o.full_name, o.email), 'due_on', s.due_on,
                        'notes', s.notes, 'evidence_url', s.evidence_url,
                        'updated_at', s.updated_at) order by s.item_id), '[]')
              from public.checklist_item_states s
              left join public.users o on o.id = s.owner_id
              where s.run_id = r.id) as items
      from public.checklist_runs r
      join public.checklist_templates t on t.id = r.checklist_id
      where r.team_id = team and r.period_start < to_date + 1
        and r.started_at < range_end
        -- A run whose period ended before the range is not in it.
        and not exists (select 1 from public.checklist_runs later
                        where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                          and later.period_start > r.period_start
                          and later.period_start <= from_date)
    ) x;
  when 'audit' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.occurred_at, x.id), '[]') into result from (
      select e.id, e.occurred_at, e.actor_name, e.kind, e.target_name, e.details
      from public.audit_events e
      where e.team_id = team and e.occurred_at >= range_start and e.occurred_at < range_end
    ) x;
  when 'coverage' then
    select coalesce(jsonb_agg(to_jsonb(c) order by c.control_id, c.source, c.title), '[]')
      into result from private.control_coverage(team) c;
  else
    raise exception 'Unknown evidence section %', section using errcode = '22023';
  end case;
  return result;
end
$$;

revoke all on function private.acceptance_register(uuid) from public, anon, authenticated;
revoke all on function public.export_policy_acceptances() from public, anon, authenticated;
grant execute on function public.export_policy_acceptances() to authenticated;


-- ─── Append-only, once ───────────────────────────────────────────────────────────────────────
-- One trigger function for every append-only table, fired by a pair of triggers: before UPDATE or
-- DELETE of a row, and before TRUNCATE. It refuses them all to every role, the database owner
-- included, with the message given as the first argument. A row is deleted only with its whole
-- team (delete_team sets complyready.deleting_team for its own team in the transaction) or, for
-- each further argument `parent`, with its parent (complyready.deleting_<parent> = <parent>_id).
-- Tables whose rows may still change in a set way (drafts, pending approvals, revoking a
-- certificate) keep their own row trigger and take only the TRUNCATE half.
create function private.append_only() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent text;
begin
  if tg_op = 'DELETE' then
    foreach parent in array array['team'] || tg_argv[1:] loop
      if current_setting('complyready.deleting_' || parent, true)
         = to_jsonb(old) ->> (parent || '_id') then
        return old;
      end if;
    end loop;
  end if;
  raise exception using message = tg_argv[0], errcode = '42501';
end
$$;
revoke all on function private.append_only() from public, anon, authenticated;

drop trigger audit_events_append_only on public.audit_events;
drop trigger audit_events_no_truncate on public.audit_events;
drop trigger policy_acceptances_insert_only on public.policy_acceptances;
drop trigger policy_acceptances_no_truncate on public.policy_acceptances;
drop trigger policy_versions_no_truncate on public.policy_versions;
drop trigger policy_approvals_no_truncate on public.policy_approvals;
drop trigger knowledge_check_attempts_insert_only on public.knowledge_check_attempts;
drop trigger knowledge_check_attempts_no_truncate on public.knowledge_check_attempts;
drop trigger certificates_no_truncate on public.certificates;
drop trigger risk_assessments_frozen on public.risk_assessments;
drop trigger risk_assessments_no_truncate on public.risk_assessments;
drop trigger vendor_reviews_final on public.vendor_reviews;
drop trigger vendor_reviews_no_truncate on public.vendor_reviews;
drop trigger soa_versions_frozen on public.soa_versions;
drop trigger soa_versions_no_truncate on public.soa_versions;
drop function private.keep_audit_events();
drop function private.refuse_truncate();
drop function private.keep_policy_acceptances();
drop function private.refuse_policy_truncate();
drop function private.keep_knowledge_check_attempts();
drop function private.refuse_attempts_truncate();
drop function private.refuse_certificates_truncate();
drop function private.keep_risk_assessments();
drop function private.keep_vendor_reviews();
drop function private.keep_soa_versions();

-- Gives `tbl` the TRUNCATE half of the pair, and with `rows` the UPDATE-or-DELETE half too;
-- `parent` as for private.append_only. Named `<table>_no_truncate` and `<table>_append_only`.
create function private.make_append_only(tbl regclass, refusal text, rows boolean default true,
                                         parent text default null) returns void
language plpgsql
set search_path = ''
as $$
declare
  name text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
begin
  execute format('create trigger %I before truncate on %s
                    for each statement execute function private.append_only(%L)',
                 name || '_no_truncate', tbl, refusal);
  if rows then
    execute format('create trigger %I before update or delete on %s
                      for each row execute function private.append_only(%L%s)',
                   name || '_append_only', tbl, refusal,
                   case when parent is null then '' else format(', %L', parent) end);
  end if;
end
$$;
revoke all on function private.make_append_only(regclass, text, boolean, text)
  from public, anon, authenticated;

select private.make_append_only('public.audit_events', 'Audit events cannot be changed or deleted');
select private.make_append_only('public.policy_acceptances',
                                'Policy acceptances cannot be changed or deleted');
select private.make_append_only('public.knowledge_check_attempts',
                                'Knowledge check attempts cannot be changed or deleted');
-- A published assessment never changes and is deleted only with its team (docs/threat-model.md #50).
select private.make_append_only('public.risk_assessments',
                                'A published risk assessment cannot be changed');
-- A review goes only with its vendor (vendors_removing sets complyready.deleting_vendor) or team.
select private.make_append_only('public.vendor_reviews', 'A recorded vendor review cannot be changed',
                                parent => 'vendor');
select private.make_append_only('public.soa_versions',
                                'An approved Statement of Applicability cannot be changed');
-- Their rows change only in set ways (their own row triggers); a truncate is refused like the rest.
select private.make_append_only('public.policy_versions',
                                'Policy versions cannot be changed or deleted', rows => false);
select private.make_append_only('public.policy_approvals',
                                'Policy approvals cannot be changed or deleted', rows => false);
select private.make_append_only('public.certificates', 'Certificates cannot be changed or deleted',
                                rows => false);

-- ─── A client's address, read as the functions read it ───────────────────────────────────────
-- private.request_client_key (20261123000000_trust_hardening.sql) counted an IPv4 client whose
-- address came written in IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) by the
-- /64 that holds it, `::/64`, which every such client shares: one client's wrong guesses used up
-- everyone's allowance. It now reads an address by the rules of rateLimitAddress
-- (supabase/functions/_shared/ip-address.ts, docs/threat-model.md #38): brackets and a zone id
-- dropped; an IPv4 address carried in IPv6 (mapped, translated, NAT64, compatible, 6to4) is that
-- IPv4 address; any other IPv6 address counts by its /64.
create or replace function private.request_client_key() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  reported text := btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1),
    ''
  ));
  address inet;
  groups text[];
begin
  reported := regexp_replace(regexp_replace(reported, '^\[(.*)\]$', '\1'), '%[^%]*$', '');
  begin
    address := host(reported::inet)::inet;
  exception when others then
    return 'unknown';
  end;
  if family(address) = 6 then
    if address << '2002::/16' then
      -- 6to4 carries the IPv4 address in bits 16 to 47: the second and third groups.
      groups := string_to_array(host(network(set_masklen(address, 48))), ':');
      address := '0.0.0.0'::inet + ('x' || lpad(coalesce(nullif(groups[2], ''), '0'), 4, '0')
                                        || lpad(coalesce(nullif(groups[3], ''), '0'), 4, '0'))::bit(32)::bigint;
    elsif address << '::ffff:0:0/96' or address << '::ffff:0:0:0/96' or address << '64:ff9b::/96'
       or (address << '::/96' and address not in ('::'::inet, '::1'::inet)) then
      -- Mapped, translated, NAT64 and compatible addresses carry it in their last 32 bits.
      address := '0.0.0.0'::inet + (address - network(set_masklen(address, 96)));
    else
      address := network(set_masklen(address, 64));
    end if;
  end if;
  return encode(
    sha256(convert_to((select value from private.secrets where name = 'client_key_salt') || host(address) || '/' || masklen(address), 'UTF8')),
    'hex'
  );
end
$$;
