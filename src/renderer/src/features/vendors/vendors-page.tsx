// Dashboard → Vendors (docs/decisions.md VN1): the inventory, security documents as links with
// their expiry, reviews by the questionnaire of the vendor's criticality, and the subprocessor
// list as CSV. The database holds every rule; this page shows them and its answers.
import { errorText } from '../../lib/error-text';
import { useState, type FormEvent } from 'react';
import { platform } from '#platform';
import { CSV_MIME_TYPE } from '@shared/csv';
import {
  questionsFor,
  VENDOR_CRITICALITIES,
  type VendorCriticality,
} from '../../../../content/vendors';
import { FormMessage, InputField, TextAreaField, SelectField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { TeamAdminPage } from '../checklists/team/admin-page';
import { DashboardSections } from '../team/dashboard-sections';
import { acceptanceState } from '../risks/risk-model';
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

function AddVendor({
  teamId,
  register,
  onDone,
}: {
  teamId: string;
  register: VendorRegister;
  onDone: (message: string) => Promise<void>;
}) {
  const blank = {
    name: '',
    service: '',
    criticality: 'medium',
    owner_id: '',
    location: '',
    subprocessor: false,
    data_shared: [] as string[],
    contract_starts_on: '',
    contract_ends_on: '',
  };
  const [draft, setDraft] = useState(blank);
  const [error, setError] = useState('');
  const set = (change: Partial<typeof blank>) => setDraft((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await addVendor(await getSupabase(), {
        team_id: teamId,
        name: draft.name,
        service: draft.service,
        criticality: draft.criticality,
        owner_id: draft.owner_id || null,
        location: draft.location,
        subprocessor: draft.subprocessor,
        data_shared: draft.data_shared,
        contract_starts_on: draft.contract_starts_on || null,
        contract_ends_on: draft.contract_ends_on || null,
      });
      setDraft(blank);
      await onDone(`Added ${draft.name.trim()}.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add a vendor">
      <InputField
        label="Name"
        required
        maxLength={200}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <InputField
        label="Service"
        maxLength={500}
        value={draft.service}
        onChange={(event) => set({ service: event.target.value })}
      />
      <SelectField
        label="Criticality"
        value={draft.criticality}
        onChange={(criticality) => set({ criticality })}
      >
        {VENDOR_CRITICALITIES.map((criticality) => (
          <option key={criticality} value={criticality}>
            {criticality.charAt(0).toUpperCase() + criticality.slice(1)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Owner" value={draft.owner_id} onChange={(owner_id) => set({ owner_id })}>
        <option value="">Nobody yet</option>
        {register.members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Location"
        maxLength={200}
        value={draft.location}
        onChange={(event) => set({ location: event.target.value })}
      />
      <fieldset className="form-field">
        <legend>Data shared</legend>
        {DATA_CATEGORIES.map((category) => (
          <label key={category} className="checkbox-field">
            <input
              type="checkbox"
              checked={draft.data_shared.includes(category)}
              onChange={(event) =>
                set({
                  data_shared: event.target.checked
                    ? [...draft.data_shared, category]
                    : draft.data_shared.filter((other) => other !== category),
                })
              }
            />
            {category}
          </label>
        ))}
      </fieldset>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.subprocessor}
          onChange={(event) => set({ subprocessor: event.target.checked })}
        />
        Subprocessor (processes our customers’ data)
      </label>
      <InputField
        label="Contract start"
        type="date"
        value={draft.contract_starts_on}
        onChange={(event) => set({ contract_starts_on: event.target.value })}
      />
      <InputField
        label="Contract end"
        type="date"
        value={draft.contract_ends_on}
        onChange={(event) => set({ contract_ends_on: event.target.value })}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary">
        Add vendor
      </button>
    </form>
  );
}

function AddDocument({
  vendor,
  onDone,
}: {
  vendor: Vendor;
  onDone: (message: string) => Promise<void>;
}) {
  const [kind, setKind] = useState('soc2');
  const [title, setTitle] = useState('SOC 2 report');
  const [url, setUrl] = useState('');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await addVendorDocument(await getSupabase(), {
        team_id: vendor.team_id,
        vendor_id: vendor.id,
        kind,
        title,
        url,
        expires_on: expires || null,
      });
      await onDone(`Added the ${title} of ${vendor.name}.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      aria-label={`Document of ${vendor.name}`}
    >
      <h3>Add a security document: {vendor.name}</h3>
      <SelectField
        label="Kind"
        value={kind}
        onChange={(next) => {
          setKind(next);
          setTitle(DOCUMENT_KINDS[next] ?? '');
        }}
      >
        {Object.entries(DOCUMENT_KINDS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Title"
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <InputField
        label="Link"
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <InputField
        label="Expires on"
        type="date"
        value={expires}
        onChange={(event) => setExpires(event.target.value)}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary">
        Add document
      </button>
    </form>
  );
}

function ReviewForm({
  vendor,
  onDone,
}: {
  vendor: Vendor;
  onDone: (message: string) => Promise<void>;
}) {
  const questions = questionsFor(vendor.criticality as VendorCriticality);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [conclusion, setConclusion] = useState('approved');
  const [conditions, setConditions] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await recordVendorReview(await getSupabase(), {
        team_id: vendor.team_id,
        vendor_id: vendor.id,
        answers,
        conclusion,
        conditions: conclusion === 'approved_with_conditions' ? conditions : null,
      });
      await onDone(`Recorded the review of ${vendor.name}.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      aria-label={`Review of ${vendor.name}`}
    >
      <h3>
        Review: {vendor.name} ({vendor.criticality} criticality, {questions.length} questions)
      </h3>
      {questions.map((question) => (
        <fieldset key={question.id} className="form-field">
          <legend>{question.question}</legend>
          {Object.entries(ANSWERS).map(([value, label]) => (
            <label key={value} className="checkbox-field">
              <input
                type="radio"
                name={question.id}
                value={value}
                required
                checked={answers[question.id] === value}
                onChange={() => setAnswers({ ...answers, [question.id]: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      <SelectField label="Conclusion" value={conclusion} onChange={setConclusion}>
        {Object.entries(CONCLUSIONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {conclusion === 'approved_with_conditions' ? (
        <TextAreaField
          label="Conditions"
          required
          maxLength={2000}
          value={conditions}
          onChange={(event) => setConditions(event.target.value)}
        />
      ) : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary">
        Record review
      </button>
    </form>
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
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Vendor inventory">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            <th scope="col">Criticality</th>
            <th scope="col">Documents</th>
            <th scope="col">Last review</th>
            <th scope="col">Next review</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
                <td>{vendor.criticality}</td>
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
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onDocument(vendor)}
                  >
                    Add document<span className="visually-hidden"> of {vendor.name}</span>
                  </button>{' '}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onReview(vendor)}
                  >
                    Review<span className="visually-hidden"> {vendor.name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function VendorsView({ teamId }: { teamId: string }) {
  const register = useQuery(['vendors', teamId], (client, signal) =>
    getVendors(client, teamId, signal),
  );
  const [open, setOpen] = useState<{ kind: 'document' | 'review'; vendor: Vendor } | null>(null);
  const [status, setStatus] = useState('');
  const [exportError, setExportError] = useState('');

  const done = async (message: string) => {
    setOpen(null);
    await register.refresh();
    setStatus(message);
  };

  async function downloadSubprocessors() {
    setExportError('');
    try {
      const rows = await getSubprocessors(await getSupabase());
      await platform.saveFile({
        suggestedName: 'subprocessors.csv',
        mimeType: CSV_MIME_TYPE,
        data: subprocessorCsv(rows),
      });
    } catch (caught) {
      setExportError(errorText(caught));
    }
  }

  return (
    <div className="container">
      <PageHeader
        title="Vendors"
        lead="The third parties you rely on, their security documents and your reviews of them."
      />
      <DashboardSections />
      <p role="status">{status}</p>
      {register.state === 'loading' ? <p role="status">Loading vendors...</p> : null}
      {register.state === 'error' ? (
        <FormMessage kind="error">Failed to load the vendors</FormMessage>
      ) : null}
      {register.state === 'ready' ? (
        <>
          <section aria-labelledby="vendor-inventory">
            <h2 id="vendor-inventory">Inventory ({register.data.vendors.length})</h2>
            <p>
              You are reminded by email 30 days before a document expires or a review is due.
              High-criticality vendors are reviewed every 12 months, medium every 24, low every 36.
            </p>
            <VendorTable
              register={register.data}
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
            {exportError ? <FormMessage kind="error">{exportError}</FormMessage> : null}
          </section>
          <section aria-labelledby="vendor-add">
            <h2 id="vendor-add">Add a vendor</h2>
            <AddVendor teamId={teamId} register={register.data} onDone={done} />
          </section>
        </>
      ) : null}
    </div>
  );
}

function VendorsPage() {
  return (
    <TeamAdminPage title="Vendors">{(teamId) => <VendorsView teamId={teamId} />}</TeamAdminPage>
  );
}

export { VendorsPage as Component };
