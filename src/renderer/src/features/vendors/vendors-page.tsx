// Dashboard → Vendors (docs/decisions.md VN1): the inventory, security documents as links with
// their expiry, reviews by the questionnaire of the vendor's criticality, and the subprocessor
// list as CSV. The database holds every rule; this page shows them and its answers.
import { useState } from 'react';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import { questionsFor, VENDOR_CRITICALITIES, type VendorCriticality } from '@content/vendors';
import { TitledSection } from '../../components/titled-section';
import { ActionForm, ActionResultMessage, useAction } from '../../components/action-result';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import {
  CheckboxField,
  InputField,
  Options,
  RadioChoice,
  ReasonField,
  SelectField,
} from '../../components/form-field';
import { ItemButton } from '../../components/item-button';
import { MemberSelect } from '../../components/member-select';
import { toggled } from '../../lib/toggled';
import {
  RegisterView,
  useRegister,
  type RegisterSectionProps,
} from '../../components/register-view';
import { getSupabase } from '../../lib/supabase';
import { useDraft } from '../../lib/use-draft';
import { vendorKeys } from './keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import { acceptanceState } from '../../lib/risk-model';
import {
  addVendor,
  addVendorDocument,
  getSubprocessors,
  getVendors,
  recordVendorReview,
  subprocessorCsv,
  type Vendor,
  type VendorRegister,
} from './vendors-data';
import { utcDay } from '@shared/utc-day';

/** "High", "Medium", "Low": as the form offers it, in the table too. */
const criticalityLabel = (criticality: string) =>
  criticality.charAt(0).toUpperCase() + criticality.slice(1);

const DATA_CATEGORIES = [
  'customer data',
  'personal data',
  'employee data',
  'credentials',
  'source code',
  'financial data',
  'usage data',
];

const DOCUMENT_KINDS: Record<string, string> = {
  soc2: 'SOC 2 report',
  iso27001: 'ISO 27001 certificate',
  dpa: 'Data processing agreement',
  pentest: 'Penetration test',
  other: 'Other',
};

const CONCLUSIONS: Record<string, string> = {
  approved: 'Approved',
  approved_with_conditions: 'Approved with conditions',
  rejected: 'Rejected',
};

const ANSWERS: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  not_applicable: 'Not applicable',
};

const today = () => utcDay(Date.now());

/** "expires 2027-03-01", marked when within 30 days or past (the reminder's window). */
function Expiry({ on }: { on: string | null }) {
  if (!on) return <span className="hint">no expiry</span>;
  const state = acceptanceState(on, today());
  if (state.state === 'expired') return <span className="badge badge-warning">expired {on}</span>;
  if (state.state === 'expiring') {
    return (
      <span className="badge badge-warning">
        expires in {state.days} days ({on})
      </span>
    );
  }
  return <span className="hint">expires {on}</span>;
}

export function AddVendor({ teamId, register, onDone }: RegisterSectionProps<VendorRegister>) {
  const { draft, set, reset, text } = useDraft({
    name: '',
    service: '',
    criticality: 'medium',
    owner_id: '',
    location: '',
    subprocessor: false,
    data_shared: [] as string[],
    contract_starts_on: '',
    contract_ends_on: '',
  });

  async function submit() {
    await addVendor(await getSupabase(), {
      ...draft,
      team_id: teamId,
      owner_id: draft.owner_id || null,
      contract_starts_on: draft.contract_starts_on || null,
      contract_ends_on: draft.contract_ends_on || null,
    });
    reset();
    await onDone(`Added ${draft.name.trim()}.`);
  }

  return (
    <ActionForm label="Add a vendor" submitLabel="Add vendor" onSubmit={submit}>
      <InputField label="Name" required maxLength={200} {...text('name')} />
      <InputField label="Service" maxLength={500} {...text('service')} />
      <SelectField
        label="Criticality"
        value={draft.criticality}
        onChange={(criticality) => set({ criticality })}
      >
        {VENDOR_CRITICALITIES.map((criticality) => (
          <option key={criticality} value={criticality}>
            {criticalityLabel(criticality)}
          </option>
        ))}
      </SelectField>
      <MemberSelect
        label="Owner"
        members={register.members}
        value={draft.owner_id}
        onChange={(owner_id) => set({ owner_id })}
      />
      <InputField label="Location" maxLength={200} {...text('location')} />
      <fieldset className="form-field">
        <legend>Data shared</legend>
        {DATA_CATEGORIES.map((category) => (
          <CheckboxField
            key={category}
            label={category}
            checked={draft.data_shared.includes(category)}
            onChecked={(checked) =>
              set({ data_shared: toggled(draft.data_shared, category, checked) })
            }
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Subprocessor (processes our customers’ data)"
        checked={draft.subprocessor}
        onChecked={(subprocessor) => set({ subprocessor })}
      />
      <InputField label="Contract start" type="date" {...text('contract_starts_on')} />
      <InputField label="Contract end" type="date" {...text('contract_ends_on')} />
    </ActionForm>
  );
}

/** A form about one vendor, opened from its row; `onDone` closes it and says what changed. */
interface VendorFormProps {
  vendor: Vendor;
  onDone: (message: string) => Promise<void>;
}

export function AddDocument({ vendor, onDone }: VendorFormProps) {
  const { draft, set, text } = useDraft({
    kind: 'soc2',
    title: 'SOC 2 report',
    url: '',
    expires_on: '',
  });

  async function submit() {
    await addVendorDocument(await getSupabase(), {
      ...draft,
      team_id: vendor.team_id,
      vendor_id: vendor.id,
      expires_on: draft.expires_on || null,
    });
    await onDone(`Added the ${draft.title} of ${vendor.name}.`);
  }

  return (
    <ActionForm
      className="card"
      label={`Document of ${vendor.name}`}
      submitLabel="Add document"
      onSubmit={submit}
    >
      <h3>Add a security document: {vendor.name}</h3>
      <SelectField
        label="Kind"
        value={draft.kind}
        onChange={(kind) => set({ kind, title: DOCUMENT_KINDS[kind] ?? '' })}
      >
        <Options of={DOCUMENT_KINDS} />
      </SelectField>
      <InputField label="Title" required maxLength={200} {...text('title')} />
      <InputField label="Link" type="url" required {...text('url')} />
      <InputField label="Expires on" type="date" {...text('expires_on')} />
    </ActionForm>
  );
}

export function ReviewForm({ vendor, onDone }: VendorFormProps) {
  const questions = questionsFor(vendor.criticality as VendorCriticality);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [conclusion, setConclusion] = useState('approved');
  const [conditions, setConditions] = useState('');

  async function submit() {
    await recordVendorReview(await getSupabase(), {
      team_id: vendor.team_id,
      vendor_id: vendor.id,
      answers,
      conclusion,
      conditions: conclusion === 'approved_with_conditions' ? conditions : null,
    });
    await onDone(`Recorded the review of ${vendor.name}.`);
  }

  return (
    <ActionForm
      className="card"
      label={`Review of ${vendor.name}`}
      submitLabel="Record review"
      onSubmit={submit}
    >
      <h3>
        Review: {vendor.name} ({vendor.criticality} criticality, {questions.length} questions)
      </h3>
      {questions.map((question) => (
        <fieldset key={question.id} className="form-field">
          <legend>{question.question}</legend>
          {Object.entries(ANSWERS).map(([value, label]) => (
            <RadioChoice
              key={value}
              label={label}
              name={question.id}
              value={value}
              required
              checked={answers[question.id] === value}
              onSelect={() => setAnswers({ ...answers, [question.id]: value })}
            />
          ))}
        </fieldset>
      ))}
      <SelectField label="Conclusion" value={conclusion} onChange={setConclusion}>
        <Options of={CONCLUSIONS} />
      </SelectField>
      {conclusion === 'approved_with_conditions' ? (
        <ReasonField label="Conditions" required value={conditions} onValue={setConditions} />
      ) : null}
    </ActionForm>
  );
}

function VendorTable({
  register,
  onDocument,
  onReview,
}: {
  register: VendorRegister;
  onDocument: (vendor: Vendor) => void;
  onReview: (vendor: Vendor) => void;
}) {
  if (register.vendors.length === 0) return <p>No vendors yet.</p>;
  return (
    <DataTable
      label="Vendor inventory"
      columns={['Vendor', 'Criticality', 'Documents', 'Last review', 'Next review', ACTIONS_COLUMN]}
    >
      {register.vendors.map((vendor) => {
        const documents = register.documents.filter((doc) => doc.vendor_id === vendor.id);
        const review = register.reviews.find((entry) => entry.vendor_id === vendor.id);
        return (
          <tr key={vendor.id}>
            <th scope="row">
              {vendor.name}
              <div className="hint">
                {[vendor.service, vendor.location, vendor.subprocessor ? 'Subprocessor' : '']
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </th>
            <td>{criticalityLabel(vendor.criticality)}</td>
            <td>
              {documents.length === 0 ? <span className="hint">None</span> : null}
              <ul className="plain-list">
                {documents.map((doc) => (
                  <li key={doc.id}>
                    <a href={doc.url} target="_blank" rel="noreferrer noopener">
                      {doc.title}
                    </a>{' '}
                    <Expiry on={doc.expires_on} />
                  </li>
                ))}
              </ul>
            </td>
            <td>
              {review
                ? `${CONCLUSIONS[review.conclusion] ?? review.conclusion} by ${review.reviewed_by_name} on ${utcDay(review.reviewed_at)}`
                : 'Not reviewed'}
            </td>
            <td>{vendor.next_review_on ?? '—'}</td>
            <td>
              <ItemButton
                action="Add document"
                item={`of ${vendor.name}`}
                onClick={() => onDocument(vendor)}
              />{' '}
              <ItemButton action="Review" item={vendor.name} onClick={() => onReview(vendor)} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function VendorsView({ teamId }: { teamId: string }) {
  const [open, setOpen] = useState<{ kind: 'document' | 'review'; vendor: Vendor } | null>(null);
  const { register, status, setStatus, done } = useRegister(
    vendorKeys.register(teamId),
    (client, signal) => getVendors(client, teamId, signal),
    () => setOpen(null),
  );
  const exporting = useAction();

  const downloadSubprocessors = () =>
    exporting.run(async () => {
      const rows = await getSubprocessors(await getSupabase());
      await platform.saveFile({
        suggestedName: 'subprocessors.csv',
        mimeType: CSV_MIME_TYPE,
        data: subprocessorCsv(rows),
      });
    });

  return (
    <RegisterView
      title="Vendors"
      lead="The third parties you rely on, their security documents and your reviews of them."
      register={register}
      status={status}
      clearStatus={() => setStatus('')}
      loading="Loading vendors..."
      failed="Failed to load the vendors"
    >
      {(data) => (
        <>
          <TitledSection id="vendor-inventory" title={`Inventory (${data.vendors.length})`}>
            <p>
              You are reminded by email 30 days before a document expires or a review is due.
              High-criticality vendors are reviewed every 12 months, medium every 24, low every 36.
            </p>
            <VendorTable
              register={data}
              onDocument={(vendor) => setOpen({ kind: 'document', vendor })}
              onReview={(vendor) => setOpen({ kind: 'review', vendor })}
            />
            {open?.kind === 'document' ? (
              <AddDocument key={open.vendor.id} vendor={open.vendor} onDone={done} />
            ) : null}
            {open?.kind === 'review' ? (
              <ReviewForm key={open.vendor.id} vendor={open.vendor} onDone={done} />
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void downloadSubprocessors()}
            >
              Download subprocessor list (CSV)
            </button>
            <ActionResultMessage result={exporting.result} />
          </TitledSection>
          <TitledSection id="vendor-add" title="Add a vendor">
            <AddVendor teamId={teamId} register={data} onDone={done} />
          </TitledSection>
        </>
      )}
    </RegisterView>
  );
}

function VendorsPage() {
  return (
    <TeamAdminPage title="Vendors">{(teamId) => <VendorsView teamId={teamId} />}</TeamAdminPage>
  );
}

export { VendorsPage as Component };
