import type { ReactNode } from 'react';
import { RadioChoice } from './form-field';

/**
 * One choice among `choices` (each value with its label, in order), as radio buttons under
 * `legend`; `onChange` gets the value chosen.
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: ReactNode;
  /** The radio buttons' name, one per group on the page. */
  name: string;
  value: Value;
  choices: Readonly<Record<Value, ReactNode>>;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="form-choice">
      <legend>{legend}</legend>
      {(Object.keys(choices) as Value[]).map((choice) => (
        <RadioChoice
          key={choice}
          label={choices[choice]}
          name={name}
          checked={value === choice}
          onSelect={() => onChange(choice)}
        />
      ))}
    </fieldset>
  );
}
