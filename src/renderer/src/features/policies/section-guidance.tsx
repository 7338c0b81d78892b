// The policy customization guide beside a section being edited (docs/decisions.md CG1): what an
// auditor looks for, what small and larger companies write, and the controls the section serves.
// It is help for the editor only: nothing here is saved with the policy.
import { Link } from 'react-router-dom';
import type { SectionGuidance } from '@content/policies/types';
import { controlById } from '@content/controls';
import { buyPlanPath, type PaidPlanId } from '../../lib/team/buy-plan';
import { planUnlocking } from '../../lib/team/team-plan';

export type SectionGuide =
  | { kind: 'guidance'; guidance: SectionGuidance }
  /** The team's plan does not include the guide. */
  | { kind: 'locked' };

export function SectionGuidanceAside({ guide }: { guide: SectionGuide }) {
  if (guide.kind === 'locked') {
    const plan = planUnlocking('customizationGuide');
    return (
      <aside className="section-guidance" aria-label="Customization guide">
        <p className="hint">
          The policy customization guide is part of the {plan.name} plan.{' '}
          <Link className="text-link" to={buyPlanPath(plan.id as PaidPlanId)}>
            Upgrade to {plan.name}
          </Link>
          .
        </p>
      </aside>
    );
  }
  const { guidance } = guide;
  return (
    <aside className="section-guidance" aria-label="Customization guide">
      <details open>
        <summary>Customization guide</summary>
        <h3>What an auditor looks for</h3>
        <p>{guidance.auditor}</p>
        <h3>At about 10 people</h3>
        <p>{guidance.small}</p>
        <h3>At about 200 people</h3>
        <p>{guidance.large}</p>
        <h3>Controls it serves</h3>
        <ul>
          {guidance.controls.map((id) => (
            <li key={id}>
              {id}
              {controlById(id) ? ` · ${controlById(id)?.title}` : ''}
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
