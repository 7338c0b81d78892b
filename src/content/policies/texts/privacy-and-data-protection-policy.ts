import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'privacy-and-data-protection-policy',
  title: 'Privacy and Data Protection Policy',
  overview:
    'This policy explains how [Company Name] collects, uses, shares, protects and deletes personal data, and how it responds when people exercise their privacy rights. [Company Name] handles personal data in two ways: as a processor (or service provider) for the data its customers place in the product, and as a controller for its own data about website visitors, prospects, customer contacts, candidates and employees. The policy applies privacy principles to both, sets deadlines for handling requests, and requires a documented assessment before new high-risk processing begins. [Policy Owner] owns this policy and acts as the company’s privacy contact.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy makes sure that [Company Name] processes personal data lawfully, fairly and transparently, meets its obligations under applicable privacy laws and customer agreements, and can show how it does so. It gives employees clear rules for handling personal data and gives customers and individuals confidence that their information is used only as promised.',
    },
    {
      title: 'Scope',
      content: [
        'Personal data: any information relating to an identified or identifiable person, including names, email addresses, IP addresses, device identifiers, usage data, support conversations, and sensitive categories such as health, financial or government identification data.',
        'Processing: collection, storage, use, analysis, disclosure, transfer and deletion, whether automated or manual.',
        'Data held as a processor on behalf of customers, and data held as a controller for [Company Name]’s own purposes, including marketing, sales, recruiting and employment.',
        'All employees, contractors and vendors that process personal data for [Company Name], and all systems, including third-party tools, that store or process it.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, keeps the record of processing activities, approves privacy impact assessments, handles data subject requests and complaints, and is the contact for customers and regulators on privacy matters.',
        'Where required by law, [Company Name] appoints a Data Protection Officer or EU and UK representative, and publishes their contact details in the privacy notice.',
        'Product and engineering leads complete a privacy screening for new features and data uses, and build in data minimization, access controls and deletion.',
        'System owners keep personal data in their systems accurate, access-controlled and deleted on schedule.',
        'Customer support routes any privacy request or complaint to [Policy Owner] within 2 business days of receipt.',
        'All personnel handle personal data only as their role requires and report suspected misuse or breaches immediately.',
      ],
    },
    {
      title: 'Privacy Principles',
      content: [
        'Transparency: [Company Name] publishes a privacy notice describing what personal data it collects, why, who it is shared with, how long it is kept and how to exercise rights. [Policy Owner] reviews the notice at least once every 12 months and before launching any new use of personal data.',
        'Purpose limitation: personal data is used only for the purposes stated in the privacy notice or customer agreement. Customer data is processed only on the customer’s documented instructions.',
        'Data minimization: teams collect only the fields a feature needs, and use masked or synthetic data in development and testing.',
        'Accuracy: individuals can update their account details in the product, and corrections received by request are made within the deadlines below.',
        'Storage limitation: personal data is kept only for the periods in the Data Retention and Disposal Policy. Customer data is deleted within 30 days of contract end, and removed from backups within a further 90 days, unless the contract says otherwise.',
        'Security: personal data is protected by the controls in the Information Security Policy, including encryption in transit and at rest, role-based access and logging of access to Restricted data.',
        'Accountability: [Policy Owner] maintains a record of processing activities listing each processing purpose, data category, system, recipient, transfer and retention period, and reviews it at least once every 12 months.',
      ],
    },
    {
      title: 'Lawful Basis and Consent',
      content: [
        'Before processing personal data as a controller, [Policy Owner] identifies and records a lawful basis for each purpose, such as contract, legitimate interests, legal obligation or consent, in the record of processing activities.',
        'Where legitimate interests is relied on, a short balancing test is documented and kept with the record.',
        'Where consent is required, for example for non-essential cookies or marketing email in many jurisdictions, it is freely given, specific, informed and recorded with the date, the wording shown and the method. Withdrawing consent is as easy as giving it and takes effect within 10 business days.',
        'Marketing emails include a working unsubscribe link. Unsubscribe requests are honored within 10 business days.',
        '[Company Name] does not sell personal data. If it ever shares personal data for cross-context behavioral advertising, it offers a clear opt-out and honors browser opt-out signals such as Global Privacy Control.',
        'Sensitive personal data is collected only when strictly necessary, with the additional lawful basis or consent that applicable law requires, and is classified as Restricted.',
      ],
    },
    {
      title: 'Data Subject Rights',
      content: [
        'Individuals may ask to access, correct, delete or export their personal data, to object to or restrict processing, and to opt out of sale or sharing where those rights apply. Requests can be made by email to the privacy contact or through a web form.',
        'Each request is logged in a tracking system on receipt, and the requester receives an acknowledgement within 10 business days.',
        'The requester’s identity is verified in proportion to the sensitivity of the data before any data is disclosed or deleted.',
        'Requests are completed within one month of receipt for requests under GDPR and UK GDPR, and within 45 calendar days for requests under US state privacy laws. Where the law allows an extension, the requester is told the reason within the original deadline.',
        'When [Company Name] acts as a processor, it forwards requests it receives about customer data to the relevant customer within 5 business days and helps the customer respond, without answering the individual directly unless instructed.',
        'Refusals are explained in writing with the reason and the right to complain to a regulator.',
        'The request log records the dates received, verified and completed, the action taken and the responder, and is kept for at least 24 months.',
      ],
    },
    {
      title: 'Vendors and Disclosures',
      content: [
        'Personal data is shared with vendors only after a vendor security and privacy review and a signed data processing agreement that limits use to [Company Name]’s instructions, requires confidentiality and security, and requires breach notice.',
        '[Company Name] publishes a list of subprocessors that handle customer data and notifies customers at least 30 days before adding a new one, as provided in customer agreements.',
        'Where [Company Name] handles protected health information for a customer, it signs a business associate agreement before receiving the data and limits use and disclosure to the minimum necessary.',
        'Requests from law enforcement or government bodies for personal data are referred to [Policy Owner] and legal counsel, checked for validity, narrowed where possible, and recorded. Affected customers are notified unless the law prohibits it.',
        'A suspected personal data breach is handled under the Incident Response Plan. [Company Name] notifies affected customers without undue delay and within the period in their agreement, and, as a controller, notifies the relevant regulator within 72 hours of becoming aware where the law requires it. Breaches of protected health information are reported to the affected customer no later than 60 calendar days after discovery, or sooner where the business associate agreement requires.',
      ],
    },
    {
      title: 'International Data Transfers',
      content: [
        'Personal data from the European Economic Area, United Kingdom or Switzerland is transferred to other countries only under a recognized mechanism, such as an adequacy decision, the EU–US Data Privacy Framework where the recipient is certified, or Standard Contractual Clauses with the UK addendum where needed.',
        'For each transfer relying on contractual clauses, [Policy Owner] documents a transfer impact assessment and any supplementary measures, such as encryption with keys held by [Company Name].',
        'Data hosting regions offered to customers are documented, and customer data is not moved out of the chosen region without the customer’s agreement.',
        'The record of processing activities lists every transfer, the destination country and the mechanism used.',
      ],
    },
    {
      title: 'Privacy Impact Assessments',
      content: [
        'A privacy screening questionnaire is completed for every new product feature, vendor or internal project that collects new personal data or uses existing data in a new way. The completed questionnaire is attached to the design document or ticket.',
        'A full privacy impact assessment is required when the screening shows likely high risk, such as large-scale processing of sensitive data, systematic monitoring, automated decisions with significant effects, or new technologies such as AI models trained on personal data.',
        'The assessment describes the processing, its necessity and proportionality, the risks to individuals and the measures that reduce them. [Policy Owner] approves it before processing starts.',
        'Where high risk remains after mitigation, [Policy Owner] consults legal counsel and, where the law requires, the relevant regulator before proceeding.',
        'Assessments are reviewed when the processing changes significantly, and at least every 24 months while the processing continues.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions to this policy may be granted only where applicable law and customer agreements allow. Requests are made in writing to [Policy Owner] describing the processing, the reason and the safeguards. Approved exceptions are recorded in the exception register and last no longer than 12 months. No exception may reduce the rights of individuals or breach a customer agreement.',
    },
    {
      title: 'Enforcement',
      content: [
        'Using personal data for an unapproved purpose, accessing it without a business need, or disclosing it without authorization may lead to disciplinary action up to and including termination of employment or contract, and may be reported to authorities where the law requires.',
        'Vendors that breach their data processing agreements may have their access removed and contracts ended.',
        '[Policy Owner] records each privacy violation and tracks corrective actions to completion.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as new privacy legislation, entering a new market, launching a product that uses personal data in a new way, or a personal data breach. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['P1.1', 'P2.1', 'P3.1', 'P4.1', 'P4.2', 'P5.1', 'P6.1', 'P8.1'],
    iso27001: ['A.5.34', 'A.5.31', 'A.5.14', 'A.5.20', 'A.8.10', 'A.8.11'],
    other: [
      {
        framework: 'GDPR',
        ids: [
          'Art. 5',
          'Art. 6',
          'Art. 7',
          'Art. 12',
          'Art. 15',
          'Art. 17',
          'Art. 28',
          'Art. 30',
          'Art. 33',
          'Art. 35',
          'Art. 46',
        ],
      },
      {
        framework: 'CCPA',
        ids: ['1798.100', '1798.105', '1798.106', '1798.110', '1798.120', '1798.130'],
      },
      {
        framework: 'ISO 27701',
        ids: ['7.2.1', '7.2.2', '7.2.4', '7.2.5', '7.2.8', '7.3.6', '7.3.9', '7.5.1'],
      },
      { framework: 'HIPAA', ids: ['164.502(b)', '164.504(e)', '164.410'] },
    ],
  },
});

export default policy;
