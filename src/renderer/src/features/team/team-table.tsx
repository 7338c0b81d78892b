import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import {
  checksPassedText,
  formatLastActivity,
  type CheckResult,
  type PublishedVideo,
  type TeamRow,
} from '../../lib/team/team-progress';
import { Pagination } from '../../components/pagination';

/**
 * A sign that stands for words: the sign is shown, the words are what a screen reader reads (as
 * text of the cell, which any element can carry, unlike an aria-label on a bare span).
 */
function Mark({ shown, said, className }: { shown: string; said: string; className?: string }) {
  return (
    <>
      <span className={className} aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}

/**
 * Whether the element is wider inside than its box, kept up to date as either changes: the
 * table's region then says that it scrolls.
 */
function useOverflows(element: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setOverflows(target.scrollWidth > target.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    const table = target.firstElementChild;
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/** Beside the completion tick: the best knowledge-check score, and whether it passed. */
function CheckMark({ check }: { check: CheckResult | undefined }) {
  if (!check) return null;
  const tries = check.attempts === 1 ? '1 attempt' : `${check.attempts} attempts`;
  return (
    <span className={`check-score ${check.passed ? 'check-passed' : 'check-failed'}`}>
      <span aria-hidden="true">{check.score}%</span>
      <span className="visually-hidden">
        {`(check ${check.passed ? 'passed' : 'not passed'} with ${check.score}% in ${tries})`}
      </span>
    </span>
  );
}

const column = createColumnHelper<TeamRow>();
/** docs/product.md#team-dashboard: page size 10, pages counted from 0. */
const PAGE_SIZE = 10;

function useColumns(videos: readonly PublishedVideo[]) {
  return useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: (info) =>
          info.row.original.status === 'deactivated'
            ? `${info.getValue()} (deactivated)`
            : info.getValue(),
      }),
      column.accessor('email', { header: 'Email' }),
      column.accessor('completed', {
        header: 'Completed',
        cell: (info) => `${info.getValue()}/${info.row.original.total}`,
      }),
      column.accessor((row) => row.checksPassed ?? -1, {
        id: 'checksPassed',
        header: 'Checks Passed',
        cell: (info) => checksPassedText(info.row.original) || <Mark shown="—" said="Not shown" />,
      }),
      column.accessor((row) => (row.lastActivity ? Date.parse(row.lastActivity) : 0), {
        id: 'lastActivity',
        header: 'Last Activity',
        cell: (info) =>
          formatLastActivity(info.row.original.lastActivity) ?? (
            <Mark shown="—" said="No activity" />
          ),
      }),
      ...videos.map((video) =>
        column.accessor((row) => (row.completedVideoIds.has(video.id) ? 1 : 0), {
          id: `video-${video.id}`,
          header: video.title,
          cell: (info) => (
            <>
              {info.getValue() ? (
                <Mark shown="✓" said="Completed" className="tick" />
              ) : (
                <Mark shown="—" said="Not completed" />
              )}
              <CheckMark check={info.row.original.checkResults.get(video.id)} />
            </>
          ),
        }),
      ),
    ],
    [videos],
  );
}

const sortLabels = { asc: 'ascending', desc: 'descending' } as const;

export function TeamTable({
  rows,
  videos,
}: {
  rows: TeamRow[];
  videos: readonly PublishedVideo[];
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useColumns(videos);
  // We do not use the React Compiler, so the hook's unmemoisable functions are fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE } },
  });
  const { pageIndex } = table.getState().pagination;
  const region = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(region);
  const hintId = useId();

  return (
    <>
      {/* docs/product.md#team-dashboard: a wide table scrolls in its own region and says so. */}
      {overflows ? (
        <p className="table-scroll-hint" id={hintId}>
          Scroll sideways to see every column.
        </p>
      ) : null}
      <div
        ref={region}
        className="table-scroll table-scroll-cue"
        tabIndex={0}
        role="region"
        aria-label="Team progress"
        aria-describedby={overflows ? hintId : undefined}
      >
        <table className="data-table team-table sticky-first-column">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? sortLabels[sorted] : 'none'}
                    >
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={row.original.status === 'active' ? undefined : 'row-inactive'}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label="Team progress pages"
        pageIndex={pageIndex}
        pageCount={Math.max(1, table.getPageCount())}
        onPage={(index) => table.setPageIndex(index)}
      />
    </>
  );
}
