// Settings → Reporting routes (docs/decisions.md V5): where staff report phishing and security
// concerns, shown at the end of the courses that teach reporting, beside the team's hotline link.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { InputField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import {
  getReportingRoutes,
  setReportingRoutes,
  type ReportingRoutes,
} from '../../lib/team/reporting-routes';

export function ReportingRoutesSettings() {
  const routes = useQuery(teamKeys.reportingRoutes(), (client, signal) =>
    getReportingRoutes(client, signal),
  );
  return (
    <section className="card" aria-labelledby="reporting-routes-title">
      <h2 id="reporting-routes-title">Reporting Routes</h2>
      <p>
        Where your staff report a suspicious email or a security concern. The courses that teach
        reporting end with these addresses and your team&apos;s hotline link.
      </p>
      <QueryStatus
        query={routes}
        loading="Loading reporting routes..."
        failed="Failed to load the reporting routes"
      >
        {(data) => <ReportingRoutesForm routes={data} />}
      </QueryStatus>
    </section>
  );
}

function ReportingRoutesForm({ routes }: { routes: ReportingRoutes }) {
  const [contact, setContact] = useState(routes.securityContactEmail ?? '');
  const [phishing, setPhishing] = useState(routes.phishingReportEmail ?? '');
  const { busy, result, run } = useAction('The reporting routes could not be saved.');

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await setReportingRoutes(await getSupabase(), {
        securityContactEmail: contact,
        phishingReportEmail: phishing,
      });
      await invalidateQueries(teamKeys.reportingRoutes());
      return 'Reporting routes saved.';
    });
  };

  return (
    <form onSubmit={save} noValidate>
      <InputField
        label="Security contact email"
        type="email"
        autoComplete="off"
        value={contact}
        onValue={setContact}
        placeholder="security@example.com"
      />
      <InputField
        label="Report phishing address"
        type="email"
        autoComplete="off"
        value={phishing}
        onValue={setPhishing}
        placeholder="phishing@example.com"
      />
      <p className="hint">
        {routes.hotlineSlug ? (
          <>The team&apos;s hotline link is shown with them.</>
        ) : (
          <>
            Set up your team&apos;s <Link to="/dashboard/hotline">hotline</Link> to show its link
            with them.
          </>
        )}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving...' : 'Save Reporting Routes'}
      </button>
      <ActionResultMessage result={result} />
    </form>
  );
}
