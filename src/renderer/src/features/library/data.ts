// Data access for the video library (docs/product.md#calls-to-the-backend: published videos by
// order_index, own progress).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { LibraryVideo, VideoProgress } from './library-rules';

export interface Library {
  videos: LibraryVideo[];
  /** The viewer's progress by video id. */
  progress: Map<string, VideoProgress>;
}

export async function getPublishedVideos(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<LibraryVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select('id, title, description, duration, thumbnail_url, category')
    .eq('is_published', true)
    .order('order_index', { ascending: true })
    .abortSignal(signal);
  if (error) throw error;
  return data;
}

export async function getMyProgress(
  client: SupabaseClient<Database>,
  userId: string,
  signal: AbortSignal,
): Promise<VideoProgress[]> {
  const { data, error } = await client
    .from('progress')
    .select('video_id, progress_percent, completed_at')
    .eq('user_id', userId)
    .abortSignal(signal);
  if (error) throw error;
  return data;
}

/** The published videos and the viewer's progress, fetched together. */
export async function getLibrary(
  client: SupabaseClient<Database>,
  userId: string,
  signal: AbortSignal,
): Promise<Library> {
  const [videos, progress] = await Promise.all([
    getPublishedVideos(client, signal),
    getMyProgress(client, userId, signal),
  ]);
  return { videos, progress: new Map(progress.map((row) => [row.video_id, row])) };
}
