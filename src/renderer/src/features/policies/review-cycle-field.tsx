import { SelectField } from '../../components/form-field';
import { REVIEW_CYCLES } from './policy-rules';

/** The policy's review cycle, in months. */
export function ReviewCycleField({
  value,
  onChange,
}: {
  value: number;
  onChange: (months: number) => void;
}) {
  return (
    <SelectField
      label="Review cycle"
      value={String(value)}
      onChange={(months) => onChange(Number(months))}
    >
      {REVIEW_CYCLES.map((cycle) => (
        <option key={cycle.months} value={cycle.months}>
          {cycle.label}
        </option>
      ))}
    </SelectField>
  );
}
