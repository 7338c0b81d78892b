// Dashboard → Evidence: the evidence pack download and the auditor links (docs/product.md#evidence,
// docs/decisions.md EV1).
import { useState } from 'react';
import { platform } from '#platform';
import { TitledSection } from '../../components/titled-section';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { CopyableLink } from '../../components/copy-button';
import { FormMessage, InputField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { controlKeys } from '../../lib/controls/keys';
import { today } from '../../lib/local-day';
import { byteSize } from '../../lib/byte-size';
import {
  createEvidenceLink,
  evidenceUrl,
  fetchPack,
  getAuditorLinks,
  revokeEvidenceLink,
  type EvidenceLinkRow,
} from './evidence-data';
import { addCalendarMonths, utcDay } from '@shared/utc-day';

const PACK_NAME = 'evidence-pack.zip';

/** The first day of the year ending on `day` (YYYY-MM-DD), the default audit period. */
function yearBefore(day: string): string {
  return utcDay(Date.parse(`${addCalendarMonths(day, -12)}T00:00:00Z`) + 86_400_000);
}

function DateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const dateField = (label: string, value: string, onValue: (value: string) => void) => (
    <InputField label={label} type="date" required value={value} onValue={onValue} />
  );
  return (
    <div className="customise-fields">
      {dateField('From', from, (value) => onChange(value, to))}
      {dateField('To', to, (value) => onChange(from, value))}
    </div>
  );
}

type PackState =
  | { kind: 'idle' }
  | { kind: 'building'; received: number }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

function EvidencePack({ from, to }: { from: string; to: string }) {
  const [state, setState] = useState<PackState>({ kind: 'idle' });
  async function download() {
    setState({ kind: 'building', received: 0 });
    try {
      const token = await createEvidenceLink(await getSupabase(), {
        kind: 'download',
        fromDate: from,
        toDate: to,
      });
      const data = await fetchPack(token, (received) => setState({ kind: 'building', received }));
      const result = await platform.saveFile({
        suggestedName: PACK_NAME,
        mimeType: 'application/zip',
        data,
      });
      setState(result.status === 'saved' ? { kind: 'saved' } : { kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  }
  return (
    <TitledSection id="pack-title" title="Evidence pack">
      <p>
        One ZIP file for your auditor: every published policy version as a Word file, the acceptance
        register, training completion, certificates and training years, checklist runs with their
        evidence links, control coverage and the audit log, with an index page that links them all.
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={state.kind === 'building'}
        onClick={() => void download()}
      >
        {state.kind === 'building' ? 'Building the evidence pack...' : 'Download evidence pack'}
      </button>
      {state.kind === 'building' ? (
        <p role="status">
          <progress aria-label="Evidence pack" /> {byteSize(state.received)} received
        </p>
      ) : null}
      {state.kind === 'saved' ? <p role="status">The evidence pack is saved.</p> : null}
      {state.kind === 'failed' ? <FormMessage kind="error">{state.message}</FormMessage> : null}
    </TitledSection>
  );
}

function linkStatus(link: EvidenceLinkRow, now: number): string {
  if (link.revoked_at) return 'Revoked';
  if (Date.parse(link.expires_at) <= now) return 'Expired';
  return `Valid until ${utcDay(link.expires_at)}`;
}

function AuditorLinks({ teamId, from, to }: { teamId: string; from: string; to: string }) {
  const links = useQuery(controlKeys.auditorLinks(teamId), getAuditorLinks);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('14');
  const [created, setCreated] = useState<string | null>(null);
  const { result, run } = useAction();
  // Expiry is judged at the time the page opened; the database judges it at every use.
  const [openedAt] = useState(() => Date.now());

  const create = () =>
    run(async () => {
      const token = await createEvidenceLink(await getSupabase(), {
        kind: 'auditor',
        fromDate: from,
        toDate: to,
        days: Number(days),
        label,
      });
      setCreated(evidenceUrl(token));
      setLabel('');
      await invalidateQueries(controlKeys.auditorLinks(teamId));
    });

  const revoke = (link: EvidenceLinkRow) =>
    run(async () => {
      await revokeEvidenceLink(await getSupabase(), link.id);
      await invalidateQueries(controlKeys.auditorLinks(teamId));
    });

  return (
    <TitledSection id="auditor-links-title" title="Auditor links">
      <p>
        A read-only link to the same evidence for the dates above, which an auditor opens in a
        browser without an account. Every use is in the Activity log; revoke a link to end it at
        once.
      </p>
      <form
        className="customise-fields"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <InputField
          label="For"
          required
          maxLength={200}
          placeholder="Acme Audit LLP"
          value={label}
          onValue={setLabel}
        />
        <InputField
          label="Valid for (days)"
          type="number"
          min={1}
          max={90}
          required
          value={days}
          onValue={setDays}
        />
        <div className="form-field">
          <button type="submit" className="button button-secondary">
            Create Auditor Link
          </button>
        </div>
      </form>
      {created ? (
        <div className="card invite-card" role="status">
          <p>Copy this link now: it is shown only once.</p>
          <CopyableLink link={created} label="New auditor link" />
        </div>
      ) : null}
      <ActionResultMessage result={result} />
      <QueryStatus query={links} failed="Failed to load the auditor links">
        {(data) =>
          data.length === 0 ? null : (
            <DataTable
              label="Auditor links"
              columns={['For', 'Records', 'Status', 'Uses', ACTIONS_COLUMN]}
            >
              {data.map((link) => (
                <tr key={link.id}>
                  <th scope="row">{link.label}</th>
                  <td>
                    {link.from_date} to {link.to_date}
                  </td>
                  <td>{linkStatus(link, openedAt)}</td>
                  <td>
                    {link.use_count}
                    {link.last_used_at ? ` · last ${utcDay(link.last_used_at)}` : ''}
                  </td>
                  <td>
                    {link.revoked_at ? null : (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Revoke the link for ${link.label ?? ''}`}
                        onClick={() => void revoke(link)}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryStatus>
    </TitledSection>
  );
}

/** The date range, the pack and the auditor links, which share the range. */
export function EvidenceSharing({ teamId }: { teamId: string }) {
  const [range, setRange] = useState(() => {
    const to = today();
    return { from: yearBefore(to), to };
  });
  return (
    <>
      <h2>Records from</h2>
      <DateRange from={range.from} to={range.to} onChange={(from, to) => setRange({ from, to })} />
      <EvidencePack from={range.from} to={range.to} />
      <AuditorLinks teamId={teamId} from={range.from} to={range.to} />
    </>
  );
}
