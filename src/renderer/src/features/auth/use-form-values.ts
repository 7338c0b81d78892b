import { useState } from 'react';

/** Text form state with a `field(name)` helper that wires an input's name, value and onChange. */
export function useFormValues<Fields extends Record<string, string>>(blank: Fields) {
  const [values, setValues] = useState(blank);
  const field = (name: keyof Fields & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      // Read now: React may run the update after the event, when the field was reset.
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { values, field };
}
