// Dashboard → Settings → Trust Page (docs/decisions.md TR1, docs/product.md): a Professional or
// Enterprise team's admins set up the public page at /trust/<address>, choose which documents it
// offers and how, publish it, and answer the confirmed requests. The database checks the admin
// and the plan; the page shows its answers.
import { useState, type FormEvent } from 'react';
import { allControls } from '@content/controls';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { InputField, TextAreaField, CheckboxField } from '../../components/form-field';
import { PlanGatedSettingsPage } from '../../components/plan-gated-settings-page';
import { QueryStatus } from '../../components/query-status';
import { getTeamPolicies, type TeamPolicy } from '../../lib/policies/data';
import { getSupabase } from '../../lib/supabase';
import { toggled } from '../../lib/toggled';
import { teamKeys } from '../../lib/team/keys';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import {
  decideTrustRequest,
  loadTrust,
  publishTrustPage,
  revokeTrustLink,
  saveTrustSettings,
  setTrustDocument,
  setTrustLogo,
  type TrustRecords,
  type TrustSettings,
} from './trust-data';

const TITLE = 'Trust Page';
const AREAS = [...new Set(allControls.map((control) => control.group))];
const EMPTY: TrustSettings = {
  slug: '',
  overview: '',
  frameworks: [],
  control_areas: [],
  show_control_figures: true,
  subprocessors: [],
  security_contact: '',
  nda_text: '',
  auto_approve_domains: [],
};

function TrustSettingsPage() {
  return (
    <PlanGatedSettingsPage
      title={TITLE}
      lead="A public page of your security posture, fed by your records, with documents released under your NDA."
      includes={({ plan }) => plan.evidence}
      planTitle="Professional plan"
      gateId="trust-plan-title"
      gate="The trust page is part of the Professional and Enterprise plans."
    >
      {(teamId) => <TrustAdmin teamId={teamId} />}
    </PlanGatedSettingsPage>
  );
}

function TrustAdmin({ teamId }: { teamId: string }) {
  const trust = useQuery(teamKeys.trust(teamId), async (client, signal) => ({
    records: await loadTrust(client, signal),
    policies: await getTeamPolicies(client, signal),
  }));
  const refresh = () => invalidateQueries(teamKeys.trust(teamId));
  // Held here, not in the form: the saved page re-keys the form (to show what was saved), and the
  // result must outlive that.
  const save = useAction('The trust page could not be saved.');
  return (
    <QueryStatus
      query={trust}
      loading="Loading the trust page..."
      failed="Failed to load the trust page"
    >
      {({ records, policies }) => (
        <>
          <PublishSection records={records} onChanged={refresh} />
          <SettingsForm
            key={records.page?.nda_hash ?? 'new'}
            records={records}
            save={save}
            onSaved={refresh}
          />
          {records.page ? (
            <>
              <DocumentsSection records={records} policies={policies} onChanged={refresh} />
              <RequestsSection records={records} onChanged={refresh} />
            </>
          ) : null}
        </>
      )}
    </QueryStatus>
  );
}

function PublishSection({ records, onChanged }: { records: TrustRecords; onChanged: () => void }) {
  const { busy, result, run } = useAction('The change could not be made.');
  const page = records.page;
  const publish = (published: boolean) =>
    run(async () => {
      await publishTrustPage(await getSupabase(), published);
      onChanged();
      return published ? 'Your trust page is published.' : 'Your trust page is no longer public.';
    });
  return (
    <section className="card" aria-labelledby="trust-publish-title">
      <h2 id="trust-publish-title">Publishing</h2>
      {page ? (
        <>
          <p>
            {page.published ? 'Published at ' : 'Not published. When published, it is at '}
            <a href={`/trust/${page.slug}`}>/trust/{page.slug}</a>.
          </p>
          <button
            type="button"
            className={page.published ? 'btn btn-secondary' : 'btn btn-primary'}
            disabled={busy}
            onClick={() => void publish(!page.published)}
          >
            {page.published ? 'Unpublish' : 'Publish'}
          </button>
        </>
      ) : (
        <p>Save the settings below first. The page stays off until you publish it.</p>
      )}
      <ActionResultMessage result={result} />
    </section>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function SettingsForm({
  records,
  save,
  onSaved,
}: {
  records: TrustRecords;
  save: ReturnType<typeof useAction>;
  onSaved: () => void;
}) {
  const initial = records.page ?? EMPTY;
  const [slug, setSlug] = useState(initial.slug);
  const [overview, setOverview] = useState(initial.overview);
  const [frameworks, setFrameworks] = useState(
    initial.frameworks.map((f) => `${f.name}: ${f.status}`).join('\n'),
  );
  const [areas, setAreas] = useState<string[]>(initial.control_areas);
  const [figures, setFigures] = useState(initial.show_control_figures);
  const [subprocessors, setSubprocessors] = useState(
    initial.subprocessors.map((s) => [s.name, s.purpose, s.location].join(' | ')).join('\n'),
  );
  const [contact, setContact] = useState(initial.security_contact);
  const [nda, setNda] = useState(initial.nda_text);
  const [domains, setDomains] = useState(initial.auto_approve_domains.join(', '));
  const [logo, setLogo] = useState<File | null>(null);
  const { busy, result, run } = save;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      await saveTrustSettings(client, {
        slug: slug.trim(),
        overview,
        frameworks: lines(frameworks).map((line) => {
          const [name = '', ...status] = line.split(':');
          return { name: name.trim(), status: status.join(':').trim() };
        }),
        control_areas: areas,
        show_control_figures: figures,
        subprocessors: lines(subprocessors).map((line) => {
          const [name = '', purpose = '', location = ''] = line
            .split('|')
            .map((part) => part.trim());
          return { name, purpose, location };
        }),
        security_contact: contact,
        nda_text: nda,
        auto_approve_domains: domains
          .split(/[\s,]+/)
          .map((domain) => domain.trim().toLowerCase())
          .filter(Boolean),
      });
      if (logo) await setTrustLogo(client, logo);
      onSaved();
      return 'Trust page saved.';
    });
  };

  return (
    <section className="card" aria-labelledby="trust-settings-title">
      <h2 id="trust-settings-title">Settings</h2>
      <form onSubmit={submit}>
        <InputField
          label="Address (/trust/…)"
          value={slug}
          onValue={setSlug}
          required
          pattern="[a-z0-9][a-z0-9\-]{1,38}[a-z0-9]"
          title="3 to 40 lowercase letters, digits and dashes"
        />
        <InputField
          label="Logo (PNG, JPEG or WebP, up to 32 KB)"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
        />
        <TextAreaField label="Overview" rows={4} value={overview} onValue={setOverview} />
        <TextAreaField
          label="Frameworks, one a line (Name: status)"
          rows={3}
          value={frameworks}
          placeholder="SOC 2 Type II: Report available"
          onValue={setFrameworks}
        />
        <fieldset>
          <legend>Control areas shown</legend>
          {AREAS.map((area) => (
            <CheckboxField
              key={area}
              label={area}
              checked={areas.includes(area)}
              onChecked={(checked) => setAreas(toggled(areas, area, checked))}
            />
          ))}
          <CheckboxField
            label="Show the documented and operating figures"
            checked={figures}
            onChecked={setFigures}
          />
        </fieldset>
        <TextAreaField
          label="Subprocessors, one a line (Name | purpose | location), shown when the vendor inventory marks none"
          rows={3}
          value={subprocessors}
          onValue={setSubprocessors}
        />
        <InputField label="Security contact" value={contact} onValue={setContact} />
        <TextAreaField label="NDA text" rows={6} value={nda} onValue={setNda} />
        <InputField
          label="Approve requests from these email domains once confirmed (comma-separated)"
          value={domains}
          onValue={setDomains}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          Save Trust Page
        </button>
      </form>
      <ActionResultMessage result={result} />
    </section>
  );
}

type Access = 'public' | 'request' | 'hidden';
const ACCESS_LABELS: Record<Access, string> = {
  hidden: 'Never shown',
  public: 'Public',
  request: 'On request, under NDA',
};

function DocumentsSection({
  records,
  policies,
  onChanged,
}: {
  records: TrustRecords;
  policies: TeamPolicy[];
  onChanged: () => void;
}) {
  const { busy, result, run } = useAction('The change could not be made.');
  const accessOf = (match: (d: TrustRecords['documents'][number]) => boolean): Access =>
    records.documents.find(match)?.access ?? 'hidden';
  const rows: {
    key: string;
    title: string;
    document: Parameters<typeof setTrustDocument>[1];
    access: Access;
    choices: Access[];
  }[] = [
    ...policies
      .filter((policy) => policy.published_at && !policy.retired_at)
      .map((policy) => ({
        key: `policy-${policy.id}`,
        title: `${policy.title} (policy, PDF)`,
        document: { kind: 'policy' as const, policy: policy.id },
        access: accessOf((d) => d.policy_id === policy.id),
        choices: ['hidden', 'public', 'request'] as Access[],
      })),
    ...records.files.map((file) => ({
      key: `file-${file.id}`,
      title: `${file.file_name} (uploaded file)`,
      document: { kind: 'file' as const, evidenceFile: file.id },
      access: accessOf((d) => d.evidence_file_id === file.id),
      choices: ['hidden', 'public', 'request'] as Access[],
    })),
    {
      key: 'evidence-pack',
      title: 'Evidence pack (last 12 months)',
      document: { kind: 'evidence_pack' },
      access: accessOf((d) => d.kind === 'evidence_pack'),
      choices: ['hidden', 'request'],
    },
  ];
  return (
    <section className="card" aria-labelledby="trust-documents-title">
      <h2 id="trust-documents-title">Documents</h2>
      <p>
        Choose what the page offers. Uploaded files are those attached to your checklists&apos;
        items, such as your SOC 2 report.
      </p>
      <DataTable label="Trust page documents" columns={['Document', 'On the trust page']}>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.title}</td>
            <td>
              <select
                aria-label={`${row.title} on the trust page`}
                value={row.access}
                disabled={busy}
                onChange={(event) => {
                  const access = event.target.value as Access;
                  void run(async () => {
                    await setTrustDocument(await getSupabase(), row.document, access);
                    onChanged();
                    return `${row.title}: ${ACCESS_LABELS[access]}.`;
                  });
                }}
              >
                {row.choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {ACCESS_LABELS[choice]}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </DataTable>
      <ActionResultMessage result={result} />
    </section>
  );
}

function RequestsSection({ records, onChanged }: { records: TrustRecords; onChanged: () => void }) {
  const { busy, result, run } = useAction('The request could not be answered.');
  // Whether a link is still live is judged as of when the list was read.
  const [readAt] = useState(() => Date.now());
  const titleOf = (id: string) => records.documents.find((d) => d.id === id)?.title ?? 'Removed';
  const linkOf = (id: string | null) => records.links.find((link) => link.id === id);
  const act = (label: string, action: () => Promise<void>) =>
    run(async () => {
      await action();
      onChanged();
      return label;
    });
  return (
    <section className="card" aria-labelledby="trust-requests-title">
      <h2 id="trust-requests-title">Access Requests</h2>
      {records.requests.length === 0 ? (
        <p>No confirmed requests yet. A request shows here once its email is confirmed.</p>
      ) : (
        <DataTable
          label="Access requests"
          columns={['Requester', 'Document', 'NDA accepted', 'Status', ACTIONS_COLUMN]}
        >
          {records.requests.map((request) => {
            const link = linkOf(request.link_id);
            const live = link && !link.revoked_at && new Date(link.expires_at).getTime() > readAt;
            return (
              <tr key={request.id}>
                <td>
                  {request.name}, {request.company}
                  <br />
                  {request.email}
                </td>
                <td>{titleOf(request.document_id)}</td>
                <td>
                  {new Date(request.nda_accepted_at).toLocaleString()}
                  <br />
                  <span title={request.nda_hash}>version {request.nda_hash.slice(0, 12)}</span>
                </td>
                <td>
                  {request.status === 'pending' ? 'Waiting for you' : request.status}
                  {request.decided_by_name ? ` (${request.decided_by_name})` : ''}
                  {link
                    ? `; link ${live ? 'live' : link.revoked_at ? 'revoked' : 'expired'}, used ${link.use_count} times`
                    : ''}
                </td>
                <td>
                  {request.status === 'pending' ? (
                    <>
                      <button
                        type="button"
                        className="button button-small button-primary"
                        disabled={busy}
                        onClick={() =>
                          void act(`Approved: ${request.email} gets the link by email.`, async () =>
                            decideTrustRequest(await getSupabase(), request.id, true),
                          )
                        }
                      >
                        Approve
                      </button>{' '}
                      <button
                        type="button"
                        className="button button-small button-secondary"
                        disabled={busy}
                        onClick={() =>
                          void act(`Declined the request of ${request.email}.`, async () =>
                            decideTrustRequest(await getSupabase(), request.id, false),
                          )
                        }
                      >
                        Decline
                      </button>
                    </>
                  ) : null}
                  {live && link ? (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      disabled={busy}
                      onClick={() =>
                        void act(`The link of ${request.email} is revoked.`, async () =>
                          revokeTrustLink(await getSupabase(), link.id),
                        )
                      }
                    >
                      Revoke Link
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <ActionResultMessage result={result} />
    </section>
  );
}

export { TrustSettingsPage as Component };
