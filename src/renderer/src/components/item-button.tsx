/**
 * A button that acts on one item of a list or table: it shows its action ("Edit") and says the
 * item too ("Edit Laptop 7") to screen readers, so a list's many Edit buttons stay apart
 * (WCAG 2.5.3: the accessible name starts with the visible word).
 */
export function ItemButton({
  action,
  item,
  small = false,
  disabled,
  onClick,
}: {
  action: string;
  item: string;
  small?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={small ? 'button button-secondary button-small' : 'button button-secondary'}
      disabled={disabled}
      onClick={onClick}
    >
      {action}
      <span className="visually-hidden"> {item}</span>
    </button>
  );
}
