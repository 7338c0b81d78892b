import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { useHydrated } from '../../components/use-hydrated';
import { ACCESS_REVIEW_CSV_NAME, accessReviewCsv, type AccessReviewRow } from './access-review-csv';

/** docs/product.md#access-review-csv. An island of the access review page. */
export function AccessReviewDownload({ items }: { items: AccessReviewRow[] }) {
  const hydrated = useHydrated();
  const download = () =>
    platform.saveFile({
      suggestedName: ACCESS_REVIEW_CSV_NAME,
      mimeType: CSV_MIME_TYPE,
      data: accessReviewCsv(items),
    });
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={!hydrated}
      onClick={() => void download()}
    >
      Download CSV
    </button>
  );
}
