// Guidance for the sections every template shares (overview, purpose, roles, exceptions,
// enforcement, review): an auditor reads them the same way in every policy, so they are written
// once here and each template passes what is its own.
import type { SectionGuidance } from '../types.ts';

/** The overview: what the policy is for, who owns it and that leadership stands behind it. */
export function overview(subject: string, controls: string[] = []): SectionGuidance {
  return {
    auditor: `An auditor reads the overview first to confirm the policy exists, covers ${subject}, names an owner and is approved by management. They compare it with the controls you describe to them, so it should not promise more than the rest of the policy delivers.`,
    small:
      'A 10-person company keeps the overview to a short paragraph naming the owner, usually the CTO or a founder, and the one or two risks the policy addresses. Everyone should be able to read it in a minute and know whether the policy applies to them.',
    large:
      'A 200-person company states which parts of the organization the policy binds and which team applies it day to day, and links to the procedures that carry out its rules. The owner is a role, such as the Head of Security, so the policy survives a change of people.',
    controls: ['CC5.3', 'A.5.1', ...controls],
  };
}

/** The purpose: why the policy exists, in terms of a risk the company faces. */
export function purpose(risk: string, controls: string[] = []): SectionGuidance {
  return {
    auditor: `An auditor looks for a purpose tied to a real risk, here ${risk}, and consistent with the risk assessment. A purpose that only says "to comply with SOC 2" suggests the policy was written for the audit rather than used.`,
    small:
      'A 10-person company writes two or three sentences in plain words, often naming the customer commitment that made the policy necessary. Shorter is better than borrowed boilerplate.',
    large:
      'A 200-person company usually adds the business objectives and legal or contractual obligations the policy supports, so it can be traced from the risk register. It avoids restating rules that belong in later sections.',
    controls: ['CC5.3', 'A.5.1', ...controls],
  };
}

/** Roles and responsibilities: a named owner for every duty the policy creates. */
export function roles(
  duties: string,
  small: string,
  large: string,
  controls: string[] = [],
): SectionGuidance {
  return {
    auditor: `An auditor checks that every duty in the policy, ${duties}, has a named role, and that the people in those roles know it. They will ask the role holders what they do and compare the answers with this section.`,
    small,
    large,
    controls: ['CC1.3', 'A.5.2', ...controls],
  };
}

/** Exceptions: written, approved, time-limited and recorded. */
export function exceptions(example: string, controls: string[] = []): SectionGuidance {
  return {
    auditor: `An auditor asks for the exception register and samples entries, such as ${example}. Each should have a written reason, compensating controls, an approver other than the requester and an expiry date that has not passed.`,
    small:
      'A 10-person company keeps exceptions in a simple shared register or ticket label, approved by the policy owner, and usually has only a handful at any time. A founder approves the owner’s own requests.',
    large:
      'A 200-person company tracks exceptions in its ticketing or GRC tool, requires a second approver for anything touching customer data, and reviews open exceptions each quarter. Expired exceptions are closed or renewed, never left open.',
    controls: ['CC5.3', 'CC3.2', 'A.5.1', ...controls],
  };
}

/** Enforcement: breaking the policy has consequences, and they are applied consistently. */
export function enforcement(controls: string[] = []): SectionGuidance {
  return {
    auditor:
      'An auditor checks that breaking the policy has stated consequences and that they match the disciplinary process in HR policies. They may ask how a past violation or overdue finding was handled, so keep a record of each.',
    small:
      'A 10-person company points to the disciplinary process in its employee handbook and keeps a short note of each violation and what was done about it. Contractors are covered through their contracts.',
    large:
      'A 200-person company links enforcement to its HR disciplinary procedure, reports repeated findings to leadership and tracks each to closure in a ticket. People Operations keeps the case records.',
    controls: ['CC1.1', 'CC1.5', 'A.6.4', ...controls],
  };
}

/** Review: reviewed at planned intervals, approved, versioned. */
export function review(frequency: string, controls: string[] = []): SectionGuidance {
  return {
    auditor: `An auditor checks that the policy was reviewed ${frequency} as stated, that each revision was approved and that the version history shows it. A review date later than promised is a common finding, so set the interval to one you will keep.`,
    small:
      'A 10-person company has the policy owner review it once a year with the founders and records the approval in the version history. A review that changes nothing is still recorded.',
    large:
      'A 200-person company ties reviews to a compliance calendar, collects comments from the teams the policy affects and records the approver’s sign-off for each version. Reviews also follow significant changes, not only the calendar.',
    controls: ['CC5.3', 'A.5.1', ...controls],
  };
}
