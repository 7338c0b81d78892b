import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'risk-assessment-policy',
  title: 'Risk Assessment Policy',
  overview:
    'This policy defines how [Company Name] identifies, analyzes, scores, treats and tracks information security risks, and how the risk register is kept current. It gives everyone the same method and the same scale, so that risks raised by engineering, operations, sales or leadership can be compared and prioritized fairly, and so that spending on security goes where it reduces the most risk. The process meets the risk assessment expectations of SOC 2 and the risk assessment and treatment requirements of ISO/IEC 27001, including a statement of applicability. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The purpose of this policy is to make sure that [Company Name] understands the threats to its information, systems, customers and business objectives, decides consciously how to respond to each significant risk, and can show customers and auditors that security controls are chosen because of assessed risk rather than by habit. It also makes sure that leadership knows which risks remain and has accepted them.',
    },
    {
      title: 'Scope',
      content: [
        'All information, systems, services, processes, people and locations within the scope of the [Company Name] information security program, including the production service, corporate IT, and the vendors and subprocessors we depend on.',
        'Risks to the confidentiality, integrity and availability of information, and related privacy, legal, regulatory, contractual and fraud risks.',
        'Risks arising from significant changes, such as new products, major architecture changes, new vendors, acquisitions, new markets or changes in law.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy and the risk register, runs the annual risk assessment, facilitates assessments of significant changes, and reports risk status to leadership each quarter.',
        'Risk owners are the managers accountable for the area a risk affects. They confirm the scoring of their risks, decide on and carry out treatment plans, and report progress.',
        'Leadership sets the risk appetite, takes part in the annual assessment, reviews the quarterly risk report, and approves treatment plans for critical and high risks.',
        'All employees report new or changed risks they notice to [Policy Owner] through the security channel or a ticket.',
        '[Approver] approves this policy and the risk appetite, and formally accepts residual risks above the appetite.',
      ],
    },
    {
      title: 'Risk Assessment Methodology',
      content: [
        'Establish context: [Policy Owner] documents business objectives, customer commitments, legal and regulatory requirements, and the assets in scope, using the asset inventory as the starting point.',
        'Identify risks: for each important asset or process, list realistic threats and the vulnerabilities they could exploit. Sources include workshops with each team, the threat landscape and threat intelligence relevant to SaaS companies, incident and near-miss records, vulnerability scan and penetration test results, internal and external audit findings, vendor reviews and customer security questionnaires.',
        'Consider fraud: the assessment explicitly considers the risk of fraud, such as misuse of privileged access, manipulation of billing or financial records, and social engineering of payments, and the incentives and opportunities that could lead to it.',
        'Analyze and score: each risk is scored for likelihood and impact, first without considering existing controls (inherent risk) and then with current controls (residual risk), using the scales in Risk Scoring.',
        'Evaluate: residual scores are compared with the risk appetite to decide which risks need treatment and in what order.',
        'Each risk is described in a single sentence naming the threat, the asset and the consequence, for example: “An attacker uses a stolen engineer credential to access production and export customer data.”',
      ],
    },
    {
      title: 'Risk Scoring',
      content: [
        'Likelihood is scored from 1 to 5: 1 Rare (less than once in 10 years), 2 Unlikely (once in 3–10 years), 3 Possible (once in 1–3 years), 4 Likely (about once a year), 5 Almost certain (several times a year).',
        'Impact is scored from 1 to 5, using the highest applicable effect: 1 Negligible (no customer effect, minimal cost), 2 Minor (brief degradation, small internal data exposure), 3 Moderate (outage of several hours, limited customer data exposure, a customer complaint), 4 Major (outage over a day, exposure of customer data requiring notification, loss of a significant customer), 5 Severe (widespread data breach, regulatory penalties, or a threat to the company’s viability).',
        'Risk score = likelihood × impact. Bands: Low 1–4, Medium 5–9, High 10–16, Critical 20–25.',
        'The risk appetite of [Company Name] is to hold residual risks at Medium or lower. Residual risks rated High or Critical must be treated, or formally accepted by [Approver].',
        'Scores are agreed with the risk owner, and the reasoning for each score is recorded in the register so that later reassessments are consistent.',
      ],
    },
    {
      title: 'Risk Treatment',
      content: [
        'For each risk above the appetite, the risk owner chooses one or more options: mitigate (add or improve controls), avoid (stop the activity), transfer (for example, through insurance or contract terms), or accept.',
        'Treatment plans name the controls to be added, an owner, a due date and the expected residual score, and are tracked as tickets linked to the register.',
        'Treatment plans for Critical risks are agreed within 14 days of the risk being recorded and for High risks within 30 days.',
        'Controls selected for treatment are compared with ISO/IEC 27001 Annex A, and the statement of applicability records which controls apply, whether they are implemented, and why any are excluded.',
        'Risk acceptance records the reason, the residual score, the approver and an expiry date of no more than 12 months, after which the risk is reassessed.',
        'When treatment is complete, [Policy Owner] confirms the controls are operating and updates the residual score.',
      ],
    },
    {
      title: 'Risk Register',
      content: [
        '[Policy Owner] maintains a single risk register for [Company Name] in a controlled location with restricted edit access and version history.',
        'Each entry records: an identifier, the risk description, the affected assets or processes, the risk owner, inherent likelihood, impact and score, existing controls, residual score, treatment decision, treatment plan and ticket links, status, acceptance details if any, and the date last reviewed.',
        'Closed and accepted risks remain in the register with their history for at least 3 years.',
        'A summary of Critical and High risks, overdue treatment plans and changes since the last report goes to leadership each quarter, and the report is kept as evidence.',
      ],
    },
    {
      title: 'Assessment Frequency and Triggers',
      content: [
        'A full risk assessment of the whole scope is performed at least once every 12 months and the results are presented to leadership, with the meeting notes or sign-off kept as evidence.',
        'Risk owners review their risks at least quarterly and update scores and treatment status in the register.',
        'A focused risk assessment is performed before any significant change, such as launching a new product, processing a new category of sensitive data, onboarding a high-risk vendor or entering a new market, and the result is linked to the change record.',
        'Security incidents, major audit findings and significant new threats trigger a review of the related risks within 30 days.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Any exception to this policy, such as postponing the annual assessment, must be requested in writing to [Policy Owner] with the reason and a new date, and approved by [Approver]. Exceptions are recorded in the exception register and may not extend an assessment cycle by more than 3 months. Accepting an individual risk is not an exception; it follows the Risk Treatment process above.',
    },
    {
      title: 'Enforcement',
      content:
        'Risk owners who do not maintain their risks or treatment plans are escalated to leadership. Deliberately hiding, misreporting or understating a known risk to [Company Name] may lead to disciplinary action up to and including termination of employment or contract.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy, the scoring scales and the risk appetite at least once every 12 months, and after significant changes to [Company Name]’s business, systems, legal obligations or threat environment, or after a major incident. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC3.1', 'CC3.2', 'CC3.3', 'CC3.4', 'CC5.1', 'CC9.1'],
    iso27001: ['A.5.7', 'A.5.8', 'A.5.9', 'A.5.31'],
    other: [
      { framework: 'NIST CSF', ids: ['GV.RM-02', 'ID.RA-03', 'ID.RA-04', 'ID.RA-05', 'ID.RA-06'] },
      { framework: 'HIPAA', ids: ['164.308(a)(1)(ii)(A)', '164.308(a)(1)(ii)(B)'] },
    ],
  },
});

export default policy;
