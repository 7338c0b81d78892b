import { useId } from 'react';
import { countOf, type CountedNoun } from '@shared/plural';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Case-insensitive match of a query against any of the given texts. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * "27 templates", or "3 of 27 templates" while a search narrows the list. A live region: screen
 * readers announce the new count as the visitor types.
 */
export function ResultCount({
  shown,
  total,
  noun,
}: {
  shown: number;
  total: number;
  noun: CountedNoun;
}) {
  return (
    <p className="result-count" role="status" aria-live="polite" aria-atomic="true">
      {shown === total ? countOf(total, noun) : `${shown} of ${countOf(total, noun)}`}
    </p>
  );
}
