import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'vendor-risk-management-policy',
  title: 'Vendor Risk Management Policy',
  overview:
    'This policy describes how [Company Name] selects, assesses, contracts with, monitors and offboards the vendors and service providers that support our business and our product. A SaaS company relies on cloud hosting, SaaS tools and subprocessors for almost everything it does, so a weakness at a vendor can quickly become a breach of our customers’ data. The policy sizes the effort to the risk: vendors that hold customer data or run production get a thorough review, while low-risk tools get a light check. Because our vendor list changes quickly, this policy is reviewed every six months. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The purpose of this policy is to make sure that [Company Name] understands the security, privacy and availability risks that each vendor brings, accepts them knowingly before signing, binds vendors to security and data protection terms that match the data they handle, and notices when a vendor’s risk changes. It also lets us answer customer questions about our subprocessors accurately and meet our legal obligations when vendors process personal data on our behalf.',
    },
    {
      title: 'Scope',
      content: [
        'All third parties that provide goods or services to [Company Name] and that store, process or can access company or customer data, connect to our systems, or support the production service. This includes cloud infrastructure providers, SaaS applications, subprocessors, contractors and agencies, payment processors, and outsourced development or support partners.',
        'Free and trial tools that will hold company or customer data are in scope, as are tools bought on a personal or team credit card.',
        'Vendors that neither access data nor affect our service, such as office supplies or catering, are out of scope.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, keeps the vendor inventory, sets each vendor’s risk tier, performs or reviews security assessments, and reports vendor risk to leadership.',
        'Business owners are the employees who request a vendor. They start the review before any data is shared or contract signed, describe how the vendor will be used, and remain accountable for the relationship.',
        'Finance does not pay a new in-scope vendor until the vendor appears in the inventory with a completed review.',
        'Legal, or whoever handles contracts, makes sure the required security, privacy and data processing terms are in each contract.',
        '[Approver] approves this policy and accepts residual risk for high-risk vendors with open findings.',
      ],
    },
    {
      title: 'Vendor Risk Tiers',
      content: [
        'High: the vendor stores or processes customer data or personal data on our behalf (a subprocessor), has privileged access to production, or would stop the service if it failed. Examples include the cloud hosting provider, the identity provider, and the support ticketing tool that holds customer data.',
        'Medium: the vendor holds confidential company data such as employee, financial or source code data, or supports important internal processes, but does not hold customer data.',
        'Low: the vendor holds only public or minimal internal data and has no access to our systems.',
        '[Policy Owner] assigns the tier at intake using the answers the business owner gives about data, access and criticality, and records it in the vendor inventory. The tier is reassessed whenever the way we use a vendor changes.',
      ],
    },
    {
      title: 'Due Diligence',
      content: [
        'No in-scope vendor receives company or customer data, system access or a signed contract until its review is complete and recorded in the vendor inventory.',
        'High-risk vendors: [Policy Owner] reviews a current SOC 2 Type II report or ISO/IEC 27001 certificate with its statement of applicability, or, where neither exists, a completed security questionnaire with supporting evidence. The review covers the report’s scope, exceptions, complementary user entity controls that [Company Name] must operate, subservice organizations, breach history, data location and subprocessors.',
        'Medium-risk vendors: a security questionnaire or an independent certification, plus confirmation of single sign-on or multi-factor authentication, encryption, and data deletion on termination.',
        'Low-risk vendors: a short check of the vendor’s public security and privacy information, recorded in the inventory.',
        'Findings are recorded with a decision to accept, mitigate or reject the vendor. Medium and high findings that remain open need a remediation commitment from the vendor or a risk acceptance approved by [Approver].',
        'Where a vendor will process personal data of people in the EU or UK outside those regions, the review confirms that an approved transfer mechanism is in place.',
      ],
    },
    {
      title: 'Contractual Requirements',
      content: [
        'Contracts with high- and medium-risk vendors include confidentiality obligations, security requirements appropriate to the data, notification of security incidents affecting our data within 72 hours or less, our right to receive independent audit reports, and the return or deletion of our data at the end of the contract.',
        'Vendors that process personal data on our behalf sign a data processing agreement that meets GDPR Article 28, including processing only on our instructions, confidentiality of their staff, security measures, assistance with data subject requests, and controls on their own subprocessors.',
        'Vendors that create, receive, maintain or transmit protected health information for [Company Name] sign a business associate agreement before receiving any such data.',
        'Subprocessors of customer data are listed on the subprocessor list published to customers, and customers are notified of new subprocessors as our customer terms require before the new subprocessor receives customer data.',
        'Signed contracts and agreements are stored in the contract repository and linked from the vendor inventory.',
      ],
    },
    {
      title: 'Ongoing Monitoring',
      content: [
        'High-risk vendors are reassessed at least once every 12 months, including review of the latest SOC 2 report or certificate and any bridge letter covering the gap period. Medium-risk vendors are reassessed at least every 24 months, and low-risk vendors when their use changes.',
        '[Policy Owner] reviews the full vendor inventory at least every six months with business owners to confirm that each vendor is still used, its tier is correct, and its reviews are current, and records the review date in the inventory.',
        'Security incidents, breaches or major service failures reported by or about a vendor trigger a review within 5 business days to assess impact on [Company Name] and decide on action.',
        'Complementary user entity controls identified in vendor reports are mapped to our own controls, and any gaps are tracked as tickets.',
        'Expense and single sign-on reports are checked every six months for unapproved tools, which are then reviewed or removed.',
      ],
    },
    {
      title: 'Offboarding Vendors',
      content: [
        'When a vendor relationship ends, the business owner raises an offboarding ticket.',
        'IT removes the vendor’s accounts, API keys, integrations and network access within 5 business days of the end date, or immediately if the relationship ends for a security reason.',
        'For vendors that held company or customer data, [Policy Owner] obtains written confirmation that the data has been returned or deleted, and keeps it with the ticket.',
        'The vendor inventory and, where applicable, the published subprocessor list are updated.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions, such as using a high-risk vendor that has no independent audit report, must be requested in writing to [Policy Owner] with the business need, the risks, compensating controls and an end date. [Approver] must approve exceptions for high-risk vendors. Exceptions are recorded in the exception register, last no more than 12 months, and are reviewed at each six-month inventory review.',
    },
    {
      title: 'Enforcement',
      content:
        'Employees who sign up for or share [Company Name] data with an unapproved vendor may face disciplinary action up to and including termination of employment, and the vendor account may be shut down without notice. Vendors that breach their security or data protection obligations may have their access suspended and their contract ended.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least every six months, and after significant changes to [Company Name]’s vendors, services, or legal and contractual obligations, or after a security incident involving a vendor. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC9.2', 'CC3.2', 'CC2.3'],
    iso27001: ['A.5.19', 'A.5.20', 'A.5.21', 'A.5.22', 'A.5.23'],
    other: [
      { framework: 'GDPR', ids: ['Art. 28', 'Art. 46'] },
      { framework: 'CSA STAR', ids: ['STA-07', 'STA-08', 'STA-09'] },
      { framework: 'HIPAA', ids: ['164.308(b)(1)', '164.314(a)(1)'] },
    ],
  },
});

export default policy;
