import { useId, useState, type FormEvent } from 'react';
import { personName } from '@documents/training-status';
import { getSupabase } from '../../../lib/supabase';
import { toggled } from '../../../lib/toggled';
import { CheckboxField, SelectField } from '../../../components/form-field';
import {
  assignTraining,
  type Audience,
  type TeamTraining,
  type TrainingCycle,
} from '../../../lib/training/data';
import { lastDayOf } from '../training-rules';
import { Outcome, useAction } from './outcome';

export function AssignForm({
  training,
  cycle,
  onDone,
}: {
  training: TeamTraining;
  cycle: TrainingCycle;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [course, setCourse] = useState(training.courses[0]?.id ?? '');
  const [audience, setAudience] = useState<Audience>('everyone');
  const [members, setMembers] = useState<string[]>([]);
  const [dueKind, setDueKind] = useState<'date' | 'days'>('date');
  const [dueOn, setDueOn] = useState('');
  const [dueDays, setDueDays] = useState('30');
  const action = useAction();
  const byDays = audience === 'new_members' || dueKind === 'days';
  const active = training.people.filter((person) => person.status === 'active');
  const lastDay = lastDayOf(cycle);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const title = training.courses.find((entry) => entry.id === course)?.title ?? course;
    const done = await action.run(
      async () =>
        assignTraining(await getSupabase(), {
          course,
          audience,
          members,
          dueOn: byDays ? null : dueOn,
          dueDays: byDays ? Number(dueDays) : null,
        }),
      `Assigned: ${title}.`,
    );
    if (done) await onDone();
  }

  const radio = <T extends string>(
    name: string,
    value: T,
    current: T,
    set: (value: T) => void,
    label: string,
    disabled = false,
  ) => (
    <label className="checkbox-field">
      <input
        type="radio"
        name={`${id}-${name}`}
        value={value}
        checked={current === value}
        disabled={disabled}
        onChange={() => set(value)}
      />
      {label}
    </label>
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Assign a course</h2>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <SelectField label="Course" required value={course} onChange={setCourse}>
          {training.courses.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </SelectField>
        <fieldset className="form-choice">
          <legend>Who takes it</legend>
          {radio('audience', 'everyone', audience, setAudience, 'Everyone in the team')}
          {radio('audience', 'members', audience, setAudience, 'Chosen members')}
          {radio('audience', 'new_members', audience, setAudience, 'New members, when they join')}
        </fieldset>
        {audience === 'members' ? (
          <fieldset className="form-choice">
            <legend>Members</legend>
            {active.map((person) => (
              <CheckboxField
                key={person.id}
                label={
                  <>
                    {personName(person)} ({person.email})
                  </>
                }
                checked={members.includes(person.id)}
                onChecked={(checked) => setMembers((chosen) => toggled(chosen, person.id, checked))}
              />
            ))}
          </fieldset>
        ) : null}
        <fieldset className="form-choice">
          <legend>Due</legend>
          {radio(
            'due',
            'date',
            byDays ? 'days' : dueKind,
            setDueKind,
            'On a date',
            audience === 'new_members',
          )}
          {!byDays ? (
            <div className="form-field">
              <label htmlFor={`${id}-date`}>Due date</label>
              <input
                id={`${id}-date`}
                type="date"
                required
                min={training.today}
                max={lastDay}
                value={dueOn}
                onChange={(event) => setDueOn(event.target.value)}
              />
            </div>
          ) : null}
          {radio(
            'due',
            'days',
            byDays ? 'days' : dueKind,
            setDueKind,
            'A number of days after joining',
          )}
          {byDays ? (
            <div className="form-field">
              <label htmlFor={`${id}-days`}>Days after joining</label>
              <input
                id={`${id}-days`}
                type="number"
                required
                min={1}
                max={365}
                value={dueDays}
                aria-describedby={`${id}-days-hint`}
                onChange={(event) => setDueDays(event.target.value)}
              />
              <p id={`${id}-days-hint`} className="hint">
                For people already in the team, the days count from today (or from the start of a
                new training year).
              </p>
            </div>
          ) : null}
        </fieldset>
        <p className="hint">
          Each new training year makes the course due again. Assigning a course again replaces its
          rule.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Assigning...' : 'Assign Course'}
          </button>
        </div>
        <Outcome outcome={action.outcome} />
      </form>
    </section>
  );
}
