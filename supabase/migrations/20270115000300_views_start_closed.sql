-- Every grant starts from nothing (docs/threat-model.md #3): the subprocessor list's view was left
-- with the default privileges Supabase gives new relations (every privilege to anon and
-- authenticated). Harmless while it runs as the caller over vendors' row-level security and
-- cannot be written through, but a view's grants say what it is for: signed-in reading.
revoke all on public.team_subprocessors from anon, authenticated;
grant select on public.team_subprocessors to authenticated;
