// Google Workspace as the integrations framework knows it (src/integrations/registry.ts): what the
// page asks, and the pasted service account key read into the fields the source needs
// (docs/integrations.md, Connecting Google Workspace).
import type { SourceRegistration, SourceSetup } from '../source.ts';
import {
  createGoogleWorkspaceSource,
  GOOGLE_WORKSPACE_SCOPES,
  type GoogleWorkspaceCredentials,
} from './source.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASTE_THE_KEY = 'paste the whole JSON key file Google gave you';

export const GOOGLE_WORKSPACE_SETUP: SourceSetup = {
  id: 'google_workspace',
  name: 'Google Workspace',
  permissions: [
    'A service account of your Google Cloud project with no project role, and the Admin SDK API enabled',
    `Domain-wide delegation for its client id with exactly this scope: ${GOOGLE_WORKSPACE_SCOPES.join(', ')}`,
    'An admin it acts as who may read users (a super admin, or an admin role with Users → Read)',
  ],
  fields: [
    {
      name: 'serviceAccountKey',
      label: 'Service account key (JSON)',
      secret: true,
      multiline: true,
      help: 'Google Cloud console → IAM & Admin → Service accounts → the account → Keys → Add key → Create new key → JSON: paste the whole file.',
    },
    {
      name: 'adminEmail',
      label: 'Admin email',
      secret: false,
      help: 'The admin the service account acts as, e.g. admin@example.com.',
    },
  ],
  accountField: 'adminEmail',
  // The Directory API's root; a test peer answers Google's token endpoint at <url>/token too.
  apiUrlVariable: 'GOOGLE_API_URL',
};

/** A text field of the pasted key, or null. */
const text = (key: Record<string, unknown>, name: string): string | null =>
  typeof key[name] === 'string' && key[name] !== '' ? key[name] : null;

export const googleWorkspaceRegistration: SourceRegistration<GoogleWorkspaceCredentials> = {
  setup: GOOGLE_WORKSPACE_SETUP,
  create({ apiUrl }) {
    if (!apiUrl) return createGoogleWorkspaceSource();
    const rootUrl = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    return createGoogleWorkspaceSource({ rootUrl, tokenUrl: new URL('token', rootUrl).href });
  },
  credentials(fields) {
    // Google's messages never quote the pasted text: it holds the private key.
    let key: unknown;
    try {
      key = JSON.parse(fields.serviceAccountKey ?? '');
    } catch {
      throw new Error(`The service account key is not JSON: ${PASTE_THE_KEY}.`);
    }
    if (typeof key !== 'object' || key === null || Array.isArray(key)) {
      throw new Error(`The service account key is not a JSON key file: ${PASTE_THE_KEY}.`);
    }
    const pasted = key as Record<string, unknown>;
    if (pasted.type !== 'service_account') {
      throw new Error(
        `The JSON is not a service account key (its "type" is not "service_account"): ${PASTE_THE_KEY}.`,
      );
    }
    const clientEmail = text(pasted, 'client_email');
    const privateKey = text(pasted, 'private_key');
    const tokenUri = text(pasted, 'token_uri');
    if (!clientEmail || !EMAIL.test(clientEmail) || !tokenUri) {
      throw new Error(
        `The service account key lacks its client_email or token_uri: ${PASTE_THE_KEY}.`,
      );
    }
    if (!privateKey?.includes('-----BEGIN PRIVATE KEY-----')) {
      throw new Error(`The service account key lacks its private key: ${PASTE_THE_KEY}.`);
    }
    const adminEmail = (fields.adminEmail ?? '').toLowerCase();
    if (!EMAIL.test(adminEmail)) {
      throw new Error(
        'Enter the email of the admin the service account acts as, e.g. admin@example.com.',
      );
    }
    return {
      // Only what the connection needs is sealed; the key's other fields are dropped.
      serviceAccountKey: {
        client_email: clientEmail,
        private_key: privateKey,
        token_uri: tokenUri,
      },
      adminEmail,
    };
  },
  // The admin's and the service account's addresses rightly appear in the directory's answers.
  secrets: (credentials) => [credentials.serviceAccountKey.private_key],
};
