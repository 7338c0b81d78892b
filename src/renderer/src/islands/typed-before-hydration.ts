/**
 * Keeps what a visitor typed into a prerendered island before React took it over. The fields'
 * components start from empty state, and their next render would empty the fields again; so the
 * typed values are handed to them through the change events React listens to.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'checkbox';

/**
 * Call before hydrating `container`: notes the fields changed so far and every change until the
 * returned function is called, once the fields are hydrated, to put the typed values back.
 */
export function captureTypedValues(container: HTMLElement): () => void {
  const typed = new Map<Field, string | boolean>();
  const record = (field: Field) => typed.set(field, isToggle(field) ? field.checked : field.value);
  for (const field of container.querySelectorAll('input, textarea')) {
    if (!isField(field)) continue;
    const changed = isToggle(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
    if (changed) record(field);
  }
  const onInput = (event: Event) => {
    if (isField(event.target)) record(event.target);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);

  // React reports a change only when a field differs from the last value it noted (it notes values
  // set through the element's own `value`/`checked` property), so each field first gets a
  // different value that way, then the typed one.
  return function restoreTypedValues() {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === 'boolean') {
        if (!isToggle(field)) continue;
        field.checked = !value;
        field.click(); // toggles back to the typed state and fires the change React listens to
        continue;
      }
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
