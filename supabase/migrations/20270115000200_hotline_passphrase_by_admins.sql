-- Only a team admin changes the hotline's passphrase (docs/threat-model.md #85). The server cannot
-- tell a wrapping of the team's key from any other value, so whoever may store one may destroy the
-- key, and with it every case. A handler who is not an admin reads and answers cases; destroying
-- them is more than that role holds (an admin can delete the team's hotline data anyway).
create or replace function public.change_hotline_passphrase(wrapped_private_key text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(true, 'Only a team admin can change the passphrase');
begin
  update public.hotline_channels c
     set wrapped_private_key = change_hotline_passphrase.wrapped_private_key
   where c.team_id = team;
  if not found then
    raise exception 'The hotline is not set up' using errcode = 'PT404';
  end if;
  perform private.record_audit(team, 'hotline_passphrase_changed');
end
$$;
