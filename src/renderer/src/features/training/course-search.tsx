import { useEffect, useState } from 'react';
import { AppLink } from '../../navigation/navigation';
import { CardSearch } from '../../components/search-box';
import type { TrainingCourse } from '@content/courses/types';
import { readBackendConfig } from '../../lib/backend-config';

/**
 * The courses whose video is published now; undefined when the backend cannot say. One plain
 * request as anyone, as the pricing page asks for its plans: the public page does not load
 * supabase-js (about 50 KB) for it.
 */
async function publishedCourseIds(): Promise<string[] | undefined> {
  const { url, anonKey } = readBackendConfig();
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/published_course_ids`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
    credentials: 'omit',
  });
  if (!response.ok) return undefined;
  const ids: unknown = await response.json();
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : undefined;
}

/**
 * docs/product.md#training-courses: search by title only; a course whose video is published
 * reads "Start Course" (docs/decisions.md V3). An island of the training page: the page is built
 * with the courses the seeded catalogue publishes, and the backend's answer replaces them.
 */
export function CourseSearch({
  courses,
  published,
}: {
  courses: TrainingCourse[];
  published: string[];
}) {
  const [startable, setStartable] = useState(() => new Set(published));
  useEffect(() => {
    let current = true;
    void publishedCourseIds()
      .then((ids) => {
        if (current && ids) setStartable(new Set(ids));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <CardSearch
      items={courses}
      searchText={(course) => [course.title]}
      label="Search courses by title"
      placeholder="Search courses..."
      noun="courses"
      listLabel="Courses"
      beside={
        <AppLink className="button button-primary" to="/signup">
          Get Team Access
        </AppLink>
      }
    >
      {(course) => (
        <li key={course.id} className="card course-card">
          <h2>{course.title}</h2>
          <p>{course.description}</p>
          <p className="meta">{course.durationMinutes} minutes</p>
          {startable.has(course.id) ? (
            <AppLink
              className="button button-primary"
              to={`/course/${course.id}`}
              aria-label={`Start Course: ${course.title}`}
            >
              Start Course
            </AppLink>
          ) : (
            <button type="button" className="button button-disabled" disabled>
              Coming Soon
            </button>
          )}
        </li>
      )}
    </CardSearch>
  );
}
