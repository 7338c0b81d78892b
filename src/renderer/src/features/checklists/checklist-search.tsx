import { useState } from 'react';
import { AppLink } from '../../navigation/navigation';
import { ResultCount, SearchBox, matchesQuery } from '../../components/search-box';
import type { Checklist } from '@content/checklists/types';

/** docs/product.md#checklists: search by title or category. An island of the checklists page. */
export function ChecklistSearch({ checklists }: { checklists: Checklist[] }) {
  const [query, setQuery] = useState('');
  const shown = checklists.filter((checklist) =>
    matchesQuery(query, [checklist.title, checklist.category]),
  );

  return (
    <>
      <SearchBox
        label="Search checklists by title or category"
        placeholder="Search by title or category..."
        value={query}
        onChange={setQuery}
      />
      <ResultCount shown={shown.length} total={checklists.length} noun="checklists" />
      {shown.length === 0 ? <p className="empty-state">No checklists match your search.</p> : null}
      <ul className="card-grid" aria-label="Checklists">
        {shown.map((checklist) => (
          <li key={checklist.id} className="card checklist-card">
            <p className="badge">{checklist.category}</p>
            <h2>{checklist.title}</h2>
            <p>{checklist.description}</p>
            <AppLink className="button button-secondary" to={checklist.path}>
              View Checklist
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
