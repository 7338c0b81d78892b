import { checklistCard } from './catalogue.ts';
import accessReviewItems from './items/access-review-template.json' with { type: 'json' };
import backupAndRestoreTestingItems from './items/backup-and-restore-testing.json' with { type: 'json' };
import businessContinuityPlanningItems from './items/business-continuity-planning.json' with { type: 'json' };
import changeManagementReviewItems from './items/change-management-review.json' with { type: 'json' };
import employeeOffboardingItems from './items/employee-offboarding.json' with { type: 'json' };
import employeeOnboardingSecurityItems from './items/employee-onboarding-security.json' with { type: 'json' };
import endpointSecurityBaselineItems from './items/endpoint-security-baseline.json' with { type: 'json' };
import incidentResponseReadinessItems from './items/incident-response-readiness.json' with { type: 'json' };
import iso27001ReadinessItems from './items/iso-27001-readiness.json' with { type: 'json' };
import riskAssessmentWorksheetItems from './items/risk-assessment-worksheet.json' with { type: 'json' };
import securityAwarenessProgramItems from './items/security-awareness-program.json' with { type: 'json' };
import soc2ReadinessItems from './items/soc-2-readiness.json' with { type: 'json' };
import vendorOffboardingItems from './items/vendor-offboarding.json' with { type: 'json' };
import vendorSecurityAssessmentItems from './items/vendor-security-assessment.json' with { type: 'json' };
import type { ChecklistContent, ChecklistItem, ChecklistRecurrence } from './types.ts';

export type {
  Checklist,
  ChecklistCategory,
  ChecklistContent,
  ChecklistItem,
  ChecklistRecurrence,
} from './types.ts';

// The items are data of one shape, kept as JSON (docs/architecture.md, content): the parameter
// type checks each file at build time, and content-catalogue.test.ts validates it with one schema.
const checklist = (
  id: string,
  recurrence: ChecklistRecurrence,
  items: ChecklistItem[],
): ChecklistContent => ({ ...checklistCard(id), recurrence, items });

/** The access review, whose page also offers its items as a spreadsheet. */
export const accessReviewTemplate = checklist(
  'access-review-template',
  'quarterly',
  accessReviewItems,
);

/** Every checklist, in the order of the /checklists catalogue. */
export const checklistContents: ChecklistContent[] = [
  accessReviewTemplate,
  checklist('endpoint-security-baseline', 'quarterly', endpointSecurityBaselineItems),
  checklist('risk-assessment-worksheet', 'annual', riskAssessmentWorksheetItems),
  checklist('business-continuity-planning', 'annual', businessContinuityPlanningItems),
  checklist('vendor-security-assessment', 'annual', vendorSecurityAssessmentItems),
  checklist('vendor-offboarding', 'once', vendorOffboardingItems),
  checklist('incident-response-readiness', 'semi-annual', incidentResponseReadinessItems),
  checklist('backup-and-restore-testing', 'annual', backupAndRestoreTestingItems),
  checklist('change-management-review', 'quarterly', changeManagementReviewItems),
  checklist('employee-onboarding-security', 'once', employeeOnboardingSecurityItems),
  checklist('employee-offboarding', 'once', employeeOffboardingItems),
  checklist('security-awareness-program', 'annual', securityAwarenessProgramItems),
  checklist('soc-2-readiness', 'once', soc2ReadinessItems),
  checklist('iso-27001-readiness', 'once', iso27001ReadinessItems),
];

const byId = new Map(checklistContents.map((checklist) => [checklist.id, checklist]));

export function checklistContentById(id: string): ChecklistContent | undefined {
  return byId.get(id);
}
