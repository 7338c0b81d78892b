import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import { ResultCount, SearchBox, matchesQuery } from '../../components/search-box';
import type { TrainingCourse } from '../../content/types';

/** docs/product.md#training-courses: search by title only. An island of the training page. */
export function CourseSearch({ courses }: { courses: TrainingCourse[] }) {
  const [query, setQuery] = useState('');
  const shown = courses.filter((course) => matchesQuery(query, [course.title]));

  return (
    <>
      <div className="toolbar">
        <SearchBox
          label="Search courses by title"
          placeholder="Search courses..."
          value={query}
          onChange={setQuery}
        />
        <AppLink className="button button-primary" to="/signup">
          Get Team Access
        </AppLink>
      </div>
      <ResultCount shown={shown.length} total={courses.length} noun="courses" />
      {shown.length === 0 ? <p className="empty-state">No courses match your search.</p> : null}
      <ul className="card-grid" aria-label="Courses">
        {shown.map((course) => (
          <li key={course.id} className="card course-card">
            <h2>{course.title}</h2>
            <p>{course.description}</p>
            <p className="meta">{course.durationMinutes} minutes</p>
            <button type="button" className="button button-disabled" disabled>
              Coming Soon
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
