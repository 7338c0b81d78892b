import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { useHydrated } from '../../components/use-hydrated';
import { checklistCsv, checklistCsvName } from './checklist-csv';

/**
 * The checklist's content is loaded on the click: the page already shows it as HTML, and the
 * island stays small (docs/architecture.md#performance-goals).
 */
async function download(checklistId: string): Promise<void> {
  const { checklistContentById } = await import('@content/checklists');
  const checklist = checklistContentById(checklistId);
  if (!checklist) return;
  await platform.saveFile({
    suggestedName: checklistCsvName(checklist),
    mimeType: CSV_MIME_TYPE,
    data: checklistCsv(checklist),
  });
}

/** docs/product.md#checklist-pages. An island of each checklist's public page. */
export function ChecklistDownload({ checklistId }: { checklistId: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={!hydrated}
      onClick={() => void download(checklistId)}
    >
      Download CSV
    </button>
  );
}
