/** Previous and Next around "Page n of m" (announced as it changes); `pageIndex` counts from 0. */
export function Pagination({
  label,
  pageIndex,
  pageCount,
  onPage,
}: {
  label: string;
  pageIndex: number;
  pageCount: number;
  onPage: (pageIndex: number) => void;
}) {
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onPage(pageIndex - 1)}
        disabled={pageIndex === 0}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </span>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onPage(pageIndex + 1)}
        disabled={pageIndex + 1 >= pageCount}
      >
        Next
      </button>
    </nav>
  );
}
