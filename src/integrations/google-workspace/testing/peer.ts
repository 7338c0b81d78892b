// A local stand-in for Google's OAuth token endpoint and the Directory API's users.list
// (fixtures/README.md). The token endpoint verifies the RS256 assertion against the public key of
// the service account, its audience, issuer and expiry, the user it impersonates and the scopes
// granted by domain-wide delegation; users.list takes only the tokens it issued, and pages.
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { decodeJwt, jwtVerify } from 'jose';

/** The audience Google requires in a service account's assertion. */
const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

interface DirectoryUser {
  primaryEmail: string;
  isAdmin: boolean;
  [field: string]: unknown;
}

const directory = (name: string): DirectoryUser[] =>
  (
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, 'fixtures', `${name}-users.json`), 'utf8'),
    ) as {
      users: DirectoryUser[];
    }
  ).users;

export const DOMAINS = {
  'passing.example': directory('passing'),
  'failing.example': directory('failing'),
  'solo.example': directory('solo'),
} as const;

export interface GooglePeer {
  tokenUrl: string;
  rootUrl: string;
  /** Registers a service account's public key, and what domain-wide delegation grants its client. */
  addServiceAccount(
    clientEmail: string,
    publicKey: KeyObject,
    delegatedScopes: readonly string[],
  ): void;
  /** An admin changes a user in the Admin console (e.g. archives a suspended one). */
  updateUser(email: string, changes: Record<string, unknown>): void;
  /** The key is deleted in the Google Cloud console: assertions signed with it are refused. */
  deleteKey(clientEmail: string): void;
  /** Every assertion received and access token issued, for the tests' secret search. */
  assertions: string[];
  accessTokens: string[];
  /** `POST /token` and `GET <path>?<query>` of every request, in order. */
  calls: string[];
  /** Users per page (Google may answer fewer than maxResults). */
  pageSize: number;
  close(): Promise<void>;
}

function googleError(
  response: ServerResponse,
  code: number,
  message: string,
  reason: string,
): void {
  response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(
    JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }] } }),
  );
}

function oauthError(
  response: ServerResponse,
  code: number,
  error: string,
  description: string,
): void {
  response.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error, error_description: description }));
}

/** `port` fixed for a server started before the peer (the browser tests'); any free one otherwise. */
export async function startGooglePeer(port = 0): Promise<GooglePeer> {
  // This peer's own copy, so changing a user touches no other peer.
  const domains = structuredClone(DOMAINS) as Record<keyof typeof DOMAINS, DirectoryUser[]>;
  const accounts = new Map<string, { publicKey: KeyObject; scopes: readonly string[] }>();
  const tokens = new Map<string, { domain: keyof typeof DOMAINS; subject: string }>();
  const assertions: string[] = [];
  const accessTokens: string[] = [];
  const calls: string[] = [];

  async function token(body: string, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(body);
    const assertion = form.get('assertion') ?? '';
    assertions.push(assertion);
    if (form.get('grant_type') !== JWT_BEARER) {
      return oauthError(
        response,
        400,
        'unsupported_grant_type',
        'Invalid grant_type: ' + form.get('grant_type'),
      );
    }
    let issuer: string;
    try {
      issuer = String(decodeJwt(assertion).iss);
    } catch {
      return oauthError(
        response,
        400,
        'invalid_grant',
        'Invalid JWT: Token must be a short-lived token.',
      );
    }
    const account = accounts.get(issuer);
    if (!account)
      return oauthError(response, 401, 'invalid_client', 'The OAuth client was not found.');
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(assertion, account.publicKey, {
        algorithms: ['RS256'],
        audience: GOOGLE_TOKEN_AUDIENCE,
        issuer,
        maxTokenAge: '1h',
      }));
    } catch {
      return oauthError(response, 400, 'invalid_grant', 'Invalid JWT Signature.');
    }
    const subject = String(claims.sub ?? '');
    const domain = subject.split('@')[1] as keyof typeof DOMAINS | undefined;
    if (
      !domain ||
      !(domain in domains) ||
      !domains[domain].some((user) => user.primaryEmail === subject)
    ) {
      return oauthError(response, 400, 'invalid_grant', 'Invalid email or User ID');
    }
    const requested = String(claims.scope ?? '').split(' ');
    if (!requested.every((scope) => account.scopes.includes(scope))) {
      return oauthError(
        response,
        401,
        'unauthorized_client',
        'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
      );
    }
    const accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
    accessTokens.push(accessToken);
    tokens.set(accessToken, { domain, subject });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify({ access_token: accessToken, expires_in: 3599, token_type: 'Bearer' }),
    );
  }

  function listUsers(request: IncomingMessage, url: URL, response: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const session = bearer ? tokens.get(bearer) : undefined;
    if (!session) {
      return googleError(
        response,
        401,
        'Request had invalid authentication credentials.',
        'authError',
      );
    }
    const users = domains[session.domain];
    // Only admins read the directory; a plain user impersonated gets Google's 403.
    if (!users.find((user) => user.primaryEmail === session.subject)?.isAdmin) {
      return googleError(response, 403, 'Not Authorized to access this resource/api', 'forbidden');
    }
    if (url.searchParams.get('customer') !== 'my_customer') {
      return googleError(response, 400, 'Bad Request', 'badRequest');
    }
    const maxResults = Number(url.searchParams.get('maxResults') ?? 100);
    if (!(maxResults >= 1 && maxResults <= 500))
      return googleError(response, 400, 'Invalid Input', 'invalid');
    const start = Number(
      Buffer.from(url.searchParams.get('pageToken') ?? 'MA', 'base64url').toString(),
    );
    const size = Math.min(maxResults, peer.pageSize);
    const page = users.slice(start, start + size);
    const next =
      start + size < users.length ? Buffer.from(String(start + size)).toString('base64url') : null;
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(
      JSON.stringify({
        kind: 'admin#directory#users',
        etag: '"dXNlcnNldGFn/EXAMPLE"',
        users: page,
        ...(next ? { nextPageToken: next } : {}),
      }),
    );
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      calls.push(
        request.method === 'POST' ? `POST ${url.pathname}` : `GET ${url.pathname}${url.search}`,
      );
      if (request.method === 'POST' && url.pathname === '/token') {
        void token(Buffer.concat(chunks).toString(), response);
      } else if (request.method === 'GET' && url.pathname === '/admin/directory/v1/users') {
        listUsers(request, url, response);
      } else {
        googleError(response, 404, 'Not Found', 'notFound');
      }
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer: GooglePeer = {
    tokenUrl: `${origin}/token`,
    rootUrl: `${origin}/`,
    addServiceAccount: (clientEmail, publicKey, scopes) =>
      accounts.set(clientEmail, { publicKey, scopes }),
    updateUser: (email, changes) => {
      const user = Object.values(domains)
        .flat()
        .find((known) => known.primaryEmail === email);
      if (!user) throw new Error(`no user ${email}`);
      Object.assign(user, changes);
    },
    deleteKey: (clientEmail) => {
      const account = accounts.get(clientEmail);
      if (account) accounts.set(clientEmail, { ...account, publicKey: otherKey() });
    },
    assertions,
    accessTokens,
    calls,
    pageSize: 3,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
  return peer;
}

/** A key nobody holds: what the peer checks a deleted key's assertions against. */
function otherKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
}
