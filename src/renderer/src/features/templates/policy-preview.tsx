import { useId, useState } from 'react';
import { platform } from '#platform';
import { DataTable } from '../../components/data-table';
import { FormMessage } from '../../components/form-field';
import { templateDocument } from '@content/policies/document';
import type { PolicyContent } from '@content/policies/types';
import { ControlsList } from './controls-list';
import { CONTROL_EDITIONS } from '@documents/policy-controls';
import type { PolicyDetails } from '../../lib/policy-details';
import { PolicyDocumentSections, PolicyText } from '../../components/policy-text';
import { usePolicyDetails } from './use-policy-details';

type DownloadState = 'idle' | 'building' | 'failed';

function DownloadPolicyButton({
  policy,
  details,
}: {
  policy: PolicyContent;
  details: PolicyDetails;
}) {
  const [state, setState] = useState<DownloadState>('idle');

  async function download() {
    setState('building');
    try {
      // The Word builder is loaded on demand: most visitors only read the preview.
      const { buildPolicyDocx, policyFileName, DOCX_MIME_TYPE } =
        await import('@documents/policy-docx');
      await platform.saveFile({
        suggestedName: policyFileName(policy.title),
        mimeType: DOCX_MIME_TYPE,
        data: await buildPolicyDocx(policy, details),
      });
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="download-action">
      <button
        type="button"
        className="button button-primary"
        onClick={() => void download()}
        disabled={state === 'building'}
      >
        {state === 'building' ? 'Preparing...' : 'Download Policy'}
      </button>
      {state === 'failed' ? (
        <FormMessage kind="error">The document could not be created. Please try again.</FormMessage>
      ) : null}
    </div>
  );
}

const detailFields: {
  field: keyof PolicyDetails;
  label: string;
  type?: string;
  placeholder: string;
}[] = [
  { field: 'companyName', label: 'Company name', placeholder: 'Acme Inc.' },
  { field: 'policyOwner', label: 'Policy owner', placeholder: 'Head of Security' },
  { field: 'approver', label: 'Approver', placeholder: 'Chief Executive Officer' },
  { field: 'effectiveDate', label: 'Effective date', type: 'date', placeholder: '' },
  { field: 'version', label: 'Version', placeholder: '1.0' },
];

function CustomiseForm({
  details,
  onChange,
  onClear,
}: {
  details: PolicyDetails;
  onChange: (field: keyof PolicyDetails, value: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <form
      className="card customise-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-title`}>Customize for Your Company</h2>
      <p className="hint">
        These details fill in the highlighted placeholders in the preview and in the Word file. They
        are remembered on this device only.
      </p>
      <div className="customise-fields">
        {detailFields.map(({ field, label, type, placeholder }) => (
          <div className="form-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              type={type ?? 'text'}
              maxLength={200}
              placeholder={placeholder}
              value={details[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      <button type="button" className="link-button" onClick={onClear}>
        Clear details
      </button>
    </form>
  );
}

function RevisionHistory({ details }: { details: PolicyDetails }) {
  const cell = (placeholder: string) => <PolicyText text={placeholder} details={details} />;
  return (
    <section>
      <h2>Revision History</h2>
      <DataTable
        label="Revision history"
        columns={['Version', 'Date', 'Author', 'Approved by', 'Description']}
      >
        <tr>
          <td>{cell('[Version]')}</td>
          <td>{cell('[Effective Date]')}</td>
          <td>{cell('[Policy Owner]')}</td>
          <td>{cell('[Approver]')}</td>
          <td>Adopted from the ComplyReady template</td>
        </tr>
      </DataTable>
    </section>
  );
}

/**
 * docs/product.md#template-preview: the customisation form, the download, and the policy text
 * whose placeholders the form fills. An island of the preview page, which holds the title.
 */
export function PolicyPreviewBody({ policy }: { policy: PolicyContent }) {
  const { details, update, clear } = usePolicyDetails();
  return (
    <>
      <CustomiseForm details={details} onChange={update} onClear={clear} />
      <DownloadPolicyButton policy={policy} details={details} />
      <PolicyDocumentSections document={templateDocument(policy)} details={details} />
      <section>
        <h2>Controls Addressed</h2>
        <ControlsList controls={policy.controls} />
        <p className="hint">{CONTROL_EDITIONS}</p>
      </section>
      <RevisionHistory details={details} />
    </>
  );
}
