import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('iso-27001-readiness'),
  recurrence: 'once',
  items: [
    {
      id: 'describe-context',
      category: 'Context and Scope',
      item: 'Describe your context and interested parties',
      description:
        'The ISMS owner records the internal and external issues that affect security (business model, growth, threats, and whether climate change is relevant, as the 2024 amendment asks) and the interested parties with their requirements: customers, regulators, investors, staff. Keep this context document and review it yearly.',
      soc2: ['CC3.1'],
      iso27001: ['A.5.31'],
    },
    {
      id: 'list-legal-and-contract-requirements',
      category: 'Context and Scope',
      item: 'List legal and contractual requirements',
      description:
        'Keep a register of laws, regulations and contract terms that carry security or privacy duties, such as GDPR, breach notification laws and customer security addenda, with an owner for each. Review it at least yearly.',
      soc2: ['CC3.1', 'CC2.3'],
      iso27001: ['A.5.31', 'A.5.34'],
    },
    {
      id: 'define-isms-scope',
      category: 'Context and Scope',
      item: 'Define the ISMS scope',
      description:
        'Write a scope statement naming the products, locations, teams and systems covered, plus the interfaces and dependencies with anything outside it, such as your cloud host. The certificate will show this scope, so make it match what customers buy. Get leadership approval.',
      soc2: ['CC2.1'],
      iso27001: ['A.5.9'],
    },
    {
      id: 'show-leadership-commitment',
      category: 'Leadership',
      item: 'Show leadership commitment',
      description:
        'Top management approves the information security policy, provides budget and people, and takes part in management reviews. Keep the signed policy and meeting records that show their involvement.',
      soc2: ['CC1.2', 'CC1.1'],
      iso27001: ['A.5.4'],
    },
    {
      id: 'publish-security-policy',
      category: 'Leadership',
      item: 'Publish the information security policy',
      description:
        'Publish a top-level policy that sets the direction and commitments, plus the topic policies your controls need. Communicate them to staff, get acknowledgements, and review them at planned intervals. Keep versions and approvals.',
      soc2: ['CC5.3', 'CC2.2'],
      iso27001: ['A.5.1'],
    },
    {
      id: 'assign-roles',
      category: 'Leadership',
      item: 'Assign ISMS roles and responsibilities',
      description:
        'Name the ISMS owner, risk owners and control owners, and separate conflicting duties where your size allows. Record the roles in a RACI table or the policy.',
      soc2: ['CC1.3', 'CC1.5'],
      iso27001: ['A.5.2', 'A.5.3'],
    },
    {
      id: 'set-security-objectives',
      category: 'Planning',
      item: 'Set measurable security objectives',
      description:
        'Agree a handful of objectives with targets, owners and dates, such as full MFA coverage, on-time training or patching critical issues within set days. Track progress and report it at management review.',
      soc2: ['CC3.1', 'CC4.1'],
      iso27001: [],
    },
    {
      id: 'define-risk-method',
      category: 'Planning',
      item: 'Define the risk assessment method',
      description:
        'Document how risks are identified, scored and accepted, with criteria that give repeatable results, and who approves accepting remaining risk. Keep the method document.',
      soc2: ['CC3.1', 'CC3.2'],
      iso27001: [],
    },
    {
      id: 'assess-risks',
      category: 'Planning',
      item: 'Carry out the risk assessment',
      description:
        'Run the assessment across the scope, recording each risk with its owner, likelihood, impact and score. Repeat at planned intervals (at least yearly) and after significant change. Keep the results as documented information.',
      soc2: ['CC3.2', 'CC3.4'],
      iso27001: ['A.5.7'],
    },
    {
      id: 'plan-risk-treatment',
      category: 'Planning',
      item: 'Write the risk treatment plan',
      description:
        'For each risk needing treatment, choose the controls, owner and deadline, and have risk owners approve the plan and accept the remaining risk. Keep the signed-off plan.',
      soc2: ['CC3.2', 'CC5.1'],
      iso27001: [],
    },
    {
      id: 'write-statement-of-applicability',
      category: 'Planning',
      item: 'Write the Statement of Applicability',
      description:
        'Go through all 93 Annex A controls of ISO/IEC 27001:2022, mark each as included or excluded with a reason, and state whether it is implemented. This is one of the first documents the auditor asks for. Keep it versioned and approved.',
      soc2: ['CC5.1'],
      iso27001: [],
    },
    {
      id: 'build-competence-and-awareness',
      category: 'Support',
      item: 'Build competence and awareness',
      description:
        'Define the skills each security role needs and keep evidence people have them (training, certifications, experience). Make sure everyone knows the policy, their part in it and the consequences of not following it. Keep training and competence records.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'control-documents',
      category: 'Support',
      item: 'Control your documents and records',
      description:
        'Give every ISMS document an owner, version, approval and review date, store it where the right people can reach it, and protect records from change or loss. A shared drive or wiki with version history is enough.',
      soc2: ['CC2.1'],
      iso27001: ['A.5.33', 'A.5.37'],
    },
    {
      id: 'run-annex-a-controls',
      category: 'Operation',
      item: 'Put the selected controls into practice',
      description:
        'Implement the controls in your Statement of Applicability, such as access reviews, vulnerability management and backups, and make sure each produces records. The auditor will check controls are operating, not just written down.',
      soc2: ['CC5.1', 'CC5.2'],
      iso27001: ['A.5.18', 'A.8.8', 'A.8.13'],
    },
    {
      id: 'manage-suppliers',
      category: 'Operation',
      item: 'Manage supplier and cloud security',
      description:
        'Assess suppliers that touch in-scope information, put security terms in contracts, and control how you use cloud services. Keep the supplier register and assessments.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19', 'A.5.20', 'A.5.23'],
    },
    {
      id: 'monitor-and-measure',
      category: 'Performance Evaluation',
      item: 'Monitor and measure the ISMS',
      description:
        'Decide what you measure (for example training completion, patch times, incidents, access review findings), how often and who analyses it. Keep the metrics and the analysis.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.36'],
    },
    {
      id: 'run-internal-audit',
      category: 'Performance Evaluation',
      item: 'Run an internal audit',
      description:
        'Plan and carry out an internal audit of the whole ISMS before the certification audit, using an auditor who is independent of the work audited (an outside consultant is common for small teams). Keep the audit programme, report and findings.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.35'],
    },
    {
      id: 'hold-management-review',
      category: 'Performance Evaluation',
      item: 'Hold a management review',
      description:
        'Top management reviews the ISMS: audit results, risks, objectives, incidents, interested parties’ feedback and changes, and decides on improvements and resources. Keep minutes that cover each required input and the decisions taken.',
      soc2: ['CC1.2', 'CC4.2'],
      iso27001: ['A.5.4'],
    },
    {
      id: 'fix-nonconformities',
      category: 'Improvement',
      item: 'Correct nonconformities',
      description:
        'Log each nonconformity from audits, incidents or reviews, find the root cause, fix it and check the fix worked. Keep the corrective action log with dates.',
      soc2: ['CC4.2'],
      iso27001: ['A.5.36'],
    },
    {
      id: 'choose-certification-body',
      category: 'Certification',
      item: 'Choose an accredited certification body',
      description:
        'Pick a certification body accredited by a recognised accreditation body, agree the scope and dates, and plan for stage 1 (documentation review) and stage 2 (controls in practice). Certificates run for three years with yearly surveillance audits. Keep the contract and audit plan.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.35'],
    },
    {
      id: 'run-before-stage-2',
      category: 'Certification',
      item: 'Run the ISMS long enough to show it works',
      description:
        'Operate the ISMS for a few months before stage 2, so there are records of risk treatment, control operation, an internal audit and a management review. Confirm every required record exists before the auditor arrives.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.36'],
    },
  ],
};

export default checklist;
