// Data access for the video player (docs/product.md#calls-to-the-backend: one video by id, the
// viewer's progress for it, and the progress upsert on user_id + video_id). completed_at is never
// sent: the server sets it (docs/decisions.md F4).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '@shared/database.types';
import type { ProgressSnapshot, StoredProgress } from '@shared/progress-rules';
import { withUploadedMedia, type VideoDescriptionField } from '../../lib/course-media';
import { answer } from '../../lib/answer';
import { postBeforeLeaving, type ExitSaveTarget } from '../../lib/exit-request';
import { publishedVideos } from '../../lib/library-order';

const PLAYER_VIDEO_COLUMNS =
  'id, title, description, duration, url, thumbnail_url, vimeo_id, vimeo_embed_url, course_id, captions_url, video_object, thumbnail_object, captions_object';

export type PlayerVideo = Pick<
  Tables<'videos'>,
  | 'id'
  | VideoDescriptionField
  | 'course_id'
  | 'captions_url'
  | 'video_object'
  | 'thumbnail_object'
  | 'captions_object'
>;

export interface ProgressKey {
  userId: string;
  videoId: string;
}

/** What the server answers to a save: whether the video now counts as completed. */
export interface SaveResult {
  completed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Video ids are UUIDs; anything else names no video (and would only make the API fail). */
export function isVideoId(id: string): boolean {
  return UUID.test(id);
}

/** The video, or null when there is none the viewer may see (unknown, malformed or unpublished). */
export async function getVideo(
  client: SupabaseClient<Database>,
  id: string,
  signal: AbortSignal,
): Promise<PlayerVideo | null> {
  if (!isVideoId(id)) return null;
  const data = await answer(
    client
      .from('videos')
      .select(PLAYER_VIDEO_COLUMNS)
      .eq('id', id)
      .abortSignal(signal)
      .maybeSingle(),
  );
  // Uploaded files play through signed URLs, with Range requests for seeking (docs/decisions.md CM1).
  return data ? ((await withUploadedMedia(client, [data]))[0] ?? null) : null;
}

export async function getMyVideoProgress(
  client: SupabaseClient<Database>,
  { userId, videoId }: ProgressKey,
  signal: AbortSignal,
): Promise<StoredProgress | null> {
  const data = await answer(
    client
      .from('progress')
      .select('watch_time, progress_percent, completed_at')
      .eq('user_id', userId)
      .eq('video_id', videoId)
      .abortSignal(signal)
      .maybeSingle(),
  );
  if (!data) return null;
  return {
    watchTime: data.watch_time,
    progressPercent: data.progress_percent,
    completed: data.completed_at !== null,
  };
}

/** The video after this one in the library, offered when this one ends. */
export type NextVideo = Pick<Tables<'videos'>, 'id' | 'title'>;

/**
 * The published video that follows `videoId` in the library's order; null after the last one,
 * or for a video the library does not list.
 */
export async function getNextVideo(
  client: SupabaseClient<Database>,
  videoId: string,
  signal: AbortSignal,
): Promise<NextVideo | null> {
  const data = await answer(publishedVideos(client, 'id, title').abortSignal(signal));
  const index = data.findIndex((video) => video.id === videoId);
  return index >= 0 ? (data[index + 1] ?? null) : null;
}

export type PlayerData =
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | { kind: 'ready'; video: PlayerVideo; stored: StoredProgress | null };

/**
 * What the player shows. The session is read first: it may have ended in another window since
 * the page was opened, and then nothing about the video is fetched.
 */
export async function getPlayerData(
  client: SupabaseClient<Database>,
  videoId: string,
  signal: AbortSignal,
): Promise<PlayerData> {
  const { data, error } = await client.auth.getSession();
  if (error) throw error;
  if (!data.session) return { kind: 'signed-out' };
  if (!isVideoId(videoId)) return { kind: 'not-found' };
  const key = { userId: data.session.user.id, videoId };
  const [video, stored] = await Promise.all([
    getVideo(client, videoId, signal),
    getMyVideoProgress(client, key, signal),
  ]);
  return video ? { kind: 'ready', video, stored } : { kind: 'not-found' };
}

function progressRow(
  { userId, videoId }: ProgressKey,
  snapshot: ProgressSnapshot,
): TablesInsert<'progress'> {
  return {
    user_id: userId,
    video_id: videoId,
    watch_time: snapshot.watchTime,
    progress_percent: snapshot.percent,
  };
}

export async function saveProgress(
  client: SupabaseClient<Database>,
  key: ProgressKey,
  snapshot: ProgressSnapshot,
): Promise<SaveResult> {
  const data = await answer(
    client
      .from('progress')
      .upsert(progressRow(key, snapshot), { onConflict: 'user_id,video_id' })
      .select('completed_at')
      .single(),
  );
  return { completed: data.completed_at !== null };
}

/**
 * The same upsert as `saveProgress`, as the page goes (docs/decisions.md F5): PostgREST's upsert
 * with merge-duplicates, as supabase-js sends it.
 */
export async function saveProgressOnExit(
  target: ExitSaveTarget,
  key: ProgressKey,
  snapshot: ProgressSnapshot,
): Promise<SaveResult> {
  const response = await postBeforeLeaving(
    target,
    'progress?on_conflict=user_id%2Cvideo_id&select=completed_at',
    progressRow(key, snapshot),
    { Accept: 'application/json', Prefer: 'resolution=merge-duplicates,return=representation' },
  );
  // A plain fetch answers untyped JSON: the same columns supabase-js would have typed.
  const rows = (await response.json()) as Pick<Tables<'progress'>, 'completed_at'>[];
  return { completed: Boolean(rows[0]?.completed_at) };
}
