-- The 11th webhook endpoint of a team is refused with 409 (PT409), not SQLSTATE 54000: PostgREST
-- answers class 54 with 500, as a fault of the server, and the embedded backend answered 413
-- (docs/threat-model.md #36: every refusal a function raises is a 4xx, hosted as embedded).
-- Otherwise as before: admins of Enterprise teams, at most 10 endpoints a team.
create or replace function public.create_webhook_endpoint(
  id uuid, url text, events text[], secret_ciphertext text
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only team admins manage webhooks' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'Webhooks are part of the Enterprise plan' using errcode = '42501';
  end if;
  perform private.check_webhook_endpoint(url, events);
  perform 1 from public.teams t where t.id = team for update;
  if (select count(*) from public.webhook_endpoints e where e.team_id = team) >= 10 then
    raise exception 'A team has at most 10 webhook endpoints' using errcode = 'PT409';
  end if;
  insert into public.webhook_endpoints (id, team_id, url, events, secret_ciphertext, created_by)
  values (create_webhook_endpoint.id, team, url, events, secret_ciphertext, auth.uid());
  perform private.record_audit(team, 'webhook_endpoint_created', create_webhook_endpoint.id, url,
    jsonb_build_object('events', to_jsonb(events)));
  return create_webhook_endpoint.id;
end
$$;
