// Course media in Supabase Storage (docs/decisions.md CM1): a video row may name its video file,
// thumbnail and captions as objects of the private bucket `course-media`. Browsers load them
// through signed URLs, which Storage makes only for whom its read policy lets see the object:
// editors, and members whose team's plan shows the video.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

export const COURSE_MEDIA_BUCKET = 'course-media';

/** The columns that say what a video shows and where it plays from, beside its media objects. */
export type VideoDescriptionField =
  'title' | 'description' | 'duration' | 'url' | 'thumbnail_url' | 'vimeo_id' | 'vimeo_embed_url';

/** How long a signed URL works: long enough to watch a course, seeking included. */
const SIGNED_URL_SECONDS = 4 * 60 * 60;

/** Signed URLs for the given keys; a key the viewer may not read is left out. */
export async function signedMediaUrls(
  client: SupabaseClient<Database>,
  keys: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (wanted.length === 0) return new Map();
  const { data, error } = await client.storage
    .from(COURSE_MEDIA_BUCKET)
    .createSignedUrls(wanted, SIGNED_URL_SECONDS);
  if (error) throw error;
  return new Map(
    data.flatMap((entry) =>
      entry.path && entry.signedUrl && !entry.error ? [[entry.path, entry.signedUrl]] : [],
    ),
  );
}

/** The row's uploaded files, when it has them, in place of the URLs typed into it. */
export async function withUploadedMedia<
  Row extends {
    url?: string | null;
    thumbnail_url: string | null;
    captions_url?: string | null;
    video_object?: string | null;
    thumbnail_object: string | null;
    captions_object?: string | null;
  },
>(client: SupabaseClient<Database>, rows: Row[]): Promise<Row[]> {
  const signed = await signedMediaUrls(
    client,
    rows.flatMap((row) => [
      row.video_object ?? null,
      row.thumbnail_object,
      row.captions_object ?? null,
    ]),
  );
  const pick = (key: string | null | undefined, fallback: string | null | undefined) =>
    (key ? signed.get(key) : undefined) ?? fallback ?? null;
  return rows.map((row) => ({
    ...row,
    ...('url' in row ? { url: pick(row.video_object, row.url) } : {}),
    thumbnail_url: pick(row.thumbnail_object, row.thumbnail_url),
    ...('captions_url' in row ? { captions_url: pick(row.captions_object, row.captions_url) } : {}),
  }));
}
