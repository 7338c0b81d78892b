import accessReviewTemplate from './access-review-template.ts';
import backupAndRestoreTesting from './backup-and-restore-testing.ts';
import businessContinuityPlanning from './business-continuity-planning.ts';
import changeManagementReview from './change-management-review.ts';
import employeeOffboarding from './employee-offboarding.ts';
import employeeOnboardingSecurity from './employee-onboarding-security.ts';
import endpointSecurityBaseline from './endpoint-security-baseline.ts';
import incidentResponseReadiness from './incident-response-readiness.ts';
import iso27001Readiness from './iso-27001-readiness.ts';
import riskAssessmentWorksheet from './risk-assessment-worksheet.ts';
import securityAwarenessProgram from './security-awareness-program.ts';
import soc2Readiness from './soc-2-readiness.ts';
import vendorOffboarding from './vendor-offboarding.ts';
import vendorSecurityAssessment from './vendor-security-assessment.ts';
import type { ChecklistContent } from './types.ts';

export type {
  Checklist,
  ChecklistCategory,
  ChecklistContent,
  ChecklistItem,
  ChecklistRecurrence,
} from './types.ts';

/** Every checklist, in the order of the /checklists catalogue. */
export const checklistContents: ChecklistContent[] = [
  accessReviewTemplate,
  endpointSecurityBaseline,
  riskAssessmentWorksheet,
  businessContinuityPlanning,
  vendorSecurityAssessment,
  vendorOffboarding,
  incidentResponseReadiness,
  backupAndRestoreTesting,
  changeManagementReview,
  employeeOnboardingSecurity,
  employeeOffboarding,
  securityAwarenessProgram,
  soc2Readiness,
  iso27001Readiness,
];

const byId = new Map(checklistContents.map((checklist) => [checklist.id, checklist]));

export function checklistContentById(id: string): ChecklistContent | undefined {
  return byId.get(id);
}
