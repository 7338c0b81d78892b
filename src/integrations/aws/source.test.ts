// The AWS source through the real AWS SDK v3 clients, over HTTP, against a local peer that answers
// with AWS's documented responses and checks signatures, session tokens and the external id.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlById } from '../../content/controls/index.ts';
import type { AffectedResource, TestOutcome } from '../source.ts';
import { AWS_TESTS, createAwsSource, type AwsCredentials } from './source.ts';
import {
  FAILING_ACCOUNT,
  PASSING_ACCOUNT,
  roleArn,
  startAwsPeer,
  type AwsPeer,
} from './testing/peer.ts';

const context = { now: new Date('2026-06-01T00:00:00Z'), teamEmails: [] };

let peer: AwsPeer;
let source: ReturnType<typeof createAwsSource>;
const credentials = (account: string, externalId = peer.externalId): AwsCredentials => ({
  roleArn: roleArn(account),
  externalId,
  regions: ['us-east-1', 'eu-west-1'],
});
const byTest = (outcomes: TestOutcome[]) =>
  new Map(outcomes.map((outcome) => [outcome.test, outcome]));

beforeAll(async () => {
  peer = await startAwsPeer();
  source = createAwsSource({
    endpoint: peer.endpoint,
    ourCredentials: peer.ourCredentials,
    credentialReportPollMs: 0,
  });
});
afterAll(() => peer.close());

describe('AWS source', () => {
  it('maps every test to controls of our catalogue', () => {
    expect(source.id).toBe('aws');
    for (const test of AWS_TESTS) {
      expect(test.controls.length).toBeGreaterThan(0);
      for (const id of test.controls) expect(controlById(id), `${test.id}: ${id}`).toBeDefined();
    }
  });

  it('passes an account that meets every test, with the raw answers as evidence', async () => {
    const before = peer.calls.length;
    const outcomes = byTest(await source.runTests(credentials(PASSING_ACCOUNT), context));
    expect([...outcomes.keys()]).toEqual(AWS_TESTS.map((test) => test.id));
    for (const outcome of outcomes.values()) {
      expect(outcome.result, `${outcome.test}: ${outcome.summary}`).toBe('pass');
      expect(outcome.resources).toEqual([]);
    }
    // Our own key only assumes the role; everything after it runs on the role's session.
    expect(peer.calls.slice(before, before + 2)).toEqual([
      'sts:AssumeRole',
      'sts:GetCallerIdentity',
    ]);

    const root = outcomes.get('root_mfa_no_access_keys')!.evidence;
    expect(root.map((exchange) => exchange.request)).toEqual([
      `sts:AssumeRole ${roleArn(PASSING_ACCOUNT)}`,
      'sts:GetCallerIdentity',
      'iam:GetAccountSummary',
    ]);
    // Which role was assumed is evidence; the session it returned is not.
    expect(root[0]!.response).toEqual({
      AssumedRoleUser: {
        Arn: 'arn:aws:sts::111122223333:assumed-role/demo/TestAR',
        AssumedRoleId: 'ARO123EXAMPLE123:TestAR',
      },
      Credentials: '[redacted]',
      PackedPolicySize: 6,
      SourceIdentity: 'Alice',
    });
    expect(root[2]).toMatchObject({
      status: 200,
      response: { SummaryMap: { AccountMFAEnabled: 1, AccountAccessKeysPresent: 0 } },
    });
    // The credential report is kept as the CSV IAM produced, once per run.
    const report = outcomes
      .get('iam_users_mfa')!
      .evidence.find((exchange) => exchange.request === 'iam:GetCredentialReport');
    expect((report!.response as { Content: string }).Content).toContain(
      'alice,arn:aws:iam::111122223333:user/alice',
    );
    expect(
      peer.calls.slice(before).filter((call) => call === 'iam:GetCredentialReport'),
    ).toHaveLength(1);
    expect(outcomes.get('cloudtrail_all_regions')!.summary).toBe(
      '1 trail logs every region with log file validation.',
    );
  });

  it('fails an account that breaks every test, naming the resources', async () => {
    const outcomes = byTest(await source.runTests(credentials(FAILING_ACCOUNT), context));
    for (const outcome of outcomes.values()) {
      expect(outcome.result, `${outcome.test}: ${outcome.summary}`).toBe('fail');
    }
    const found = (test: string, field: keyof AffectedResource) =>
      outcomes.get(test)!.resources.map((resource) => resource[field]);
    const lastCall = (test: string) => outcomes.get(test)!.evidence.at(-1);
    expect(outcomes.get('root_mfa_no_access_keys')!.resources).toEqual([
      {
        id: FAILING_ACCOUNT,
        name: 'root user',
        problem: 'The root user has no MFA device and has access keys.',
      },
    ]);
    expect(found('iam_users_mfa', 'name')).toEqual(['alice']);
    expect(outcomes.get('iam_users_mfa')!.summary).toBe('1 of 2 console users have no MFA.');
    // bob's first key was rotated 2025-12-01, his second 2026-05-01: only the first is stale.
    expect(found('access_keys_rotated', 'name')).toEqual(['bob (access key 1)']);
    expect(outcomes.get('password_policy')!.summary).toBe(
      'The account has no password policy: IAM users may choose any password.',
    );
    expect(lastCall('password_policy')).toMatchObject({
      request: 'iam:GetAccountPasswordPolicy',
      status: 404,
    });
    expect(found('cloudtrail_all_regions', 'problem')).toEqual([
      'The trail covers one region only, has no log file validation, is not logging.',
      'The trail covers one region only, has no log file validation, is not logging.',
    ]);
    expect(lastCall('s3_account_public_access_block')).toMatchObject({
      request: 's3control:GetPublicAccessBlock',
      status: 404,
    });
    expect(found('ebs_default_encryption', 'id')).toEqual(['us-east-1', 'eu-west-1']);
  });

  it('lists the IAM users from the credential report for the access review', async () => {
    const listing = await source.listAccounts(credentials(PASSING_ACCOUNT));
    expect(listing.accounts).toEqual([
      {
        id: 'arn:aws:iam::111122223333:root',
        name: 'root user',
        email: null,
        admin: true,
        suspended: false,
        lastSignInAt: '2026-05-20T08:00:00.000Z',
      },
      expect.objectContaining({ name: 'alice', lastSignInAt: '2026-05-30T12:00:00.000Z' }),
      expect.objectContaining({ name: 'ci-deployer', lastSignInAt: null }),
    ]);
    expect(listing.evidence.map((exchange) => exchange.request)).toContain(
      'iam:GetCredentialReport',
    );
  });

  it('checks the connection with the role and the external id', async () => {
    await expect(source.testConnection(credentials(PASSING_ACCOUNT))).resolves.toBeNull();
    // Confused deputy: another customer's role named without its external id is refused.
    const message = await source.testConnection(credentials(PASSING_ACCOUNT, 'someone-elses-id'));
    expect(message).toContain('trust policy');
    expect(message).toContain('external id');
    expect(message).not.toContain('someone-elses-id');
  });

  it('turns a revoked role into one error outcome per test, not a throw', async () => {
    const revoked = await startAwsPeer();
    try {
      const revokedSource = createAwsSource({
        endpoint: revoked.endpoint,
        ourCredentials: revoked.ourCredentials,
      });
      revoked.revokeRole(PASSING_ACCOUNT);
      const outcomes = await revokedSource.runTests(
        { roleArn: roleArn(PASSING_ACCOUNT), externalId: revoked.externalId },
        context,
      );
      expect(outcomes.map((outcome) => outcome.result)).toEqual(AWS_TESTS.map(() => 'error'));
      expect(outcomes[0]!.summary).toBe(
        `AWS refused to let ComplyReady assume the role ${roleArn(PASSING_ACCOUNT)}: check that the role exists and that its trust policy names ComplyReady's account and the external id shown on this page (AccessDenied).`,
      );
      expect(outcomes[0]!.evidence).toEqual([
        {
          request: `sts:AssumeRole ${roleArn(PASSING_ACCOUNT)}`,
          status: 403,
          response: { error: 'AccessDenied' },
        },
      ]);
    } finally {
      await revoked.close();
    }
  });

  it("reports an action the role may not call as that test's error, naming the policy", async () => {
    const limited = await startAwsPeer();
    try {
      limited.deny('iam:GetAccountPasswordPolicy');
      const limitedSource = createAwsSource({
        endpoint: limited.endpoint,
        ourCredentials: limited.ourCredentials,
        credentialReportPollMs: 0,
      });
      const outcomes = byTest(
        await limitedSource.runTests(
          { roleArn: roleArn(PASSING_ACCOUNT), externalId: limited.externalId },
          context,
        ),
      );
      expect(outcomes.get('password_policy')).toMatchObject({
        result: 'error',
        summary:
          "The role may not call iam:GetAccountPasswordPolicy: attach AWS's SecurityAudit managed policy (arn:aws:iam::aws:policy/SecurityAudit) to it.",
      });
      expect(outcomes.get('root_mfa_no_access_keys')!.result).toBe('pass');
    } finally {
      await limited.close();
    }
  });

  it('is refused when our own key signs wrongly (the peer recomputes SigV4)', async () => {
    const wrongKey = createAwsSource({
      endpoint: peer.endpoint,
      ourCredentials: { ...peer.ourCredentials, secretAccessKey: 'not-the-secret-that-was-issued' },
    });
    const message = await wrongKey.testConnection(credentials(PASSING_ACCOUNT));
    expect(message).toBe(
      `ComplyReady could not assume the role ${roleArn(PASSING_ACCOUNT)} (SignatureDoesNotMatch): the fault is on ComplyReady's side; contact support if it persists.`,
    );
  });

  it('gives an error outcome when AWS cannot be reached', async () => {
    const closed = await startAwsPeer();
    await closed.close();
    const unreachable = createAwsSource({
      endpoint: closed.endpoint,
      ourCredentials: closed.ourCredentials,
    });
    const outcomes = await unreachable.runTests(
      { roleArn: roleArn(PASSING_ACCOUNT), externalId: 'x' },
      context,
    );
    expect(outcomes.every((outcome) => outcome.result === 'error')).toBe(true);
    expect(outcomes[0]!.summary).toMatch(/^AWS could not be reached to assume the role/);
  });

  it('never lets a key, session token or external id into outcomes, messages or logs', async () => {
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
      );
    }
    const texts: string[] = [];
    texts.push(JSON.stringify(await source.runTests(credentials(PASSING_ACCOUNT), context)));
    texts.push(JSON.stringify(await source.runTests(credentials(FAILING_ACCOUNT), context)));
    texts.push(JSON.stringify(await source.listAccounts(credentials(FAILING_ACCOUNT))));
    texts.push(
      String(await source.testConnection(credentials(FAILING_ACCOUNT, `${peer.externalId}-old`))),
    );
    texts.push(
      JSON.stringify(
        await source.runTests(credentials(FAILING_ACCOUNT, `${peer.externalId}-old`), context),
      ),
    );
    await source
      .listAccounts(credentials(FAILING_ACCOUNT, `${peer.externalId}-old`))
      .catch((error: Error) => {
        texts.push(error.message, String(error.stack));
      });
    expect(texts.at(-2)).toContain('trust policy');

    const secrets = [
      peer.ourCredentials.secretAccessKey,
      peer.ourCredentials.accessKeyId,
      peer.externalId,
    ];
    for (const session of peer.sessions)
      secrets.push(session.accessKeyId, session.secretAccessKey, session.sessionToken);
    expect(peer.sessions.length).toBeGreaterThan(3);
    const everything = [...texts, ...logged].join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
