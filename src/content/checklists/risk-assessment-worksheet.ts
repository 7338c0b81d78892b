import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('risk-assessment-worksheet'),
  recurrence: 'annual',
  items: [
    {
      id: 'name-assessment-owner',
      category: 'Scope and Method',
      item: 'Name who runs the assessment',
      description:
        'Leadership names one person, usually the security lead, to run the yearly assessment and keep the risk register, and names who from engineering, product, finance and people operations takes part. Record the names and the meeting dates in the worksheet.',
      soc2: ['CC1.3', 'CC3.1'],
      iso27001: ['A.5.2'],
    },
    {
      id: 'set-scope-and-objectives',
      category: 'Scope and Method',
      item: 'Set the scope and objectives',
      description:
        'Write down which products, environments, locations and teams the assessment covers, and the objectives the risks are measured against, such as keeping customer data confidential and meeting uptime commitments. Keep this statement at the top of the worksheet.',
      soc2: ['CC3.1'],
      iso27001: [],
    },
    {
      id: 'agree-rating-scales',
      category: 'Scope and Method',
      item: 'Agree rating scales and risk appetite',
      description:
        'Use simple 1–5 scales for likelihood and impact with a plain description of each level, and have leadership state which scores are acceptable without further action. Review the scales each year and keep the approved version with the worksheet.',
      soc2: ['CC3.1', 'CC3.2'],
      iso27001: [],
    },
    {
      id: 'list-key-assets',
      category: 'Assets and Threats',
      item: 'List your key assets',
      description:
        'Start from the asset and system inventory: customer data stores, production infrastructure, source code, the identity provider, key SaaS tools, laptops and key people. Note the data classification and owner of each. Save the asset list used for this year’s assessment.',
      soc2: ['CC3.2', 'CC6.1'],
      iso27001: ['A.5.9', 'A.5.12'],
    },
    {
      id: 'identify-threats-and-weaknesses',
      category: 'Assets and Threats',
      item: 'Identify threats and weaknesses',
      description:
        'For each key asset, list realistic threats (phishing and account takeover, ransomware, cloud misconfiguration, leaked secrets, insider misuse, vendor breach, outage) and the weaknesses that would let them happen. Use recent incidents, pen test and scan results, and current threat reports as input, and cite the sources.',
      soc2: ['CC3.2'],
      iso27001: ['A.5.7'],
    },
    {
      id: 'consider-fraud-risk',
      category: 'Assets and Threats',
      item: 'Consider fraud and misuse',
      description:
        'Ask how someone inside or outside could misuse access for gain: invoice or payroll redirection, executive impersonation, changing data or reports, or abusing admin rights. Note where one person can both make and approve a change. Record each scenario as a risk.',
      soc2: ['CC3.3'],
      iso27001: ['A.5.3'],
    },
    {
      id: 'include-vendor-and-legal-risks',
      category: 'Assets and Threats',
      item: 'Include vendor, legal and contract risks',
      description:
        'Add risks from critical vendors and from obligations you must meet: privacy laws such as GDPR, customer contract commitments, and any sector rules. Link each to the vendor record or the requirement it comes from.',
      soc2: ['CC3.2', 'CC9.2'],
      iso27001: ['A.5.19', 'A.5.31'],
    },
    {
      id: 'rate-likelihood-and-impact',
      category: 'Risk Rating',
      item: 'Rate likelihood and impact',
      description:
        'For each risk, score likelihood and impact on the agreed scales and calculate the inherent score. Do this as a group so engineering and business views both count, and write a one-line reason for each score.',
      soc2: ['CC3.2'],
      iso27001: [],
    },
    {
      id: 'note-existing-controls',
      category: 'Risk Rating',
      item: 'Note the controls already in place',
      description:
        'List the controls that already reduce each risk, such as MFA, backups, code review or vendor reviews, and give the residual score after them. Link to the policy or evidence for each control so the rating can be checked later.',
      soc2: ['CC3.2', 'CC5.1'],
      iso27001: [],
    },
    {
      id: 'choose-treatment',
      category: 'Treatment',
      item: 'Choose a treatment for each risk',
      description:
        'For every risk above the appetite, decide to reduce, avoid, transfer (for example with insurance or a vendor contract) or accept it, and describe the planned action in a sentence or two.',
      soc2: ['CC3.2', 'CC5.1', 'CC9.1'],
      iso27001: [],
    },
    {
      id: 'assign-owners-and-due-dates',
      category: 'Treatment',
      item: 'Assign an owner and due date',
      description:
        'Give each risk and each treatment action a named owner and a due date, and create a ticket so progress can be tracked. Critical risks get a plan within two weeks and high risks within a month.',
      soc2: ['CC3.2', 'CC5.1'],
      iso27001: ['A.5.2'],
    },
    {
      id: 'approve-accepted-risks',
      category: 'Treatment',
      item: 'Get accepted risks approved',
      description:
        'Leadership reviews every risk that is accepted above the appetite and signs off, with a reason and a date to look at it again. Keep the sign-off with the register.',
      soc2: ['CC1.2', 'CC3.2'],
      iso27001: ['A.5.4'],
    },
    {
      id: 'assess-significant-changes',
      category: 'Review and Approval',
      item: 'Assess significant changes',
      description:
        'Check whether anything changed this year that needs its own assessment: new products, new regions, acquisitions, a new hosting provider, AI features using customer data, or rapid headcount growth. Record the changes considered and the risks they added.',
      soc2: ['CC3.4'],
      iso27001: ['A.5.8'],
    },
    {
      id: 'update-after-incidents',
      category: 'Review and Approval',
      item: 'Update risks after incidents and findings',
      description:
        'Review incidents, audit findings and pen test results since the last assessment and adjust the affected risk scores and treatments. Note the incident or finding reference next to each change.',
      soc2: ['CC3.4', 'CC4.2'],
      iso27001: ['A.5.27'],
    },
    {
      id: 'present-to-leadership',
      category: 'Review and Approval',
      item: 'Present results to leadership',
      description:
        'Present the top risks, treatment progress and accepted risks to leadership or the board, and record their decisions. Keep the slides or meeting notes and the approved register as this year’s evidence.',
      soc2: ['CC1.2', 'CC2.2', 'CC3.2'],
      iso27001: ['A.5.4'],
    },
    {
      id: 'schedule-quarterly-check-ins',
      category: 'Review and Approval',
      item: 'Schedule quarterly check-ins',
      description:
        'Put quarterly reviews in the calendar where risk owners update scores and treatment status in the register, and the security lead reports critical and high risks to leadership. Keep each quarter’s register snapshot.',
      soc2: ['CC3.2', 'CC4.1'],
      iso27001: [],
    },
  ],
};

export default checklist;
