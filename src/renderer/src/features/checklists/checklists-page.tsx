import { PageHeader } from '../../components/page-header';
import { checklists } from '../../content/checklists';
import { Island } from '../../islands/island';
import { ChecklistSearch } from './checklist-search';

function ChecklistsPage() {
  return (
    <div className="container">
      <PageHeader
        title="Security Checklists"
        lead={`${checklists.length} practical checklists that turn recurring controls into routine work.`}
      />
      <Island name="checklist-search" component={ChecklistSearch} props={{ checklists }} />
    </div>
  );
}

export { ChecklistsPage as Component };
