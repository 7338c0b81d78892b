import type { Context as HonoContext } from 'hono';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../supabase/functions/_shared/billing.ts';
import type { ActiveSource } from '../../supabase/functions/_shared/integrations.ts';
import type { BackgroundTasks } from './background';
import { clientAddressOf, rateLimitAddress } from './client-address';
import type { Database } from './db/database';
import type { BackendKeys } from './keys';
import type { MailPort } from './mail/mail-port';
import type { ObjectFiles } from './storage/disk';
import type { RateLimitName, RateLimiter } from './rate-limit';

/** Everything the API modules (auth, rest, functions) share. */
export interface BackendContext {
  db: Database;
  keys: BackendKeys;
  /** The URL people reach the server at (PUBLIC_URL): links in emails start with it. */
  apiUrl: string;
  /** Where auth emails send people when no (allowed) redirect_to is given. */
  siteUrl: string;
  /** Allowed redirect_to values besides the site URL: exact URLs, or prefixes ending in `*`. */
  redirectAllowList: string[];
  mail: MailPort;
  rateLimiter: RateLimiter;
  background: BackgroundTasks;
  /** Require email confirmation before sign-in (Supabase's default for hosted projects). */
  emailConfirmation: boolean;
  /** Milliseconds since the epoch: two-factor codes and challenges go by it; tests move it. */
  clock: () => number;
  log: (line: string) => void;
  /** Stored objects' bytes (docs/supabase-protocol.md#storage). */
  files: ObjectFiles;
  /** TXT records of a DNS name (SSO domain verification); the system resolver, or a test's. */
  resolveTxt: (name: string) => Promise<string[][]>;
  /** Supabase Auth's `google` and `azure` providers, where configured (docs/decisions.md SSO1). */
  oauthProviders: Partial<Record<'google' | 'azure', OAuthProviderConfig>>;
  /** The integration sources, pointed where GITHUB_API_URL and the like say (docs/decisions.md IN1). */
  integrationSources: Map<string, ActiveSource>;
  /** Stripe billing (docs/decisions.md P1), only when its environment variables are set. */
  billing?: BackendBilling;
  /** Where Help's requests go (SUPPORT_EMAIL, docs/decisions.md SU1). */
  supportEmail: string;
}

/** An OpenID provider the auth server signs people in with (Google Workspace, Microsoft Entra). */
export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface BackendBilling {
  config: BillingConfig;
  stripe: Stripe;
}

/** The anonymised rate-limit key of the client that sent a request. */
export function clientKeyOf(ctx: BackendContext, c: HonoContext): string {
  return ctx.rateLimiter.clientKey(rateLimitAddress(clientAddressOf(c)));
}

/** Counts a request against a limit; true when the client is over it. */
export function overLimit(ctx: BackendContext, c: HonoContext, name: RateLimitName): boolean {
  const key = clientKeyOf(ctx, c);
  if (ctx.rateLimiter.allow(name, key)) return false;
  c.header('Retry-After', String(ctx.rateLimiter.retryAfterSeconds(name, key)));
  return true;
}
