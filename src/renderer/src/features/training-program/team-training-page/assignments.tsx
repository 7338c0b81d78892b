import { useState } from 'react';
import { personName, type TrainingPersonRecord } from '@documents/training-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getSupabase } from '../../../lib/supabase';
import { unassignTraining, type Assignment, type TeamTraining } from '../../../lib/training/data';
import { dueRule } from '../training-rules';
import { DataTable } from '../../../components/data-table';
import { Outcome, useAction } from './outcome';
import { ItemButton } from '../../../components/item-button';

function audienceText(assignment: Assignment, people: readonly TrainingPersonRecord[]): string {
  if (assignment.audience === 'everyone') return 'Everyone';
  if (assignment.audience === 'new_members') return 'New members';
  const names = assignment.member_ids.map((memberId) => {
    const person = people.find((entry) => entry.id === memberId);
    return person ? personName(person) : 'Former member';
  });
  return names.join(', ');
}

export function Assignments({
  training,
  onDone,
}: {
  training: TeamTraining;
  onDone: () => Promise<void>;
}) {
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const action = useAction();
  return (
    <section aria-labelledby="assignments-title">
      <h2 id="assignments-title">Assigned courses</h2>
      {training.assignments.length === 0 ? (
        <p>No course is assigned yet.</p>
      ) : (
        <DataTable
          label="Courses and their due dates"
          columns={['Course', 'Who', 'Due', 'Actions']}
        >
          {training.assignments.map((assignment) => (
            <tr key={assignment.course_id}>
              <th scope="row">{assignment.title}</th>
              <td>{audienceText(assignment, training.people)}</td>
              <td>{dueRule(assignment)}</td>
              <td>
                <ItemButton
                  action="Remove"
                  item={assignment.title}
                  onClick={() => setRemoving(assignment)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {action.outcome && !removing ? <Outcome outcome={action.outcome} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Stop assigning ${removing.title}?`}
          confirmLabel="Stop Assigning"
          busy={action.busy}
          error={action.outcome?.kind === 'error' ? action.outcome.text : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void action
              .run(
                async () => unassignTraining(await getSupabase(), removing.course_id),
                `${removing.title} is no longer assigned.`,
              )
              .then(async (done) => {
                if (!done) return;
                setRemoving(null);
                await onDone();
              })
          }
        >
          <p>
            People who have not completed it this training year no longer need to. Completions,
            certificates and earlier training years are kept.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
