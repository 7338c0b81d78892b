import { AppLink } from '../../navigation/navigation';
import { CardSearch } from '../../components/search-box';
import type { Checklist } from '@content/checklists/types';

/** docs/product.md#checklists: search by title or category. An island of the checklists page. */
export function ChecklistSearch({ checklists }: { checklists: Checklist[] }) {
  return (
    <CardSearch
      items={checklists}
      searchText={(checklist) => [checklist.title, checklist.category]}
      label="Search checklists by title or category"
      placeholder="Search by title or category..."
      noun="checklists"
      listLabel="Checklists"
    >
      {(checklist) => (
        <li key={checklist.id} className="card checklist-card">
          <p className="badge">{checklist.category}</p>
          <h2>{checklist.title}</h2>
          <p>{checklist.description}</p>
          <AppLink className="button button-secondary" to={checklist.path}>
            View Checklist
          </AppLink>
        </li>
      )}
    </CardSearch>
  );
}
