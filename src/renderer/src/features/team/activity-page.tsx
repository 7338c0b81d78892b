// Dashboard → Activity (docs/decisions.md A1): the team's audit log, newest first, filtered by
// kind and person, paged, and exported as CSV (the export is itself logged by the database).
import { useId, useState } from 'react';
import { platform } from '#platform';
import { AUDIT_EVENT_KINDS, AUDIT_EVENT_LABELS } from '@shared/audit-events';
import { CSV_MIME_TYPE } from '@shared/csv';
import { countOf } from '@shared/plural';
import { RequireSession, ADMIN_ROLES } from '../../session/guards';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { activityCsv, activityCsvFileName, eventDetails, kindLabel } from '../../lib/team/activity';
import { DashboardSections } from '../../components/dashboard-sections';
import {
  exportActivity,
  getActivityPage,
  getManagedMembers,
  type ActivityFilter,
} from '../../lib/team/data';
import { UNNAMED_USER } from '../../lib/team/team-progress';

const PAGE_SIZE = 25;

function ActivityPage() {
  return (
    <RequireSession roles={ADMIN_ROLES} otherwise="/library">
      {(profile) =>
        profile.team_id ? (
          <Activity teamId={profile.team_id} />
        ) : (
          <div className="container">
            <PageHeader title="Activity" />
            <FormMessage kind="error">No team assigned to this account.</FormMessage>
          </div>
        )
      }
    </RequireSession>
  );
}

function Activity({ teamId }: { teamId: string }) {
  const kindId = useId();
  const actorId = useId();
  const [filter, setFilter] = useState<ActivityFilter>({ kind: null, actor: null });
  const [pageIndex, setPageIndex] = useState(0);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const people = useQuery(['members', teamId], (client, signal) =>
    getManagedMembers(client, teamId, signal),
  );
  const events = useQuery(['activity', filter.kind, filter.actor, pageIndex], (client, signal) =>
    getActivityPage(client, filter, { index: pageIndex, size: PAGE_SIZE }, signal),
  );
  const changeFilter = (next: Partial<ActivityFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPageIndex(0);
  };

  async function download() {
    setExporting('busy');
    try {
      const rows = await exportActivity(await getSupabase(), filter);
      await platform.saveFile({
        suggestedName: activityCsvFileName(),
        mimeType: CSV_MIME_TYPE,
        data: activityCsv(rows),
      });
      setExporting('idle');
      // The export just written to the log belongs at the top of the first page.
      if (pageIndex === 0) await events.refresh();
    } catch {
      setExporting('failed');
    }
  }

  return (
    <div className="container">
      <PageHeader title="Activity" lead="Who did what in your team, newest first." />
      <DashboardSections />
      <div className="toolbar activity-filters">
        <div className="filter-field">
          <label htmlFor={kindId}>Event</label>
          <select
            id={kindId}
            value={filter.kind ?? ''}
            onChange={(event) => changeFilter({ kind: event.target.value || null })}
          >
            <option value="">All events</option>
            {AUDIT_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_EVENT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={actorId}>Person</label>
          <select
            id={actorId}
            value={filter.actor ?? ''}
            onChange={(event) => changeFilter({ actor: event.target.value || null })}
          >
            <option value="">Everyone</option>
            {people.state === 'ready'
              ? people.data.members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.full_name?.trim() || UNNAMED_USER}
                  </option>
                ))
              : null}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={exporting === 'busy'}
          onClick={() => void download()}
        >
          {exporting === 'busy' ? 'Preparing CSV...' : 'Download CSV'}
        </button>
      </div>
      {exporting === 'failed' ? (
        <FormMessage kind="error">
          The activity could not be exported. Please try again.
        </FormMessage>
      ) : null}
      {events.state === 'loading' ? <p role="status">Loading activity...</p> : null}
      {events.state === 'error' ? (
        <FormMessage kind="error">Failed to load the team&apos;s activity</FormMessage>
      ) : null}
      {events.state === 'ready' ? (
        <>
          <p className="hint" role="status">
            {countOf(events.data.total, 'events')}
          </p>
          {events.data.events.length === 0 ? (
            <p className="empty-state">Nothing recorded yet for this filter.</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Team activity">
              <table className="data-table activity-table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Event</th>
                    <th scope="col">Target</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.events.map((event) => (
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
                </tbody>
              </table>
            </div>
          )}
          <ActivityPager pageIndex={pageIndex} total={events.data.total} onPage={setPageIndex} />
        </>
      ) : null}
    </div>
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
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <nav className="pagination" aria-label="Activity pages">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onPage(pageIndex - 1)}
        disabled={pageIndex === 0}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </span>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onPage(pageIndex + 1)}
        disabled={pageIndex + 1 >= pageCount}
      >
        Next
      </button>
    </nav>
  );
}

export { ActivityPage as Component };
