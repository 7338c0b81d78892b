import { REVIEW_CYCLES } from './policy-rules';

/** The policy's review cycle, in months; `id` names the select for its label. */
export function ReviewCycleField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (months: number) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>Review cycle</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {REVIEW_CYCLES.map((cycle) => (
          <option key={cycle.months} value={cycle.months}>
            {cycle.label}
          </option>
        ))}
      </select>
    </div>
  );
}
