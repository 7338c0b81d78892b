import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type InputFieldProps = { label: string } & InputHTMLAttributes<HTMLInputElement>;

export function InputField({ label, ...inputProps }: InputFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...inputProps} />
    </div>
  );
}

type TextAreaFieldProps = { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...textareaProps} />
    </div>
  );
}

export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: string }) {
  return (
    <p className={`form-message form-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
