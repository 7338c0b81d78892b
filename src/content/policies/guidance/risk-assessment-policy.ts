import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'risk-assessment-policy',
  overview: overview('how information security risks are identified, scored and treated', [
    'CC3.2',
  ]),
  sections: {
    Purpose: purpose('spending effort on the wrong controls while real risks go untreated', [
      'CC3.1',
      'CC3.2',
    ]),
    Scope: {
      auditor:
        'An auditor checks that the assessment covers the whole audit scope, including vendors, people and processes as well as technology, and fraud risk for SOC 2 (CC3.3). Technology-only assessments miss people and vendor risks.',
      small:
        'A 10-person company covers its product, its cloud and SaaS vendors, its people and its customer commitments. Fraud risk gets at least one line.',
      large:
        'A 200-person company covers each business unit and product in the ISMS scope and includes legal, fraud and vendor risks. Scope matches the audit boundary.',
      controls: ['CC3.1', 'CC3.3'],
    },
    'Roles and Responsibilities': roles(
      'running the assessment, owning and treating risks and accepting residual risk',
      'A 10-person company has the CTO run the assessment with the founders, who also accept residual risks. The register is reviewed at leadership meetings.',
      'A 200-person company has a risk or security function facilitate, named managers own risks and leadership accept risks above the appetite. Risk owners update their risks each quarter.',
      ['CC3.2'],
    ),
    'Risk Assessment Methodology': {
      auditor:
        'An auditor checks that the method is documented and repeatable, so two assessments give comparable results, and that it considers threats, vulnerabilities and existing controls. ISO 27001 clause 6.1.2 requires exactly this.',
      small:
        'A 10-person company lists its assets and the realistic threats to them in one workshop and scores each risk with the scales in this policy. A few hours once a year is realistic.',
      large:
        'A 200-person company runs workshops per area, uses threat intelligence and the asset inventory, and documents the method for ISO 27001 clause 6.1.2. The method is applied the same way every year.',
      controls: ['CC3.2', 'A.5.7', 'A.5.9', 'A.5.31'],
    },
    'Risk Scoring': {
      auditor:
        'An auditor checks that likelihood and impact scales are defined and that the risk appetite says which scores need treatment. Scores without defined scales cannot be compared.',
      small:
        'A 10-person company uses the 5×5 scales as written and treats anything scoring high or above. The scales stay the same between assessments so trends mean something.',
      large:
        'A 200-person company tailors impact scales with financial and customer thresholds approved by leadership. Scales are reviewed with the policy.',
      controls: ['CC3.2'],
    },
    'Risk Treatment': {
      auditor:
        'An auditor checks that each risk above the appetite has a treatment with an owner and date, and that accepted risks were accepted by someone with authority. Treatments without owners or dates are a finding.',
      small:
        'A 10-person company records a treatment and owner in the register for each high risk, and a founder signs off accepted risks. Accepted risks are revisited next year.',
      large:
        'A 200-person company tracks treatment plans as projects, links them to controls in the Statement of Applicability and reports progress quarterly. Treatments link to the controls that deliver them.',
      controls: ['CC3.2', 'CC5.1', 'CC9.1'],
    },
    'Risk Register': {
      auditor:
        'An auditor asks for the register and checks that entries have owners, scores, treatments and review dates, and that it changed during the period. A register that never changes suggests it is not used.',
      small:
        'A 10-person company keeps the register in ComplyReady or a spreadsheet with version history. Old versions are kept.',
      large:
        'A 200-person company keeps the register in a GRC tool with restricted editing, history and links to controls and incidents. Each change records who made it.',
      controls: ['CC3.2', 'CC3.4'],
    },
    'Assessment Frequency and Triggers': {
      auditor:
        'An auditor checks that a full assessment was done in the last 12 months and that significant changes, such as a new product or vendor, triggered a targeted assessment. A year without an assessment is a finding.',
      small:
        'A 10-person company runs the full assessment once a year and revisits the register when something big changes. A new major customer requirement counts as a trigger.',
      large:
        'A 200-person company schedules the yearly assessment in its compliance calendar and assesses changes through its change and vendor processes. Trigger assessments are recorded like the yearly one.',
      controls: ['CC3.4', 'A.5.8'],
    },
    Exceptions: exceptions('a risk left above the appetite while a treatment is funded'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
