import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

type ErrorProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * A labelled form field with its problem, shown right under it and tied to it: the field is
 * marked invalid and described by the message, so a screen reader reads both when the field gets
 * focus. `children` renders the control with its id and those attributes.
 */
function LabelledField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (id: string, aria: ErrorProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children(id, error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `onValue` gets the edited text: what most fields do with their change event. */
type TextFieldProps = {
  label: string;
  error?: string | undefined;
  onValue?: (value: string) => void;
};

/** The change handler that passes the edited text to `onValue`, if given. */
function changes(onValue: ((value: string) => void) | undefined) {
  return onValue
    ? {
        onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
          onValue(event.target.value),
      }
    : {};
}

type InputFieldProps = TextFieldProps & InputHTMLAttributes<HTMLInputElement>;

export function InputField({ label, error, onValue, ...inputProps }: InputFieldProps) {
  return (
    <LabelledField label={label} error={error}>
      {(id, aria) => <input id={id} {...inputProps} {...changes(onValue)} {...aria} />}
    </LabelledField>
  );
}

type TextAreaFieldProps = TextFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, onValue, ...textareaProps }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error}>
      {(id, aria) => <textarea id={id} {...textareaProps} {...changes(onValue)} {...aria} />}
    </LabelledField>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** `filter-field` for a filter above a list; a form's field otherwise. */
  className?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A labelled choice among `children` (`<option>`s), reporting the chosen value. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  className = 'form-field',
  required,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        required={required}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** A checkbox with its label around it; `onChecked` gets whether it is now checked. */
export function CheckboxField({
  label,
  className = 'checkbox-field',
  onChecked,
  ...inputProps
}: {
  label: ReactNode;
  className?: string;
  onChecked: (checked: boolean) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'>) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        {...inputProps}
        onChange={(event) => onChecked(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** One choice of a radio group, with its label around it; `onSelect` runs when it is chosen. */
export function RadioChoice({
  label,
  className = 'checkbox-field',
  onSelect,
  ...inputProps
}: {
  label: ReactNode;
  className?: string;
  onSelect: () => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'>) {
  return (
    <label className={className}>
      <input type="radio" {...inputProps} onChange={onSelect} />
      {label}
    </label>
  );
}

/**
 * One `<option>` per value of a list (shown as it is), or per key of a record (shown as its
 * entry).
 */
export function Options({ of }: { of: readonly string[] | Readonly<Record<string, string>> }) {
  const entries = Array.isArray(of)
    ? of.map((value: string) => [value, value] as const)
    : Object.entries(of);
  return entries.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A message about the whole form: the server's answer, or what went wrong sending it. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <p className={`form-message form-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** An email address field: the browser's email keyboard and address autofill. */
export function EmailField(props: Omit<InputFieldProps, 'type' | 'autoComplete'>) {
  return <InputField type="email" autoComplete="email" {...props} />;
}

/**
 * A password field (never optional); `autoComplete` tells the password manager to fill it or to
 * save a new one.
 */
export function PasswordField(
  props: Omit<InputFieldProps, 'type' | 'autoComplete' | 'required'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <InputField type="password" required {...props} />;
}

/** A form's send button: disabled, and saying `busyLabel`, while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  className = 'button button-primary',
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** Not sendable yet, busy or not. */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button className={className} type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * The button that starts a step outside a form (join a team, take a check), with why the last try
 * failed above it; held while the step starts.
 */
export function StartButton({
  busy,
  busyLabel,
  error,
  onStart,
  children,
}: {
  busy: boolean;
  /** What the button reads while busy; without it, its words stay. */
  busyLabel?: string;
  error: string | null;
  onStart: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => void onStart()}
      >
        {busy && busyLabel ? busyLabel : children}
      </button>
    </>
  );
}

/** A form's Cancel: leaves without saving; held while the form is being sent. */
export function CancelButton({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
      Cancel
    </button>
  );
}

/**
 * The words recorded with a change (a reason, comment or condition): at most 2,000 characters,
 * the database's limit on every such column.
 */
export function ReasonField(props: Omit<TextAreaFieldProps, 'maxLength'>) {
  return <TextAreaField maxLength={2000} {...props} />;
}
