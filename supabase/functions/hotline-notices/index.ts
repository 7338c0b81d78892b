// Hosted entry (Deno, Supabase Edge Functions): pg_cron calls it every few minutes with the
// service-role key (README). Mail leaves through ../_hosted/mail.ts; what is not sent is tried
// again next time.
import { sendEmail } from '../_hosted/mail.ts';
import { env, serve, serviceClient } from '../_hosted/runtime.ts';
import { sendHotlineNotices, type HotlineNotice } from '../_shared/hotline-notices.ts';
import { jsonResponse } from '../_shared/http.ts';

serve(async (request) => {
  if (request.headers.get('authorization') !== `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`) {
    return jsonResponse({ error: 'Only the scheduler calls this function' }, 401);
  }
  const result = await sendHotlineNotices(
    {
      async pending(at) {
        const { data, error } = await serviceClient.rpc('hotline_due_notices', {
          at: at.toISOString(),
        });
        if (error) throw new Error('The due notices could not be read');
        return data as HotlineNotice[];
      },
      async record(notice, at) {
        const { error } = await serviceClient.rpc('record_hotline_notice', {
          case_id: notice.case_id,
          kind: notice.kind,
          at: at.toISOString(),
        });
        if (error) throw new Error('A notice could not be recorded');
      },
      send: sendEmail,
      siteUrl: env('SITE_URL') ?? '',
    },
    new Date(),
  );
  return jsonResponse(result);
});
