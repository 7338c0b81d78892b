// A checklist's public page (docs/product.md#checklist-pages): every item with its description
// and the controls it serves, and the CSV. The access review keeps its own page
// (access-review-page.tsx, docs/product.md#access-review-checklist).
import { useParams } from 'react-router-dom';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { checklistContentById, type ChecklistContent } from '@content/checklists';
import { Island } from '../../islands/island';
import { ChecklistDownload } from './checklist-download';
import { BackLink, NotFound } from '../../components/back-link';

function ChecklistPage({ checklist }: { checklist: ChecklistContent }) {
  return (
    <div className="container">
      <BackLink to="/checklists">Back to Checklists</BackLink>
      <PageHeader title={checklist.title} lead={checklist.description} />
      <Island
        name="checklist-download"
        component={ChecklistDownload}
        props={{ checklistId: checklist.id }}
      />
      <p className="table-scroll-hint">Scroll sideways to see every column.</p>
      <DataTable
        label={checklist.title}
        className="sticky-first-column"
        scrollCue
        columns={['Category', 'Item', 'Description', 'SOC 2', 'ISO 27001']}
      >
        {checklist.items.map((item) => (
          <tr key={item.id}>
            <td>{item.category}</td>
            <td>{item.item}</td>
            <td>{item.description}</td>
            <td>{item.soc2.join(', ')}</td>
            <td>{item.iso27001.join(', ')}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** /checklists/:checklistId; the ids come from the catalogue (src/content/checklists). */
function ChecklistRoutePage() {
  const { checklistId = '' } = useParams();
  const checklist = checklistContentById(checklistId);
  return checklist ? (
    <ChecklistPage checklist={checklist} />
  ) : (
    <NotFound title="Checklist not found" to="/checklists" list="Checklists" />
  );
}

export { ChecklistRoutePage as Component };
