import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { ResultCount, SearchBox, matchesQuery } from '../../components/search-box';
import { checklists } from '../../content/checklists';

function ChecklistsPage() {
  const [query, setQuery] = useState('');
  const shown = checklists.filter((checklist) =>
    matchesQuery(query, [checklist.title, checklist.category]),
  );

  return (
    <div className="container">
      <PageHeader
        title="Security Checklists"
        lead={`${checklists.length} practical checklists that turn recurring controls into routine work.`}
      />
      <SearchBox
        label="Search checklists"
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
            {checklist.path ? (
              <Link className="button button-secondary" to={checklist.path}>
                View Checklist
              </Link>
            ) : (
              <button type="button" className="button button-disabled" disabled>
                Coming Soon
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ChecklistsPage as Component };
