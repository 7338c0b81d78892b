// Dashboard → Settings → Webhooks (docs/decisions.md WH1, docs/product.md): an Enterprise team's
// admins add endpoints and choose events, see a new signing secret once, rotate it, send a test
// event, turn endpoints off and on, and read the deliveries with their response codes. The
// database checks the admin and the plan; the page shows its answers.
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhooks';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyButton } from '../../components/copy-button';
import { DataTable } from '../../components/data-table';
import { FormMessage, InputField, CheckboxField } from '../../components/form-field';
import { PlanGatedSettingsPage } from '../../components/plan-gated-settings-page';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/error-text';
import { getSupabase } from '../../lib/supabase';
import { toggled } from '../../lib/toggled';
import { teamKeys } from '../../lib/team/keys';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import {
  addWebhookEndpoint,
  loadWebhooks,
  removeWebhookEndpoint,
  rotateWebhookSecret,
  sendTestWebhook,
  setWebhookEnabled,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks-data';

const TITLE = 'Webhooks';
const when = (value: string) => new Date(value).toLocaleString();

function WebhooksPage() {
  return (
    <PlanGatedSettingsPage
      title={TITLE}
      lead="Tell your HR system, onboarding tool or data warehouse when something happens in ComplyReady."
      includes={({ plan }) => plan.id === 'enterprise'}
      planTitle="Enterprise plan"
      gateId="webhooks-plan-title"
      gate="Webhooks are part of the Enterprise plan."
    >
      {(teamId) => <Endpoints teamId={teamId} />}
    </PlanGatedSettingsPage>
  );
}

/** A secret the function answered: shown here once, with a button that copies it. */
interface ShownSecret {
  endpointUrl: string;
  secret: string;
}

function Endpoints({ teamId }: { teamId: string }) {
  const webhooks = useQuery(teamKeys.webhooks(teamId), (client, signal) =>
    loadWebhooks(client, signal),
  );
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const { busy, result, run: runAction } = useAction('The change could not be made.');

  const run = (change: () => Promise<string>) =>
    runAction(async () => {
      const done = await change();
      await invalidateQueries(teamKeys.webhooks(teamId));
      return done;
    });

  const add = (url: string, events: WebhookEventType[]) =>
    run(async () => {
      const { secret } = await addWebhookEndpoint(await getSupabase(), url, events);
      setShown({ endpointUrl: url, secret });
      return 'Endpoint added. Copy its signing secret now: it is not shown again.';
    });

  const act = (endpoint: WebhookEndpoint, action: 'test' | 'rotate' | 'off' | 'on') => {
    setShown(null);
    return run(async () => {
      const client = await getSupabase();
      switch (action) {
        case 'test':
          await sendTestWebhook(client, endpoint.id);
          return `A test event is on its way to ${endpoint.url}.`;
        case 'rotate':
          setShown({
            endpointUrl: endpoint.url,
            secret: await rotateWebhookSecret(client, endpoint.id),
          });
          return 'New signing secret made; the old one no longer signs. Copy it now: it is not shown again.';
        case 'off':
          await setWebhookEnabled(client, endpoint.id, false);
          return `${endpoint.url} is turned off.`;
        case 'on':
          await setWebhookEnabled(client, endpoint.id, true);
          return `${endpoint.url} is turned on.`;
      }
    });
  };

  return (
    <>
      <section className="card" aria-labelledby="webhooks-add-title">
        <h2 id="webhooks-add-title">Add an Endpoint</h2>
        <p>
          ComplyReady posts each event as JSON, signed per the{' '}
          <a href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
            Standard Webhooks
          </a>{' '}
          specification (headers <code>webhook-id</code>, <code>webhook-timestamp</code>,{' '}
          <code>webhook-signature</code>). A delivery that fails is tried again for 24 hours with
          the same <code>webhook-id</code>; an endpoint that fails for 3 days is turned off and you
          are emailed. Events hold ids and what changed, never names or hotline reports.
        </p>
        <AddEndpointForm busy={busy} onAdd={add} />
      </section>
      <div aria-live="polite">
        <ActionResultMessage result={result} />
        {shown ? <SecretOnce shown={shown} /> : null}
      </div>
      <QueryStatus
        query={webhooks}
        loading="Loading webhooks..."
        failed={(error) => errorText(error, 'Failed to load webhooks')}
      >
        {(data) => (
          <>
            <section className="card" aria-labelledby="webhooks-endpoints-title">
              <h2 id="webhooks-endpoints-title">Endpoints</h2>
              {data.endpoints.length === 0 ? <p>No endpoints yet.</p> : null}
              {data.endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  busy={busy}
                  onAction={(action) => void act(endpoint, action)}
                  onRemove={() => setRemoving(endpoint)}
                />
              ))}
            </section>
            <Deliveries
              deliveries={data.deliveries}
              endpoints={data.endpoints}
              onRefresh={() => void invalidateQueries(teamKeys.webhooks(teamId))}
            />
          </>
        )}
      </QueryStatus>
      {removing ? (
        <ConfirmDialog
          title="Remove this endpoint?"
          confirmLabel="Remove Endpoint"
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const endpoint = removing;
            setRemoving(null);
            setShown(null);
            void run(async () => {
              await removeWebhookEndpoint(await getSupabase(), endpoint.id);
              return `${endpoint.url} is removed.`;
            });
          }}
        >
          <p>
            {removing.url} receives no more events, and its deliveries are no longer listed here.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function AddEndpointForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (url: string, events: WebhookEventType[]) => Promise<void>;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (events.length === 0) {
      setError('Choose at least one event.');
      return;
    }
    setError('');
    void onAdd(url.trim(), events).then(() => {
      setUrl('');
      setEvents([]);
    });
  }

  return (
    <form onSubmit={submit}>
      <InputField
        label="Endpoint URL"
        type="url"
        required
        maxLength={2000}
        placeholder="https://hooks.example.com/complyready"
        value={url}
        onValue={setUrl}
      />
      <fieldset className="form-field">
        <legend>Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={
              <>
                {WEBHOOK_EVENT_LABELS[type]} (<code>{type}</code>)
              </>
            }
            checked={events.includes(type)}
            onChecked={(checked) => setEvents(toggled(events, type, checked))}
          />
        ))}
      </fieldset>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button" disabled={busy}>
        Add Endpoint
      </button>
    </form>
  );
}

function SecretOnce({ shown }: { shown: ShownSecret }) {
  return (
    <section className="card" aria-labelledby="webhooks-secret-title">
      <h2 id="webhooks-secret-title">Signing Secret</h2>
      <p>
        The secret of {shown.endpointUrl}. Give it to your receiver to verify each delivery; it is
        not shown again.
      </p>
      <div className="invite-row">
        <input
          readOnly
          value={shown.secret}
          aria-label="Signing secret"
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={shown.secret} label="Copy Secret" />
      </div>
    </section>
  );
}

function endpointStatus(endpoint: WebhookEndpoint): string {
  if (endpoint.enabled) {
    return endpoint.failing_since ? `On, failing since ${when(endpoint.failing_since)}` : 'On';
  }
  return endpoint.disabled_reason === 'failing'
    ? 'Off: turned off after failing for 3 days'
    : 'Off';
}

function EndpointCard({
  endpoint,
  busy,
  onAction,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onAction: (action: 'test' | 'rotate' | 'off' | 'on') => void;
  onRemove: () => void;
}) {
  const headingId = `webhook-${endpoint.id}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h3 id={headingId} className="break-anywhere">
        {endpoint.url}
      </h3>
      <p>Status: {endpointStatus(endpoint)}</p>
      <p>
        Events:{' '}
        {endpoint.events.map((type, index) => (
          <span key={type}>
            {index > 0 ? ', ' : null}
            <code>{type}</code>
          </span>
        ))}
      </p>
      <p className="hint">Secret made {when(endpoint.secret_rotated_at)}.</p>
      <div className="row-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy || !endpoint.enabled}
          aria-label={`Send a test event to ${endpoint.url}`}
          onClick={() => onAction('test')}
        >
          Send Test Event
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={busy}
          aria-label={`Rotate the secret of ${endpoint.url}`}
          onClick={() => onAction('rotate')}
        >
          Rotate Secret
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={busy}
          aria-label={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${endpoint.url}`}
          onClick={() => onAction(endpoint.enabled ? 'off' : 'on')}
        >
          {endpoint.enabled ? 'Turn Off' : 'Turn On'}
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          disabled={busy}
          aria-label={`Remove ${endpoint.url}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </article>
  );
}

function deliveryStatus(delivery: WebhookDelivery): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.next_attempt_at && delivery.attempts > 0
    ? `Retrying ${when(delivery.next_attempt_at)}`
    : 'Pending';
}

function Deliveries({
  deliveries,
  endpoints,
  onRefresh,
}: {
  deliveries: WebhookDelivery[];
  endpoints: WebhookEndpoint[];
  onRefresh: () => void;
}) {
  const urlOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));
  return (
    <section className="card" aria-labelledby="webhooks-deliveries-title">
      <h2 id="webhooks-deliveries-title">Recent Deliveries</h2>
      <button type="button" className="button button-small button-secondary" onClick={onRefresh}>
        Refresh
      </button>
      {deliveries.length === 0 ? (
        <p>No deliveries yet.</p>
      ) : (
        <DataTable
          label="Recent deliveries"
          scrollCue
          columns={['Event', 'Endpoint', 'Status', 'Response', 'Attempts', 'Created', 'Id']}
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                <code>{delivery.type}</code>
              </th>
              <td className="break-anywhere">{urlOf.get(delivery.endpoint_id) ?? ''}</td>
              <td>{deliveryStatus(delivery)}</td>
              <td>{delivery.last_status_code ?? delivery.last_error ?? '—'}</td>
              <td>{delivery.attempts}</td>
              <td>{when(delivery.created_at)}</td>
              <td>
                <code>{delivery.event_id}</code>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

export { WebhooksPage as Component };
