// The closing card of a course that teaches reporting (docs/decisions.md V5): over the finished
// video, the viewer's own team's routes from Settings. Not in the video, which every team shares.
import { Link } from 'react-router-dom';
import { trainingCourses } from '@content/courses/catalogue';
import { useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { getReportingRoutes, hasReportingRoutes } from '../../lib/team/reporting-routes';

/** Whether a course ends with the team's reporting routes. */
export function endsWithReportingRoutes(courseId: string | null): boolean {
  return trainingCourses.some((course) => course.id === courseId && course.endsWithReportingRoutes);
}

export function ReportingRoutesCard() {
  const routes = useQuery(teamKeys.reportingRoutes(), (client, signal) =>
    getReportingRoutes(client, signal),
  );
  if (routes.state !== 'ready') return null;
  const data = routes.data;
  return (
    <section className="reporting-routes-card" aria-labelledby="reporting-routes-card-title">
      <h2 id="reporting-routes-card-title">Report it to your team</h2>
      {hasReportingRoutes(data) ? (
        <ul>
          {data.securityContactEmail ? (
            <li>
              <span className="route-label">Security contact</span>{' '}
              <a href={`mailto:${data.securityContactEmail}`}>{data.securityContactEmail}</a>
            </li>
          ) : null}
          {data.phishingReportEmail ? (
            <li>
              <span className="route-label">Report phishing</span>{' '}
              <a href={`mailto:${data.phishingReportEmail}`}>{data.phishingReportEmail}</a>
            </li>
          ) : null}
          {data.hotlineSlug ? (
            <li>
              <span className="route-label">Confidential hotline</span>{' '}
              <Link to={`/hotline/${data.hotlineSlug}`}>Open your team&apos;s hotline</Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>Your team has not named its reporting routes yet: ask your admin where to report.</p>
      )}
    </section>
  );
}
