// A real OpenID provider for tests: `oidc-provider` on a loopback port, with its development
// login and consent pages, which `signInThrough` fills in as a browser would (cookies included).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

interface Account {
  email: string;
  email_verified: boolean;
}

/** The part of oidc-provider these tests use (loaded untyped: it ships no declarations). */
type ProviderConstructor = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => { callback(): (request: unknown, response: unknown) => void };

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; tests add to it. */
  accounts: Map<string, Account>;
  /** Registers the client's redirect URI and starts answering (the backend's port comes later). */
  register(redirectUri: string): void;
  close(): Promise<void>;
}

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const Provider = (
    createRequire(import.meta.url)('oidc-provider') as { default: ProviderConstructor }
  ).default;
  const accounts = new Map<string, Account>();
  let handle: (request: unknown, response: unknown) => void = () => undefined;
  const server: Server = createServer((request, response) => handle(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'complyready';
  const clientSecret = 'a-test-client-secret-of-enough-length';
  const register = (redirectUri: string) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx: unknown, sub: string) => {
        const account = accounts.get(sub);
        return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
      },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      // As Google and Entra do: the scopes' claims in the ID token itself.
      conformIdTokenClaims: false,
    });
    handle = provider.callback();
  };
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    register,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/**
 * Follows the browser's way from the backend's /authorize URL through the provider's login and
 * consent pages (as `subject`) and back; the backend's final redirect (to the sign-in's redirect).
 */
export async function signInThrough(authorizeUrl: string, subject: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      // Back at the backend's caller: the sign-in's redirect (the callback already ran), on the
      // backend's site or through the desktop app's scheme.
      const backToTheSite =
        !next.pathname.startsWith('/auth/v1/callback') &&
        new URL(authorizeUrl).origin === next.origin;
      if (backToTheSite || !next.protocol.startsWith('http')) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${url}: ${page.slice(0, 200)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams({ prompt, login: subject, password: 'any' });
  }
  throw new Error('too many redirects');
}
