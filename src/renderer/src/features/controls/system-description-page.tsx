// Dashboard → Evidence → System description (docs/decisions.md SD1): the SOC 2 description
// criteria's headings, each with what an auditor looks for, written as one draft by the team's
// admins and published as versions the database numbers, hashes and freezes; Word and PDF of each.
import { errorText } from '../../lib/error-text';
import { useId, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@shared/database.types';
import {
  COMPONENTS_HEADING,
  SYSTEM_DESCRIPTION_KEYS,
  SYSTEM_DESCRIPTION_SECTIONS,
  subserviceOrganisationsText,
  type SystemDescriptionKey,
  type SystemDescriptionSection,
} from '@content/system-description';
import { FormMessage } from '../../components/form-field';
import { FreezeVersionForm, FrozenVersionsTable } from '../../components/frozen-versions';
import { parseAnswer, systemDescriptionContent } from '../../lib/schemas';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { controlKeys } from '../../lib/controls/keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DashboardPage } from '../../components/dashboard-sections';
import { downloadSystemDescription, type DocumentKind } from './document-downloads';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;
type Draft = Record<SystemDescriptionKey, string>;
type Version = Pick<
  Tables<'system_description_versions'>,
  'id' | 'number' | 'published_by_name' | 'published_at' | 'approval_reason' | 'content_hash'
>;
type Vendor = Pick<Tables<'vendors'>, 'name' | 'service' | 'location' | 'subprocessor'>;

const EMPTY_DRAFT = Object.fromEntries(SYSTEM_DESCRIPTION_KEYS.map((key) => [key, ''])) as Draft;

async function getDescription(client: Client, teamId: string, signal: AbortSignal) {
  const [draft, versions, vendors] = await Promise.all([
    client
      .from('system_descriptions')
      .select('*')
      .eq('team_id', teamId)
      .abortSignal(signal)
      .maybeSingle(),
    client
      .from('system_description_versions')
      .select('id, number, published_by_name, published_at, approval_reason, content_hash')
      .eq('team_id', teamId)
      .order('number', { ascending: false })
      .abortSignal(signal),
    client
      .from('vendors')
      .select('name, service, location, subprocessor')
      .eq('team_id', teamId)
      .abortSignal(signal),
  ]);
  if (draft.error) throw draft.error;
  if (versions.error) throw versions.error;
  if (vendors.error) throw vendors.error;
  const saved = { ...EMPTY_DRAFT };
  for (const key of SYSTEM_DESCRIPTION_KEYS) saved[key] = draft.data?.[key] ?? '';
  return { saved, versions: versions.data as Version[], vendors: vendors.data as Vendor[] };
}

function SectionField({
  section,
  value,
  onChange,
}: {
  section: SystemDescriptionSection;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const Heading = section.group ? 'h3' : 'h2';
  return (
    <section>
      <Heading id={`${id}-heading`}>{section.heading}</Heading>
      <p className="hint" id={`${id}-guidance`}>
        {section.guidance}
      </p>
      <textarea
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-guidance`}
        rows={5}
        maxLength={20000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </section>
  );
}

function DescriptionView({ teamId }: { teamId: string }) {
  const description = useQuery(controlKeys.systemDescription(teamId), (client, signal) =>
    getDescription(client, teamId, signal),
  );
  if (description.state !== 'ready') {
    return description.state === 'error' ? (
      <FormMessage kind="error">Failed to load the system description</FormMessage>
    ) : (
      <p role="status">Loading the system description...</p>
    );
  }
  return (
    <DescriptionEditor
      teamId={teamId}
      description={description.data}
      reload={() => invalidateQueries(controlKeys.systemDescription(teamId))}
    />
  );
}

/** The loaded description: its draft to edit, and publishing a version. */
export function DescriptionEditor({
  teamId,
  description: { saved, versions, vendors },
  reload,
}: {
  teamId: string;
  description: Awaited<ReturnType<typeof getDescription>>;
  reload: () => Promise<void>;
}) {
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const draft: Draft = { ...saved, ...edits };
  const changed = SYSTEM_DESCRIPTION_KEYS.some((key) => draft[key] !== saved[key]);

  async function run(action: () => Promise<void>, message: string, refresh = true) {
    setError('');
    setStatus('');
    try {
      await action();
      if (refresh) {
        setEdits({});
        await reload();
      }
      setStatus(message);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      await answer(client.from('system_descriptions').upsert({ team_id: teamId, ...draft }));
    }, 'Draft saved.');
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      await answer(
        client
          .from('system_description_versions')
          .insert({ team_id: teamId, approval_reason: reason }),
      );
      setReason('');
    }, 'System description published.');
  };

  const download = (version: Version, kind: DocumentKind) =>
    run(
      async () => {
        const client = await getSupabase();
        const data = await answer(
          client
            .from('system_description_versions')
            .select('content')
            .eq('id', version.id)
            .single(),
        );
        await downloadSystemDescription(
          {
            ...version,
            published_by: version.published_by_name,
            // The text as the database froze it (docs/decisions.md SD1).
            content: parseAnswer(
              systemDescriptionContent,
              data.content,
              'system_description_versions',
            ),
          },
          kind,
        );
      },
      `Version ${version.number} is saved.`,
      false,
    );

  return (
    <>
      <p role="status">{status}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <form onSubmit={save} aria-label="System description draft">
        {SYSTEM_DESCRIPTION_SECTIONS.map((section, index) => (
          <div key={section.key}>
            {section.group && SYSTEM_DESCRIPTION_SECTIONS[index - 1]?.group !== section.group ? (
              <h2>{COMPONENTS_HEADING}</h2>
            ) : null}
            <SectionField
              section={section}
              value={draft[section.key]}
              onChange={(value) => setEdits({ ...edits, [section.key]: value })}
            />
            {section.key === 'subservice_organisations' ? (
              <p>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={vendors.length === 0}
                  onClick={() =>
                    setEdits({
                      ...edits,
                      subservice_organisations: subserviceOrganisationsText(vendors),
                    })
                  }
                >
                  Fill from the vendor list
                </button>{' '}
                <span className="hint">
                  {vendors.length === 0
                    ? 'Add vendors under Vendors first.'
                    : 'Your subprocessors (or every vendor when none is marked one), each with its service, carved out.'}
                </span>
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="button button-primary" disabled={!changed}>
          Save draft
        </button>
      </form>
      <h2>Published versions</h2>
      <p>
        Publishing freezes the saved draft as the next version, with your name, the time, your
        reason and its SHA-256. A published version never changes.
      </p>
      <FreezeVersionForm
        label="Reason for publishing"
        submitLabel="Publish this version"
        reason={reason}
        onReasonChange={setReason}
        blocked={changed}
        onSubmit={publish}
      >
        {changed ? <p className="hint">Save the draft before publishing it.</p> : null}
      </FreezeVersionForm>
      <FrozenVersionsTable
        label="Published versions"
        verb="Published"
        versions={versions}
        frozenBy={(version) => ({ name: version.published_by_name, at: version.published_at })}
        onDownload={(version, kind) => void download(version, kind)}
      />
    </>
  );
}

function SystemDescriptionPage() {
  return (
    <TeamAdminPage title="System description">
      {(teamId) => (
        <DashboardPage
          title="System description"
          lead="The description of your system that a SOC 2 report opens with (the AICPA's description criteria, DC 200). Write each heading, save the draft, then publish a version for your auditor."
        >
          <DescriptionView teamId={teamId} />
        </DashboardPage>
      )}
    </TeamAdminPage>
  );
}

export { SystemDescriptionPage as Component };
