/**
 * A small button in one row of a table, named for screen readers by its visible word, then the
 * row it acts on (WCAG 2.5.3): "Revoke Okta".
 */
export function RowButton({
  label,
  row,
  disabled,
  onClick,
}: {
  label: string;
  row: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-small button-secondary"
      aria-label={`${label} ${row}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
