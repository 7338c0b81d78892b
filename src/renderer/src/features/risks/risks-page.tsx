// Dashboard → Risks (docs/decisions.md RR1): the heat maps, the register, the starter library and
// the yearly risk assessment. The database holds every rule; this page shows them and its answers.
import { useRef, useState, type FormEvent } from 'react';
import { allControls, controlById } from '@content/controls';
import { checklistContents } from '@content/checklists';
import { RISK_TREATMENTS, riskLevel, riskScore } from '@content/risks';
import { TitledSection } from '../../components/titled-section';
import { ActionForm, useAction } from '../../components/action-result';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import {
  FormMessage,
  InputField,
  ReasonField,
  SelectField,
  TextAreaField,
} from '../../components/form-field';
import { ItemButton } from '../../components/item-button';
import { MemberSelect } from '../../components/member-select';
import {
  RegisterView,
  useRegister,
  type RegisterSectionProps,
} from '../../components/register-view';
import { getSupabase } from '../../lib/supabase';
import { useDraft } from '../../lib/use-draft';
import { riskKeys } from './keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import {
  acceptanceState,
  describeAcceptance,
  heatMap,
  type HeatMapKind,
} from '../../lib/risk-model';
import {
  addRisk,
  adoptRisks,
  getRiskRegister,
  publishRiskAssessment,
  removeRisk,
  saveRisk,
  type Risk,
  type RiskMatrix,
  type RiskRegister,
} from './risks-data';
import { utcDay } from '@shared/utc-day';

const TREATMENT_WORDS: Record<string, string> = {
  mitigate: 'Mitigate',
  accept: 'Accept',
  avoid: 'Avoid',
  transfer: 'Transfer',
};

const SCORES = [1, 2, 3, 4, 5] as const;

const KIND_WORDS: Record<HeatMapKind, string> = { inherent: 'Inherent', residual: 'Residual' };

const checklistItemWords = new Map(
  checklistContents.flatMap((checklist) =>
    checklist.items.map((item) => [
      `${checklist.id}/${item.id}`,
      `${checklist.title}: ${item.item}`,
    ]),
  ),
);

const today = () => utcDay(Date.now());

function ScoreBadge({ likelihood, impact }: { likelihood: number | null; impact: number | null }) {
  if (!likelihood || !impact) return <span className="hint">Not scored</span>;
  const score = riskScore(likelihood, impact);
  const level = riskLevel(score);
  return (
    <span className={`badge heat-${level.toLowerCase()}`}>
      {score} {level}
    </span>
  );
}

function HeatMapTable({
  kind,
  risks,
  matrix,
}: {
  kind: HeatMapKind;
  risks: Risk[];
  matrix: RiskMatrix;
}) {
  const counts = heatMap(risks, kind);
  const title = `${KIND_WORDS[kind]} risk`;
  return (
    <DataTable
      label={`${title} heat map`}
      className="heat-map"
      caption={`${title}: number of risks by likelihood and impact`}
      columns={[
        'Likelihood \\ Impact',
        ...SCORES.map((impact) => `${impact} ${matrix.impact[impact - 1]}`),
      ]}
    >
      {[...SCORES].reverse().map((likelihood) => (
        <tr key={likelihood}>
          <th scope="row">
            {likelihood} {matrix.likelihood[likelihood - 1]}
          </th>
          {SCORES.map((impact) => (
            <td
              key={impact}
              className={`heat-${riskLevel(riskScore(likelihood, impact)).toLowerCase()}`}
            >
              {counts[likelihood - 1]?.[impact - 1] ?? 0}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * A risk's likelihood and impact before its treatment (inherent) or after it (residual, which
 * may stay unscored).
 */
type Scores = Pick<
  Risk,
  'inherent_likelihood' | 'inherent_impact' | 'residual_likelihood' | 'residual_impact'
>;

function ScoreFields({
  kind,
  risk,
  matrix,
  onChange,
}: {
  kind: HeatMapKind;
  risk: Scores;
  matrix: RiskMatrix;
  onChange: (change: Partial<Scores>) => void;
}) {
  const optional = kind === 'residual';
  return (['likelihood', 'impact'] as const).map((axis) => {
    const field = `${kind}_${axis}` as const;
    const value = risk[field];
    return (
      <SelectField
        key={field}
        label={`${KIND_WORDS[kind]} ${axis}`}
        value={value === null ? '' : String(value)}
        onChange={(chosen) => onChange({ [field]: chosen ? Number(chosen) : null })}
      >
        {optional ? <option value="">Not scored</option> : null}
        {SCORES.map((score) => (
          <option key={score} value={score}>
            {score} {matrix[axis][score - 1]}
          </option>
        ))}
      </SelectField>
    );
  });
}

/** The Treatment select of a risk's forms, offering `choices` in words. */
function TreatmentSelect({
  choices,
  value,
  onChange,
}: {
  choices: readonly string[];
  value: string;
  onChange: (treatment: string) => void;
}) {
  return (
    <SelectField label="Treatment" value={value} onChange={onChange}>
      {choices.map((treatment) => (
        <option key={treatment} value={treatment}>
          {TREATMENT_WORDS[treatment]}
        </option>
      ))}
    </SelectField>
  );
}

/** A list of links (controls or checklist items) with Remove buttons and a select to add one. */
function LinkList({
  legend,
  values,
  describe,
  groups,
  onChange,
}: {
  legend: string;
  values: string[];
  describe: (value: string) => string;
  groups: { label: string; options: { value: string; label: string }[] }[];
  onChange: (values: string[]) => void;
}) {
  const [choice, setChoice] = useState('');
  return (
    <fieldset className="form-field">
      <legend>{legend}</legend>
      {values.length === 0 ? <p className="hint">None linked yet.</p> : null}
      <ul className="plain-list">
        {values.map((value) => (
          <li key={value}>
            {describe(value)}{' '}
            <ItemButton
              action="Remove"
              item={describe(value)}
              onClick={() => onChange(values.filter((other) => other !== value))}
            />
          </li>
        ))}
      </ul>
      <SelectField label={`Add to ${legend.toLowerCase()}`} value={choice} onChange={setChoice}>
        <option value="">Choose…</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options
              .filter((option) => !values.includes(option.value))
              .map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <button
        type="button"
        className="button button-secondary"
        disabled={!choice}
        onClick={() => {
          onChange([...values, choice]);
          setChoice('');
        }}
      >
        Add
      </button>
    </fieldset>
  );
}

const CONTROL_GROUPS = [...new Set(allControls.map((control) => control.group))].map((group) => ({
  label: group,
  options: allControls
    .filter((control) => control.group === group)
    .map((control) => ({ value: control.id, label: `${control.id} ${control.title}` })),
}));

const CHECKLIST_GROUPS = checklistContents.map((checklist) => ({
  label: checklist.title,
  options: checklist.items.map((item) => ({
    value: `${checklist.id}/${item.id}`,
    label: item.item,
  })),
}));

export function RiskEditor({
  risk,
  register,
  onDone,
}: {
  risk: Risk;
  register: RiskRegister;
  onDone: (message: string) => Promise<void>;
}) {
  const { draft, set, text } = useDraft(risk);
  const { busy, error, run } = useAction();
  const { matrix } = register;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await saveRisk(await getSupabase(), risk.id, {
        title: draft.title,
        category: draft.category,
        description: draft.description,
        owner_id: draft.owner_id,
        inherent_likelihood: draft.inherent_likelihood,
        inherent_impact: draft.inherent_impact,
        treatment: draft.treatment,
        treatment_plan: draft.treatment_plan,
        controls: draft.controls,
        checklist_items: draft.checklist_items,
        residual_likelihood: draft.residual_likelihood,
        residual_impact: draft.residual_impact,
        review_on: draft.review_on || null,
        acceptance_reason: draft.treatment === 'accept' ? draft.acceptance_reason : null,
        accepted_until: draft.treatment === 'accept' ? draft.accepted_until || null : null,
      });
      await onDone(`Saved “${draft.title}”.`);
    });
  }

  const remove = () =>
    run(async () => {
      await removeRisk(await getSupabase(), risk.id);
      await onDone(`Removed “${risk.title}”.`);
    });

  return (
    <form className="card risk-editor" onSubmit={submit} aria-label="Risk">
      <h3>Edit: {risk.title}</h3>
      <InputField label="Title" required maxLength={200} {...text('title')} />
      <InputField label="Category" required maxLength={100} {...text('category')} />
      <TextAreaField label="Description" maxLength={5000} {...text('description')} />
      <MemberSelect
        label="Owner"
        members={register.members}
        value={draft.owner_id ?? ''}
        onChange={(owner) => set({ owner_id: owner || null })}
      />
      <ScoreFields kind="inherent" risk={draft} matrix={matrix} onChange={set} />
      <TreatmentSelect
        choices={RISK_TREATMENTS}
        value={draft.treatment}
        onChange={(treatment) => set({ treatment })}
      />
      <TextAreaField label="Treatment plan" maxLength={5000} {...text('treatment_plan')} />
      {draft.treatment === 'accept' ? (
        <>
          <ReasonField
            label="Why the risk is accepted"
            value={draft.acceptance_reason ?? ''}
            required
            onValue={(acceptance_reason) => set({ acceptance_reason })}
          />
          <InputField
            label="Accepted until"
            type="date"
            required
            value={draft.accepted_until ?? ''}
            onChange={(event) => set({ accepted_until: event.target.value })}
          />
          {risk.accepted_by_name ? (
            <p className="hint">
              Accepted by {risk.accepted_by_name} on{' '}
              {risk.accepted_at ? utcDay(risk.accepted_at) : ''}.
            </p>
          ) : null}
        </>
      ) : null}
      <LinkList
        legend="Controls"
        values={draft.controls}
        describe={(id) => `${id} ${controlById(id)?.title ?? ''}`.trim()}
        groups={CONTROL_GROUPS}
        onChange={(controls) => set({ controls })}
      />
      <LinkList
        legend="Checklist items"
        values={draft.checklist_items}
        describe={(value) => checklistItemWords.get(value) ?? value}
        groups={CHECKLIST_GROUPS}
        onChange={(checklist_items) => set({ checklist_items })}
      />
      <ScoreFields kind="residual" risk={draft} matrix={matrix} onChange={set} />
      <InputField
        label="Next review"
        type="date"
        value={draft.review_on ?? ''}
        onChange={(event) => set({ review_on: event.target.value })}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Save risk
        </button>{' '}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void remove()}
        >
          Remove risk
        </button>{' '}
        <button type="button" className="button button-secondary" onClick={() => void onDone('')}>
          Close
        </button>
      </div>
    </form>
  );
}

function RegisterTable({
  register,
  onEdit,
}: {
  register: RiskRegister;
  onEdit: (risk: Risk) => void;
}) {
  const names = new Map(register.members.map((member) => [member.id, member.name]));
  if (register.risks.length === 0) {
    return <p>No risks yet. Adopt the ones that apply from the starter library below.</p>;
  }
  return (
    <DataTable
      label="Risk register"
      columns={['Risk', 'Owner', 'Inherent', 'Treatment', 'Residual', 'Review', ACTIONS_COLUMN]}
    >
      {register.risks.map((risk) => {
        const acceptance = acceptanceState(risk.accepted_until, today());
        return (
          <tr key={risk.id}>
            <th scope="row">
              {risk.title}
              <div className="hint">{risk.category}</div>
            </th>
            <td>{risk.owner_id ? (names.get(risk.owner_id) ?? 'Former member') : 'Nobody'}</td>
            <td>
              <ScoreBadge likelihood={risk.inherent_likelihood} impact={risk.inherent_impact} />
            </td>
            <td>
              {TREATMENT_WORDS[risk.treatment]}
              {acceptance.state !== 'none' ? (
                <div className={acceptance.state === 'accepted' ? 'hint' : 'badge badge-warning'}>
                  {describeAcceptance(acceptance, risk.accepted_until)}
                </div>
              ) : null}
              <div className="hint">
                {risk.controls.length} controls · {risk.checklist_items.length} checklist items
              </div>
            </td>
            <td>
              <ScoreBadge likelihood={risk.residual_likelihood} impact={risk.residual_impact} />
            </td>
            <td>{risk.review_on ?? '—'}</td>
            <td>
              <ItemButton action="Edit" item={risk.title} onClick={() => onEdit(risk)} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Treatments a new risk may start with: accepting one needs its reason, given in its form. */
const NEW_RISK_TREATMENTS = RISK_TREATMENTS.filter((treatment) => treatment !== 'accept');

/** A risk of the team's own, beside the starter library's: scored at once, treated in its form. */
export function AddRisk({ register, teamId, onDone }: RegisterSectionProps<RiskRegister>) {
  const { draft, set, reset, text } = useDraft({
    title: '',
    category: '',
    description: '',
    inherent_likelihood: 3,
    inherent_impact: 3,
    residual_likelihood: null as number | null,
    residual_impact: null as number | null,
    treatment: 'mitigate',
  });

  async function submit() {
    const { title, category, description, inherent_likelihood, inherent_impact, treatment } = draft;
    await addRisk(await getSupabase(), teamId, {
      title,
      category,
      description,
      inherent_likelihood,
      inherent_impact,
      treatment,
    });
    reset();
    await onDone(`Added “${title.trim()}”. Edit it in the register to plan its treatment.`);
  }

  return (
    <ActionForm label="Add a risk" submitLabel="Add risk" onSubmit={submit}>
      <InputField label="Title" required maxLength={200} {...text('title')} />
      <InputField label="Category" required maxLength={100} {...text('category')} />
      <TextAreaField label="Description" maxLength={5000} {...text('description')} />
      <ScoreFields kind="inherent" risk={draft} matrix={register.matrix} onChange={set} />
      <TreatmentSelect
        choices={NEW_RISK_TREATMENTS}
        value={draft.treatment}
        onChange={(treatment) => set({ treatment })}
      />
    </ActionForm>
  );
}

export function Library({ register, teamId, onDone }: RegisterSectionProps<RiskRegister>) {
  const adopted = new Set(register.risks.map((risk) => risk.library_id));
  const available = register.library.filter((entry) => !adopted.has(entry.id));
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  async function submit() {
    await adoptRisks(
      await getSupabase(),
      teamId,
      available.filter((entry) => chosen.has(entry.id)),
    );
    const count = chosen.size;
    setChosen(new Set());
    await onDone(`Adopted ${count} ${count === 1 ? 'risk' : 'risks'}.`);
  }

  if (available.length === 0) return <p>Every risk of the starter library is in your register.</p>;
  return (
    <ActionForm submitLabel="Adopt selected risks" disabled={chosen.size === 0} onSubmit={submit}>
      <fieldset>
        <legend>Risks typical of a SaaS company, with suggested scores and treatments</legend>
        <ul className="plain-list risk-library">
          {available.map((entry) => (
            <li key={entry.id}>
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  checked={chosen.has(entry.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(entry.id);
                    else next.delete(entry.id);
                    setChosen(next);
                  }}
                />
                <span>
                  <strong>{entry.title}</strong> ({entry.category}, suggested score{' '}
                  {riskScore(entry.likelihood, entry.impact)})
                  <span className="hint"> {entry.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </ActionForm>
  );
}

export function Assessments({ register, teamId, onDone }: RegisterSectionProps<RiskRegister>) {
  const [reason, setReason] = useState('');

  async function submit() {
    await publishRiskAssessment(await getSupabase(), teamId, reason);
    setReason('');
    await onDone('Risk assessment published.');
  }

  return (
    <>
      <p>
        Publishing records the register as it stands now, with you as its approver, the date and a
        SHA-256 hash of its contents. A published assessment never changes.
      </p>
      <ActionForm
        submitLabel="Approve and publish the risk assessment"
        disabled={!reason.trim() || register.risks.length === 0}
        onSubmit={submit}
      >
        <ReasonField label="Reason for approval" value={reason} required onValue={setReason} />
      </ActionForm>
      {register.assessments.length > 0 ? (
        <DataTable
          label="Risk assessments"
          columns={['Version', 'Date', 'Approved by', 'Reason', 'SHA-256']}
        >
          {register.assessments.map((assessment) => (
            <tr key={assessment.id}>
              <th scope="row">{assessment.number}</th>
              <td>{assessment.assessed_on}</td>
              <td>{assessment.approved_by_name}</td>
              <td>{assessment.approval_reason}</td>
              <td>
                <code className="hash">{assessment.content_hash}</code>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}

function RiskRegisterView({ teamId }: { teamId: string }) {
  const [editing, setEditing] = useState<Risk | null>(null);
  const { register, status, setStatus, done } = useRegister(
    riskKeys.register(teamId),
    (client, signal) => getRiskRegister(client, teamId, signal),
    () => setEditing(null),
  );
  const editorRef = useRef<HTMLDivElement>(null);

  return (
    <RegisterView
      title="Risks"
      lead="Your risk register: what could go wrong, how likely and how bad it is, and what you do about it."
      register={register}
      status={status}
      clearStatus={() => setStatus('')}
      loading="Loading risks..."
      failed="Failed to load the risk register"
    >
      {(data) => (
        <>
          <TitledSection id="risk-heat-maps" title="Heat map">
            <div className="heat-maps">
              <HeatMapTable kind="inherent" risks={data.risks} matrix={data.matrix} />
              <HeatMapTable kind="residual" risks={data.risks} matrix={data.matrix} />
            </div>
          </TitledSection>
          <TitledSection id="risk-register" title={`Register (${data.risks.length})`}>
            <RegisterTable
              register={data}
              onEdit={(risk) => {
                setEditing(risk);
                setStatus('');
                requestAnimationFrame(() => editorRef.current?.querySelector('input')?.focus());
              }}
            />
            <div ref={editorRef}>
              {editing ? (
                <RiskEditor key={editing.id} risk={editing} register={data} onDone={done} />
              ) : null}
            </div>
          </TitledSection>
          <TitledSection id="risk-add" title="Add a risk of your own">
            <AddRisk register={data} teamId={teamId} onDone={done} />
          </TitledSection>
          <TitledSection id="risk-library" title="Starter library">
            <Library register={data} teamId={teamId} onDone={done} />
          </TitledSection>
          <TitledSection id="risk-assessments" title="Yearly risk assessment">
            <Assessments register={data} teamId={teamId} onDone={done} />
          </TitledSection>
        </>
      )}
    </RegisterView>
  );
}

function RisksPage() {
  return (
    <TeamAdminPage title="Risks">{(teamId) => <RiskRegisterView teamId={teamId} />}</TeamAdminPage>
  );
}

export { RisksPage as Component };
