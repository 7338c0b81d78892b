import { useState } from 'react';
import { countOf } from '@shared/plural';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { policyKeys } from '../../../lib/policies/keys';
import { UNNAMED_USER } from '../../../lib/team/team-progress';
import {
  getPolicyPeople,
  sendReminders,
  type PolicyVersion,
  type TeamPolicy,
} from '../../../lib/policies/data';
import { utcDay } from '@shared/utc-day';
import { DataTable } from '../../../components/data-table';
import { ItemButton } from '../../../components/item-button';

export function Acceptances({ policy, current }: { policy: TeamPolicy; current: PolicyVersion }) {
  const people = useQuery(policyKeys.people(policy.id), (client, signal) =>
    getPolicyPeople(client, policy.id, signal),
  );
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function remind(memberIds?: string[]) {
    setBusy(true);
    setResult(null);
    try {
      const { sent, failed } = await sendReminders(await getSupabase(), policy.id, memberIds);
      setResult({
        ok: true,
        text:
          sent === 0
            ? 'Nobody to remind: everyone who has not accepted was reminded in the last hour.'
            : `Reminder sent to ${countOf(sent, 'people')}.` +
              (failed ? ` ${countOf(failed, 'people')} could not be emailed.` : ''),
      });
      await invalidateQueries(policyKeys.people(policy.id));
    } catch (failure) {
      setResult({
        ok: false,
        text: failure instanceof Error ? failure.message : 'The reminders could not be sent.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="acceptance-title">
      <div className="toolbar">
        <h2 id="acceptance-title">Acceptance of version {current.number}</h2>
        {people.state === 'ready' ? (
          <p className="hint" role="status">
            {people.data.filter((person) => person.accepted_at).length} of{' '}
            {countOf(people.data.length, 'people')} accepted
          </p>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={
            busy || people.state !== 'ready' || people.data.every((person) => person.accepted_at)
          }
          onClick={() => void remind()}
        >
          Remind Everyone Who Has Not Accepted
        </button>
      </div>
      {result ? (
        <FormMessage kind={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>
      ) : null}
      {people.state === 'loading' ? <p role="status">Loading people...</p> : null}
      {people.state === 'error' ? (
        <FormMessage kind="error">Failed to load who has accepted</FormMessage>
      ) : null}
      {people.state === 'ready' ? (
        <DataTable
          label="Acceptances"
          columns={['Name', 'Email', 'Status', 'Last reminded', 'Actions']}
        >
          {people.data.map((person) => {
            const name = person.full_name?.trim() || UNNAMED_USER;
            return (
              <tr key={person.user_id}>
                <th scope="row">{name}</th>
                <td>{person.email}</td>
                <td>
                  {person.accepted_at
                    ? `Accepted ${utcDay(person.accepted_at)}`
                    : person.accepted_number
                      ? `Not yet (accepted version ${person.accepted_number})`
                      : 'Not yet'}
                </td>
                <td>{person.reminded_at ? new Date(person.reminded_at).toLocaleString() : '—'}</td>
                <td>
                  {person.accepted_at ? null : (
                    <ItemButton
                      small
                      action="Remind"
                      item={name}
                      disabled={busy}
                      onClick={() => void remind([person.user_id])}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
    </section>
  );
}
