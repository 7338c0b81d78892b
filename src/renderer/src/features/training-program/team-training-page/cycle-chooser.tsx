import { useId } from 'react';
import { type TeamTraining } from '../../../lib/training/data';
import { cycleLabel } from '../training-rules';

export function CycleChooser({
  training,
  onChoose,
}: {
  training: TeamTraining;
  onChoose: (cycle: string) => void;
}) {
  const id = useId();
  if (!training.cycle) {
    return <p>No training year has started yet: it starts with the first assigned course.</p>;
  }
  return (
    <div className="form-field training-year">
      <label htmlFor={id}>Training year</label>
      <select id={id} value={training.cycle.id} onChange={(event) => onChoose(event.target.value)}>
        {training.cycles.map((cycle) => (
          <option key={cycle.id} value={cycle.id}>
            {cycleLabel(cycle, training.today)}
          </option>
        ))}
      </select>
    </div>
  );
}
