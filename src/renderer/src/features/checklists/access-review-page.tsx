import { AppLink } from '../../navigation/navigation';
import { PageHeader } from '../../components/page-header';
import accessReviewTemplate from '@content/checklists/access-review-template';
import { Island } from '../../islands/island';
import { AccessReviewDownload } from './access-review-download';

/** The public page shows the catalogue checklist's rows without their control mappings. */
const accessReviewItems = accessReviewTemplate.items.map(({ category, item, description }) => ({
  category,
  item,
  description,
}));

function AccessReviewPage() {
  return (
    <div className="container">
      <AppLink className="text-link back-link" to="/checklists">
        <span aria-hidden="true">←</span> Back to Checklists
      </AppLink>
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
      <div
        className="table-scroll table-scroll-cue"
        tabIndex={0}
        role="region"
        aria-label="Access review checklist"
      >
        <table className="data-table sticky-first-column access-review-table">
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Item</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {accessReviewItems.map((row) => (
              <tr key={row.item}>
                <td>{row.category}</td>
                <td>{row.item}</td>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export { AccessReviewPage as Component };
