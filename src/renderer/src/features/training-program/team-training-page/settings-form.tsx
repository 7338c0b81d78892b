import { useId, useState } from 'react';
import { CheckboxField } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import {
  saveTrainingSettings,
  type TeamTraining,
  type TrainingSettings,
} from '../../../lib/training/data';
import { MONTHS } from '../training-rules';
import { Outcome, useAction } from './outcome';

const REMINDER_CHOICES: [keyof Omit<TrainingSettings, 'year_start_month'>, string][] = [
  ['remind_assigned', 'When a course is assigned'],
  ['remind_week_before', '7 days before it is due'],
  ['remind_day_before', '1 day before it is due'],
  ['remind_overdue', 'Every week while it is overdue'],
  ['weekly_summary', 'A weekly summary of who is overdue, to admins'],
];

export function SettingsForm({
  training,
  onDone,
}: {
  training: TeamTraining;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [settings, setSettings] = useState<TrainingSettings>(() => ({
    year_start_month: training.settings.year_start_month,
    remind_assigned: training.settings.remind_assigned,
    remind_week_before: training.settings.remind_week_before,
    remind_day_before: training.settings.remind_day_before,
    remind_overdue: training.settings.remind_overdue,
    weekly_summary: training.settings.weekly_summary,
  }));
  const action = useAction();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Training year and reminders</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(
              async () => saveTrainingSettings(await getSupabase(), settings),
              'Training settings saved.',
            )
            .then((done) => (done ? onDone() : undefined));
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-month`}>The training year starts in</label>
          <select
            id={`${id}-month`}
            value={settings.year_start_month}
            onChange={(event) =>
              setSettings({ ...settings, year_start_month: Number(event.target.value) })
            }
          >
            {MONTHS.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form-choice">
          <legend>Reminders by email</legend>
          {REMINDER_CHOICES.map(([key, label]) => (
            <CheckboxField
              key={key}
              label={label}
              checked={settings[key]}
              onChecked={(checked) => setSettings({ ...settings, [key]: checked })}
            />
          ))}
        </fieldset>
        <p className="hint">
          Each email says what is due and links to it. Anyone can unsubscribe with the link in it;
          the table above shows who did.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            Save Settings
          </button>
        </div>
        <Outcome outcome={action.outcome} />
      </form>
    </section>
  );
}
