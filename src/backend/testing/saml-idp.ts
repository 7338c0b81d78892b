// A real SAML identity provider for tests: samlify in IdP mode, signing real assertions with its
// own key. Nothing goes over the network: the test reads the sign-in URL the backend hands out,
// lets this IdP answer it, and posts the answer to the backend's ACS as a browser would.
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import type { TestBackend } from '.';

/** The service provider: the backend (or the browser tests' server) at this URL. */
interface ServiceProviderAt {
  url: string;
}

/**
 * The part of samlify these tests use. Loaded untyped: samlify's own declarations pull in an old
 * @xmldom/xmldom whose `/// <reference lib="dom" />` would change Node's global types.
 */
interface Samlify {
  setSchemaValidator(validator: { validate: (xml: string) => Promise<string> }): void;
  IdentityProvider(settings: Record<string, unknown>): {
    getMetadata(): string;
    createLoginResponse(
      sp: unknown,
      requestInfo: { extract: { request: { id: string } } },
      binding: 'post',
      user: { email: string },
    ): Promise<{ context: string }>;
  };
  ServiceProvider(settings: Record<string, unknown>): unknown;
}
const samlify = createRequire(import.meta.url)('samlify') as Samlify;

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

export interface SamlAnswer {
  SAMLResponse: string;
  RelayState: string;
}

export interface TestIdp {
  entityId: string;
  metadataXml: string;
  /**
   * The IdP's answer to the sign-in URL that POST /sso returned, for `email`. `sp` overrides how
   * the IdP sees the service provider (another audience, unsigned assertions, another ACS).
   */
  answer(
    signInUrl: string,
    email: string,
    sp?: { entityId?: string; acsUrl?: string; signed?: boolean },
  ): Promise<SamlAnswer>;
}

/** A new IdP with a fresh key pair (a second one with the same entity id is a forger). */
export async function createTestIdp(
  backend: ServiceProviderAt,
  entityId = 'https://idp.acme.test/metadata',
): Promise<TestIdp> {
  // No schema validation on the IdP side: it only builds responses, the backend validates them.
  samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });
  const pems = await generate([{ name: 'commonName', value: new URL(entityId).hostname }], {
    keySize: 2048,
  });
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: pems.private,
    signingCert: pems.cert,
    nameIDFormat: [EMAIL_NAME_ID],
    singleSignOnService: [
      {
        Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
        Location: `${new URL(entityId).origin}/sso`,
      },
    ],
  });
  const spEntityId = `${backend.url}/auth/v1/sso/saml/metadata`;
  const acsUrl = `${backend.url}/auth/v1/sso/saml/acs`;
  return {
    entityId,
    metadataXml: idp.getMetadata(),
    async answer(signInUrl, email, sp = {}) {
      const url = new URL(signInUrl);
      const request = inflateRawSync(
        Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
      ).toString('utf8');
      const requestId = /\sID="([^"]+)"/.exec(request)?.[1];
      if (!requestId) throw new Error('the sign-in URL carries no AuthnRequest ID');
      const signed = sp.signed ?? true;
      const serviceProvider = samlify.ServiceProvider({
        entityID: sp.entityId ?? spEntityId,
        wantAssertionsSigned: signed,
        wantMessageSigned: false,
        assertionConsumerService: [{ Binding: POST_BINDING, Location: sp.acsUrl ?? acsUrl }],
      });
      const response = await idp.createLoginResponse(
        serviceProvider,
        { extract: { request: { id: requestId } } },
        'post',
        { email },
      );
      return {
        SAMLResponse: response.context,
        RelayState: url.searchParams.get('RelayState') ?? '',
      };
    },
  };
}

/** Posts an IdP answer to the backend's ACS as the browser's form would; the redirect it gets. */
export async function postToAcs(backend: ServiceProviderAt, answer: Partial<SamlAnswer>) {
  const response = await fetch(`${backend.url}/auth/v1/sso/saml/acs`, {
    method: 'POST',
    body: new URLSearchParams(answer),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  const target = location ? new URL(location) : undefined;
  return {
    status: response.status,
    target,
    fragment: new URLSearchParams(target?.hash.slice(1) ?? ''),
  };
}

/** Registers the IdP through the admin SSO API (service-role key) for `domains`. */
export async function registerProvider(
  backend: Pick<TestBackend, 'url' | 'serviceRoleKey'>,
  idp: TestIdp,
  domains: string[],
) {
  const response = await fetch(`${backend.url}/auth/v1/admin/sso/providers`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ type: 'saml', metadata_xml: idp.metadataXml, domains }),
  });
  if (response.status !== 201) throw new Error(`provider not created: ${await response.text()}`);
  return (await response.json()) as { id: string; domains: { domain: string }[] };
}
