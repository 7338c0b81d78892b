// Dashboard → Activity (docs/decisions.md A1): the team's audit log, newest first, filtered by
// kind and person, paged, and exported as CSV (the export is itself logged by the database).
import { useState } from 'react';
import { platform } from '#platform';
import { AUDIT_EVENT_KINDS, AUDIT_EVENT_LABELS } from '@shared/audit-events';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/form-field';
import { CsvExportButton, CsvExportFailure, useCsvExport } from '../../components/csv-export';
import { Pagination } from '../../components/pagination';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { activityCsv, activityCsvFileName, eventDetails, kindLabel } from '../../lib/team/activity';
import { DashboardPage } from '../../components/dashboard-sections';
import {
  exportActivity,
  getActivityPage,
  getManagedMembers,
  type ActivityFilter,
} from '../../lib/team/data';
import { UNNAMED_USER } from '../../lib/team/team-progress';

const PAGE_SIZE = 25;

function ActivityPage() {
  return <TeamAdminPage title="Activity">{(teamId) => <Activity teamId={teamId} />}</TeamAdminPage>;
}

function Activity({ teamId }: { teamId: string }) {
  const [filter, setFilter] = useState<ActivityFilter>({ kind: null, actor: null });
  const [pageIndex, setPageIndex] = useState(0);
  const people = useQuery(teamKeys.members(teamId), (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );
  const events = useQuery(
    teamKeys.activityPage(filter.kind, filter.actor, pageIndex),
    (client, signal) =>
      getActivityPage(client, filter, { index: pageIndex, size: PAGE_SIZE }, signal),
  );
  const changeFilter = (next: Partial<ActivityFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPageIndex(0);
  };

  const csv = useCsvExport(
    async () => {
      const rows = await exportActivity(await getSupabase(), filter);
      await platform.saveFile({
        suggestedName: activityCsvFileName(),
        mimeType: CSV_MIME_TYPE,
        data: activityCsv(rows),
      });
    },
    // The export just written to the log belongs at the top of the first page.
    async () => {
      if (pageIndex === 0) await invalidateQueries(teamKeys.activity());
    },
  );

  return (
    <DashboardPage title="Activity" lead="Who did what in your team, newest first.">
      <div className="toolbar activity-filters">
        <SelectField
          label="Event"
          className="filter-field"
          value={filter.kind ?? ''}
          onChange={(kind) => changeFilter({ kind: kind || null })}
        >
          <option value="">All events</option>
          {AUDIT_EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUDIT_EVENT_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Person"
          className="filter-field"
          value={filter.actor ?? ''}
          onChange={(actor) => changeFilter({ actor: actor || null })}
        >
          <option value="">Everyone</option>
          {people.state === 'ready'
            ? people.data.members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.full_name?.trim() || UNNAMED_USER}
                </option>
              ))
            : null}
        </SelectField>
        <CsvExportButton csv={csv}>Download CSV</CsvExportButton>
      </div>
      <CsvExportFailure csv={csv}>
        The activity could not be exported. Please try again.
      </CsvExportFailure>
      <QueryStatus
        query={events}
        loading="Loading activity..."
        failed="Failed to load the team's activity"
      >
        {(data) => (
          <>
            <p className="hint" role="status">
              {countOf(data.total, 'events')}
            </p>
            {data.events.length === 0 ? (
              <p className="empty-state">Nothing recorded yet for this filter.</p>
            ) : (
              <DataTable
                label="Team activity"
                className="activity-table"
                columns={['When', 'Who', 'Event', 'Target', 'Details']}
              >
                {data.events.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <time dateTime={event.occurred_at}>
                        {new Date(event.occurred_at).toLocaleString()}
                      </time>
                    </td>
                    <td>{event.actor_name}</td>
                    <td>{kindLabel(event.kind)}</td>
                    <td>{event.target_name ?? ''}</td>
                    <td>{eventDetails(event)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <ActivityPager pageIndex={pageIndex} total={data.total} onPage={setPageIndex} />
          </>
        )}
      </QueryStatus>
    </DashboardPage>
  );
}

/** Previous, "Page n of N" and Next over `total` events, PAGE_SIZE a page. */
export function ActivityPager({
  pageIndex,
  total,
  onPage,
}: {
  pageIndex: number;
  total: number;
  onPage: (index: number) => void;
}) {
  return (
    <Pagination
      label="Activity pages"
      pageIndex={pageIndex}
      pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
      onPage={onPage}
    />
  );
}

export { ActivityPage as Component };
