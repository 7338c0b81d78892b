// Settings → Single Sign-On (docs/decisions.md SSO1): the identity provider's metadata, the values
// for the provider's side, the team's email domains and their verification, "Test sign-in", then
// on and enforced. The database holds every rule (admins of Enterprise teams only, a tested
// provider and a verified domain before it turns on); the `sso` function does what needs the
// service-role key, DNS or mail. The page only reflects them.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import {
  FormMessage,
  InputField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from '../../components/form-field';
import { domainContacts } from '@shared/domain-contacts';
import { readBackendConfig } from '../../lib/backend-config';
import { parseAnswer, refusalWords, ssoSettings } from '../../lib/schemas';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { finishSsoSignIn, ssoErrorOf, ssoSessionOf, startSsoSignIn } from '../../session/sso';
import { RadioGroup } from '../../components/radio-group';
import { enterpriseCard } from './enterprise-settings';

type Client = SupabaseClient<Database>;

export interface SsoDomain {
  domain: string;
  dns_token: string;
  verified_at: string | null;
  verified_by: 'dns' | 'email' | null;
  email_code_sent_to: string | null;
}

export interface SsoSettings {
  provider_id: string | null;
  entity_id: string | null;
  metadata_url: string | null;
  status: 'draft' | 'tested' | 'enabled';
  enforced: boolean;
  tested_at: string | null;
  domains: SsoDomain[];
}

const TEST_RETURN = '/dashboard/settings?sso_test=1';

const METADATA_SOURCES = { url: 'Metadata URL', xml: 'Metadata XML' };

/** Runs one step of the set-up; the page says how it went. */
type Act = (work: (client: Client) => Promise<string>) => Promise<void>;

/** A database refusal's words (the functions raise them for people to read). */
function checked<T>({ data, error }: { data: T; error: { message: string } | null }): T {
  if (error) throw new Error(error.message);
  return data;
}

const loadSso = async (client: Client): Promise<SsoSettings> =>
  parseAnswer(ssoSettings, checked(await client.rpc('team_sso_settings')), 'team_sso_settings()');
const addDomain = async (client: Client, domain: string) =>
  checked(await client.rpc('add_sso_domain', { domain }));
const recordTest = async (client: Client) => checked(await client.rpc('record_sso_test'));
const setSso = async (client: Client, enabled: boolean, enforced: boolean) =>
  checked(await client.rpc('set_team_sso', { enabled, enforced }));

/** Calls the `sso` function; its refusal's words become the error. */
async function callSso<T>(client: Client, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.functions.invoke<T>('sso', { body });
  if (!error && data) return data;
  const context: unknown = (error as { context?: unknown } | null)?.context;
  const reason = context instanceof Response ? await refusalWords(context) : null;
  throw new Error(reason ?? 'Single sign-on could not be reached.');
}

/** What the identity provider's administrator enters on their side. */
export function serviceProviderValues(apiUrl: string) {
  return {
    entityId: `${apiUrl}/auth/v1/sso/saml/metadata`,
    acsUrl: `${apiUrl}/auth/v1/sso/saml/acs`,
    metadataUrl: `${apiUrl}/auth/v1/sso/saml/metadata`,
  };
}

export const SingleSignOnSection = enterpriseCard({
  title: 'Single Sign-On',
  offer: 'Single sign-on with your identity provider (SAML 2.0) is part of the Enterprise plan.',
  Content: SingleSignOn,
});

function SingleSignOn({ teamId }: { teamId: string }) {
  const settings = useQuery(teamKeys.sso(teamId), (client) => loadSso(client));
  // Back from "Test sign-in": what the provider sent, read once from the address (cleared below).
  const [arrival] = useState(() => {
    if (typeof window === 'undefined') return null;
    if (new URLSearchParams(window.location.search).get('sso_test') !== '1') return null;
    const hash = window.location.hash;
    return { refusal: ssoErrorOf(hash), session: ssoSessionOf(hash) };
  });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    arrival && (arrival.refusal || !arrival.session)
      ? { kind: 'error', text: arrival.refusal ?? 'The test sign-in did not finish.' }
      : null,
  );
  const testFinished = useRef(false);
  const messageArea = useRef<HTMLDivElement>(null);

  // Back from "Test sign-in": keep the provider's session and record the test.
  useEffect(() => {
    if (testFinished.current || !arrival) return;
    testFinished.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const { session } = arrival;
    if (!session) return;
    void (async () => {
      try {
        const client = await getSupabase();
        await finishSsoSignIn(client, session);
        await recordTest(client);
        setMessage({ kind: 'success', text: 'Test sign-in worked. You can turn SSO on now.' });
        await invalidateQueries(teamKeys.sso(teamId));
      } catch (failure) {
        setMessage({ kind: 'error', text: (failure as Error).message });
      }
    })();
  }, [arrival, teamId]);

  if (settings.state === 'loading') return <p role="status">Loading...</p>;
  if (settings.state === 'error') {
    return <FormMessage kind="error">Single sign-on settings could not be loaded.</FormMessage>;
  }
  const sso = settings.data;
  // The section's one message sits above its steps: an action's outcome takes the focus there,
  // so it is seen and read out, and the keyboard goes on from it rather than from the page's top.
  const act = async (work: (client: Client) => Promise<string>) => {
    setMessage(null);
    try {
      const text = await work(await getSupabase());
      await invalidateQueries(teamKeys.sso(teamId));
      setMessage({ kind: 'success', text });
    } catch (failure) {
      setMessage({ kind: 'error', text: (failure as Error).message });
    }
    messageArea.current?.focus();
  };
  return (
    <>
      <p>
        People at your verified email domains sign in with your identity provider (Okta, Microsoft
        Entra, Google Workspace or any SAML 2.0 provider). The first time they do, they join this
        team as members.
      </p>
      <div aria-live="polite" tabIndex={-1} ref={messageArea}>
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      </div>
      <ProviderValues />
      <ProviderForm sso={sso} onSave={act} />
      <Domains sso={sso} onAct={act} />
      <TestAndTurnOn
        sso={sso}
        onAct={act}
        onTest={() =>
          void startSsoSignIn({ providerId: sso.provider_id ?? '' }, TEST_RETURN).catch(
            (failure: Error) => setMessage({ kind: 'error', text: failure.message }),
          )
        }
      />
    </>
  );
}

/** "Test sign-in" once there is a provider and a verified domain; on and enforced after a test. */
export function TestAndTurnOn({
  sso,
  onAct,
  onTest,
}: {
  sso: SsoSettings;
  onAct: Act;
  onTest: () => void;
}) {
  const verified = sso.domains.some((domain) => domain.verified_at);
  return (
    <>
      <h3>Test and turn on</h3>
      <p>
        Status:{' '}
        <strong>
          {sso.status === 'enabled' ? 'On' : sso.status === 'tested' ? 'Tested, off' : 'Not tested'}
        </strong>
      </p>
      <button
        type="button"
        className="button button-secondary"
        disabled={!sso.provider_id || !verified}
        onClick={onTest}
      >
        Test sign-in
      </button>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={sso.status === 'enabled'}
          disabled={sso.status === 'draft'}
          onChange={(event) => {
            const enabled = event.target.checked;
            void onAct(async (client) => {
              await setSso(client, enabled, false);
              return enabled ? 'Single sign-on is on.' : 'Single sign-on is off.';
            });
          }}
        />
        Turn on single sign-on
      </label>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={sso.enforced}
          disabled={sso.status !== 'enabled'}
          onChange={(event) => {
            const enforced = event.target.checked;
            void onAct(async (client) => {
              await setSso(client, true, enforced);
              return enforced
                ? 'SSO is enforced: members at your domains can no longer sign in with a password.'
                : 'SSO is no longer enforced.';
            });
          }}
        />
        Enforce SSO (members at your domains cannot use a password; the owner keeps one with
        two-factor sign-in)
      </label>
    </>
  );
}

function ProviderValues() {
  const values = serviceProviderValues(readBackendConfig().url);
  return (
    <>
      <h3>For your identity provider</h3>
      <dl className="sso-values">
        <dt>Entity ID (audience)</dt>
        <dd>
          <code>{values.entityId}</code>
        </dd>
        <dt>ACS URL (reply URL)</dt>
        <dd>
          <code>{values.acsUrl}</code>
        </dd>
        <dt>Metadata</dt>
        <dd>
          <code>{values.metadataUrl}</code>
        </dd>
        <dt>Attributes</dt>
        <dd>
          NameID in email address format, or an <code>email</code> attribute with the work email
          address. Assertions must be signed.
        </dd>
      </dl>
    </>
  );
}

export function ProviderForm({ sso, onSave }: { sso: SsoSettings; onSave: Act }) {
  const [source, setSource] = useState<keyof typeof METADATA_SOURCES>('url');
  const [url, setUrl] = useState(sso.metadata_url ?? '');
  const [xml, setXml] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave(async (client) => {
      await callSso(client, {
        action: 'save_provider',
        ...(source === 'url' ? { metadata_url: url.trim() } : { metadata_xml: xml.trim() }),
      });
      return 'Identity provider saved. Test sign-in before turning SSO on.';
    });
    setBusy(false);
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)}>
      <h3>Your identity provider</h3>
      {sso.entity_id ? (
        <p>
          Saved: <code>{sso.entity_id}</code>
        </p>
      ) : null}
      <RadioGroup
        legend="Metadata"
        name="sso-source"
        value={source}
        choices={METADATA_SOURCES}
        onChange={setSource}
      />
      {source === 'url' ? (
        <InputField
          label="Metadata URL"
          name="metadata-url"
          type="url"
          required
          value={url}
          onValue={setUrl}
        />
      ) : (
        <TextAreaField
          label="Metadata XML"
          name="metadata-xml"
          required
          rows={6}
          value={xml}
          onValue={setXml}
        />
      )}
      <SubmitButton busy={busy} busyLabel="Saving...">
        Save identity provider
      </SubmitButton>
    </form>
  );
}

export function Domains({ sso, onAct }: { sso: SsoSettings; onAct: Act }) {
  const [domain, setDomain] = useState('');
  return (
    <>
      <h3>Email domains</h3>
      <p>
        Only addresses at a verified domain can sign in by SSO. Verify a domain with a DNS TXT
        record, or, where you cannot change DNS, with a code emailed to one of its administrative
        addresses (admin@, administrator@, hostmaster@, postmaster@ or webmaster@).
      </p>
      <ul className="sso-domains">
        {sso.domains.map((entry) => (
          <DomainItem key={entry.domain} entry={entry} onAct={onAct} />
        ))}
      </ul>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void onAct(async (client) => {
            await addDomain(client, domain);
            setDomain('');
            return `${domain.trim().toLowerCase()} added. Verify it next.`;
          });
        }}
      >
        <InputField
          label="Domain"
          name="sso-domain"
          placeholder="example.com"
          required
          value={domain}
          onValue={setDomain}
        />
        <button className="button button-secondary" type="submit">
          Add domain
        </button>
      </form>
    </>
  );
}

/** A button for one step of a domain's verification. */
function StepButton({
  onAct,
  work,
  children,
}: {
  onAct: Act;
  work: (client: Client) => Promise<string>;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button-secondary" onClick={() => void onAct(work)}>
      {children}
    </button>
  );
}

function DomainItem({ entry, onAct }: { entry: SsoDomain; onAct: Act }) {
  const [address, setAddress] = useState(() => domainContacts(entry.domain)[0] ?? '');
  const [code, setCode] = useState('');
  if (entry.verified_at) {
    return (
      <li>
        <strong>{entry.domain}</strong>: verified
        {entry.verified_by === 'email' ? ' by email' : ' by DNS'}
      </li>
    );
  }
  return (
    <li>
      <strong>{entry.domain}</strong>: not verified
      <p>
        Add a TXT record named <code>_complyready.{entry.domain}</code> with the value{' '}
        <code>complyready-domain-verification={entry.dns_token}</code>, then check it.
      </p>
      <StepButton
        onAct={onAct}
        work={async (client) => {
          const { verified } = await callSso<{ verified: boolean }>(client, {
            action: 'verify_dns',
            domain: entry.domain,
          });
          if (!verified) throw new Error(`The TXT record of ${entry.domain} was not found yet.`);
          return `${entry.domain} is verified.`;
        }}
      >
        Check DNS record for {entry.domain}
      </StepButton>
      <SelectField
        label={`Or email a code to an administrative address of ${entry.domain}`}
        value={address}
        onChange={setAddress}
      >
        {domainContacts(entry.domain).map((contact) => (
          <option key={contact} value={contact}>
            {contact}
          </option>
        ))}
      </SelectField>
      <StepButton
        onAct={onAct}
        work={async (client) => {
          await callSso(client, { action: 'send_code', domain: entry.domain, email: address });
          return `A code was sent to ${address}.`;
        }}
      >
        Email a code
      </StepButton>
      {entry.email_code_sent_to ? (
        <>
          <InputField
            label={`Code sent to ${entry.email_code_sent_to}`}
            name={`sso-code-${entry.domain}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
          <StepButton
            onAct={onAct}
            work={async (client) => {
              const { verified } = await callSso<{ verified: boolean }>(client, {
                action: 'confirm_code',
                domain: entry.domain,
                code,
              });
              if (!verified) throw new Error('That code is not right. Check it and try again.');
              return `${entry.domain} is verified.`;
            }}
          >
            Verify code
          </StepButton>
        </>
      ) : null}
    </li>
  );
}
