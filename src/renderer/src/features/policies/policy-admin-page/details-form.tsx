import { useId, useState } from 'react';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import {
  saveDraftDetails,
  type DraftDetails,
  type PolicyVersion,
  type TeamPolicy,
} from '../../../lib/policies/data';
import { ReviewCycleField } from '../review-cycle-field';

export function DetailsForm({
  policy,
  draft,
  onChanged,
}: {
  policy: TeamPolicy;
  draft: PolicyVersion;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const initial: DraftDetails = {
    companyName: draft.company_name,
    policyOwner: draft.policy_owner,
    approver: draft.approver,
    effectiveOn: draft.effective_on,
    reviewMonths: draft.review_months,
  };
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  const changed = JSON.stringify(values) !== JSON.stringify(initial);

  async function save() {
    setState({ busy: true, message: null, ok: false });
    try {
      await saveDraftDetails(await getSupabase(), policy.id, values, draft.revision);
      setState({ busy: false, message: 'The details are saved.', ok: true });
      await onChanged();
    } catch (failure) {
      setState({
        busy: false,
        message: failure instanceof Error ? failure.message : 'The details could not be saved.',
        ok: false,
      });
    }
  }

  const text = (field: 'companyName' | 'policyOwner' | 'approver', label: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        required
        maxLength={200}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="card customise-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`}>Details</h3>
      <div className="customise-fields">
        {text('companyName', 'Company name')}
        {text('policyOwner', 'Policy owner')}
        {text('approver', 'Approver')}
        <div className="form-field">
          <label htmlFor={`${id}-effective`}>Effective date</label>
          <input
            id={`${id}-effective`}
            type="date"
            required
            value={values.effectiveOn}
            onChange={(event) => setValues({ ...values, effectiveOn: event.target.value })}
          />
        </div>
        <ReviewCycleField
          value={values.reviewMonths}
          onChange={(reviewMonths) => setValues({ ...values, reviewMonths })}
        />
      </div>
      {state.message ? (
        <FormMessage kind={state.ok ? 'success' : 'error'}>{state.message}</FormMessage>
      ) : null}
      <button type="submit" className="button button-secondary" disabled={!changed || state.busy}>
        {state.busy ? 'Saving...' : 'Save Details'}
      </button>
    </form>
  );
}
