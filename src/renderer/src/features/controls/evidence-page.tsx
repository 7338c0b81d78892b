// Dashboard → Evidence, its Controls part (docs/product.md#evidence, docs/decisions.md CL1, RD1):
// for each SOC 2 criterion and ISO/IEC 27001:2022 Annex A control, whether it is documented and
// whether it is operating, and what is missing. Honest about what it is: coverage of ComplyReady's
// own records, not a certification.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { allControls, type ControlFramework } from '@content/controls';
import {
  describeSource,
  readinessFigure,
  readinessOf,
  type ControlReadiness,
  type ReadinessRow,
} from '@content/controls/readiness';
import { CheckboxField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { DataTable } from '../../components/data-table';
import { useQuery } from '../../lib/use-query';
import { controlKeys } from '../../lib/controls/keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DashboardPage } from '../../components/dashboard-sections';
import { EvidenceSharing } from './evidence-links';
import { getControlReadiness } from '../../lib/controls/readiness-data';

const EVIDENCE_LEAD = 'What your ComplyReady records show an auditor, control by control.';

/**
 * What the page measures, fixed text: the skeleton paints it with the HTML
 * (docs/architecture.md#performance-goals).
 */
const EVIDENCE_INTRO = (
  <p>
    Each SOC 2 criterion and ISO 27001 Annex A control is <strong>documented</strong> when a
    published policy serves it, and <strong>operating</strong> when your records of the last 12
    months show it at work: a checklist item done with an evidence link, a policy accepted by at
    least 90% of your members or reviewed, assigned training completed by at least 90%, a treated
    risk with a risk assessment approved in the period, every vendor reviewed and current, or every
    asset with an owner. This is coverage of your records here, not a certification or an
    auditor&apos;s opinion.
  </p>
);

const FRAMEWORKS: ControlFramework[] = ['SOC 2', 'ISO 27001'];
/** The missing sources a row shows before "and N more". */
const MISSING_SHOWN = 3;

function SourceList({ sources }: { sources: readonly ReadinessRow[] }) {
  return (
    <ul className="plain-list">
      {sources.map((source) => (
        <li key={`${source.source}-${source.title}`}>{describeSource(source)}</li>
      ))}
    </ul>
  );
}

function StateCell({ holds, sources }: { holds: boolean; sources: readonly ReadinessRow[] }) {
  return (
    <td>
      {holds ? (
        <>
          <strong>Yes</strong>
          <SourceList sources={sources} />
        </>
      ) : (
        <span className="badge badge-warning">No</span>
      )}
    </td>
  );
}

function MissingCell({ entry }: { entry: ControlReadiness }) {
  if (entry.documented && entry.operating) return <td>Nothing</td>;
  if (entry.missing.length === 0) {
    return <td>Nothing in ComplyReady serves this control yet</td>;
  }
  const more = entry.missing.length - MISSING_SHOWN;
  return (
    <td>
      <SourceList sources={entry.missing.slice(0, MISSING_SHOWN)} />
      {more > 0 ? <p className="hint">and {more} more</p> : null}
    </td>
  );
}

function FrameworkTable({
  framework,
  readiness,
  missingOnly,
  belowFirstScreen,
}: {
  framework: ControlFramework;
  readiness: ControlReadiness[];
  missingOnly: boolean;
  /** After another framework's table: laid out only once it nears the screen. */
  belowFirstScreen: boolean;
}) {
  const figure = readinessFigure(readiness, framework);
  const rows = readiness.filter(
    (entry) =>
      entry.control.framework === framework &&
      (!missingOnly || !entry.documented || !entry.operating),
  );
  const headingId = `controls-${framework.replace(/\W/g, '')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={belowFirstScreen ? 'laid-out-near-screen' : undefined}
    >
      <h3 id={headingId}>
        {framework}: {figure.documented} of {figure.total} documented ({figure.documentedPercent}
        %) · {figure.operating} of {figure.total} operating ({figure.operatingPercent}%)
      </h3>
      <DataTable
        label={`${framework} controls`}
        className="readiness-table"
        columns={['Control', 'Documented', 'Operating', 'Missing']}
      >
        {rows.map((entry) => (
          <tr key={entry.control.id}>
            <th scope="row">
              {entry.control.id} {entry.control.title}
            </th>
            <StateCell holds={entry.documented} sources={entry.documentedBy} />
            <StateCell holds={entry.operating} sources={entry.operatingBy} />
            <MissingCell entry={entry} />
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function ControlTables({ rows }: { rows: readonly ReadinessRow[] }) {
  const readiness = useMemo(() => readinessOf(allControls, rows), [rows]);
  const [missingOnly, setMissingOnly] = useState(false);
  return (
    <>
      <CheckboxField
        label="Show missing controls only"
        checked={missingOnly}
        onChecked={setMissingOnly}
      />
      {FRAMEWORKS.map((framework, index) => (
        <FrameworkTable
          key={framework}
          framework={framework}
          readiness={readiness}
          missingOnly={missingOnly}
          belowFirstScreen={index > 0}
        />
      ))}
    </>
  );
}

function Controls({ teamId }: { teamId: string }) {
  const rows = useQuery(controlKeys.readiness(), getControlReadiness);
  return (
    <DashboardPage title="Evidence" lead={EVIDENCE_LEAD} intro={EVIDENCE_INTRO}>
      <EvidenceSharing teamId={teamId} />
      <h2>Controls</h2>
      <p>
        <Link to="/dashboard/evidence/soa">Statement of Applicability</Link> (ISO/IEC 27001:2022
        Annex A: applicability, justification, status and approved versions)
      </p>
      <p>
        <Link to="/dashboard/evidence/system-description">System description</Link> (SOC 2
        description criteria: services, commitments, components, boundaries, subservice
        organisations and complementary controls, published as versions)
      </p>
      <QueryStatus
        query={rows}
        loading="Loading controls..."
        failed="Failed to load the control coverage"
      >
        {(data) => <ControlTables rows={data} />}
      </QueryStatus>
    </DashboardPage>
  );
}

function EvidencePage() {
  return (
    <TeamAdminPage title="Evidence" lead={EVIDENCE_LEAD} intro={EVIDENCE_INTRO}>
      {(teamId) => <Controls teamId={teamId} />}
    </TeamAdminPage>
  );
}

export { EvidencePage as Component };
