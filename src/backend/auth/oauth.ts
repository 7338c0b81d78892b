import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { BackendContext, OAuthProviderConfig } from '../context';
import { normalizeEmail } from './email-address';
import { GoTrueError, refusal, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { redirectAfterSignIn, userForIdentity } from './sso';

/** Supabase Auth's names for the providers this backend runs (docs/decisions.md SSO1). */
export const OAUTH_PROVIDERS = ['google', 'azure'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
/** docs/threat-model.md #45: the provider must send the person back within this. */
const FLOW_SECONDS = 10 * 60;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const discoveries = new Map<string, Promise<{ discovery: Discovery; keys: JWTVerifyGetKey }>>();

/** The provider's OpenID configuration and keys, fetched once per issuer. */
function discover(issuer: string) {
  let found = discoveries.get(issuer);
  if (!found) {
    found = (async () => {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OpenID discovery of ${issuer} failed`);
      const discovery = (await response.json()) as Discovery;
      if (discovery.issuer !== issuer) throw new Error('OpenID discovery names another issuer');
      return { discovery, keys: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
    })();
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

const callbackUrl = (ctx: BackendContext) => `${ctx.apiUrl}/auth/v1/callback`;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function providerOf(ctx: BackendContext, name: string | undefined): OAuthProviderConfig {
  const config = name ? ctx.oauthProviders[name as OAuthProviderName] : undefined;
  if (!config) throw validationFailed('Unsupported provider: provider is not enabled');
  return config;
}

/**
 * GET /authorize?provider=google|azure (auth-js signInWithOAuth): 303 to the provider's
 * authorization endpoint, authorization code with the server's own PKCE and a nonce.
 */
export function authorizeHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'signInOrUp');
    const name = c.req.query('provider');
    const provider = providerOf(ctx, name);
    const challenge = c.req.query('code_challenge');
    if (challenge && c.req.query('code_challenge_method')?.toLowerCase() !== 's256') {
      throw validationFailed('Unsupported code_challenge_method: use S256');
    }
    const { discovery } = await discover(provider.issuer);
    const verifier = randomBytes(32).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    const { rows } = await ctx.db.query<{ id: string }>(
      `insert into auth.oauth_flows (provider, code_verifier, nonce, redirect_to, code_challenge,
                                     created_at)
       values ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000)) returning id::text as id`,
      [
        name,
        verifier,
        nonce,
        safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx)),
        challenge ?? null,
        ctx.clock(),
      ],
    );
    const target = new URL(discovery.authorization_endpoint);
    target.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: callbackUrl(ctx),
      scope: 'openid email profile',
      state: rows[0]?.id ?? '',
      nonce,
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    }).toString();
    return c.redirect(target.href, 303);
  };
}

interface FlowRow {
  provider: OAuthProviderName;
  code_verifier: string;
  nonce: string;
  redirect_to: string;
  code_challenge: string | null;
  created_ms: number;
}

/** GET /callback?code&state: the provider's answer; the outcome goes to the sign-in's redirect. */
export function callbackHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'signInOrUp');
    const state = c.req.query('state') ?? '';
    if (!UUID_PATTERN.test(state)) throw validationFailed('OAuth state is missing or invalid');
    const { rows } = await ctx.db.query<FlowRow>(
      `delete from auth.oauth_flows where id = $1
       returning provider, code_verifier, nonce, redirect_to, code_challenge,
                 (extract(epoch from created_at) * 1000)::float8 as created_ms`,
      [state],
    );
    const flow = rows[0];
    if (!flow) throw validationFailed('OAuth state has expired or was already used');
    const target = new URL(flow.redirect_to);
    c.header('Referrer-Policy', 'no-referrer');
    return redirectAfterSignIn(ctx, c, target, flow.code_challenge, 'oauth', async () => {
      if (ctx.clock() - flow.created_ms > FLOW_SECONDS * 1000) throw oauthFailed('expired');
      const providerError = c.req.query('error');
      if (providerError) throw oauthFailed(c.req.query('error_description') ?? providerError);
      return signInFromCode(ctx, flow, c.req.query('code') ?? '');
    });
  };
}

const oauthFailed = (reason: string) =>
  new GoTrueError(400, 'oauth_failed', `Sign-in with the provider failed: ${reason}`);

/** Exchanges the code (with the server's verifier) and checks the ID token; the user. */
async function signInFromCode(ctx: BackendContext, flow: FlowRow, code: string) {
  const provider = providerOf(ctx, flow.provider);
  const { discovery, keys } = await discover(provider.issuer);
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(ctx),
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: flow.code_verifier,
    }),
  });
  const tokens = (await response.json().catch(() => ({}))) as { id_token?: string };
  if (!response.ok || !tokens.id_token) throw oauthFailed('the code was refused');
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(tokens.id_token, keys, {
      issuer: discovery.issuer,
      audience: provider.clientId,
      currentDate: new Date(ctx.clock()),
    }));
  } catch {
    throw oauthFailed('the ID token is not valid');
  }
  if (claims['nonce'] !== flow.nonce) throw oauthFailed('the ID token is not for this sign-in');
  const email = typeof claims['email'] === 'string' ? normalizeEmail(claims['email']) : '';
  // An address the provider has not verified proves nothing (docs/threat-model.md #46).
  if (!email || claims['email_verified'] !== true || !claims.sub) {
    throw oauthFailed('the provider did not give a verified email address');
  }
  const user = await ctx.db.transaction((tx) =>
    userForIdentity(tx, flow.provider, claims.sub ?? '', email),
  );
  if (user.banned) throw refusal('user_banned');
  return user;
}
