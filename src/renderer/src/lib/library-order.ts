// The library's order of videos (docs/product.md#video-library): `order_index`, then title. The
// library, the player's next video, a course's first video and the video manager all read videos
// in it, so they never disagree about which video comes first.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

type Client = SupabaseClient<Database>;

/** Every video (editors see unpublished ones too) with `columns`, in the library's order. */
export function videosInLibraryOrder<Columns extends string>(client: Client, columns: Columns) {
  return client.from('videos').select(columns).order('order_index').order('title');
}

/** The published videos with `columns`, in the library's order. */
export function publishedVideos<Columns extends string>(client: Client, columns: Columns) {
  return videosInLibraryOrder(client, columns).eq('is_published', true);
}
