-- Course media in Supabase Storage (docs/decisions.md CM1, docs/threat-model.md #52): editors
-- upload a video file (resumable, TUS), a thumbnail and a captions file instead of pasting URLs.
-- Hosted Supabase provides the storage schema; the embedded backend creates the same one, so the
-- bucket and policies below govern both.
--
-- One private bucket, `course-media`; keys are `<kind>/<random uuid>` (kind: video, thumbnail,
-- captions), chosen by the editor's browser before the video row is saved. A video row names its
-- objects in three columns. Who may read an object follows who may read the video: editors and
-- superadmins everything; a signed-in member only the objects of a video their team's plan shows
-- (private.my_visible_video_ids). Browsers play through signed URLs, which Storage makes only for
-- someone the read policy lets see the object.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('course-media', 'course-media', false, 524288000, array[
  'video/mp4', 'video/webm',
  'image/png', 'image/jpeg', 'image/webp',
  'text/vtt'
])
on conflict (id) do nothing;

alter table public.videos
  add column video_object text
    check (video_object ~ '^video/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add column thumbnail_object text
    check (thumbnail_object
           ~ '^thumbnail/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add column captions_object text
    check (captions_object
           ~ '^captions/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');

-- Whether the caller may read an object of bucket `course-media`.
create function private.course_media_readable(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.can_edit_videos()
    or exists (select 1 from public.videos v
               where v.id in (select private.my_visible_video_ids())
                 and path in (v.video_object, v.thumbnail_object, v.captions_object))
$$;

-- Whether some video names the object: such an object is not removed from under it.
create function private.course_media_in_use(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.videos v
                 where path in (v.video_object, v.thumbnail_object, v.captions_object))
$$;

create policy "Course media: read by whom the video allows" on storage.objects
  for select to authenticated
  using (bucket_id = 'course-media' and private.course_media_readable(name));
create policy "Course media: uploaded by editors under a fresh key" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'course-media' and private.can_edit_videos()
              and name ~ '^(video|thumbnail|captions)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');
create policy "Course media: removed by editors once no video names it" on storage.objects
  for delete to authenticated
  using (bucket_id = 'course-media' and private.can_edit_videos()
         and not private.course_media_in_use(name));
-- No update policy: a course media object is never overwritten (upsert and move are refused); a
-- new file gets a new key.

revoke all on function private.course_media_readable(text) from public, anon;
revoke all on function private.course_media_in_use(text) from public, anon;
-- Row-level security on storage.objects calls these as the signed-in user.
grant execute on function private.course_media_readable(text) to authenticated;
grant execute on function private.course_media_in_use(text) to authenticated;
