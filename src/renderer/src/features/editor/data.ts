// Data access for the video metadata manager (docs/product.md#calls-to-the-backend: all videos in
// the library's order; insert and update with the form fields). Row-level security lets only editors and
// superadmins write.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import type { VideoFields } from './video-form';
import { answer } from '../../lib/answer';
import { videosInLibraryOrder } from '../../lib/library-order';

export type ManagedVideo = Pick<Tables<'videos'>, 'id' | keyof VideoFields>;

const COLUMNS =
  'id, title, description, duration, url, thumbnail_url, vimeo_id, vimeo_embed_url, category, order_index, is_published, video_object, thumbnail_object, captions_object';

export async function getAllVideos(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<ManagedVideo[]> {
  return answer(videosInLibraryOrder(client, COLUMNS).abortSignal(signal));
}

export async function addVideo(
  client: SupabaseClient<Database>,
  fields: VideoFields,
): Promise<void> {
  await answer(client.from('videos').insert(fields));
}

export async function updateVideo(
  client: SupabaseClient<Database>,
  id: string,
  fields: VideoFields,
): Promise<void> {
  // Ask for the row back: an update that matched nothing is a failure, not a silent success.
  const data = await answer(client.from('videos').update(fields).eq('id', id).select('id'));
  if (!data || data.length === 0) throw new Error('The video was not found or may not be changed.');
}
