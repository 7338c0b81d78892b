import { useEffect, useRef, useState } from 'react';
import type { PolicyGuidance } from '@content/policies/types';
import type { PolicyDocumentSection } from '@shared/policy-document';
import { getSupabase } from '../../../lib/supabase';
import { PolicyDocumentSections } from '../../../components/policy-text';
import { saveDraft, type PolicyVersion, type TeamPolicy } from '../../../lib/policies/data';
import { DraftApproval } from '../approval-steps';
import { latestRequest, type PolicyApproval } from '../../../lib/policies/approvals-data';
import { versionDetails } from '../policy-rules';
import { SectionEditor } from '../section-editor';
import type { ChangeKind } from '../../../lib/policies/template-updates-data';
import { PublishDialog } from './publish-dialog';
import { DetailsForm } from './details-form';
import { useQuery } from '../../../lib/use-query';
import { teamKeys } from '../../../lib/team/keys';
import { getTeamSettings } from '../../../lib/team/data';
import { teamPlan } from '../../../lib/team/team-plan';
import { guidanceForSection, loadGuidance } from '../../../lib/policy-guidance';
import type { SectionGuide } from '../section-guidance';
import { ItemButton } from '../../../components/item-button';

/**
 * The customization guide of a policy adopted from a template (docs/decisions.md CG1): the
 * template's guidance when the team's plan includes it, "locked" when it does not, nothing for an
 * imported policy or while loading.
 */
function useGuide(teamId: string, templateId: string | null) {
  const team = useQuery(teamKeys.settings(teamId), (client, signal) =>
    getTeamSettings(client, teamId, signal),
  );
  const [guidance, setGuidance] = useState<PolicyGuidance | null>(null);
  const included = team.state === 'ready' ? teamPlan(team.data).plan.customizationGuide : null;
  useEffect(() => {
    if (!templateId || !included) return;
    let active = true;
    void loadGuidance(templateId).then(
      (loaded) => active && setGuidance(loaded ?? null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [templateId, included]);
  return (title: string): SectionGuide | undefined => {
    if (!templateId || included === null) return undefined;
    if (!included) return { kind: 'locked' };
    const found = guidance ? guidanceForSection(guidance, title) : undefined;
    return found ? { kind: 'guidance', guidance: found } : undefined;
  };
}

export function DraftEditor({
  teamId,
  policy,
  draft,
  approvals,
  onChanged,
  onPublished,
}: {
  teamId: string;
  policy: TeamPolicy;
  draft: PolicyVersion;
  approvals: readonly PolicyApproval[];
  onChanged: () => Promise<void>;
  onPublished: (number: number, kind: ChangeKind) => void;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Where focus goes back to once the editor closes: the Edit button of the section it edited,
  // or Add Section (the editor and the button that opened it are gone by then).
  const sectionList = useRef<HTMLDivElement>(null);
  const addSection = useRef<HTMLButtonElement>(null);
  const lastEdited = useRef<number | 'new' | null>(null);
  useEffect(() => {
    if (editing !== null) {
      lastEdited.current = editing;
      return;
    }
    const closed = lastEdited.current;
    lastEdited.current = null;
    if (closed === null) return;
    const editButton =
      closed === 'new'
        ? null
        : sectionList.current?.children[closed]?.querySelector<HTMLButtonElement>(
            ':scope > button',
          );
    (editButton ?? addSection.current)?.focus();
  }, [editing]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const details = versionDetails(draft);
  const request = latestRequest(approvals, draft.id, 'publication');
  const approval =
    request?.status === 'approved' && request.revision === draft.revision ? request : null;
  const canPublish = approval !== null || policy.approval_mode === 'publisher';
  const guideFor = useGuide(teamId, policy.template_id);

  async function saveSections(sections: PolicyDocumentSection[]) {
    setBusy(true);
    setRefusal(null);
    try {
      await saveDraft(
        await getSupabase(),
        policy.id,
        { ...draft.source, sections },
        draft.revision,
      );
      setEditing(null);
      await onChanged();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The section could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  const sections = draft.source.sections;
  const editorFor = (index: number | 'new') => {
    const section: PolicyDocumentSection = (index === 'new' ? undefined : sections[index]) ?? {
      title: '',
      blocks: [{ type: 'paragraph', text: '' }],
    };
    return (
      <SectionEditor
        key={`${String(index)}-${draft.revision}`}
        section={section}
        {...(index === 'new' ? {} : { guide: guideFor(section.title) })}
        busy={busy}
        error={refusal}
        onCancel={() => {
          setEditing(null);
          setRefusal(null);
        }}
        onSave={(edited) =>
          void saveSections(
            index === 'new'
              ? [...sections, edited]
              : sections.map((old, i) => (i === index ? edited : old)),
          )
        }
        {...(index === 'new' || sections.length < 2
          ? {}
          : { onRemove: () => void saveSections(sections.filter((_, i) => i !== index)) })}
      />
    );
  };

  return (
    <section aria-labelledby="draft-title">
      <h2 id="draft-title">Draft of version {draft.number}</h2>
      <p className="hint">
        Last saved {new Date(draft.updated_at).toLocaleString()}. The draft is shown as it will be
        published.
      </p>
      <DetailsForm policy={policy} draft={draft} onChanged={onChanged} />
      <div className="draft-text policy-preview" ref={sectionList}>
        {sections.map((section, index) =>
          editing === index ? (
            <div key={index}>{editorFor(index)}</div>
          ) : (
            <div key={index} className="draft-section">
              <PolicyDocumentSections
                document={{ title: draft.source.title, sections: [section] }}
                details={details}
              />
              <ItemButton
                small
                action="Edit"
                item={`section ${section.title}`}
                disabled={editing !== null}
                onClick={() => {
                  setRefusal(null);
                  setEditing(index);
                }}
              />
            </div>
          ),
        )}
        {editing === 'new' ? editorFor('new') : null}
      </div>
      <div className="form-actions">
        <button
          ref={addSection}
          type="button"
          className="button button-secondary"
          disabled={editing !== null}
          onClick={() => setEditing('new')}
        >
          Add Section
        </button>
      </div>
      <DraftApproval
        policy={policy}
        draftId={draft.id}
        revision={draft.revision}
        approvals={approvals}
        onChanged={onChanged}
      />
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={editing !== null || !canPublish}
          aria-describedby={canPublish ? undefined : 'publish-waits'}
          onClick={() => setPublishing(true)}
        >
          Publish Version {draft.number}
        </button>
        {canPublish ? null : (
          <p id="publish-waits" className="hint">
            Publishing waits for the approver&apos;s approval of this draft.
          </p>
        )}
      </div>
      {publishing ? (
        <PublishDialog
          policy={policy}
          draft={draft}
          approval={approval}
          onClose={() => setPublishing(false)}
          onPublished={async (kind) => {
            setPublishing(false);
            onPublished(draft.number, kind);
            await onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
