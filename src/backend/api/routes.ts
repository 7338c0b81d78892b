import { Hono } from 'hono';
import {
  API_KEY_HEADER,
  ApiStoreError,
  createApiHandler,
  type ApiStore,
} from '../../../supabase/functions/_shared/api.ts';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import { clientAddressOf } from '../client-address';
import type { BackendContext } from '../context';
import { RestError } from '../rest/errors';
import { executeStatement } from '../rest/execute';
import { VerifiedTokens } from '../rest/request-auth';

/** A JS value as the text of a SQL parameter: arrays become PostgreSQL array literals. */
function parameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return `{${value.map((item) => JSON.stringify(String(item))).join(',')}}`;
  return String(value);
}

/**
 * The embedded API's database: public.api_v1_* called with the service role (only it may execute
 * them, docs/decisions.md AK1), as hosted PostgREST calls them, with the key in the request
 * headers the functions' policies read. The functions run as api_client under those policies.
 */
function embeddedApiStore(ctx: BackendContext): ApiStore {
  const tokens = new VerifiedTokens(ctx.keys.jwtSecret);
  return {
    async call(key, fn, args, write) {
      if (!/^api_v1_[a-z_]+$/.test(fn)) throw new Error(`not an API function: ${fn}`);
      const names = Object.keys(args);
      const list = names.map((name, index) => `${name} => $${index + 1}`).join(', ');
      try {
        const result = await executeStatement(
          ctx.db,
          {
            auth: await tokens.authenticate(ctx.keys.serviceRoleKey),
            method: 'POST',
            path: `/rpc/${fn}`,
            headersJson: JSON.stringify({ [API_KEY_HEADER]: key }),
            readOnly: !write,
          },
          {
            sql: `select '1' as page_count, null as total, public.${fn}(${list})::text as body`,
            params: names.map((name) => parameter(args[name])),
          },
        );
        return result.body === null ? null : JSON.parse(result.body);
      } catch (error) {
        if (error instanceof RestError) throw new ApiStoreError(error.code, error.message);
        throw error;
      }
    },
  };
}

/** /api/v1 on the embedded backend: the hosted `api` function's handler, limits in memory. */
export function createApiRoutes(ctx: BackendContext): Hono {
  const handler = createApiHandler({
    store: embeddedApiStore(ctx),
    allowance: async (keyHash) => ctx.rateLimiter.count('apiKey', keyHash),
    logError: (error) => ctx.log(`api failed: ${(error as Error).message}`),
    send: (email) => ctx.mail.send(renderEmail(email)),
    baseUrl: `${ctx.apiUrl}/api/v1`,
    functionsUrl: `${ctx.apiUrl}/functions/v1`,
    siteUrl: ctx.siteUrl,
  });
  // The address is the socket's (clientAddressOf), never a header the client sent.
  return new Hono().all('*', (c) => handler(c.req.raw, clientAddressOf(c) ?? null));
}
