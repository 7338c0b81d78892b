-- A second vendor or asset of the same name is refused in words a person reads (docs/product.md
-- #validation): the unique constraints answered "duplicate key value violates unique constraint
-- "vendors_team_id_name_key"", shown as is on the page. The constraints stay, for two admins
-- adding the same name at the same moment.
create function private.refuse_duplicate_vendor() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.vendors v
             where v.team_id = new.team_id and v.name = new.name and v.id <> new.id) then
    raise exception 'A vendor named "%" is already listed.', new.name using errcode = '23505';
  end if;
  return new;
end
$$;

create trigger vendors_name_once
  before insert or update of name on public.vendors
  for each row execute function private.refuse_duplicate_vendor();

create function private.refuse_duplicate_asset() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.assets a
             where a.team_id = new.team_id and a.type = new.type and a.name = new.name
               and a.id <> new.id) then
    raise exception 'An asset of type % named "%" is already listed.', new.type, new.name
      using errcode = '23505';
  end if;
  return new;
end
$$;

create trigger assets_name_once
  before insert or update of name, type on public.assets
  for each row execute function private.refuse_duplicate_asset();

revoke all on function private.refuse_duplicate_vendor() from public;
revoke all on function private.refuse_duplicate_asset() from public;
