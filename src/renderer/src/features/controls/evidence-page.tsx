// Dashboard → Evidence, its Controls part (docs/product.md#evidence, docs/decisions.md CL1): for each SOC 2 criterion
// and ISO/IEC 27001:2022 Annex A control, what in this team's records covers it, and what is
// missing. Honest about what it is: coverage of ComplyReady's own records, not a certification.
import { useState } from 'react';
import { allControls, type ControlFramework } from '../../../../content/controls';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useQuery } from '../../lib/use-query';
import { TeamAdminPage } from '../checklists/team/admin-page';
import { getControlCoverage } from '../checklists/team/data';
import { DashboardSections } from '../team/dashboard-sections';
import { EvidenceSharing } from './evidence-links';
import { coverageOf, frameworkFigure, type ControlCoverage } from './coverage';

const FRAMEWORKS: ControlFramework[] = ['SOC 2', 'ISO 27001'];
const SOURCE_LABELS: Record<string, string> = {
  policy: 'Policy',
  checklist: 'Checklist',
  training: 'Training',
};

function FrameworkTable({
  framework,
  coverage,
  missingOnly,
}: {
  framework: ControlFramework;
  coverage: ControlCoverage[];
  missingOnly: boolean;
}) {
  const figure = frameworkFigure(coverage, framework);
  const rows = coverage.filter(
    (entry) =>
      entry.control.framework === framework && (!missingOnly || entry.sources.length === 0),
  );
  const headingId = `controls-${framework.replace(/\W/g, '')}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        {framework}: {figure.covered} of {figure.total} covered ({figure.percent}%)
      </h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${framework} controls`}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Control</th>
              <th scope="col">Covered by</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ control, sources }) => (
              <tr key={control.id}>
                <th scope="row">
                  {control.id} {control.title}
                </th>
                <td>
                  {sources.length === 0 ? (
                    <span className="badge badge-warning">Missing</span>
                  ) : (
                    <ul className="plain-list">
                      {sources.map((source) => (
                        <li key={`${source.source}-${source.title}`}>
                          {SOURCE_LABELS[source.source] ?? source.source}: {source.title}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Controls({ teamId }: { teamId: string }) {
  const rows = useQuery(['control-coverage', teamId], getControlCoverage);
  const [missingOnly, setMissingOnly] = useState(false);
  return (
    <div className="container">
      <PageHeader
        title="Evidence"
        lead="What your ComplyReady records show an auditor, control by control."
      />
      <DashboardSections />
      <EvidenceSharing teamId={teamId} />
      <h2>Controls</h2>
      <p>
        What in your ComplyReady records covers each SOC 2 criterion and ISO 27001 Annex A control:
        published policies, checklist items done in the current run, and training completed by every
        member. This is coverage of your records here, not a certification or an auditor&apos;s
        opinion.
      </p>
      {rows.state === 'loading' ? <p role="status">Loading controls...</p> : null}
      {rows.state === 'error' ? (
        <FormMessage kind="error">Failed to load the control coverage</FormMessage>
      ) : null}
      {rows.state === 'ready' ? (
        <>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.target.checked)}
            />
            Show missing controls only
          </label>
          {FRAMEWORKS.map((framework) => (
            <FrameworkTable
              key={framework}
              framework={framework}
              coverage={coverageOf(allControls, rows.data)}
              missingOnly={missingOnly}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}

function EvidencePage() {
  return <TeamAdminPage title="Evidence">{(teamId) => <Controls teamId={teamId} />}</TeamAdminPage>;
}

export { EvidencePage as Component };
