// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
import { clientKey, serve, serviceClient } from '../_hosted/runtime.ts';
import {
  HotlineRefusal,
  createTeamHotlineHandler,
  hotlineRefusalStatus,
  type HotlineChannel,
  type ReporterCase,
} from '../_shared/team-hotline.ts';

async function rpc(fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await serviceClient.rpc(fn, args);
  if (error) {
    const status = hotlineRefusalStatus(error.code);
    if (status) throw new HotlineRefusal(error.message, status);
    throw new Error('The hotline could not be reached');
  }
  return data;
}

serve(
  createTeamHotlineHandler({
    channel: async (slug) =>
      ((await rpc('hotline_channel', { slug })) as HotlineChannel[] | null)?.[0] ?? null,
    async submit(report) {
      await rpc('submit_hotline_case', {
        slug: report.slug,
        is_anonymous: report.isAnonymous,
        sealed_key: report.sealedKey,
        reporter_key: report.reporterKey,
        access: report.access,
        ciphertext: report.ciphertext,
      });
    },
    reporterCase: async (access, client_key) =>
      (await rpc('reporter_hotline_case', { access, client_key })) as ReporterCase | null,
    reply: async (access, client_key, ciphertext) =>
      (await rpc('reporter_hotline_reply', { access, client_key, ciphertext })) === true,
    attach: async (access, client_key, files) =>
      (await rpc('begin_hotline_attachments', { access, client_key, files })) as string[] | null,
    clientKey,
    async allowance(action, client_key, slug) {
      const { data, error } = await serviceClient.rpc('consume_hotline_allowance', {
        action,
        client_key,
        slug: slug ?? null,
      });
      // A counter that cannot be reached must not stop reports: fail open, and say so in the log.
      if (error) console.error('rate limit check failed:', error.message);
      return typeof data === 'number' ? data : 0;
    },
  }),
);
