-- Hotline attachments (docs/decisions.md H2, docs/threat-model.md #54): a reporter on a team's
-- hotline page may attach up to 5 files of 10 MB each to the case they send. The browser encrypts
-- each file, its name and its type with the case key (src/shared/hotline-crypto.ts), so Storage
-- holds ciphertext only; the team's handlers download and open them after unlocking the team key.
--
-- One private bucket, `hotline-attachments`; each file under its case:
--   <team id>/<case id>/<attachment id>
-- The reporter has no account. The team-hotline function, given the case's access token, asks
-- begin_hotline_attachments for the keys (at most 5 a case, counted like every reporter call);
-- each key is a one-use capability: row-level security lets anyone upload an object only at a
-- key handed out this way, once (no update policy), and only the team's handlers read them.

-- 10 MB of file, plus room for the envelope (version, IV, the encrypted name and type, the tag).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('hotline-attachments', 'hotline-attachments', false, 10487808,
        array['application/octet-stream'])
on conflict (id) do nothing;

create table public.hotline_attachments (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.hotline_cases (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  -- The Storage key in bucket `hotline-attachments`: <team>/<case>/<id>.
  object_path text not null unique
);
create index hotline_attachments_case_idx on public.hotline_attachments (case_id);
create index hotline_attachments_team_idx on public.hotline_attachments (team_id);
alter table public.hotline_attachments enable row level security;
-- Like the cases' keys, only the functions read the records; handlers list the objects.
revoke all on public.hotline_attachments from anon, authenticated, service_role;

-- Whether `path` is a key handed out for an attachment and still empty (an upload there happens
-- once: the object then exists, and there is no update policy). The reporter has no account, so
-- row-level security asks this as anon: it is public (the private schema is not anon's), and
-- answers only about a key the caller names, a random UUID under its case.
create function public.hotline_attachment_key_open(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.hotline_attachments a where a.object_path = path)
     and not exists (select 1 from storage.objects o
                     where o.bucket_id = 'hotline-attachments' and o.name = path)
$$;

-- Whether the caller handles the hotline of the team whose attachment `path` is.
create function private.hotline_attachment_readable(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.hotline_attachments a
                 where a.object_path = path and private.is_hotline_handler(a.team_id))
$$;

create policy "Hotline attachments: uploaded once at a key the reporter was given" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'hotline-attachments' and public.hotline_attachment_key_open(name));
-- The upload's own row must pass a read policy too (the insert returns it): the key is still
-- empty when the insert starts, and never again after, so this shows nobody an object.
create policy "Hotline attachments: the uploader's row, as it is inserted" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'hotline-attachments' and public.hotline_attachment_key_open(name));
create policy "Hotline attachments: read by the team's handlers" on storage.objects
  for select to authenticated
  using (bucket_id = 'hotline-attachments' and private.hotline_attachment_readable(name));
-- No update or delete policy: an attachment is never overwritten, moved or removed by a client.

-- Keys for `files` new attachments of the case whose access token is `access` (the team-hotline
-- function, service role only). Null for a wrong token, counted as a wrong receipt code like a
-- lookup; refuses a closed case and more than 5 attachments a case.
create function public.begin_hotline_attachments(access text, client_key text, files integer,
                                                 at timestamptz default now())
returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key, at);
  keys text[] := '{}';
  attachment uuid;
begin
  if c.id is null then
    return null;
  end if;
  if c.status = 'closed' then
    raise exception 'This case is closed. To report something new, send a new report.' using errcode = 'PT409';
  end if;
  if files is null or files < 1
     or files + (select count(*) from public.hotline_attachments a where a.case_id = c.id) > 5 then
    raise exception 'A report can have at most 5 attachments.' using errcode = 'PT409';
  end if;
  for i in 1 .. files loop
    attachment := gen_random_uuid();
    insert into public.hotline_attachments (id, case_id, team_id, object_path)
    values (attachment, c.id, c.team_id, c.team_id || '/' || c.id || '/' || attachment);
    keys := keys || (c.team_id || '/' || c.id || '/' || attachment);
  end loop;
  return keys;
end
$$;

revoke all on function public.hotline_attachment_key_open(text) from public;
revoke all on function private.hotline_attachment_readable(text) from public;
revoke all on function public.begin_hotline_attachments(text, text, integer, timestamptz)
  from public, anon, authenticated;
-- Row-level security on storage.objects calls these as the caller.
grant execute on function public.hotline_attachment_key_open(text) to anon, authenticated;
grant execute on function private.hotline_attachment_readable(text) to authenticated;
grant execute on function public.begin_hotline_attachments(text, text, integer, timestamptz)
  to service_role;
