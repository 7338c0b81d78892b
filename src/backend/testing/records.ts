// Records several backend test files need in the same shape: a course's published video and a
// vendor review.
import type { SupabaseClient } from '@supabase/supabase-js';

/** Publishes the video of `course` first in the library (as the service role); returns its id. */
export async function publishCourseVideo(
  service: SupabaseClient,
  course: { id: string; title: string },
): Promise<string> {
  const { data } = await service
    .from('videos')
    .insert({
      title: course.title,
      course_id: course.id,
      is_published: true,
      duration: '6:00',
      order_index: 1,
    })
    .select('id')
    .single()
    .throwOnError();
  return (data as { id: string }).id;
}

/** Records an approved review of a low-criticality vendor, every question answered yes. */
export async function approveVendor(
  client: SupabaseClient,
  teamId: string,
  vendorId: string,
): Promise<string> {
  const { data: questions } = await client
    .from('vendor_questions')
    .select('id, criticalities')
    .throwOnError();
  const { data } = await client
    .from('vendor_reviews')
    .insert({
      team_id: teamId,
      vendor_id: vendorId,
      conclusion: 'approved',
      answers: Object.fromEntries(
        (questions as { id: string; criticalities: string[] }[])
          .filter((question) => question.criticalities.includes('low'))
          .map((question) => [question.id, 'yes']),
      ),
    })
    .select('id')
    .single()
    .throwOnError();
  return (data as { id: string }).id;
}
