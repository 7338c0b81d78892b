// Data access for the video library (docs/product.md#calls-to-the-backend: published videos in
// the library's order, own progress).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { withUploadedMedia } from '../../lib/course-media';
import type { TeamPlanColumns } from '../../lib/team/team-plan';
import type { LibraryVideo, VideoProgress } from '../../lib/library-rules';
import { answer } from '../../lib/answer';
import { publishedVideos } from '../../lib/library-order';

export interface Library {
  videos: LibraryVideo[];
  /** The viewer's team's plan, which decides how many courses they see (docs/decisions.md P1). */
  teamPlan: TeamPlanColumns | null;
  /** The viewer's progress by video id. */
  progress: Map<string, VideoProgress>;
}

export async function getPublishedVideos(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<LibraryVideo[]> {
  const data = await answer(
    publishedVideos(
      client,
      'id, title, description, duration, thumbnail_url, thumbnail_object, category',
    ).abortSignal(signal),
  );
  // An uploaded thumbnail shows through a signed URL (docs/decisions.md CM1).
  return withUploadedMedia(client, data);
}

export async function getMyProgress(
  client: SupabaseClient<Database>,
  userId: string,
  signal: AbortSignal,
): Promise<VideoProgress[]> {
  return answer(
    client
      .from('progress')
      .select('video_id, progress_percent, completed_at')
      .eq('user_id', userId)
      .abortSignal(signal),
  );
}

/** The published videos, the viewer's progress and their team's plan, fetched together. */
export async function getLibrary(
  client: SupabaseClient<Database>,
  viewer: { id: string; team_id: string | null },
  signal: AbortSignal,
): Promise<Library> {
  const [videos, progress, teamPlan] = await Promise.all([
    getPublishedVideos(client, signal),
    getMyProgress(client, viewer.id, signal),
    viewer.team_id ? getTeamPlan(client, viewer.team_id, signal) : null,
  ]);
  return { videos, teamPlan, progress: new Map(progress.map((row) => [row.video_id, row])) };
}

async function getTeamPlan(
  client: SupabaseClient<Database>,
  teamId: string,
  signal: AbortSignal,
): Promise<TeamPlanColumns | null> {
  return answer(
    client
      .from('teams')
      .select('plan_id, trial_plan_id, trial_ends_at')
      .eq('id', teamId)
      .abortSignal(signal)
      .maybeSingle(),
  );
}
