import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { ResultCount, SearchBox, matchesQuery } from '../../components/search-box';
import { trainingCourses } from '../../content/courses';

function TrainingPage() {
  const [query, setQuery] = useState('');
  const shown = trainingCourses.filter((course) => matchesQuery(query, [course.title]));

  return (
    <div className="container">
      <PageHeader
        title="Security Awareness Training"
        lead={`${trainingCourses.length} short courses that teach your team to spot and stop the most common attacks.`}
      />
      <div className="toolbar">
        <SearchBox
          label="Search courses"
          placeholder="Search courses..."
          value={query}
          onChange={setQuery}
        />
        <Link className="button button-primary" to="/signup">
          Get Team Access
        </Link>
      </div>
      <ResultCount shown={shown.length} total={trainingCourses.length} noun="courses" />
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
    </div>
  );
}

export { TrainingPage as Component };
