-- A vendor, a vendor's document or an asset the table's rules refuse is refused in words a person
-- reads (docs/product.md #validation): a blank name, a contract that ends before it starts and a
-- link that is not a web address answered "null value in column "name" of relation "vendors"
-- violates not-null constraint", "new row for relation "vendors" violates check constraint
-- "vendors_check"" and "… "vendor_documents_url_check"", shown as is on the page. These triggers
-- run after the ones that trim the names (triggers fire in the order of their names); the
-- constraints stay, with the same error codes.
create function private.refuse_unreadable_vendor() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is null then
    raise exception 'Enter the vendor''s name.' using errcode = '23502';
  end if;
  if new.contract_ends_on < new.contract_starts_on then
    raise exception 'The contract end must be on or after the contract start.'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger vendors_values_in_words
  before insert or update on public.vendors
  for each row execute function private.refuse_unreadable_vendor();

create function private.refuse_unreadable_vendor_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.title is null then
    raise exception 'Enter the document''s title.' using errcode = '23502';
  end if;
  if new.url is null or new.url !~* '^https?://[^\s]+$' then
    raise exception 'The link must be a web address starting with https:// or http://'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger vendor_documents_values_in_words
  before insert or update on public.vendor_documents
  for each row execute function private.refuse_unreadable_vendor_document();

create function private.refuse_unreadable_asset() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is null then
    raise exception 'Enter the asset''s name.' using errcode = '23502';
  end if;
  return new;
end
$$;

create trigger assets_values_in_words
  before insert or update on public.assets
  for each row execute function private.refuse_unreadable_asset();

revoke all on function private.refuse_unreadable_vendor() from public;
revoke all on function private.refuse_unreadable_vendor_document() from public;
revoke all on function private.refuse_unreadable_asset() from public;
