import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { bearerToken, verifyJwt } from '../jwt';
import { isJsonObject, optionalString, readJsonObject, type JsonObject } from './body';
import { GoTrueError, renderError, validationFailed } from './errors';
import { MAX_METADATA_LENGTH, parseIdpMetadata } from './saml-metadata';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const METADATA_FETCH_MS = 10_000;

const providerNotFound = () =>
  new GoTrueError(404, 'sso_provider_not_found', 'No SSO provider found');

/** GoTrue's admin API answers only the service-role key (a JWT whose role is service_role). */
async function requireServiceRole(ctx: BackendContext, c: Context): Promise<void> {
  const token = bearerToken(c.req.header('Authorization'));
  const check = token ? await verifyJwt(token, ctx.keys.jwtSecret) : undefined;
  if (!check?.ok || check.claims.role !== 'service_role') {
    throw new GoTrueError(403, 'not_admin', 'User not allowed');
  }
}

/**
 * Supabase Auth's admin SSO API (`/admin/sso/providers`), which the hosted dashboard, the CLI and
 * our `sso` Edge Function use (docs/supabase-protocol.md#single-sign-on-saml-20).
 */
export function createAdminSsoRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await requireServiceRole(ctx, c);
    await next();
  });
  app.get('/', async (c) => c.json({ items: await listProviders(ctx.db) }));
  app.post('/', async (c) => {
    const body = await readJsonObject(c);
    if (optionalString(body, 'type') !== 'saml')
      throw validationFailed('Only type "saml" is supported');
    const metadataXml = await metadataOf(body);
    if (!metadataXml) throw validationFailed('Either metadata_xml or metadata_url must be set');
    const metadata = parseIdpMetadata(metadataXml);
    const domains = domainsOf(body) ?? [];
    const id = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into auth.sso_providers (resource_id) values ($1) returning id::text as id',
        [optionalString(body, 'resource_id') ?? null],
      );
      const providerId = rows[0]?.id;
      if (!providerId) throw new Error('auth.sso_providers insert returned no row');
      await tx.query(
        `insert into auth.saml_providers
           (sso_provider_id, entity_id, metadata_xml, metadata_url, attribute_mapping)
         values ($1, $2, $3, $4, $5::jsonb)`,
        [
          providerId,
          metadata.entityId,
          metadataXml,
          optionalString(body, 'metadata_url') ?? null,
          JSON.stringify(attributeMappingOf(body) ?? {}),
        ],
      );
      await setDomains(tx, providerId, domains);
      return providerId;
    });
    return c.json(await providerJson(ctx.db, id), 201);
  });
  app.get('/:id', async (c) => c.json(await providerJson(ctx.db, c.req.param('id'))));
  app.put('/:id', async (c) => {
    const id = c.req.param('id');
    await providerJson(ctx.db, id);
    const body = await readJsonObject(c);
    const metadataXml = await metadataOf(body);
    const domains = domainsOf(body);
    const mapping = attributeMappingOf(body);
    await ctx.db.transaction(async (tx) => {
      if (metadataXml) {
        const metadata = parseIdpMetadata(metadataXml);
        await tx.query(
          `update auth.saml_providers
              set entity_id = $2, metadata_xml = $3, metadata_url = $4, updated_at = now()
            where sso_provider_id = $1`,
          [id, metadata.entityId, metadataXml, optionalString(body, 'metadata_url') ?? null],
        );
      }
      if (mapping) {
        await tx.query(
          `update auth.saml_providers set attribute_mapping = $2::jsonb, updated_at = now()
            where sso_provider_id = $1`,
          [id, JSON.stringify(mapping)],
        );
      }
      if (domains) await setDomains(tx, id, domains);
      await tx.query('update auth.sso_providers set updated_at = now() where id = $1', [id]);
    });
    return c.json(await providerJson(ctx.db, id));
  });
  app.onError((error, c) =>
    renderError(
      c,
      error instanceof GoTrueError
        ? error
        : new GoTrueError(500, 'unexpected_failure', 'Unexpected failure'),
    ),
  );
  app.delete('/:id', async (c) => {
    const provider = await providerJson(ctx.db, c.req.param('id'));
    await ctx.db.query('delete from auth.sso_providers where id = $1', [provider.id]);
    return c.json(provider);
  });
  return app;
}

/** The metadata XML given, or fetched from `metadata_url` (https only, like GoTrue). */
async function metadataOf(body: JsonObject): Promise<string | undefined> {
  const xml = optionalString(body, 'metadata_xml');
  if (xml) return xml;
  const url = optionalString(body, 'metadata_url');
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw validationFailed('metadata_url is not a URL');
  }
  if (parsed.protocol !== 'https:') throw validationFailed('metadata_url must use https');
  const response = await fetch(parsed, {
    signal: AbortSignal.timeout(METADATA_FETCH_MS),
    redirect: 'error',
  }).catch(() => undefined);
  if (!response?.ok) throw validationFailed('metadata_url could not be fetched');
  const text = await response.text();
  if (text.length > MAX_METADATA_LENGTH) throw validationFailed('SAML metadata is too large');
  return text;
}

function domainsOf(body: JsonObject): string[] | undefined {
  const value = body['domains'];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((domain) => typeof domain === 'string')) {
    throw validationFailed('domains must be a list of domain names');
  }
  const domains = [...new Set(value.map((domain: string) => domain.trim().toLowerCase()))];
  for (const domain of domains) {
    if (!DOMAIN_PATTERN.test(domain)) throw validationFailed(`Invalid domain: ${domain}`);
  }
  return domains;
}

function attributeMappingOf(body: JsonObject): JsonObject | undefined {
  const mapping = body['attribute_mapping'];
  if (mapping === undefined) return undefined;
  if (!isJsonObject(mapping)) throw validationFailed('attribute_mapping must be an object');
  return mapping;
}

async function setDomains(tx: Queryable, providerId: string, domains: string[]): Promise<void> {
  const { rows } = await tx.query<{ domain: string }>(
    `select domain from auth.sso_domains
      where lower(domain) = any($1::text[]) and sso_provider_id <> $2`,
    [domains, providerId],
  );
  if (rows[0]) {
    throw validationFailed(`SSO domain '${rows[0].domain}' already added to another provider`);
  }
  await tx.query(
    'delete from auth.sso_domains where sso_provider_id = $1 and not (lower(domain) = any($2::text[]))',
    [providerId, domains],
  );
  await tx.query(
    `insert into auth.sso_domains (sso_provider_id, domain)
     select $1, d from unnest($2::text[]) d
      where not exists (select 1 from auth.sso_domains s where lower(s.domain) = d)`,
    [providerId, domains],
  );
}

const PROVIDER_JSON = `
  select jsonb_build_object(
    'id', p.id,
    'resource_id', p.resource_id,
    'disabled', p.disabled,
    'saml', jsonb_build_object('id', s.id, 'entity_id', s.entity_id,
      'metadata_xml', s.metadata_xml, 'metadata_url', s.metadata_url,
      'attribute_mapping', s.attribute_mapping),
    'domains', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'domain', d.domain,
        'created_at', d.created_at, 'updated_at', d.updated_at) order by d.domain)
      from auth.sso_domains d where d.sso_provider_id = p.id), '[]'::jsonb),
    'created_at', p.created_at,
    'updated_at', p.updated_at) as provider
  from auth.sso_providers p join auth.saml_providers s on s.sso_provider_id = p.id`;

interface ProviderJson extends JsonObject {
  id: string;
}

async function providerJson(db: Queryable, id: string): Promise<ProviderJson> {
  if (!UUID_PATTERN.test(id)) throw providerNotFound();
  const { rows } = await db.query<{ provider: ProviderJson }>(`${PROVIDER_JSON} where p.id = $1`, [
    id,
  ]);
  if (!rows[0]) throw providerNotFound();
  return rows[0].provider;
}

async function listProviders(db: Queryable): Promise<ProviderJson[]> {
  const { rows } = await db.query<{ provider: ProviderJson }>(
    `${PROVIDER_JSON} order by p.created_at`,
  );
  return rows.map((row) => row.provider);
}
