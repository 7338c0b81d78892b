// What the AWS and Google Workspace registrations read from the Integrations page's fields
// (docs/integrations.md): every refusal a sentence an admin can act on, quoting nothing secret.
import { describe, expect, it } from 'vitest';
import { awsRegistration, externalIdOf } from './aws/registration.ts';
import { googleWorkspaceRegistration } from './google-workspace/registration.ts';

const externalId = externalIdOf('0123456789abcdef0123456789abcdef');

describe('the AWS registration', () => {
  it('takes a role ARN with a path, and the regions once each, in lower case', () => {
    expect(
      awsRegistration.credentials({
        roleArn: 'arn:aws:iam::111122223333:role/audit/ComplyReadyAudit',
        regions: 'EU-WEST-1, us-east-1 eu-west-1',
        externalId,
      }),
    ).toEqual({
      roleArn: 'arn:aws:iam::111122223333:role/audit/ComplyReadyAudit',
      regions: ['eu-west-1', 'us-east-1'],
      externalId: 'complyready-0123456789abcdef0123456789abcdef',
    });
  });

  it('refuses a user ARN, an unknown region, and fields without the external id made for the team', () => {
    const fields = { roleArn: 'arn:aws:iam::111122223333:role/Audit', regions: 'eu-west-1' };
    expect(() =>
      awsRegistration.credentials({
        ...fields,
        roleArn: 'arn:aws:iam::111122223333:user/alice',
        externalId,
      }),
    ).toThrow('Enter the role’s ARN as IAM shows it');
    expect(() =>
      awsRegistration.credentials({ ...fields, regions: 'Ireland', externalId }),
    ).toThrow('Enter the regions as AWS names them');
    expect(() => awsRegistration.credentials(fields)).toThrow(
      'ComplyReady made no external id for your team.',
    );
  });

  it('cuts only the external id: the role’s ARN and the regions stay in the evidence', () => {
    const credentials = awsRegistration.credentials({
      roleArn: 'arn:aws:iam::111122223333:role/Audit',
      regions: 'eu-west-1',
      externalId,
    });
    expect(awsRegistration.secrets?.(credentials)).toEqual([externalId]);
  });
});

describe('the Google Workspace registration', () => {
  const key = {
    type: 'service_account',
    project_id: 'acme-audit',
    private_key_id: 'f00d',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIEv…\n-----END PRIVATE KEY-----\n',
    client_email: 'complyready@acme-audit.iam.gserviceaccount.com',
    client_id: '1047',
    token_uri: 'https://oauth2.googleapis.com/token',
  };

  it('keeps only what the connection needs from the pasted key, and the admin in lower case', () => {
    expect(
      googleWorkspaceRegistration.credentials({
        serviceAccountKey: JSON.stringify(key, null, 2),
        adminEmail: 'Admin@Acme.example',
      }),
    ).toEqual({
      serviceAccountKey: {
        client_email: key.client_email,
        private_key: key.private_key,
        token_uri: key.token_uri,
      },
      adminEmail: 'admin@acme.example',
    });
  });

  it('says what is wrong with a pasted key without quoting it', () => {
    const refusal = (serviceAccountKey: string) => {
      try {
        googleWorkspaceRegistration.credentials({
          serviceAccountKey,
          adminEmail: 'a@acme.example',
        });
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    const cut = JSON.stringify(key).slice(0, -20);
    expect(refusal(cut)).toBe(
      'The service account key is not JSON: paste the whole JSON key file Google gave you.',
    );
    expect(refusal(JSON.stringify({ ...key, type: 'authorized_user' }))).toContain(
      'is not a service account key',
    );
    expect(refusal(JSON.stringify({ ...key, private_key: 'MIIEv' }))).toBe(
      'The service account key lacks its private key: paste the whole JSON key file Google gave you.',
    );
    expect(refusal(JSON.stringify({ ...key, client_email: undefined }))).toContain(
      'lacks its client_email or token_uri',
    );
    for (const message of [
      refusal(cut),
      refusal(JSON.stringify({ ...key, private_key: 'MIIEv' })),
    ]) {
      expect(message).not.toContain('MIIEv');
    }
  });

  it('cuts only the private key: the admin’s and the service account’s addresses stay', () => {
    const credentials = googleWorkspaceRegistration.credentials({
      serviceAccountKey: JSON.stringify(key),
      adminEmail: 'admin@acme.example',
    });
    expect(googleWorkspaceRegistration.secrets?.(credentials)).toEqual([key.private_key]);
  });
});
