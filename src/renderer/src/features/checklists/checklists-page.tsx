import { countOf } from '@shared/plural';
import { PageHeader } from '../../components/page-header';
import { checklists } from '@content/checklists/catalogue';
import { Island } from '../../islands/island';
import { ChecklistSearch } from './checklist-search';

function ChecklistsPage() {
  return (
    <div className="container">
      <PageHeader
        title="Security Checklists"
        lead={`${countOf(checklists.length, 'checklists', 'practical')} that turn recurring controls into routine work.`}
      />
      <Island name="checklist-search" component={ChecklistSearch} props={{ checklists }} />
    </div>
  );
}

export { ChecklistsPage as Component };
