-- The invitation page fills in the name the admin gave with the address (docs/decisions.md SC1):
-- invitation_details answers it too, to whoever holds the link (the invited person, who sees
-- their address there already). A function's result columns change only by dropping it.
drop function public.invitation_details(text);
create function public.invitation_details(token text) returns table (
  team_name text,
  inviter_name text,
  email text,
  full_name text
)
language sql stable security definer
set search_path = ''
as $$
  select t.name, i.invited_by_name, i.email, i.full_name
  from private.team_invitations i join public.teams t on t.id = i.team_id
  where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and i.revoked_at is null and i.accepted_at is null and i.expires_at > now()
$$;
revoke all on function public.invitation_details(text) from public, anon, authenticated;
grant execute on function public.invitation_details(text) to anon, authenticated;
