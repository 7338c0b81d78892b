import { useEffect, useState } from 'react';

/** docs/product.md#constants: how long "Copied!" shows after copying. */
export const COPIED_FOR_MS = 2000;

/** Copies `text` to the clipboard; reads "Copied!" for 2 seconds afterwards. */
export function CopyButton({
  text,
  label,
  className = 'button button-primary',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={className}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? 'Copied!' : label}
    </button>
  );
}

/** A link to share: shown in full (selected on focus) with a "Copy Link" button. */
export function CopyableLink({ link, label }: { link: string; label: string }) {
  return (
    <div className="invite-row">
      <input readOnly value={link} aria-label={label} onFocus={(event) => event.target.select()} />
      <CopyButton text={link} label="Copy Link" />
    </div>
  );
}
