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

/** A route by email, if the team named one: its label and the address to write to. */
function MailRoute({ label, email }: { label: string; email: string | null }) {
  if (!email) return null;
  return (
    <li>
      <span className="route-label">{label}</span> <a href={`mailto:${email}`}>{email}</a>
    </li>
  );
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
          <MailRoute label="Security contact" email={data.securityContactEmail} />
          <MailRoute label="Report phishing" email={data.phishingReportEmail} />
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
