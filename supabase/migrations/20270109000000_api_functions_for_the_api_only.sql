-- The API's functions (public.api_v1_*) are the `api` function's alone (docs/decisions.md AK1):
-- callable as anon, they let anyone holding a key call them straight through /rest/v1/rpc and so
-- skip what only the API does, its per-key rate limit (docs/threat-model.md #66) and the record
-- of a key's use from a new address (#65, whose address argument such a caller chose). They are
-- now executable by the service role only, which the API sends. Nothing else changes: each still
-- runs as its owner (api_client, or postgres for api_v1_key), so every row it reads or writes
-- passes the `to api_client` policies of the live key the header names, never the service role's
-- BYPASSRLS.
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname like 'api\_v1\_%'
  loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
