import { personName, remindersText, requirementStatus } from '@documents/training-status';
import { type TeamTraining } from '../../../lib/training/data';
import { DataTable } from '../../../components/data-table';
import { Outcome, useAction } from './outcome';

export function PeopleTable({
  training,
  onDownload,
}: {
  training: TeamTraining;
  onDownload: () => Promise<void>;
}) {
  const download = useAction();
  return (
    <section aria-labelledby="people-title">
      <div className="toolbar">
        <h2 id="people-title">People</h2>
        {training.cycle ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={download.busy}
            onClick={() => void download.run(onDownload, 'The CSV is saved.')}
          >
            Download CSV
          </button>
        ) : null}
      </div>
      {download.outcome?.kind === 'error' ? <Outcome outcome={download.outcome} /> : null}
      <DataTable
        label="Training by person"
        columns={['Name', 'Email', 'Assigned', 'Completed', 'Overdue', 'Reminders', 'Courses']}
      >
        {training.people.map((person) => (
          <tr key={person.id} className={person.status === 'active' ? undefined : 'row-inactive'}>
            <th scope="row">
              {personName(person)}
              {person.status === 'deactivated' ? ' (deactivated)' : ''}
            </th>
            <td>{person.email}</td>
            <td>{person.assigned}</td>
            <td>{person.completed}</td>
            <td className={person.overdue > 0 ? 'status-overdue' : undefined}>{person.overdue}</td>
            <td>{remindersText(person)}</td>
            <td>
              <ul className="plain-list">
                {person.requirements.map((requirement) => (
                  <li
                    key={requirement.course_id}
                    className={requirement.overdue ? 'status-overdue' : undefined}
                  >
                    {requirement.title}: {requirementStatus(requirement)}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
