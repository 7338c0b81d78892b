// A page is shown whole once its first data has arrived (docs/architecture.md#performance-goals):
// until then a skeleton of its final layout stands in its place, so nothing already painted is
// pushed around as each part of the page finds its data.
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Marks one query of the page as loading; the returned function marks it done. */
type ReportLoading = () => () => void;

const FirstLoadContext = createContext<ReportLoading | null>(null);

/** Called by every query (src/renderer/src/lib/use-query.ts) with whether it is still loading. */
export function useFirstLoadReport(loading: boolean): void {
  const report = useContext(FirstLoadContext);
  useLayoutEffect(() => (report && loading ? report() : undefined), [report, loading]);
}

/**
 * Renders `children` hidden (they mount and load their data meanwhile) beside `skeleton`, and
 * shows them instead of it once no query among them is loading any more. It opens once: data a
 * page loads later (another page of a table, a refresh) shows as the page itself shows it.
 */
export function FirstLoad({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  const pending = useRef(0);
  const show = useCallback(() => {
    opened.current = true;
    setOpen(true);
  }, []);
  // The same function before and after the page shows: every query on the page reads it, and a
  // new value would render them all again in the task that shows the page.
  const report = useCallback<ReportLoading>(() => {
    if (opened.current) return () => undefined;
    pending.current += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      pending.current -= 1;
      // After the whole commit: data that arrives often mounts parts that load data of their
      // own (the dashboard's figures under its team), and those count too.
      queueMicrotask(() => {
        if (pending.current === 0) show();
      });
    };
  }, [show]);
  // After the children's own layout effects: when nothing of theirs is loading (their data was
  // already there), the page shows at once, before the skeleton is ever painted.
  useLayoutEffect(() => {
    if (pending.current === 0) show();
  }, [show]);
  // One tree before and after: the page is not mounted again when it shows.
  return (
    <>
      {open ? null : skeleton}
      <div hidden={!open}>
        <FirstLoadContext value={report}>{children}</FirstLoadContext>
      </div>
    </>
  );
}
