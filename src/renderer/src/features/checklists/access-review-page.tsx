import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { accessReviewTemplate } from '@content/checklists';
import { Island } from '../../islands/island';
import { AccessReviewDownload } from './access-review-download';
import { BackLink } from '../../components/back-link';

/** The public page shows the catalogue checklist's rows without their control mappings. */
const accessReviewItems = accessReviewTemplate.items.map(({ category, item, description }) => ({
  category,
  item,
  description,
}));

function AccessReviewPage() {
  return (
    <div className="container">
      <BackLink to="/checklists">Back to Checklists</BackLink>
      <PageHeader
        title="Access Review Checklist"
        lead="Run it every quarter: confirm that everyone has only the access their role needs, and keep the evidence."
      />
      <Island
        name="access-review-download"
        component={AccessReviewDownload}
        props={{ items: accessReviewItems }}
      />
      {/* On a phone the table scrolls sideways in its own region, its first column held in place. */}
      <p className="table-scroll-hint access-review-hint">Scroll sideways to see every column.</p>
      <DataTable
        label="Access review checklist"
        className="sticky-first-column access-review-table"
        scrollCue
        columns={['Category', 'Item', 'Description']}
      >
        {accessReviewItems.map((row) => (
          <tr key={row.item}>
            <td>{row.category}</td>
            <td>{row.item}</td>
            <td>{row.description}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export { AccessReviewPage as Component };
