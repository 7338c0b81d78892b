import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'data-classification-policy',
  title: 'Data Classification Policy',
  overview:
    'This policy sets four sensitivity levels for information at [Company Name]: Public, Internal, Confidential and Restricted. Every data store has an owner and a level, and the level decides how the information is labeled, stored, shared, transmitted and destroyed. The aim is simple rules that people can apply without having to ask, applied most strictly to customer data and personal data. [Policy Owner] owns this policy.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Not all information needs the same protection, and treating everything as top secret makes rules impossible to follow. This policy lets [Company Name] focus its strongest controls on the data whose exposure would cause the most harm, meet its confidentiality commitments to customers and its obligations under data protection law, and show auditors that confidential information is identified and handled consistently.',
    },
    {
      title: 'Scope',
      content: [
        'All information created, received, stored or processed by [Company Name], in any format: databases, files, source code, emails, chat messages, tickets, logs, backups and paper.',
        'All locations where that information is held, including production systems, corporate SaaS applications, company and personal devices, and vendors that process data for [Company Name].',
        'All employees, contractors and third parties who handle [Company Name] information.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the data inventory, advises on how to classify new types of data, and reviews the inventory at least once every 12 months.',
        'Data owners: named managers accountable for a data set or system; they assign its classification, approve who may access it, and approve any reclassification.',
        'Engineering: tags cloud data stores with their classification and builds the technical controls each level requires.',
        'All personnel: classify the information they create, label it where this policy requires, and follow the handling rules for its level. When unsure, they treat information as Confidential and ask [Policy Owner].',
      ],
    },
    {
      title: 'Classification Levels',
      content: [
        'Public: information approved for release to anyone, such as the marketing website, published documentation, press releases and open-source code. Exposure causes no harm.',
        'Internal: information for [Company Name] personnel and authorized contractors that would cause limited harm if exposed, such as internal wiki pages, the org chart, non-sensitive project plans and internal announcements. Information is Internal by default until it is classified.',
        'Confidential: information whose exposure could harm customers, employees or the company, such as customer data, personal data, source code, contracts, financial results, security policies, audit reports and architecture diagrams. All customer data is at least Confidential.',
        'Restricted: the most sensitive information, whose exposure could cause serious legal, financial or reputational damage: credentials, secrets and encryption keys; payment card data; health information; government identification numbers; special categories of personal data; and details of unfixed security vulnerabilities.',
        'When a data set combines information of different levels, the whole set takes the highest level it contains.',
      ],
    },
    {
      title: 'Data Inventory and Labeling',
      content: [
        '[Policy Owner] maintains a data inventory listing each system and data store that holds Confidential or Restricted data, with its owner, classification, location, and whether it holds personal data. The inventory is updated when a new system is adopted and reviewed at least once every 12 months.',
        'Cloud resources that store data, such as databases, storage buckets and queues, carry a classification tag. Engineering checks tag coverage at least every six months and fixes untagged resources within 30 days.',
        'Documents, spreadsheets and presentations classified Confidential or Restricted show their level in the header, footer, title or file name, or through a sensitivity label in the document platform where one is available.',
        'Customer data in the product, tickets and logs does not need individual labels, because the systems that hold it are classified as a whole.',
        'Public information needs no label. Unlabeled documents are treated as Internal unless their content makes them Confidential or Restricted.',
      ],
    },
    {
      title: 'Handling Rules by Level',
      content: [
        'Public: may be shared freely once the owner has approved its release.',
        'Internal: stored only in company-approved systems; shared with personnel and contractors under confidentiality agreements; not posted publicly.',
        'Confidential: stored only in approved systems with access limited to people who need it; encrypted in transit and at rest as defined in the Encryption Policy; shared externally only with parties bound by a confidentiality agreement or data processing agreement; shared through named, access-controlled links rather than email attachments; never copied to personal devices, personal accounts, removable media or unapproved AI tools.',
        'Restricted: all Confidential rules apply, plus access limited to named individuals approved by the data owner and reviewed every quarter; secrets kept only in the password manager or secrets manager; never placed in tickets, chat, email, logs or non-production environments; payment card and health data stored only in systems approved for that data.',
        'Printing: Confidential and Restricted information is printed only when necessary, collected immediately, and shredded when no longer needed.',
        'Disposal: Confidential and Restricted information is disposed of using the methods in the Data Retention and Disposal Policy, and media that held it is securely wiped or destroyed.',
        'Non-production use: Confidential and Restricted production data is not copied into development or test environments. Engineers use synthetic or masked data instead.',
      ],
    },
    {
      title: 'Reclassification',
      content: [
        'Data owners review the classification of their data sets when their use changes and at least once every 12 months as part of the data inventory review.',
        'Raising a classification can be done by any owner at any time. Lowering one, including releasing information to the public, requires approval from the data owner, and for Restricted data also from [Policy Owner].',
        'Each reclassification is recorded in the data inventory with the date, the old and new level, and the approver.',
        'After a reclassification, the data owner makes sure labels, tags and access rights are updated within 30 days.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Requests to handle data in a way this policy does not allow, such as sharing Confidential data with a party that has not signed a confidentiality agreement, must be made in writing to [Policy Owner] with the business reason and compensating controls.',
        'Exceptions involving Restricted data or customer data also require approval from [Approver].',
        'Approved exceptions are recorded in the exception register and expire after no more than 12 months.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Mishandling Confidential or Restricted information may result in disciplinary action up to and including termination, and in termination of contracts with third parties.',
        'Any exposure of Confidential or Restricted information outside its allowed handling is reported immediately and handled under the Incident Response Policy.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as new types of data being collected, new regulations or a data-related incident.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['C1.1', 'C1.2', 'CC6.1', 'CC6.7'],
    iso27001: ['A.5.9', 'A.5.10', 'A.5.12', 'A.5.13', 'A.5.14', 'A.8.11'],
    other: [
      { framework: 'GDPR', ids: ['Art. 5(1)(f)', 'Art. 9', 'Art. 30', 'Art. 32'] },
      { framework: 'NIST 800-53', ids: ['RA-2', 'MP-3', 'AC-16'] },
    ],
  },
});

export default policy;
