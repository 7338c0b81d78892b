// Hosted entry (Deno, Supabase Edge Functions) of the trust page (docs/decisions.md TR1). The
// handler is in ../_shared. Visitors have no account, so config.toml turns verify_jwt off; an
// admin's decision carries their token, which the database checks. Hosted Supabase serves HTML
// from a function as text/plain on its own domain, so the website's host proxies /trust/* here
// and serves it as HTML (README, "The trust page on hosted Supabase"); links in emails point at
// SITE_URL/trust.
import { policyTexts } from '../../../src/content/policies/all-texts.ts';
import { sendEmail } from '../_hosted/mail.ts';
import {
  callerClient,
  env,
  serve,
  serviceClient,
  submissionAllowance,
} from '../_hosted/runtime.ts';
import {
  createTrustHandler,
  TrustRefusal,
  type TrustDocumentContent,
  type TrustConfirmation,
  type TrustPageView,
  type TrustRelease,
} from '../_shared/trust.ts';

/** The database's answer, its PT4xx refusals as the handler's. */
function answer<T>(result: { data: unknown; error: { code?: string; message: string } | null }): T {
  const { data, error } = result;
  if (error) {
    if (error.code && /^PT4\d\d$/.test(error.code)) {
      throw new TrustRefusal(Number(error.code.slice(2)), error.message);
    }
    if (error.code === '42501') throw new TrustRefusal(403, error.message);
    throw new Error(error.message);
  }
  return data as T;
}

const uuid = /^[0-9a-f-]{36}$/;
const handler = createTrustHandler({
  pageView: async (slug) =>
    answer<TrustPageView | null>(await serviceClient.rpc('trust_page_view', { slug })),
  publicDocument: async (slug, document) =>
    uuid.test(document)
      ? answer<TrustDocumentContent | null>(
          await serviceClient.rpc('trust_public_document', { slug, document }),
        )
      : null,
  async requestAccess(request) {
    if (!uuid.test(request.document)) throw new TrustRefusal(404, 'No such document');
    const rows = answer<{ token: string; document_title: string }[]>(
      await serviceClient.rpc('request_trust_access', {
        slug: request.slug,
        document: request.document,
        name: request.name,
        email: request.email,
        company: request.company,
        nda_hash: request.ndaHash,
      }),
    );
    if (!rows[0]) throw new Error('request_trust_access answered no row');
    return rows[0];
  },
  async confirm(token) {
    const rows = answer<(Omit<TrustConfirmation, 'token'> & { link_token: string | null })[]>(
      await serviceClient.rpc('confirm_trust_request', { token }),
    );
    const row = rows[0];
    return row ? { ...row, token: row.link_token } : null;
  },
  openLink: async (slug, token, what) =>
    answer<TrustDocumentContent | null>(
      await serviceClient.rpc('open_trust_link', { slug, token, what }),
    ),
  decide: async (authorization, request, approve) =>
    answer<TrustRelease[]>(
      await callerClient(authorization).rpc('decide_trust_request', { request, approve }),
    )[0] ?? null,
  policyControls: (templateId) => policyTexts.find((text) => text.id === templateId)?.controls,
  async evidenceFile(objectPath) {
    const { data, error } = await serviceClient.storage.from('evidence').download(objectPath);
    if (error) throw new Error(error.message);
    return new Uint8Array(await data.arrayBuffer());
  },
  send: sendEmail,
  adminUrl: `${env('SITE_URL') ?? ''}/dashboard/settings/trust`,
  trustUrl: `${env('SITE_URL') ?? ''}/trust`,
  evidenceUrl: `${env('SUPABASE_URL') ?? ''}/functions/v1/evidence`,
  logError: (error) => console.error('trust function:', error),
});
const allowance = submissionAllowance('trust');

serve((request) => handler(request, allowance));
