import { Link } from 'react-router-dom';
import { platform } from '#platform';
import { PageHeader } from '../../components/page-header';
import { accessReviewItems } from '../../content/access-review';
import { CSV_MIME_TYPE } from '@shared/csv';
import { ACCESS_REVIEW_CSV_NAME, accessReviewCsv } from './access-review-csv';

function AccessReviewPage() {
  const download = () =>
    platform.saveFile({
      suggestedName: ACCESS_REVIEW_CSV_NAME,
      mimeType: CSV_MIME_TYPE,
      data: accessReviewCsv(accessReviewItems),
    });

  return (
    <div className="container">
      <Link className="text-link back-link" to="/checklists">
        <span aria-hidden="true">←</span> Back to Checklists
      </Link>
      <PageHeader
        title="Access Review Checklist"
        lead="Run it every quarter: confirm that everyone has only the access their role needs, and keep the evidence."
      />
      <button type="button" className="button button-primary" onClick={download}>
        Download CSV
      </button>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Access review checklist">
        <table className="data-table">
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
