import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'vendor-risk-management-policy',
  overview: overview('how vendors are assessed, contracted and monitored', ['A.5.19']),
  sections: {
    Purpose: purpose('a vendor’s weak security or failure becoming the company’s incident', [
      'CC9.2',
      'A.5.19',
    ]),
    Scope: {
      auditor:
        'An auditor checks that every vendor that holds data, connects to systems or supports the service is in scope, and compares the vendor inventory with accounts payable or the SSO app list. Vendors found outside the inventory are a finding.',
      small:
        'A 10-person company covers its cloud provider, identity provider, code host and the SaaS tools holding customer data. The inventory is checked against invoices once a year.',
      large:
        'A 200-person company covers every supplier meeting the criteria, including subprocessors, contractors, consultancies and open-source services it depends on. Free tools holding company data count too.',
      controls: ['CC9.2', 'A.5.19'],
    },
    'Roles and Responsibilities': roles(
      'keeping the vendor inventory, assessing vendors and owning each relationship',
      'A 10-person company has the CTO review vendors before purchase and keep the inventory, with the founder who signs contracts checking the security terms. Purchases wait until the review is recorded.',
      'A 200-person company has security assess vendors, procurement block purchases until review, legal own terms and business owners own each relationship. Business owners answer for their vendors.',
      ['CC9.2'],
    ),
    'Vendor Risk Tiers': {
      auditor:
        'An auditor checks that vendors are tiered by the data and access they have and that the depth of review follows the tier. A vendor with customer data rated low is questioned.',
      small:
        'A 10-person company tiers its 15 to 30 vendors in the inventory, with only a handful high-risk. Tiers are reviewed when usage changes.',
      large:
        'A 200-person company tiers hundreds of vendors with an intake questionnaire and reviews the tiering when the services used change. Subprocessors are always high-risk.',
      controls: ['CC9.2', 'A.5.19'],
    },
    'Due Diligence': {
      auditor:
        'An auditor samples high-risk vendors and asks for the review done before onboarding, typically the vendor’s SOC 2 report or ISO certificate with notes on exceptions and complementary user entity controls. A review done after data was shared is an exception.',
      small:
        'A 10-person company downloads each high-risk vendor’s SOC 2 report from its trust page and records a short review in ComplyReady. Vendors without a report answer a short questionnaire.',
      large:
        'A 200-person company uses questionnaires and report reviews per tier, tracks findings and blocks onboarding until the review is approved. Findings that matter are tracked.',
      controls: ['CC9.2', 'CC3.2', 'A.5.19', 'A.5.21', 'A.5.23'],
    },
    'Contractual Requirements': {
      auditor:
        'An auditor checks that contracts with high- and medium-risk vendors contain security, confidentiality and breach notification terms, and a DPA where personal data is involved. Click-through terms without these clauses are noted as a risk.',
      small:
        'A 10-person company accepts vendors’ standard terms and DPAs after checking they cover confidentiality, security and breach notice. Contracts without these terms are noted as risks.',
      large:
        'A 200-person company uses its own security addendum and DPA for significant vendors and tracks contract terms in the vendor inventory. Renewals are a chance to add missing terms.',
      controls: ['CC9.2', 'A.5.20', 'CC2.3'],
    },
    'Ongoing Monitoring': {
      auditor:
        'An auditor checks that high-risk vendors were reassessed in the period, including the latest SOC 2 report and bridge letter, and that vendor incidents were followed up. Reports that expired without review are a finding.',
      small:
        'A 10-person company reviews its high-risk vendors’ new reports once a year when they are published. Reviews are scheduled in the compliance calendar.',
      large:
        'A 200-person company schedules reassessments by tier, monitors vendor breach news and reviews service performance. Findings lead to action or a recorded acceptance.',
      controls: ['CC9.2', 'A.5.22'],
    },
    'Offboarding Vendors': {
      auditor:
        'An auditor checks that ended relationships lead to removed access and returned or deleted data, with a record for a sample of ended vendors. API keys left active after the contract ends are a common finding.',
      small:
        'A 10-person company removes the vendor’s accounts and API keys and asks for data deletion confirmation by email. Shared credentials are rotated.',
      large:
        'A 200-person company runs an offboarding ticket per vendor with access removal, data return or deletion and inventory updates. The inventory is updated the same day.',
      controls: ['CC6.2', 'A.5.19'],
    },
    Exceptions: exceptions('a critical vendor used before its review was finished'),
    Enforcement: enforcement(),
    Review: review('at least every six months'),
  },
} satisfies PolicyGuidance;

export default guidance;
