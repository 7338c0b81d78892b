import { createHash, randomUUID } from 'node:crypto';
import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { Context } from 'hono';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { optionalString, readJsonObject, type JsonObject } from './body';
import { normalizeEmail } from './email-address';
import { GoTrueError, refusal, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { certificatePem, elementsOf, parseIdpMetadata, type IdpMetadata } from './saml-metadata';
import { sessionFragment, startSession, type AuthMethod, type SessionJson } from './sessions';
import { findUserByEmail, findUserById, type UserRow } from './users';

/** docs/threat-model.md #45: a sign-in must come back from the identity provider within this. */
export const RELAY_STATE_SECONDS = 10 * 60;
/** Clock difference tolerated between the identity provider and this server. */
const CLOCK_SKEW_MS = 30_000;
/** A PKCE authorization code must be exchanged within this. */
const FLOW_STATE_SECONDS = 5 * 60;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const SAML_ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SAML_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';

/** The service provider's entity id, as GoTrue names it: the URL of its metadata. */
export const spEntityId = (ctx: BackendContext) => `${ctx.apiUrl}/auth/v1/sso/saml/metadata`;
/** The Assertion Consumer Service URL identity providers post responses to. */
export const acsUrl = (ctx: BackendContext) => `${ctx.apiUrl}/auth/v1/sso/saml/acs`;

export const ssoProviderNotFound = () =>
  new GoTrueError(404, 'sso_provider_not_found', 'No SSO provider assigned for this domain');

const samlInvalid = (message: string) =>
  new GoTrueError(400, 'saml_assertion_invalid', `SAML response refused: ${message}`);

/** One request's node-saml service provider for an identity provider. */
function serviceProvider(ctx: BackendContext, idp: IdpMetadata, cache: CacheProvider): SAML {
  return new SAML({
    callbackUrl: acsUrl(ctx),
    issuer: spEntityId(ctx),
    audience: spEntityId(ctx),
    entryPoint: idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.signingCerts.map(certificatePem),
    // The assertion must carry the identity provider's signature; a signed envelope alone is not
    // enough, as the envelope's signature does not cover an assertion moved into another one.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: RELAY_STATE_SECONDS * 1000,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: EMAIL_NAME_ID,
    disableRequestedAuthnContext: true,
    cacheProvider: cache,
  });
}

interface ProviderRow {
  id: string;
  metadata_xml: string;
  attribute_mapping: JsonObject | null;
}

/** An enabled SAML provider, by its id or by one of its (verified) domains. */
async function findProvider(
  db: Queryable,
  by: { providerId: string } | { domain: string },
): Promise<ProviderRow | undefined> {
  const select = `select p.id::text as id, s.metadata_xml, s.attribute_mapping
                    from auth.sso_providers p join auth.saml_providers s on s.sso_provider_id = p.id
                   where not p.disabled`;
  if ('providerId' in by) {
    if (!UUID_PATTERN.test(by.providerId)) return undefined;
    const { rows } = await db.query<ProviderRow>(`${select} and p.id = $1`, [by.providerId]);
    return rows[0];
  }
  const { rows } = await db.query<ProviderRow>(
    `${select} and p.id = (select d.sso_provider_id from auth.sso_domains d
                            where lower(d.domain) = lower($1))`,
    [by.domain.trim().replace(/^.*@/, '')],
  );
  return rows[0];
}

/** POST /sso (auth-js signInWithSSO): the identity provider's sign-in URL for a new request. */
export function ssoHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'signInOrUp');
    const body = await readJsonObject(c);
    const providerId = optionalString(body, 'provider_id');
    const domain = optionalString(body, 'domain');
    if (!providerId && !domain?.trim()) {
      throw validationFailed('A provider_id or domain address must be provided.');
    }
    const codeChallenge = optionalString(body, 'code_challenge');
    const challengeMethod = optionalString(body, 'code_challenge_method')?.toLowerCase();
    // Only S256: a plain challenge is the verifier itself, readable by whoever sees the URL.
    if (codeChallenge && challengeMethod !== 's256') {
      throw validationFailed('Unsupported code_challenge_method: use S256');
    }
    const provider = await findProvider(
      ctx.db,
      providerId ? { providerId } : { domain: domain ?? '' },
    );
    if (!provider) throw ssoProviderNotFound();

    const relayStateId = randomUUID();
    let requestId: string | undefined;
    const recordRequest: CacheProvider = {
      saveAsync: (key, value) => {
        requestId = key;
        return Promise.resolve({ value, createdAt: ctx.clock() });
      },
      getAsync: () => Promise.resolve(null),
      removeAsync: () => Promise.resolve(null),
    };
    const sp = serviceProvider(ctx, parseIdpMetadata(provider.metadata_xml), recordRequest);
    const url = await sp.getAuthorizeUrlAsync(relayStateId, undefined, {});
    if (!requestId) throw new Error('node-saml recorded no request id');
    const redirectTo = safeRedirect(optionalString(body, 'redirect_to'), redirectPolicyOf(ctx));
    await ctx.db.query(
      `insert into auth.saml_relay_states
         (id, sso_provider_id, request_id, redirect_to, code_challenge, code_challenge_method,
          created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, to_timestamp($7::float8 / 1000),
               to_timestamp($7::float8 / 1000))`,
      [
        relayStateId,
        provider.id,
        requestId,
        redirectTo,
        codeChallenge ?? null,
        codeChallenge ? 's256' : null,
        ctx.clock(),
      ],
    );
    if (body['skip_http_redirect'] === true) return c.json({ url });
    return c.redirect(url, 303);
  };
}

/** GET /sso/saml/metadata: the service provider's metadata, for the identity provider's side. */
export function samlMetadataHandler(ctx: BackendContext) {
  return (c: Context) => {
    const xml = generateServiceProviderMetadata({
      issuer: spEntityId(ctx),
      callbackUrl: acsUrl(ctx),
      identifierFormat: EMAIL_NAME_ID,
      wantAssertionsSigned: true,
    });
    c.header('Content-Type', 'application/samlmetadata+xml');
    if (c.req.query('download') === 'true') {
      c.header('Content-Disposition', 'attachment; filename="metadata.xml"');
    }
    return c.body(xml);
  };
}

interface RelayStateRow {
  sso_provider_id: string;
  request_id: string;
  redirect_to: string | null;
  code_challenge: string | null;
  created_ms: number;
}

/**
 * POST /sso/saml/acs: the identity provider's response, posted by the browser. The relay state is
 * deleted as it is read, so each sign-in request is answered at most once (docs/threat-model.md
 * #45); the outcome goes to the request's redirect: the session (or a PKCE code) or the error.
 */
export function samlAcsHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'signInOrUp');
    const form = await c.req.parseBody();
    const samlResponse = typeof form['SAMLResponse'] === 'string' ? form['SAMLResponse'] : '';
    const relayStateId = typeof form['RelayState'] === 'string' ? form['RelayState'] : '';
    if (!samlResponse) throw samlInvalid('no SAMLResponse');
    // IdP-initiated (unsolicited) responses are refused: nothing would tie them to a request.
    if (!UUID_PATTERN.test(relayStateId)) throw samlInvalid('no RelayState of a sign-in request');
    const { rows } = await ctx.db.query<RelayStateRow>(
      `delete from auth.saml_relay_states where id = $1
       returning sso_provider_id::text as sso_provider_id, request_id, redirect_to,
                 code_challenge, (extract(epoch from created_at) * 1000)::float8 as created_ms`,
      [relayStateId],
    );
    const relay = rows[0];
    if (!relay) throw samlInvalid('the sign-in request has expired or was already answered');
    const target = new URL(safeRedirect(relay.redirect_to ?? undefined, redirectPolicyOf(ctx)));
    c.header('Referrer-Policy', 'no-referrer');
    return redirectAfterSignIn(ctx, c, target, relay.code_challenge, 'sso/saml', () =>
      signInFromResponse(ctx, relay, samlResponse),
    );
  };
}

async function signInFromResponse(
  ctx: BackendContext,
  relay: RelayStateRow,
  samlResponse: string,
): Promise<UserRow> {
  if (ctx.clock() - relay.created_ms > RELAY_STATE_SECONDS * 1000) {
    throw samlInvalid('the sign-in request has expired');
  }
  const provider = await findProvider(ctx.db, { providerId: relay.sso_provider_id });
  if (!provider) throw ssoProviderNotFound();
  // The relay state was consumed above; node-saml asks for its request id exactly once.
  const answerOnce: CacheProvider = {
    saveAsync: () => Promise.resolve(null),
    getAsync: (key) =>
      Promise.resolve(key === relay.request_id ? new Date(relay.created_ms).toISOString() : null),
    removeAsync: () => Promise.resolve(null),
  };
  const sp = serviceProvider(ctx, parseIdpMetadata(provider.metadata_xml), answerOnce);
  let profile: Profile | null;
  try {
    ({ profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw samlInvalid(error instanceof Error ? error.message : 'invalid response');
  }
  if (!profile) throw samlInvalid('no assertion');
  if (profile.inResponseTo !== relay.request_id) throw samlInvalid('not an answer to this request');
  checkRecipient(ctx, samlResponse, profile);

  const email = assertedEmail(profile, provider.attribute_mapping);
  if (!email) throw samlInvalid('the assertion carries no email address');
  // docs/threat-model.md #46: a provider speaks only for the domains verified for it.
  const { rows } = await ctx.db.query(
    'select 1 from auth.sso_domains where sso_provider_id = $1 and lower(domain) = $2',
    [provider.id, email.slice(email.lastIndexOf('@') + 1)],
  );
  if (rows.length === 0) {
    throw new GoTrueError(
      403,
      'sso_domain_not_verified',
      'The identity provider asserted an address outside its verified domains',
    );
  }
  // docs/threat-model.md #46: the provider's team may bring its own members and people in no
  // team to single sign-on, never the account of another team's member (an admin there, say).
  const user = await ctx.db.transaction((tx) =>
    userForIdentity(tx, `sso:${provider.id}`, profile.nameID, email, async (existing) => {
      const { rows: teams } = await tx.query<{
        member_of: string | null;
        provider_of: string | null;
      }>(
        `select (select u.team_id::text from public.users u where u.id = $1) as member_of,
                (select s.team_id::text from private.team_sso s where s.provider_id = $2)
                  as provider_of`,
        [existing, provider.id],
      );
      const { member_of: memberOf = null, provider_of: providerOf = null } = teams[0] ?? {};
      if (memberOf !== null && memberOf !== providerOf) {
        throw new GoTrueError(
          422,
          'email_exists',
          'An account with this address belongs to another team. Sign in with its password.',
        );
      }
    }),
  );
  if (user.banned) throw refusal('user_banned');
  return user;
}

/**
 * The response's Destination and the assertion's SubjectConfirmationData Recipient, when present,
 * must name this server's ACS: a response meant for another service provider is refused even if
 * that one shares our entity id by mistake.
 */
function checkRecipient(ctx: BackendContext, samlResponse: string, profile: Profile): void {
  const parser = new DOMParser();
  const response = parser.parseFromString(
    Buffer.from(samlResponse, 'base64').toString('utf8'),
    'application/xml',
  ).documentElement;
  const destination = response?.getAttribute('Destination');
  if (destination && destination !== acsUrl(ctx)) throw samlInvalid('wrong Destination');
  const assertionXml = profile.getAssertionXml?.();
  if (!assertionXml) throw samlInvalid('no assertion');
  const assertion = parser.parseFromString(assertionXml, 'application/xml');
  const confirmations = elementsOf(assertion, SAML_ASSERTION, 'SubjectConfirmationData');
  if (confirmations.length === 0) throw samlInvalid('no SubjectConfirmationData');
  for (const data of confirmations) {
    if (data.getAttribute('Recipient') !== acsUrl(ctx)) throw samlInvalid('wrong Recipient');
  }
  if (response?.namespaceURI !== SAML_PROTOCOL) throw samlInvalid('not a SAML response');
}

/** The address from the attribute mapping's `email` key, an email attribute, or the NameID. */
function assertedEmail(profile: Profile, mapping: JsonObject | null): string | undefined {
  const keys = mapping?.['keys'] as { email?: { name?: string } } | undefined;
  const candidates = [
    keys?.email?.name ? profile[keys.email.name] : undefined,
    profile['email'],
    profile['mail'],
    profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'],
    profile.nameIDFormat === EMAIL_NAME_ID ? profile.nameID : undefined,
  ];
  const found = candidates.find(
    (value): value is string => typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value),
  );
  return found ? normalizeEmail(found) : undefined;
}

/**
 * The account of an external identity: the one it signed in to before; else the account with the
 * same (verified-domain) address, linked rather than duplicated; else a new, confirmed account.
 */
export async function userForIdentity(
  tx: Queryable,
  provider: string,
  subject: string,
  email: string,
  /** Throws when the existing account of `email` may not be linked to this identity. */
  checkLink: (existingUserId: string) => Promise<void> = async () => {},
): Promise<UserRow> {
  const identityData = JSON.stringify({ sub: subject, email, email_verified: true });
  const { rows: known } = await tx.query<{ user_id: string }>(
    `update auth.identities set last_sign_in_at = now(), updated_at = now(),
            identity_data = $3::jsonb
      where provider = $1 and provider_id = $2 returning user_id::text as user_id`,
    [provider, subject, identityData],
  );
  let userId = known[0]?.user_id;
  if (!userId) {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await checkLink(existing.id);
      userId = existing.id;
      // The identity provider vouches for the address: a sign-up still waiting for confirmation
      // is confirmed, and its pending passwords (set by whoever signed up) are dropped.
      await tx.query('delete from auth.signup_links where user_id = $1', [userId]);
      await tx.query(
        `update auth.users
            set email_confirmed_at = coalesce(email_confirmed_at, now()),
                raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
                  coalesce(raw_app_meta_data -> 'providers', '["email"]'::jsonb)
                  || case when coalesce(raw_app_meta_data -> 'providers', '["email"]'::jsonb)
                               ? $2 then '[]'::jsonb else to_jsonb(array[$2::text]) end)
          where id = $1`,
        [userId, provider],
      );
    } else {
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.users (email, raw_app_meta_data, email_confirmed_at)
         values ($1, jsonb_build_object('provider', $2::text, 'providers', jsonb_build_array($2::text)),
                 now())
         returning id::text as id`,
        [email, provider],
      );
      userId = rows[0]?.id;
      if (!userId) throw new Error('auth.users insert returned no row');
    }
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3::jsonb, $4, now())`,
      [subject, userId, identityData, provider],
    );
  }
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error('signed-in user vanished');
  return user;
}

/**
 * Ends an external sign-in with a 303 to `target`: the user `signIn` finds gets a PKCE code in the
 * query when the request had a challenge, else the session in the fragment; a refusal goes in the
 * fragment as the error.
 */
export async function redirectAfterSignIn(
  ctx: BackendContext,
  c: Context,
  target: URL,
  codeChallenge: string | null,
  method: 'sso/saml' | 'oauth',
  signIn: () => Promise<UserRow>,
) {
  try {
    const user = await signIn();
    if (codeChallenge) {
      target.searchParams.set('code', await newFlowState(ctx, user.id, codeChallenge, method));
    } else {
      target.hash = sessionFragment(
        await ctx.db.transaction((tx) => startSession(ctx, tx, user, method)),
      ).toString();
    }
  } catch (error) {
    if (!(error instanceof GoTrueError)) throw error;
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: error.code,
      error_description: error.message,
    }).toString();
  }
  return c.redirect(target.href, 303);
}

/** Stores a one-time PKCE authorization code for the user; returns the code. */
export async function newFlowState(
  ctx: BackendContext,
  userId: string,
  codeChallenge: string,
  method: AuthMethod = 'sso/saml',
): Promise<string> {
  const code = randomUUID();
  await ctx.db.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge,
                                  provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, 's256', $3, $4, $4, to_timestamp($5::float8 / 1000),
             to_timestamp($5::float8 / 1000))`,
    [userId, code, codeChallenge, method, ctx.clock()],
  );
  return code;
}

/** POST /token?grant_type=pkce {auth_code, code_verifier}: the session, once per code. */
export async function pkceGrant(ctx: BackendContext, body: JsonObject): Promise<SessionJson> {
  const authCode = optionalString(body, 'auth_code') ?? '';
  const verifier = optionalString(body, 'code_verifier') ?? '';
  if (!authCode || !verifier)
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      code_challenge: string;
      authentication_method: AuthMethod;
      created_ms: number;
    }>(
      `delete from auth.flow_state where auth_code = $1
       returning user_id::text as user_id, code_challenge, authentication_method,
                 (extract(epoch from created_at) * 1000)::float8 as created_ms`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow || ctx.clock() - flow.created_ms > FLOW_STATE_SECONDS * 1000) {
      throw new GoTrueError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== flow.code_challenge) {
      throw new GoTrueError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    if (user.banned) throw refusal('user_banned');
    return startSession(ctx, tx, user, flow.authentication_method as Exclude<AuthMethod, 'totp'>);
  });
}
