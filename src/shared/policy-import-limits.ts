// What the page checks of a Word file before converting it (docs/decisions.md PI1); the bucket
// `policy-imports` and public.import_policy enforce the same (supabase/migrations, “Imported policies”).
export const POLICY_IMPORTS_BUCKET = 'policy-imports';
export const DOCX_IMPORT_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The bucket's file size limit. */
export const DOCX_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
