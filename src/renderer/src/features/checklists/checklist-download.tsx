import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { checklistContentById } from '@content/checklists';
import { useHydrated } from '../../components/use-hydrated';
import { checklistCsv, checklistCsvName } from './checklist-csv';

/** docs/product.md#checklist-pages. An island of each checklist's public page. */
export function ChecklistDownload({ checklistId }: { checklistId: string }) {
  const hydrated = useHydrated();
  const checklist = checklistContentById(checklistId);
  if (!checklist) return null;
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={!hydrated}
      onClick={() =>
        void platform.saveFile({
          suggestedName: checklistCsvName(checklist),
          mimeType: CSV_MIME_TYPE,
          data: checklistCsv(checklist),
        })
      }
    >
      Download CSV
    </button>
  );
}
