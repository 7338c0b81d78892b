// Data access for the video library (docs/product.md#calls-to-the-backend: published videos by
// order_index, own progress).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import type { LibraryVideo, VideoProgress } from './library-rules';

export async function getPublishedVideos(
  client: SupabaseClient<Database>,
): Promise<LibraryVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select('id, title, description, duration, thumbnail_url, category')
    .eq('is_published', true)
    .order('order_index', { ascending: true });
  if (error) throw error;
  return data;
}

export async function getMyProgress(
  client: SupabaseClient<Database>,
  userId: string,
): Promise<VideoProgress[]> {
  const { data, error } = await client
    .from('progress')
    .select('video_id, progress_percent, completed_at')
    .eq('user_id', userId);
  if (error) throw error;
  return data;
}
