// AWS as the integrations framework knows it (src/integrations/registry.ts): what the page asks and
// shows, and the external id ComplyReady makes per team (docs/integrations.md, Connecting AWS).
// The customer never chooses the external id: it is the team's code (an HMAC of the team's id
// under the server's integrations key), so another customer who learns a role's ARN cannot name
// it (the confused deputy, docs/threat-model.md #61).
import type { SourceRegistration, SourceSetup } from '../source.ts';
import {
  AWS_MANAGED_POLICY_ARN,
  AWS_REQUIRED_ACTIONS,
  createAwsSource,
  findOurAccount,
  type AwsCredentials,
} from './source.ts';

/** A role's ARN: `arn:<partition>:iam::<12-digit account>:role/<optional path/><name>`. */
const ROLE_ARN = /^arn:aws(?:-[a-z]+)*:iam::\d{12}:role\/(?:[\w+=,.@-]+\/)*[\w+=,.@-]{1,64}$/;
/** A region's code, e.g. `eu-west-1`, `us-gov-west-1`. */
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;
const MAX_REGIONS = 40;

export const AWS_SETUP: SourceSetup = {
  id: 'aws',
  name: 'Amazon Web Services',
  permissions: [
    'A role in your account whose trust policy lets ComplyReady’s AWS account (below) assume it only with the external id below (condition sts:ExternalId)',
    `The role’s permissions: AWS’s managed policy SecurityAudit (${AWS_MANAGED_POLICY_ARN}, read-only), or exactly these actions on resource *:`,
    ...AWS_REQUIRED_ACTIONS,
  ],
  provided: [
    {
      name: 'account',
      label: 'ComplyReady’s AWS account',
      help: 'IAM → Roles → Create role → AWS account → Another AWS account: enter this account id.',
    },
    {
      name: 'externalId',
      label: 'External id',
      help: 'Tick “Require external ID” and paste this value. It is made for your team; no one else can use your role through ComplyReady.',
    },
  ],
  fields: [
    {
      name: 'roleArn',
      label: 'Role ARN',
      secret: false,
      help: 'The ARN of the role you created, as IAM shows it: arn:aws:iam::<your account>:role/<name>.',
    },
    {
      name: 'regions',
      label: 'Regions',
      secret: false,
      help: 'The regions your workloads run in, separated by commas (e.g. eu-west-1, us-east-1): EBS default encryption is checked in each.',
    },
  ],
  accountField: 'roleArn',
  apiUrlVariable: 'AWS_API_URL',
};

/** The external id of a team: its code, recognisably ComplyReady's. */
export const externalIdOf = (teamCode: string): string => `complyready-${teamCode}`;

/** Our account's id per API address: asked of STS once, as long as the server runs. */
const ourAccounts = new Map<string, Promise<string>>();

export const awsRegistration: SourceRegistration<AwsCredentials> = {
  setup: AWS_SETUP,
  create: ({ apiUrl }) => createAwsSource({ endpoint: apiUrl }),
  credentials(fields) {
    const roleArn = fields.roleArn ?? '';
    if (!ROLE_ARN.test(roleArn)) {
      throw new Error(
        'Enter the role’s ARN as IAM shows it, e.g. arn:aws:iam::123456789012:role/ComplyReadyAudit.',
      );
    }
    const regions = [
      ...new Set(
        (fields.regions ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((region) => region.toLowerCase()),
      ),
    ];
    const unknown = regions.find((region) => !REGION.test(region));
    if (regions.length === 0 || regions.length > MAX_REGIONS || unknown !== undefined) {
      throw new Error(
        'Enter the regions as AWS names them, separated by commas, e.g. eu-west-1, us-east-1.',
      );
    }
    const externalId = fields.externalId ?? '';
    if (externalId === '') throw new Error('ComplyReady made no external id for your team.');
    return { roleArn, externalId, regions };
  },
  async provide({ apiUrl }, team) {
    const key = apiUrl ?? '';
    let account = ourAccounts.get(key);
    if (!account) {
      account = findOurAccount({ endpoint: apiUrl });
      ourAccounts.set(key, account);
      // A failure (no credentials yet) is asked again next time.
      account.catch(() => ourAccounts.delete(key));
    }
    return { account: await account, externalId: externalIdOf(team.code) };
  },
  // The role's ARN and the regions name what the answers rightly contain; the external id is cut.
  secrets: (credentials) => [credentials.externalId],
};
