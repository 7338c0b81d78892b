import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'data-retention-and-disposal-policy',
  title: 'Data Retention and Disposal Policy',
  overview:
    'This policy sets how long [Company Name] keeps each type of record and how data and storage media are securely destroyed when they are no longer needed. Keeping data only as long as there is a business or legal reason reduces the harm a breach can cause and meets privacy laws that require storage limitation. Legal holds override the schedule, and customer data is deleted on a defined timeline when a customer leaves. [Policy Owner] owns this policy.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Data that is kept longer than needed adds cost and risk without adding value. This policy makes sure [Company Name] keeps records long enough to meet legal, contractual and operational needs, deletes them when that period ends, honors customer and individual deletion requests, and can show evidence of deletion and disposal to customers, auditors and regulators.',
    },
    {
      title: 'Scope',
      content: [
        'All records and data held by or for [Company Name], in any format, including production databases, backups, logs, corporate SaaS applications, email, chat, file storage, devices and paper.',
        'Personal data of customers’ end users, prospects, employees and job applicants, including any protected health information processed on behalf of customers.',
        'All storage media and equipment that can hold data, including laptops, phones, external drives and cloud storage volumes.',
        'All employees and contractors, and vendors that store or process data on behalf of [Company Name].',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the retention schedule, coordinates the yearly retention check, and keeps disposal records.',
        'Legal counsel: confirms retention periods required by law, issues and releases legal holds, and advises on deletion requests that may conflict with legal obligations.',
        'Data owners: make sure data in their systems is retained and deleted according to the schedule, preferably through automated retention settings.',
        'Engineering: builds and operates automated deletion for customer data, logs and backups, and records each customer deletion.',
        'IT: securely wipes or destroys devices and media and keeps the disposal log.',
        'All personnel: do not keep copies of data outside approved systems, and delete working copies when they are no longer needed.',
      ],
    },
    {
      title: 'Retention Schedule',
      content: [
        'Customer data in production: kept for the term of the customer agreement, then deleted as described under Customer Data Deletion.',
        'Production backups: kept for 35 days, then expire automatically.',
        'Security and audit logs, including authentication, administrative and access logs: kept for at least 12 months, with at least the most recent 3 months immediately searchable.',
        'Application and debugging logs: kept for no more than 90 days, and must not contain secrets or unmasked Restricted data.',
        'Customer support tickets: kept for 3 years after closure.',
        'Contracts and data processing agreements: kept for the contract term plus 7 years.',
        'Financial, tax and payroll records: kept for 7 years after the end of the fiscal year.',
        'Employee personnel files: kept for the length of employment plus 7 years, or longer where local law requires.',
        'Job applicant records for unsuccessful candidates: kept for 12 months after the hiring decision unless the candidate agrees to a longer period.',
        'Prospect and marketing contacts: deleted after 24 months without engagement, or promptly when the person unsubscribes and asks to be deleted.',
        'Compliance evidence, including policies, access reviews, risk assessments, audit reports and training records: kept for at least 3 years; security documentation relating to health information: at least 6 years.',
        'Email and chat: kept for 3 years, unless a message forms part of a record with a longer period above.',
        'Data types not listed are kept only as long as the data owner can justify, and [Policy Owner] adds them to the schedule at the next review.',
      ],
    },
    {
      title: 'Legal Holds',
      content: [
        'Legal counsel issues a legal hold in writing when litigation, a regulatory investigation or an audit is reasonably expected. The hold names the data, systems and people involved.',
        'While a hold is in effect, the covered data is preserved and excluded from automated deletion, even if its retention period has ended. IT and data owners confirm in writing within 2 business days that preservation is in place.',
        'Legal counsel keeps a register of active holds and reviews it at least every six months. Only legal counsel can release a hold, after which normal retention resumes.',
      ],
    },
    {
      title: 'Secure Disposal Methods',
      content: [
        'Electronic data in cloud systems is deleted using the provider’s deletion functions. Where data is encrypted at rest, destroying or revoking the encryption key is an accepted method of deletion.',
        'Laptops and phones are wiped through the device management platform or with a cryptographic erase before reuse, return to a leasing company or disposal.',
        'Hard drives and other media that cannot be reliably wiped are physically destroyed by a certified disposal vendor, which provides a certificate of destruction listing serial numbers.',
        'Paper containing Internal, Confidential or Restricted information is shredded with a cross-cut shredder or placed in locked shredding bins.',
        'IT records each device or media disposal in the disposal log, with the asset tag or serial number, method, date and person responsible, and keeps certificates of destruction for at least 3 years.',
        'Vendors that store [Company Name] data must return or delete it at the end of the contract and confirm deletion in writing.',
      ],
    },
    {
      title: 'Customer Data Deletion',
      content: [
        'When a customer agreement ends, customer data is deleted from production systems within 30 days, or within the period set in the customer agreement if that is shorter. Customers may export their data before the deletion date.',
        'Deleted customer data then ages out of backups as they expire, and is fully removed no later than 90 days after the agreement ends.',
        'Engineering records each customer deletion in a ticket that shows the customer, the systems covered, the deletion date and the person who confirmed it. On request, [Company Name] provides the customer with written confirmation of deletion.',
        'Requests from individuals to delete their personal data are logged and completed within 30 days, or within the time limit set by applicable law. Where [Company Name] processes the data on a customer’s behalf, the request is passed to that customer within 5 business days.',
        'Where data must be kept despite a deletion request, for example because of a legal hold or legal retention requirement, the reason is recorded and the data is restricted from other use.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Requests to keep data longer than the schedule allows must be made in writing to [Policy Owner] with the business or legal reason and a new deletion date.',
        'Exceptions involving personal data or customer data also require approval from [Approver] after consultation with legal counsel.',
        'Approved exceptions are recorded in the exception register and reviewed at least once every 12 months.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        '[Policy Owner] checks at least once every 12 months that automated retention settings match the schedule and that disposal records are complete, and records the results.',
        'Deleting data that is under a legal hold, or keeping personal data beyond its retention period without an approved exception, may result in disciplinary action up to and including termination.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy and the retention schedule at least once every 12 months and after significant changes, such as new legal requirements, new types of data or new customer commitments.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['C1.1', 'C1.2', 'CC6.5', 'P4.2', 'P4.3'],
    iso27001: ['A.5.33', 'A.5.34', 'A.7.10', 'A.7.14', 'A.8.10'],
    other: [
      { framework: 'GDPR', ids: ['Art. 5(1)(e)', 'Art. 17', 'Art. 28(3)(g)'] },
      { framework: 'CCPA', ids: ['1798.100(a)(3)', '1798.105'] },
      { framework: 'HIPAA', ids: ['164.310(d)(2)(i)', '164.310(d)(2)(ii)', '164.316(b)(2)(i)'] },
      { framework: 'ISO 27701', ids: ['7.4.7', '7.4.8', '8.4.2'] },
    ],
  },
});

export default policy;
