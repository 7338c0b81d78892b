import { join, resolve } from 'node:path';
import { billingConfigFrom, type BillingConfig } from '../../supabase/functions/_shared/billing.ts';
import type { BackendContext } from './context';
import { registeredSources } from '../integrations/registry.ts';
import { DEFAULT_HOST, PROJECT_ROOT } from './server';
import { WEBHOOK_INTERVAL_MS } from './jobs/webhook-deliveries';

/** What `npm start` (and `npm run admin`) read from the environment. README.md lists each. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  webRoot: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where Help's requests go (docs/decisions.md SU1); the local mailbox's address when unset. */
  supportEmail: string | undefined;
  rateLimitMultiplier: number;
  /** How often webhook deliveries go out (docs/decisions.md WH1): WEBHOOK_INTERVAL_SECONDS. */
  webhookIntervalMs: number;
  /** Stripe billing: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, with the plans' price ids. */
  billing: BillingConfig | null;
  /** `google` (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER) and `azure` (AZURE_…). */
  oauthProviders: BackendContext['oauthProviders'];
  /** Each integration source's API address variable that is set (GITHUB_API_URL, …). */
  integrationApiUrls: Record<string, string>;
}

/** An OpenID provider from NAME_CLIENT_ID, NAME_CLIENT_SECRET and NAME_ISSUER, when all are set. */
function oauthProviderFrom(env: NodeJS.ProcessEnv, prefix: string, defaultIssuer?: string) {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  const issuer = env[`${prefix}_ISSUER`] || defaultIssuer;
  if (!clientId || !clientSecret || !issuer) return undefined;
  if (!issuer.startsWith('https://')) throw new ConfigError(`${prefix}_ISSUER must be https`);
  return { clientId, clientSecret, issuer };
}

export class ConfigError extends Error {}

/** WEBHOOK_INTERVAL_SECONDS: 1 to 60, at most the hosted function's minute (WH1); 15 unset. */
function webhookIntervalMs(seconds: string | undefined): number {
  if (!seconds) return WEBHOOK_INTERVAL_MS;
  const value = Number(seconds);
  if (!Number.isInteger(value) || value < 1 || value > 60) {
    throw new ConfigError(
      `WEBHOOK_INTERVAL_SECONDS must be a whole number from 1 to 60, not "${seconds}"`,
    );
  }
  return value * 1000;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${env['PORT']}"`);
  }
  const publicUrl = env['PUBLIC_URL'] || undefined;
  if (publicUrl) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(publicUrl);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new ConfigError(`PUBLIC_URL must be an http(s) URL, not "${publicUrl}"`);
    }
  }
  return {
    port,
    host: env['HOST'] || DEFAULT_HOST,
    dataDir: resolve(env['DATA_DIR'] || '.data'),
    webRoot: resolve(env['WEB_ROOT'] || join(PROJECT_ROOT, 'dist/web')),
    databaseUrl: env['DATABASE_URL'] || undefined,
    publicUrl,
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'ComplyReady <no-reply@complyready.local>',
    supportEmail: env['SUPPORT_EMAIL'] || undefined,
    rateLimitMultiplier: Number(env['RATE_LIMIT_MULTIPLIER'] ?? 1),
    webhookIntervalMs: webhookIntervalMs(env['WEBHOOK_INTERVAL_SECONDS']),
    billing: billingConfigFrom((name) => env[name] || undefined),
    integrationApiUrls: Object.fromEntries(
      registeredSources().flatMap(({ setup }) => {
        const value = env[setup.apiUrlVariable];
        return value ? [[setup.apiUrlVariable, value]] : [];
      }),
    ),
    oauthProviders: Object.fromEntries(
      Object.entries({
        google: oauthProviderFrom(env, 'GOOGLE', 'https://accounts.google.com'),
        azure: oauthProviderFrom(env, 'AZURE'),
      }).filter(([, provider]) => provider),
    ),
  };
}
