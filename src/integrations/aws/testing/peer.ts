// A local stand-in for the few AWS endpoints the AWS source calls, answering with the documents of
// AWS's API reference (fixtures/README.md). It checks what a wrong call would get wrong at AWS: the
// SigV4 signature (recomputed with the caller's secret), the session token, the action, and for
// AssumeRole the role and the external id. Two accounts: one passing every test, one failing each.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const FIXTURES = resolve(import.meta.dirname, 'fixtures');

/** ComplyReady's own account, whose key `ourCredentials` is. */
export const OUR_ACCOUNT = '999988887777';
export const PASSING_ACCOUNT = '111122223333';
export const FAILING_ACCOUNT = '444455556666';
const ACCOUNT_FOLDER = { [PASSING_ACCOUNT]: 'passing', [FAILING_ACCOUNT]: 'failing' } as const;
type AccountId = keyof typeof ACCOUNT_FOLDER;

export const roleArn = (account: string): string => `arn:aws:iam::${account}:role/ComplyReadyAudit`;

interface Key {
  accessKeyId: string;
  secretAccessKey: string;
}

interface IssuedSession extends Key {
  sessionToken: string;
  account: AccountId;
}

export interface AwsPeer {
  endpoint: string;
  /** The credentials of "our" account, the only ones AssumeRole accepts. */
  ourCredentials: Key;
  /** The external id every role's trust policy names, unless `trust` set another. */
  externalId: string;
  /** The customer writes `externalId` into the trust policy of the account's role. */
  trust(account: string, externalId: string): void;
  /** Sessions handed out by AssumeRole, for the tests' secret search. */
  sessions: IssuedSession[];
  /** `service:Action` of every request answered, in order (signature failures included). */
  calls: string[];
  /** The customer fixes every finding: the account answers as the passing one does. */
  fix(account: string): void;
  /** The customer deletes the role (or its trust): AssumeRole is refused from now on. */
  revokeRole(account: string): void;
  /** The role loses one action (e.g. `iam:GetAccountPasswordPolicy`): AWS answers AccessDenied. */
  deny(action: string): void;
  close(): Promise<void>;
}

const fixture = (path: string): string =>
  readFileSync(resolve(FIXTURES, path), 'utf8')
    .replace(/<!--[\s\S]*?-->\s*/, '')
    .replace(/^(\/\/.*\n)+/, '');

/** JSON with comments (already cut) and the trailing commas the formatter writes into .jsonc. */
const jsonc = (text: string): string => text.replace(/,(\s*[}\]])/g, '$1');

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

interface Authorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string | undefined): Authorization | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match) return null;
  const [
    ,
    accessKeyId = '',
    date = '',
    region = '',
    service = '',
    signedHeaders = '',
    signature = '',
  ] = match;
  return { accessKeyId, date, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

/** SigV4 as AWS's "Create a signed AWS API request" describes it, recomputed from the wire. */
function signatureMatches(
  request: IncomingMessage,
  body: Buffer,
  auth: Authorization,
  secretAccessKey: string,
): boolean {
  const url = new URL(request.url ?? '/', 'http://peer');
  const query = [...url.searchParams]
    .map(([key, value]) => [encodeURIComponent(key), encodeURIComponent(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = auth.signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash =
    (request.headers['x-amz-content-sha256'] as string | undefined) ?? sha256(body);
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    auth.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', request.headers['x-amz-date'], scope, sha256(canonical)].join(
    '\n',
  );
  let key = hmac(`AWS4${secretAccessKey}`, auth.date);
  for (const part of [auth.region, auth.service, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex') === auth.signature;
}

const NAMESPACES: Record<string, string> = {
  sts: 'https://sts.amazonaws.com/doc/2011-06-15/',
  iam: 'https://iam.amazonaws.com/doc/2010-05-08/',
};

/**
 * `port` and `ourCredentials` fixed for a server started before the peer (the browser tests'),
 * which reads its AWS key from its environment; random otherwise.
 */
export async function startAwsPeer(
  options: { port?: number; ourCredentials?: Key } = {},
): Promise<AwsPeer> {
  const ourCredentials = options.ourCredentials ?? {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
  const externalId = `complyready-${randomBytes(12).toString('hex')}`;
  const trusted = new Map<string, string>();
  const fixed = new Set<string>();
  const sessions: IssuedSession[] = [];
  const calls: string[] = [];
  const revoked = new Set<string>();
  const denied = new Set<string>();
  const reportsStarted = new Set<string>();

  function send(response: ServerResponse, status: number, type: string, body: string): void {
    response.writeHead(status, {
      'content-type': type,
      'x-amzn-requestid': randomBytes(8).toString('hex'),
    });
    response.end(body);
  }

  function error(
    response: ServerResponse,
    service: string,
    status: number,
    code: string,
    message: string,
  ): void {
    if (service === 'cloudtrail') {
      response.setHeader('x-amzn-errortype', code);
      send(
        response,
        status,
        'application/x-amz-json-1.1',
        JSON.stringify({ __type: code, message }),
      );
    } else if (service === 'ec2') {
      const body = fixture('shared/ec2-error.xml')
        .replace('{{code}}', code)
        .replace('{{message}}', message);
      send(response, status, 'text/xml', body);
    } else if (service === 's3') {
      send(
        response,
        status,
        'application/xml',
        `<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
      );
    } else {
      const body = fixture('shared/query-error.xml')
        .replace('{{namespace}}', NAMESPACES[service] ?? '')
        .replace('{{code}}', code)
        .replace('{{message}}', message);
      send(response, status, 'text/xml', body);
    }
  }

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const auth = parseAuthorization(request.headers.authorization);
    const service = auth?.service ?? 'unknown';
    const form = new URLSearchParams(
      request.headers['content-type']?.includes('x-www-form-urlencoded') ? body.toString() : '',
    );
    const target = String(request.headers['x-amz-target'] ?? '');
    const url = new URL(request.url ?? '/', 'http://peer');
    const action =
      form.get('Action') ??
      (target ? (target.split('.').pop() ?? target) : null) ??
      (url.pathname === '/v20180820/configuration/publicAccessBlock' && request.method === 'GET'
        ? 'GetPublicAccessBlock'
        : `${request.method} ${url.pathname}`);
    calls.push(`${service}:${action}`);
    if (!auth)
      return error(
        response,
        service,
        403,
        'MissingAuthenticationToken',
        'Request is missing Authentication Token',
      );

    // Who signed: our own long-lived key (only for AssumeRole) or a session AssumeRole handed out.
    const session = sessions.find((issued) => issued.accessKeyId === auth.accessKeyId);
    const signer = auth.accessKeyId === ourCredentials.accessKeyId ? ourCredentials : session;
    const invalidToken = () =>
      error(
        response,
        service,
        403,
        'InvalidClientTokenId',
        'The security token included in the request is invalid.',
      );
    if (!signer) return invalidToken();
    if (!signatureMatches(request, body, auth, signer.secretAccessKey)) {
      return error(
        response,
        service,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
    if (session && request.headers['x-amz-security-token'] !== session.sessionToken) {
      return invalidToken();
    }

    if (service === 'sts' && action === 'AssumeRole') {
      if (signer !== ourCredentials)
        return error(response, service, 403, 'AccessDenied', 'Roles may not assume this role.');
      const account = /^arn:aws:iam::(\d{12}):role\/ComplyReadyAudit$/.exec(
        form.get('RoleArn') ?? '',
      )?.[1];
      // The trust policy's condition: sts:ExternalId must equal the one the customer was shown.
      if (
        !account ||
        !(account in ACCOUNT_FOLDER) ||
        revoked.has(account) ||
        form.get('ExternalId') !== (trusted.get(account) ?? externalId)
      ) {
        return error(
          response,
          service,
          403,
          'AccessDenied',
          `User: arn:aws:iam::${OUR_ACCOUNT}:user/Alice is not authorized to perform: sts:AssumeRole on resource: ${form.get('RoleArn')}`,
        );
      }
      const issued: IssuedSession = {
        accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
        secretAccessKey: randomBytes(30).toString('base64'),
        sessionToken: randomBytes(64).toString('base64'),
        account: account as AccountId,
      };
      sessions.push(issued);
      const xml = fixture('shared/sts-assume-role.xml')
        .replace(
          /<AccessKeyId>[\s\S]*?<\/AccessKeyId>/,
          `<AccessKeyId>${issued.accessKeyId}</AccessKeyId>`,
        )
        .replace(
          /<SecretAccessKey>[\s\S]*?<\/SecretAccessKey>/,
          `<SecretAccessKey>${issued.secretAccessKey}</SecretAccessKey>`,
        )
        .replace(
          /<SessionToken>[\s\S]*?<\/SessionToken>/,
          `<SessionToken>${issued.sessionToken}</SessionToken>`,
        )
        .replaceAll('123456789012', account);
      return send(response, 200, 'text/xml', xml);
    }
    if (service === 'sts' && action === 'GetCallerIdentity' && signer === ourCredentials) {
      const xml = fixture('shared/sts-get-caller-identity-user.xml');
      return send(response, 200, 'text/xml', xml.replaceAll('123456789012', OUR_ACCOUNT));
    }
    if (!session)
      return error(
        response,
        service,
        403,
        'AccessDenied',
        'Only an assumed role reads this account.',
      );
    if (denied.has(`${service}:${action}`)) {
      return error(
        response,
        service,
        403,
        service === 'ec2'
          ? 'UnauthorizedOperation'
          : service === 'cloudtrail'
            ? 'AccessDeniedException'
            : 'AccessDenied',
        `User is not authorized to perform: ${service}:${action}`,
      );
    }
    const folder = fixed.has(session.account) ? 'passing' : ACCOUNT_FOLDER[session.account];
    const xml = (status: number, path: string): void =>
      send(response, status, 'text/xml', fixture(path).replaceAll('123456789012', session.account));
    const json = (path: string): void =>
      send(
        response,
        200,
        'application/x-amz-json-1.1',
        JSON.stringify(
          JSON.parse(jsonc(fixture(path)).replaceAll('123456789012', session.account)),
        ),
      );

    switch (`${service}:${action}`) {
      case 'sts:GetCallerIdentity':
        return xml(200, 'shared/sts-get-caller-identity.xml');
      case 'iam:GetAccountSummary':
        return xml(200, `${folder}/iam-get-account-summary.xml`);
      case 'iam:GetAccountPasswordPolicy':
        return folder === 'failing'
          ? xml(404, 'failing/iam-get-account-password-policy.xml')
          : xml(200, 'passing/iam-get-account-password-policy.xml');
      case 'iam:GenerateCredentialReport':
        // As IAM does: the first request starts the report, later ones find it complete.
        if (reportsStarted.has(session.account))
          return xml(200, 'shared/iam-generate-credential-report-complete.xml');
        reportsStarted.add(session.account);
        return xml(200, 'shared/iam-generate-credential-report-started.xml');
      case 'iam:GetCredentialReport': {
        const csv = readFileSync(resolve(FIXTURES, folder, 'credential-report.csv'));
        return send(
          response,
          200,
          'text/xml',
          fixture('shared/iam-get-credential-report.xml').replace(
            'BASE-64 ENCODED FILE CONTENTS',
            csv.toString('base64'),
          ),
        );
      }
      case 'cloudtrail:DescribeTrails':
        return json(`${folder}/cloudtrail-describe-trails.jsonc`);
      case 'cloudtrail:GetTrailStatus':
        return json(`${folder}/cloudtrail-get-trail-status.jsonc`);
      case 's3:GetPublicAccessBlock':
        if (request.headers['x-amz-account-id'] !== session.account) {
          return error(response, service, 403, 'AccessDenied', 'Access Denied');
        }
        return folder === 'failing'
          ? send(
              response,
              404,
              'application/xml',
              fixture('failing/s3control-get-public-access-block.xml'),
            )
          : send(
              response,
              200,
              'application/xml',
              fixture('passing/s3control-get-public-access-block.xml'),
            );
      case 'ec2:GetEbsEncryptionByDefault':
        return xml(200, `${folder}/ec2-get-ebs-encryption-by-default.xml`);
      default:
        return error(
          response,
          service,
          400,
          'InvalidAction',
          `The action ${action} is not valid for this endpoint.`,
        );
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ourCredentials,
    externalId,
    trust: (account, id) => trusted.set(account, id),
    sessions,
    calls,
    fix: (account) => fixed.add(account),
    revokeRole: (account) => revoked.add(account),
    deny: (action) => denied.add(action),
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
