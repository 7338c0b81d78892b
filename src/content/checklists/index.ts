import accessReviewTemplate from './access-review-template';
import backupAndRestoreTesting from './backup-and-restore-testing';
import businessContinuityPlanning from './business-continuity-planning';
import changeManagementReview from './change-management-review';
import employeeOffboarding from './employee-offboarding';
import employeeOnboardingSecurity from './employee-onboarding-security';
import endpointSecurityBaseline from './endpoint-security-baseline';
import incidentResponseReadiness from './incident-response-readiness';
import iso27001Readiness from './iso-27001-readiness';
import riskAssessmentWorksheet from './risk-assessment-worksheet';
import securityAwarenessProgram from './security-awareness-program';
import soc2Readiness from './soc-2-readiness';
import vendorOffboarding from './vendor-offboarding';
import vendorSecurityAssessment from './vendor-security-assessment';
import type { ChecklistContent } from './types';

export type {
  ChecklistCategory,
  ChecklistContent,
  ChecklistItem,
  ChecklistRecurrence,
} from './types';

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
