// The `sso` function (docs/decisions.md SSO1), the same handler hosted and embedded: what the
// Settings → Single Sign-On page cannot do with the caller's own rights. It asks the database as
// the caller first (public.team_sso_settings: admins of Enterprise teams only, two-factor
// requirement met), and only then uses the service-role key: Supabase Auth's admin SSO API to
// register the team's identity provider with its verified domains, a DNS lookup of the domain's
// TXT record, a code mailed to an address at the domain.
import { CallerRefused } from './policy-reminders.ts';
import type { EmailContent } from './email.ts';
import { BadRequest, jsonResponse, postHandler, readJsonObject } from './http.ts';
import { domainContacts } from '../../../src/shared/domain-contacts.ts';

export { CallerRefused };

export interface TeamSsoDomain {
  domain: string;
  dns_token: string;
  verified_at: string | null;
}

export interface TeamSsoSettings {
  team_id: string;
  provider_id: string | null;
  status: 'draft' | 'tested' | 'enabled';
  domains: TeamSsoDomain[];
}

/** Where the TXT record goes and what it says (shown on the set-up page). */
export const dnsRecordName = (domain: string) => `_complyready.${domain}`;
export const dnsRecordValue = (token: string) => `complyready-domain-verification=${token}`;

export interface SsoFunctionDeps {
  /** A public function called as the caller (their token, their rights); refusals throw CallerRefused. */
  asCaller(authorization: string, fn: string, args: Record<string, unknown>): Promise<unknown>;
  /** A service-role function of the database. */
  asService(fn: string, args: Record<string, unknown>): Promise<void>;
  /** Supabase Auth's admin SSO API (/auth/v1/admin/sso/providers…) with the service-role key. */
  adminSso(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>): Promise<Response>;
  resolveTxt(name: string): Promise<string[][]>;
  sendMail(content: EmailContent): Promise<void>;
  /** A random 8-digit code. */
  randomCode(): string;
}

const MAX_METADATA_CHARACTERS = 256 * 1024;
/** Supabase Auth reads the address from the assertion's `email` attribute, else the NameID. */
const ATTRIBUTE_MAPPING = { keys: { email: { name: 'email' } } };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function text(body: Record<string, unknown>, field: string, max = 320): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) throw new BadRequest(`${field} is invalid`);
  return value.trim();
}

export function createSsoHandler(deps: SsoFunctionDeps) {
  const settingsOf = async (authorization: string) =>
    (await deps.asCaller(authorization, 'team_sso_settings', {})) as TeamSsoSettings;

  /** Tells Supabase Auth which domains route to the team's provider: the verified ones. */
  async function syncDomains(settings: TeamSsoSettings): Promise<void> {
    if (!settings.provider_id) return;
    const domains = settings.domains.filter((d) => d.verified_at).map((d) => d.domain);
    const response = await deps.adminSso('PUT', `/${settings.provider_id}`, { domains });
    if (!response.ok) throw new CallerRefused(await adminMessage(response), 400);
  }

  async function saveProvider(authorization: string, body: Record<string, unknown>) {
    const settings = await settingsOf(authorization);
    const metadataUrl = text(body, 'metadata_url', 2048);
    const metadataXml = text(body, 'metadata_xml', MAX_METADATA_CHARACTERS);
    if (!metadataUrl === !metadataXml) {
      throw new BadRequest('Give either the metadata URL or the metadata XML');
    }
    const source = metadataUrl ? { metadata_url: metadataUrl } : { metadata_xml: metadataXml };
    const domains = settings.domains.filter((d) => d.verified_at).map((d) => d.domain);
    const response = settings.provider_id
      ? await deps.adminSso('PUT', `/${settings.provider_id}`, { ...source, domains })
      : await deps.adminSso('POST', '', {
          type: 'saml',
          ...source,
          domains,
          attribute_mapping: ATTRIBUTE_MAPPING,
        });
    if (!response.ok) throw new CallerRefused(inOurWords(await adminMessage(response)), 400);
    const provider = (await response.json()) as { id: string; saml: { entity_id: string } };
    await deps.asService('sso_record_provider', {
      team: settings.team_id,
      provider: provider.id,
      entity: provider.saml.entity_id,
      metadata: metadataUrl ?? null,
    });
    return settingsOf(authorization);
  }

  function pendingDomain(settings: TeamSsoSettings, body: Record<string, unknown>) {
    const name = text(body, 'domain', 253)?.toLowerCase();
    const domain = settings.domains.find((d) => d.domain === name);
    if (!domain) throw new CallerRefused('Add the domain first', 404);
    return domain;
  }

  async function verifyDns(authorization: string, body: Record<string, unknown>) {
    const settings = await settingsOf(authorization);
    const domain = pendingDomain(settings, body);
    if (!domain.verified_at) {
      const records = await deps
        .resolveTxt(dnsRecordName(domain.domain))
        .catch((): string[][] => []);
      if (!records.some((chunks) => chunks.join('') === dnsRecordValue(domain.dns_token))) {
        return { verified: false };
      }
      await deps.asService('sso_mark_domain_verified', {
        team: settings.team_id,
        domain: domain.domain,
        method: 'dns',
      });
      await syncDomains(await settingsOf(authorization));
    }
    return { verified: true };
  }

  async function sendCode(authorization: string, body: Record<string, unknown>) {
    const settings = await settingsOf(authorization);
    const domain = pendingDomain(settings, body);
    const to = text(body, 'email')?.trim().toLowerCase();
    const contacts = domainContacts(domain.domain);
    if (!to || !contacts.includes(to)) {
      throw new BadRequest(`The code goes only to ${contacts.join(', ')}`);
    }
    const code = deps.randomCode();
    await deps.asService('sso_store_domain_code', {
      team: settings.team_id,
      domain: domain.domain,
      sent_to: to,
      code_hash: await sha256Hex(`${settings.team_id}:${domain.domain}:${code}`),
    });
    await deps.sendMail({
      to,
      subject: `Your ComplyReady code for ${domain.domain}: ${code}`,
      intro: [
        `Someone setting up single sign-on in ComplyReady asked to prove that your organisation controls ${domain.domain}.`,
        `The code is ${code}. It works for 30 minutes.`,
      ],
      outro: ['If you did not expect this, you can ignore this email.'],
    });
    return { sent: true };
  }

  async function confirmCode(authorization: string, body: Record<string, unknown>) {
    const result = (await deps.asCaller(authorization, 'confirm_sso_domain_code', {
      domain: text(body, 'domain', 253) ?? '',
      code: text(body, 'code', 32) ?? '',
    })) as { verified: boolean };
    if (result.verified) await syncDomains(await settingsOf(authorization));
    return result;
  }

  return postHandler(async (request) => {
    const authorization = request.headers.get('Authorization') ?? '';
    if (!authorization.startsWith('Bearer ')) return jsonResponse({ error: 'Sign in first' }, 401);
    const body = await readJsonObject(request);
    try {
      switch (body['action']) {
        case 'save_provider':
          return jsonResponse(await saveProvider(authorization, body));
        case 'verify_dns':
          return jsonResponse(await verifyDns(authorization, body));
        case 'send_code':
          return jsonResponse(await sendCode(authorization, body));
        case 'confirm_code':
          return jsonResponse(await confirmCode(authorization, body));
        default:
          throw new BadRequest('Unknown action');
      }
    } catch (error) {
      if (error instanceof CallerRefused) {
        return jsonResponse({ error: error.message }, error.status);
      }
      throw error;
    }
  });
}

/**
 * Supabase Auth's refusal of a provider's metadata, said so that the admin knows what to check;
 * anything else as Auth words it.
 */
function inOurWords(message: string): string {
  if (/metadata_url.*(fetch|reach|download)|(fetch|download).*metadata/i.test(message)) {
    return 'The metadata could not be downloaded from that URL. Check that the address is right and reachable from the internet over https, or paste the metadata XML instead.';
  }
  if (/metadata_url.*(https|not a url)/i.test(message)) {
    return 'The metadata URL must be a full https:// address, such as the one your identity provider shows for its SAML metadata.';
  }
  return message;
}

/** Supabase Auth's error message (`msg` or `message`), for the admin to read. */
async function adminMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { msg?: string; message?: string };
  return body.msg ?? body.message ?? 'The identity provider could not be saved';
}
