// AWS as an evidence source (docs/integrations.md, Connecting AWS). The customer creates a role
// that trusts our account on condition of an external id; we assume it with our own credentials
// (the SDK's default chain) and read with the short-lived session only: we never hold their keys.
import {
  CloudTrailClient,
  DescribeTrailsCommand,
  GetTrailStatusCommand,
} from '@aws-sdk/client-cloudtrail';
import { EC2Client, GetEbsEncryptionByDefaultCommand } from '@aws-sdk/client-ec2';
import {
  GenerateCredentialReportCommand,
  GetAccountPasswordPolicyCommand,
  GetAccountSummaryCommand,
  GetCredentialReportCommand,
  IAMClient,
} from '@aws-sdk/client-iam';
import { GetPublicAccessBlockCommand, S3ControlClient } from '@aws-sdk/client-s3-control';
import {
  AssumeRoleCommand,
  GetCallerIdentityCommand,
  STSClient,
  type STSClientConfig,
} from '@aws-sdk/client-sts';
import { redact, redactText } from '../redact.ts';
import { utcDay } from '../../shared/utc-day.ts';
import type {
  AccountListing,
  AffectedResource,
  ApiExchange,
  IntegrationSource,
  TestDefinition,
  TestOutcome,
} from '../source.ts';
import {
  parseCredentialReport,
  reportDate,
  ROOT_ACCOUNT_ROW,
  type CredentialReportRow,
} from './credential-report.ts';

/** What the admin enters: the role they created for us and the external id we showed them. */
export interface AwsCredentials {
  roleArn: string;
  externalId: string;
  /** Regions whose EBS default encryption is checked (the factory's region when absent). */
  regions?: readonly string[];
}

export interface AwsSourceOptions {
  /** Sends every call here instead of AWS (the tests' local peer). */
  endpoint?: string;
  /** The region of the STS, CloudTrail and S3 Control calls; `us-east-1` by default. */
  region?: string;
  /** Our account's credentials; the SDK's default provider chain when absent. */
  ourCredentials?: STSClientConfig['credentials'];
  /** Pause between polls while IAM generates the credential report (2 s by default). */
  credentialReportPollMs?: number;
}

/** Every action the tests call, for the page and docs/integrations.md (AWS's SecurityAudit has them all). */
export const AWS_REQUIRED_ACTIONS = [
  'iam:GetAccountSummary',
  'iam:GenerateCredentialReport',
  'iam:GetCredentialReport',
  'iam:GetAccountPasswordPolicy',
  'cloudtrail:DescribeTrails',
  'cloudtrail:GetTrailStatus',
  's3:GetAccountPublicAccessBlock',
  'ec2:GetEbsEncryptionByDefault',
] as const;

export const AWS_MANAGED_POLICY_ARN = 'arn:aws:iam::aws:policy/SecurityAudit';

/** Access keys and passwords older than this many days fail (docs/decisions.md). */
export const AWS_MAX_KEY_AGE_DAYS = 90;
/** The shortest password the account policy may allow (CIS AWS Foundations, docs/decisions.md). */
export const AWS_MIN_PASSWORD_LENGTH = 14;

export const AWS_TESTS = [
  {
    id: 'root_mfa_no_access_keys',
    title: 'Root user has MFA and no access keys',
    controls: ['CC6.1', 'A.8.2', 'A.8.5'],
  },
  {
    id: 'iam_users_mfa',
    title: 'IAM users who can sign in to the console have MFA',
    controls: ['CC6.1', 'A.8.5'],
  },
  {
    id: 'access_keys_rotated',
    title: `No active access key is older than ${AWS_MAX_KEY_AGE_DAYS} days`,
    controls: ['CC6.1', 'A.5.17'],
  },
  {
    id: 'password_policy',
    title: `Password policy requires at least ${AWS_MIN_PASSWORD_LENGTH} characters`,
    controls: ['CC6.1', 'A.5.17'],
  },
  {
    id: 'cloudtrail_all_regions',
    title: 'CloudTrail logs all regions with log file validation',
    controls: ['CC7.2', 'A.8.15'],
  },
  {
    id: 's3_account_public_access_block',
    title: 'S3 Block Public Access is on for the whole account',
    controls: ['CC6.1', 'CC6.6', 'A.8.3'],
  },
  {
    id: 'ebs_default_encryption',
    title: 'New EBS volumes are encrypted by default',
    controls: ['CC6.1', 'A.8.24'],
  },
] as const satisfies readonly TestDefinition[];

type AwsTestId = (typeof AWS_TESTS)[number]['id'];

/** An error from an SDK call, shaped as the SDK throws them (`name` is AWS's error code). */
interface AwsError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

class CallFailed extends Error {
  constructor(
    readonly action: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(`${action} failed: ${code}`);
  }
}

/** IAM's code, as the SDK names it (older SDKs kept the wire name). */
const NO_SUCH_ENTITY = new Set(['NoSuchEntity', 'NoSuchEntityException']);
const ACCESS_DENIED = new Set(['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation']);
const SESSION_REFUSED = new Set([
  'ExpiredToken',
  'ExpiredTokenException',
  'InvalidClientTokenId',
  'UnrecognizedClientException',
  'SignatureDoesNotMatch',
  'AuthFailure',
]);

function errorCode(error: unknown): { code: string; status: number } {
  const failure = error as AwsError;
  const status = failure.$metadata?.httpStatusCode ?? 0;
  return { code: failure.name || 'UnknownError', status };
}

/** A message an admin can act on; never the provider's text, which may quote request details. */
function describeFailure(failure: CallFailed): string {
  if (failure.status === 0) {
    return `AWS could not be reached for ${failure.action} (${failure.code}); the run is retried on schedule.`;
  }
  if (ACCESS_DENIED.has(failure.code)) {
    return `The role may not call ${failure.action}: attach AWS's SecurityAudit managed policy (${AWS_MANAGED_POLICY_ARN}) to it.`;
  }
  if (SESSION_REFUSED.has(failure.code)) {
    return `AWS refused the role's session for ${failure.action} (${failure.code}): connect the role again.`;
  }
  return `AWS answered ${failure.action} with ${failure.code} (HTTP ${failure.status}).`;
}

function assumeRoleFailure(failure: CallFailed, roleArn: string): string {
  if (failure.status === 0) {
    return `AWS could not be reached to assume the role (${failure.code}); the run is retried on schedule.`;
  }
  if (ACCESS_DENIED.has(failure.code)) {
    return `AWS refused to let ComplyReady assume the role ${roleArn}: check that the role exists and that its trust policy names ComplyReady's account and the external id shown on this page (${failure.code}).`;
  }
  return `ComplyReady could not assume the role ${roleArn} (${failure.code}): the fault is on ComplyReady's side; contact support if it persists.`;
}

function explain(failure: CallFailed, credentials: AwsCredentials): string {
  const message = failure.action.startsWith('sts:AssumeRole')
    ? assumeRoleFailure(failure, credentials.roleArn)
    : describeFailure(failure);
  return redactText(message, [credentials.externalId]);
}

const DAY_MS = 86_400_000;

/**
 * Our own User-Agent for every client: the SDK's default asks the operating system for its release,
 * which the hosted Edge Functions' sandbox refuses (Deno's NotCapable).
 */
const USER_AGENT = {
  defaultUserAgentProvider: async (): Promise<[string, string][]> => [
    ['ComplyReady-integrations', '1'],
  ],
};

interface Session {
  accountId: string;
  iam: IAMClient;
  cloudTrail: CloudTrailClient;
  s3Control: S3ControlClient;
  ec2: (region: string) => EC2Client;
  regions: readonly string[];
  secrets: string[];
}

/**
 * ComplyReady's own AWS account, the one a customer's role trusts: STS GetCallerIdentity with our
 * credentials (it needs no permission). Throws a message for the page when there is none.
 */
export async function findOurAccount(
  options: Pick<AwsSourceOptions, 'endpoint' | 'region' | 'ourCredentials'> = {},
): Promise<string> {
  const sts = new STSClient({
    ...USER_AGENT,
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    credentials: options.ourCredentials,
  });
  let account: string | undefined;
  try {
    account = (await sts.send(new GetCallerIdentityCommand({}))).Account;
  } catch (error) {
    const { code } = errorCode(error);
    if (code === 'CredentialsProviderError') {
      throw new Error(
        'ComplyReady’s server has no AWS credentials of its own yet (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY): its operator sets them before AWS can be connected.',
        { cause: error },
      );
    }
    throw new Error(`ComplyReady could not find its own AWS account (${code}); try again later.`, {
      cause: error,
    });
  }
  if (!account) throw new Error('AWS did not name ComplyReady’s account; try again later.');
  return account;
}

export function createAwsSource(options: AwsSourceOptions = {}): IntegrationSource<AwsCredentials> {
  const region = options.region ?? 'us-east-1';
  const pollMs = options.credentialReportPollMs ?? 2_000;
  const explicitEndpoint = options.endpoint;
  const endpoint = explicitEndpoint ? { endpoint: explicitEndpoint } : {};

  /** Calls `send`, recording the exchange as evidence (redacted) and turning a failure into CallFailed. */
  async function call<T extends object>(
    evidence: ApiExchange[] | null,
    action: string,
    secrets: readonly string[],
    send: () => Promise<T>,
  ): Promise<T> {
    try {
      const output = await send();
      const { $metadata, ...response } = output as T & { $metadata?: { httpStatusCode?: number } };
      evidence?.push({
        request: action,
        status: $metadata?.httpStatusCode ?? 200,
        response: redact(response, secrets),
      });
      return output;
    } catch (error) {
      const { code, status } = errorCode(error);
      evidence?.push({ request: action, status, response: { error: code } });
      throw new CallFailed(action, code, status);
    }
  }

  async function openSession(
    credentials: AwsCredentials,
    evidence: ApiExchange[],
  ): Promise<Session> {
    const sts = new STSClient({
      ...USER_AGENT,
      region,
      ...endpoint,
      credentials: options.ourCredentials,
    });
    const secrets = [credentials.externalId];
    // The answer carries the session's keys: `call` keeps it only with Credentials blanked.
    const assumed = await call(evidence, `sts:AssumeRole ${credentials.roleArn}`, secrets, () =>
      sts.send(
        new AssumeRoleCommand({
          RoleArn: credentials.roleArn,
          ExternalId: credentials.externalId,
          RoleSessionName: 'ComplyReady',
          DurationSeconds: 900,
        }),
      ),
    );
    const issued = assumed.Credentials;
    if (!issued?.AccessKeyId || !issued.SecretAccessKey || !issued.SessionToken) {
      throw new CallFailed('sts:AssumeRole', 'NoCredentialsReturned', 200);
    }
    secrets.push(issued.AccessKeyId, issued.SecretAccessKey, issued.SessionToken);
    const session = {
      accessKeyId: issued.AccessKeyId,
      secretAccessKey: issued.SecretAccessKey,
      sessionToken: issued.SessionToken,
    };
    const clientConfig = { ...USER_AGENT, region, ...endpoint, credentials: session };
    const identity = await call(evidence, 'sts:GetCallerIdentity', secrets, () =>
      new STSClient(clientConfig).send(new GetCallerIdentityCommand({})),
    );
    const ec2Clients = new Map<string, EC2Client>();
    return {
      accountId: identity.Account ?? '',
      iam: new IAMClient(clientConfig),
      cloudTrail: new CloudTrailClient(clientConfig),
      s3Control: new S3ControlClient({
        ...clientConfig,
        // S3 Control's endpoint rules put the account id in front of the host, which a local
        // endpoint (an IP address) cannot take: an explicit endpoint is used as it stands.
        ...(explicitEndpoint
          ? { endpointProvider: () => ({ url: new URL(explicitEndpoint) }) }
          : {}),
      }),
      ec2: (ec2Region) => {
        let client = ec2Clients.get(ec2Region);
        if (!client) {
          client = new EC2Client({ ...clientConfig, region: ec2Region });
          ec2Clients.set(ec2Region, client);
        }
        return client;
      },
      regions: credentials.regions?.length ? credentials.regions : [region],
      secrets,
    };
  }

  async function credentialReport(
    session: Session,
    evidence: ApiExchange[],
  ): Promise<CredentialReportRow[]> {
    // IAM builds the report asynchronously: ask until it says COMPLETE (a few seconds at most).
    for (let attempt = 0; ; attempt++) {
      const generated = await call(evidence, 'iam:GenerateCredentialReport', session.secrets, () =>
        session.iam.send(new GenerateCredentialReportCommand({})),
      );
      if (generated.State === 'COMPLETE') break;
      if (attempt >= 10)
        throw new CallFailed('iam:GenerateCredentialReport', 'ReportNotReady', 200);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    const report = await call(evidence, 'iam:GetCredentialReport', session.secrets, () =>
      session.iam.send(new GetCredentialReportCommand({})),
    );
    return parseCredentialReport(new TextDecoder().decode(report.Content ?? new Uint8Array()));
  }

  /** The credential report, asked for once per run; each test reading it gets its exchanges. */
  function sharedCredentialReport(session: Session): Report {
    const exchanges: ApiExchange[] = [];
    let pending: Promise<CredentialReportRow[]> | null = null;
    return async (evidence) => {
      pending ??= credentialReport(session, exchanges);
      try {
        return await pending;
      } finally {
        evidence.push(...exchanges);
      }
    };
  }

  type Report = (evidence: ApiExchange[]) => Promise<CredentialReportRow[]>;
  type Verdict = { resources: AffectedResource[]; summary: string };
  interface CheckContext {
    session: Session;
    evidence: ApiExchange[];
    now: Date;
    report: Report;
  }
  type Check = (context: CheckContext) => Promise<Verdict>;

  const olderThan = (date: Date | null, now: Date, days: number): boolean =>
    date !== null && now.getTime() - date.getTime() > days * DAY_MS;

  const checks: Record<AwsTestId, Check> = {
    async root_mfa_no_access_keys({ session, evidence }) {
      const { SummaryMap: summary = {} } = await call(
        evidence,
        'iam:GetAccountSummary',
        session.secrets,
        () => session.iam.send(new GetAccountSummaryCommand({})),
      );
      const problems: string[] = [];
      if (summary.AccountMFAEnabled !== 1) problems.push('has no MFA device');
      if (summary.AccountAccessKeysPresent !== 0) problems.push('has access keys');
      if (problems.length === 0) {
        return { resources: [], summary: 'The root user has MFA and no access keys.' };
      }
      const problem = `The root user ${problems.join(' and ')}.`;
      return {
        resources: [{ id: session.accountId, name: 'root user', problem }],
        summary: problem,
      };
    },
    async iam_users_mfa({ evidence, report }) {
      const users = (await report(evidence)).filter(
        (row) => row.user !== ROOT_ACCOUNT_ROW && row.password_enabled === 'true',
      );
      const resources = users
        .filter((row) => row.mfa_active !== 'true')
        .map((row) => ({
          id: row.arn ?? row.user ?? '',
          name: row.user ?? '',
          problem: 'Can sign in to the console without MFA.',
        }));
      return {
        resources,
        summary: `${resources.length} of ${users.length} console users have no MFA.`,
      };
    },
    async access_keys_rotated({ evidence, now, report }) {
      const users = (await report(evidence)).filter((row) => row.user !== ROOT_ACCOUNT_ROW);
      const resources: AffectedResource[] = [];
      for (const row of users) {
        for (const key of ['1', '2']) {
          const rotated = reportDate(row[`access_key_${key}_last_rotated`]);
          if (
            rotated !== null &&
            row[`access_key_${key}_active`] === 'true' &&
            olderThan(rotated, now, AWS_MAX_KEY_AGE_DAYS)
          ) {
            resources.push({
              id: `${row.arn ?? row.user}#access_key_${key}`,
              name: `${row.user} (access key ${key})`,
              problem: `Active access key last rotated ${utcDay(rotated)}, over ${AWS_MAX_KEY_AGE_DAYS} days ago.`,
            });
          }
        }
      }
      return {
        resources,
        summary: `${resources.length} active access keys are older than ${AWS_MAX_KEY_AGE_DAYS} days.`,
      };
    },
    async password_policy({ session, evidence }) {
      let length: number;
      try {
        const { PasswordPolicy: policy } = await call(
          evidence,
          'iam:GetAccountPasswordPolicy',
          session.secrets,
          () => session.iam.send(new GetAccountPasswordPolicyCommand({})),
        );
        length = policy?.MinimumPasswordLength ?? 0;
      } catch (error) {
        // IAM's documented answer for an account that never set a policy.
        if (!(error instanceof CallFailed && NO_SUCH_ENTITY.has(error.code))) throw error;
        const problem = 'The account has no password policy: IAM users may choose any password.';
        return {
          resources: [{ id: session.accountId, name: 'password policy', problem }],
          summary: problem,
        };
      }
      if (length >= AWS_MIN_PASSWORD_LENGTH) {
        return { resources: [], summary: `Passwords need at least ${length} characters.` };
      }
      const problem = `The password policy allows passwords of ${length} characters; require at least ${AWS_MIN_PASSWORD_LENGTH}.`;
      return {
        resources: [{ id: session.accountId, name: 'password policy', problem }],
        summary: problem,
      };
    },
    async cloudtrail_all_regions({ session, evidence }) {
      const { trailList = [] } = await call(
        evidence,
        'cloudtrail:DescribeTrails',
        session.secrets,
        () => session.cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true })),
      );
      const resources: AffectedResource[] = [];
      let compliant = 0;
      for (const trail of trailList) {
        const name = trail.TrailARN ?? trail.Name ?? 'trail';
        const status = await call(
          evidence,
          `cloudtrail:GetTrailStatus ${name}`,
          session.secrets,
          () => session.cloudTrail.send(new GetTrailStatusCommand({ Name: name })),
        );
        const problems = [
          trail.IsMultiRegionTrail ? null : 'covers one region only',
          trail.LogFileValidationEnabled ? null : 'has no log file validation',
          status.IsLogging ? null : 'is not logging',
        ].filter((problem): problem is string => problem !== null);
        if (problems.length === 0) compliant++;
        else
          resources.push({
            id: name,
            name: trail.Name ?? name,
            problem: `The trail ${problems.join(', ')}.`,
          });
      }
      if (compliant > 0) {
        return {
          resources: [],
          summary: `${compliant} trail logs every region with log file validation.`,
        };
      }
      if (trailList.length === 0) {
        const problem = 'The account has no CloudTrail trail.';
        return {
          resources: [{ id: session.accountId, name: 'CloudTrail', problem }],
          summary: problem,
        };
      }
      return {
        resources,
        summary: `None of the ${trailList.length} trails logs every region with log file validation.`,
      };
    },
    async s3_account_public_access_block({ session, evidence }) {
      const settings = [
        'BlockPublicAcls',
        'IgnorePublicAcls',
        'BlockPublicPolicy',
        'RestrictPublicBuckets',
      ] as const;
      let off: string[];
      try {
        const { PublicAccessBlockConfiguration: config } = await call(
          evidence,
          's3control:GetPublicAccessBlock',
          session.secrets,
          () =>
            session.s3Control.send(
              new GetPublicAccessBlockCommand({ AccountId: session.accountId }),
            ),
        );
        off = settings.filter((setting) => config?.[setting] !== true);
      } catch (error) {
        if (!(
          error instanceof CallFailed && error.code === 'NoSuchPublicAccessBlockConfiguration'
        )) {
          throw error;
        }
        off = [...settings];
      }
      if (off.length === 0)
        return { resources: [], summary: 'All four Block Public Access settings are on.' };
      const problem = `Block Public Access is off at account level for: ${off.join(', ')}.`;
      return {
        resources: [{ id: session.accountId, name: 'S3 account settings', problem }],
        summary: problem,
      };
    },
    async ebs_default_encryption({ session, evidence }) {
      const resources: AffectedResource[] = [];
      for (const ebsRegion of session.regions) {
        const answer = await call(
          evidence,
          `ec2:GetEbsEncryptionByDefault ${ebsRegion}`,
          session.secrets,
          () => session.ec2(ebsRegion).send(new GetEbsEncryptionByDefaultCommand({})),
        );
        if (answer.EbsEncryptionByDefault !== true) {
          resources.push({
            id: ebsRegion,
            name: ebsRegion,
            problem: 'New EBS volumes are not encrypted by default.',
          });
        }
      }
      return {
        resources,
        summary: `${resources.length} of ${session.regions.length} regions leave new EBS volumes unencrypted.`,
      };
    },
  };

  return {
    id: 'aws',
    tests: AWS_TESTS,

    async testConnection(credentials) {
      try {
        await openSession(credentials, []);
        return null;
      } catch (error) {
        if (error instanceof CallFailed) return explain(error, credentials);
        throw error;
      }
    },

    async runTests(credentials, { now }) {
      const connection: ApiExchange[] = [];
      let session: Session;
      try {
        session = await openSession(credentials, connection);
      } catch (error) {
        if (!(error instanceof CallFailed)) throw error;
        const message = explain(error, credentials);
        return AWS_TESTS.map((test) => ({
          test: test.id,
          result: 'error',
          summary: message,
          resources: [],
          evidence: connection,
        }));
      }
      const report = sharedCredentialReport(session);
      const outcomes: TestOutcome[] = [];
      for (const test of AWS_TESTS) {
        const evidence: ApiExchange[] = [...connection];
        try {
          const verdict = await checks[test.id]({ session, evidence, now, report });
          outcomes.push({
            test: test.id,
            result: verdict.resources.length ? 'fail' : 'pass',
            summary: verdict.summary,
            resources: verdict.resources,
            evidence,
          });
        } catch (error) {
          if (!(error instanceof CallFailed)) throw error;
          outcomes.push({
            test: test.id,
            result: 'error',
            summary: redactText(describeFailure(error), session.secrets),
            resources: [],
            evidence,
          });
        }
      }
      return outcomes;
    },

    async listAccounts(credentials) {
      const evidence: ApiExchange[] = [];
      let rows: CredentialReportRow[];
      try {
        rows = await credentialReport(await openSession(credentials, evidence), evidence);
      } catch (error) {
        // No outcome to carry it: the framework shows the message of what is thrown.
        if (error instanceof CallFailed)
          throw new Error(explain(error, credentials), { cause: error });
        throw error;
      }
      return {
        accounts: rows.map((row) => {
          const root = row.user === ROOT_ACCOUNT_ROW;
          const lastSignIn = reportDate(row.password_last_used);
          return {
            id: row.arn ?? row.user ?? '',
            name: root ? 'root user' : (row.user ?? ''),
            email: null,
            admin: root,
            suspended: false,
            lastSignInAt: lastSignIn ? lastSignIn.toISOString() : null,
          };
        }),
        evidence,
      } satisfies AccountListing;
    },
  };
}
