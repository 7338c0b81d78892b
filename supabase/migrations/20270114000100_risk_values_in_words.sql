-- A risk the table's rules refuse is refused in words a person reads (docs/product.md
-- #validation): a blank title or category and a residual score with only one of its two parts
-- answered "null value in column "title" of relation "risks" violates not-null constraint" and
-- "new row for relation "risks" violates check constraint "risks_check"", shown as is in the
-- register's forms. The trigger runs after risks_checked, which trims the texts (triggers fire in
-- the order of their names); the constraints stay, with the same error codes.
create function private.refuse_unreadable_risk() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.title is null then
    raise exception 'Enter the risk''s title.' using errcode = '23502';
  end if;
  if new.category is null then
    raise exception 'Enter the risk''s category.' using errcode = '23502';
  end if;
  if (new.residual_likelihood is null) <> (new.residual_impact is null) then
    raise exception 'Score the residual likelihood and the residual impact together, or neither.'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger risks_values_in_words
  before insert or update on public.risks
  for each row execute function private.refuse_unreadable_risk();

revoke all on function private.refuse_unreadable_risk() from public;
