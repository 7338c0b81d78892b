// Hosted entry (Deno, Supabase Edge Functions) of /api/v1 (docs/decisions.md AK1). The handler is
// in ../_shared. It calls only public.api_v1_* functions, with the team's API key in a header and
// the service role's key, the one role that may execute them (so none is reached past this
// function's limit and use stamp); they run as api_client, so the key's team's row-level
// security, not the service role, decides what they read and write.
import { createClient } from '@supabase/supabase-js';
import { sendEmail } from '../_hosted/mail.ts';
import { env, serve } from '../_hosted/runtime.ts';
import {
  API_KEY_HEADER,
  ApiStoreError,
  createApiHandler,
  type ApiAllowance,
} from '../_shared/api.ts';

const LIMIT = 300;
const WINDOW_MS = 60_000;
// Per isolate: the hosted platform also limits each function; see docs/decisions.md AK1.
const windows = new Map<string, { count: number; resetAt: number }>();

function allowance(keyHash: string): Promise<ApiAllowance> {
  const now = Date.now();
  let window = windows.get(keyHash);
  if (!window || window.resetAt <= now) {
    if (windows.size > 10_000) windows.clear();
    window = { count: 0, resetAt: now + WINDOW_MS };
    windows.set(keyHash, window);
  }
  window.count += 1;
  return Promise.resolve({
    allowed: window.count <= LIMIT,
    limit: LIMIT,
    remaining: Math.max(0, LIMIT - window.count),
    resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    windowSeconds: WINDOW_MS / 1000,
  });
}

const handler = createApiHandler({
  store: {
    async call(key, fn, args) {
      const client = createClient(
        env('SUPABASE_URL') ?? '',
        env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
        {
          auth: { persistSession: false },
          global: { headers: { [API_KEY_HEADER]: key } },
        },
      );
      const { data, error } = await client.rpc(fn, args);
      if (error) throw new ApiStoreError(error.code, error.message);
      return data;
    },
  },
  allowance,
  logError: (error) => console.error('api:', error),
  send: sendEmail,
  baseUrl: `${env('SUPABASE_URL') ?? ''}/functions/v1/api/v1`,
  functionsUrl: `${env('SUPABASE_URL') ?? ''}/functions/v1`,
  siteUrl: env('SITE_URL') ?? '',
});

serve((request) =>
  handler(
    request,
    request.headers.get('cf-connecting-ip') ??
      request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
      null,
  ),
);
