import { useId, useState, type ReactNode } from 'react';
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

/**
 * A catalogue narrowed by a search: the box (with `beside` in a toolbar next to it), the count,
 * a line when nothing matches, and the list of what matches, each item rendered by `children`.
 */
export function CardSearch<Item>({
  items,
  searchText,
  label,
  placeholder,
  noun,
  listLabel,
  listClassName = 'card-grid',
  beside,
  children,
}: {
  items: readonly Item[];
  /** The texts of an item that a query is matched against. */
  searchText: (item: Item) => readonly string[];
  label: string;
  placeholder: string;
  noun: CountedNoun;
  listLabel: string;
  listClassName?: string;
  beside?: ReactNode;
  /** An item's `<li>`, with its key. */
  children: (item: Item) => ReactNode;
}) {
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesQuery(query, searchText(item)));
  const box = (
    <SearchBox label={label} placeholder={placeholder} value={query} onChange={setQuery} />
  );
  return (
    <>
      {beside ? (
        <div className="toolbar">
          {box}
          {beside}
        </div>
      ) : (
        box
      )}
      <ResultCount shown={shown.length} total={items.length} noun={noun} />
      {shown.length === 0 ? <p className="empty-state">No {noun} match your search.</p> : null}
      <ul className={listClassName} aria-label={listLabel}>
        {shown.map(children)}
      </ul>
    </>
  );
}
