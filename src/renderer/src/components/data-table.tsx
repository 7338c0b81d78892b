import type { ReactNode } from 'react';

/** The header of a column of buttons: named for screen readers, blank on screen. */
export const ACTIONS_COLUMN = <span className="visually-hidden">Actions</span>;

/**
 * A table with a header row, in a region that scrolls sideways on narrow screens; the region is
 * focusable and named so keyboard and screen-reader users can reach and scroll it. `children`
 * are the body's rows.
 */
export function DataTable({
  label,
  columns,
  className,
  caption,
  scrollCue = false,
  children,
}: {
  label: string;
  columns: readonly ReactNode[];
  className?: string;
  caption?: ReactNode;
  /** Shades the edge that hides more columns (wide tables on phones). */
  scrollCue?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={scrollCue ? 'table-scroll table-scroll-cue' : 'table-scroll'}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={className ? `data-table ${className}` : 'data-table'}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
