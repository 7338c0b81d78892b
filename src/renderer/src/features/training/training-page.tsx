import { countOf } from '@shared/plural';
import { PageHeader } from '../../components/page-header';
import { trainingCourses } from '@content/courses/catalogue';
import { Island } from '../../islands/island';
import { CourseSearch } from './course-search';

function TrainingPage() {
  return (
    <div className="container">
      <PageHeader
        title="Security Awareness Training"
        lead={`${countOf(trainingCourses.length, 'courses', 'short')} that teach your team to spot and stop the most common attacks.`}
      />
      {/* The seeded catalogue publishes every course (supabase/seed.sql); the island asks the backend. */}
      <Island
        name="course-search"
        component={CourseSearch}
        props={{ courses: trainingCourses, published: trainingCourses.map((course) => course.id) }}
      />
    </div>
  );
}

export { TrainingPage as Component };
