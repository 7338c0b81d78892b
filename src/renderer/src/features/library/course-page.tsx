import { Link, Navigate, useParams } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { RequireSession } from '../../session/guards';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useQuery } from '../../lib/use-query';
import { LoadingPage } from '../../components/loading-screen';
import { libraryKeys } from './keys';
import { answer } from '../../lib/answer';
import { publishedVideos } from '../../lib/library-order';

/** The first published video of a catalogue course the viewer's plan shows, if any. */
async function videoOfCourse(
  client: SupabaseClient<Database>,
  courseId: string,
  signal: AbortSignal,
): Promise<string | null> {
  const data = await answer(
    publishedVideos(client, 'id').eq('course_id', courseId).limit(1).abortSignal(signal),
  );
  return data[0]?.id ?? null;
}

function CourseScreen({ courseId }: { courseId: string }) {
  const video = useQuery(libraryKeys.courseVideo(courseId), (client, signal) =>
    videoOfCourse(client, courseId, signal),
  );
  if (video.state === 'loading') {
    return <LoadingPage>Loading course...</LoadingPage>;
  }
  if (video.state === 'ready' && video.data)
    return <Navigate to={`/video/${video.data}`} replace />;
  return (
    <div className="container narrow">
      <PageHeader title="Course not available" />
      {video.state === 'error' ? (
        <FormMessage kind="error">Failed to load the course</FormMessage>
      ) : (
        <p>This course is not in your library. Your team&apos;s plan may not include it yet.</p>
      )}
      <Link className="button button-primary" to="/library">
        Go to Library
      </Link>
    </div>
  );
}

/** `/course/<id>`, where "Start Course" on /training leads (docs/decisions.md V3). */
function CoursePage() {
  const { courseId = '' } = useParams();
  return (
    <RequireSession>{() => <CourseScreen key={courseId} courseId={courseId} />}</RequireSession>
  );
}

export { CoursePage as Component };
