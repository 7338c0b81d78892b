// Hosted Supabase checks the JWT of a call to a function deployed with verify_jwt = true before
// the function runs (supabase/config.toml); the embedded backend does the same in front of its
// routes, so a caller meets the same refusal on both (docs/supabase-protocol.md#functions).
import type { MiddlewareHandler } from 'hono';
import { corsHeaders } from '../../../supabase/functions/_shared/http.ts';
import { bearerToken } from '../jwt';
import type { VerifiedTokens } from '../rest/request-auth';

/**
 * Each function's verify_jwt: true where its callers send a JWT (a signed-in person, or the
 * scheduler's service-role key), false where they have no account and the database checks
 * their credential (a receipt code, an evidence token, an API key, Stripe's signature).
 * config.toml says the same (scripts/hosted-functions.test.ts).
 */
export const VERIFY_JWT: Readonly<Record<string, boolean>> = {
  api: false,
  billing: true,
  contact: false,
  evidence: false,
  hotline: false,
  'hotline-notices': true,
  integrations: true,
  invitations: true,
  'policy-reminders': true,
  scim: false,
  sso: true,
  'stripe-webhook': false,
  support: true,
  'team-hotline': false,
  'template-update-notices': true,
  'training-reminders': true,
  'trial-reminders': true,
  trust: false,
  'vendor-reminders': true,
  'webhook-deliveries': true,
  webhooks: true,
};

/** The gateway's refusal, as hosted Supabase words it. */
const refusal = (message: string) =>
  new Response(JSON.stringify({ code: 401, message }), {
    status: 401,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });

/** Lets a call through only with a Bearer JWT that verifies (any role; expired or forged: 401). */
export function jwtGateway(tokens: VerifiedTokens): MiddlewareHandler {
  return async (c, next) => {
    // A browser's CORS preflight carries no credentials.
    if (c.req.method === 'OPTIONS') return next();
    const authorization = c.req.header('authorization');
    if (!authorization) return refusal('Missing authorization header');
    const token = bearerToken(authorization);
    if (!token) return refusal('Invalid JWT');
    try {
      await tokens.authenticate(token);
    } catch {
      return refusal('Invalid JWT');
    }
    return next();
  };
}
