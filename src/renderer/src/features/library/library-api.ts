// Data access for the video library.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface LibraryVideo {
  id: string;
  title: string;
  description: string | null;
  duration: string | null;
  thumbnail_url: string | null;
  category: string | null;
}

export interface VideoProgress {
  video_id: string;
  progress_percent: number;
  completed_at: string | null;
}

export async function getPublishedVideos(client: SupabaseClient): Promise<LibraryVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select('id, title, description, duration, thumbnail_url, category')
    .eq('is_published', true)
    .order('order_index', { ascending: true });
  if (error) throw error;
  return data as LibraryVideo[];
}

export async function getMyProgress(
  client: SupabaseClient,
  userId: string,
): Promise<VideoProgress[]> {
  const { data, error } = await client
    .from('progress')
    .select('video_id, progress_percent, completed_at')
    .eq('user_id', userId);
  if (error) throw error;
  return data as VideoProgress[];
}
