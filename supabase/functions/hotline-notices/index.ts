// Hosted entry (Deno, Supabase Edge Functions): pg_cron calls it every few minutes with the
// service-role key (README). Mail leaves through ../_hosted/mail.ts; what is not sent is tried
// again next time.
import { runDueNotices } from '../_hosted/due-notices.ts';
import { env, serve, serviceRpc } from '../_hosted/runtime.ts';
import { sendHotlineNotices, type HotlineNotice } from '../_shared/hotline-notices.ts';
import { jsonResponse } from '../_shared/http.ts';

const runHotlineNotices = runDueNotices(sendHotlineNotices, {
  pending: (at) =>
    serviceRpc<HotlineNotice[]>(
      'hotline_due_notices',
      { at: at.toISOString() },
      'The due notices could not be read',
    ),
  async record(notice, at) {
    await serviceRpc(
      'record_hotline_notice',
      { case_id: notice.case_id, kind: notice.kind, at: at.toISOString() },
      'A notice could not be recorded',
    );
  },
});

serve(async (request) => {
  if (request.headers.get('authorization') !== `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`) {
    return jsonResponse({ error: 'Only the scheduler calls this function' }, 401);
  }
  return jsonResponse(await runHotlineNotices());
});
