// What ComplyReady makes for the team before a source connects (SourceSetup.provided; AWS: our
// account to trust and the team's own external id), shown read-only to copy into the provider.
// The server makes them and adds them to the connection itself: nothing here is sent back.
import { InputField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { integrationProvided, parseAnswer } from '../../lib/schemas';
import { integrationKeys } from '../../lib/integrations/keys';
import { useQuery } from '../../lib/use-query';
import { callIntegrations } from '../../lib/integrations/call';
import type { SourceSetup } from './integrations-data';

export function ProvidedValues({ setup }: { setup: SourceSetup }) {
  const values = useQuery(integrationKeys.provided(setup.id), async (client) =>
    parseAnswer(
      integrationProvided,
      await callIntegrations<unknown>(client, { action: 'provided', source: setup.id }),
      'integrations',
    ),
  );
  return (
    <>
      <h3>From ComplyReady, for {setup.name}</h3>
      <QueryStatus
        query={values}
        loading="Loading..."
        failed={(error) => (error instanceof Error ? error.message : 'Failed to load the values')}
      >
        {({ provided }) =>
          setup.provided?.map((value) => (
            <div key={value.name}>
              <InputField label={value.label} readOnly value={provided[value.name] ?? ''} />
              <p className="hint">{value.help}</p>
            </div>
          ))
        }
      </QueryStatus>
    </>
  );
}
