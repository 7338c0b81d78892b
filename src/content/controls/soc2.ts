import { controlsOf, type ControlRow } from './types.ts';

/** SOC 2 Trust Services Criteria (2017, with the 2022 revised points of focus), named in our own words. */

const CC1 = 'CC1 Control environment';
const CC2 = 'CC2 Communication and information';
const CC3 = 'CC3 Risk assessment';
const CC4 = 'CC4 Monitoring activities';
const CC5 = 'CC5 Control activities';
const CC6 = 'CC6 Logical and physical access controls';
const CC7 = 'CC7 System operations';
const CC8 = 'CC8 Change management';
const CC9 = 'CC9 Risk mitigation';
const A1 = 'A1 Availability';
const C1 = 'C1 Confidentiality';
const PI1 = 'PI1 Processing integrity';
const P1 = 'P1 Privacy: notice';
const P2 = 'P2 Privacy: choice and consent';
const P3 = 'P3 Privacy: collection';
const P4 = 'P4 Privacy: use, retention and disposal';
const P5 = 'P5 Privacy: access by data subjects';
const P6 = 'P6 Privacy: disclosure and notification';
const P7 = 'P7 Privacy: quality';
const P8 = 'P8 Privacy: monitoring and enforcement';

const rows: ControlRow[] = [
  ['CC1.1', 'Integrity and ethical values', CC1],
  ['CC1.2', 'Independent board oversight', CC1],
  ['CC1.3', 'Structure, reporting lines and authority', CC1],
  ['CC1.4', 'Hiring, developing and keeping competent people', CC1],
  ['CC1.5', 'Accountability for control responsibilities', CC1],
  ['CC2.1', 'Relevant, quality information for controls', CC2],
  ['CC2.2', 'Internal communication of security responsibilities', CC2],
  ['CC2.3', 'Communication with customers and other outside parties', CC2],
  ['CC3.1', 'Clear objectives for risk assessment', CC3],
  ['CC3.2', 'Identifying and analysing risks', CC3],
  ['CC3.3', 'Fraud risk', CC3],
  ['CC3.4', 'Risks from significant change', CC3],
  ['CC4.1', 'Ongoing and periodic control evaluations', CC4],
  ['CC4.2', 'Reporting and fixing control deficiencies', CC4],
  ['CC5.1', 'Control activities that reduce risk', CC5],
  ['CC5.2', 'General controls over technology', CC5],
  ['CC5.3', 'Policies and procedures put into practice', CC5],
  ['CC6.1', 'Logical access security and protection of data', CC6],
  ['CC6.2', 'User registration, authorisation and removal', CC6],
  ['CC6.3', 'Role-based access, least privilege and changes', CC6],
  ['CC6.4', 'Physical access restrictions', CC6],
  ['CC6.5', 'Protecting data when assets are retired', CC6],
  ['CC6.6', 'Protection against threats from outside the system', CC6],
  ['CC6.7', 'Protecting data in transit and on removable media', CC6],
  ['CC6.8', 'Preventing and detecting malicious software', CC6],
  ['CC7.1', 'Configuration and vulnerability detection', CC7],
  ['CC7.2', 'Monitoring for anomalies and attacks', CC7],
  ['CC7.3', 'Evaluating security events', CC7],
  ['CC7.4', 'Responding to security incidents', CC7],
  ['CC7.5', 'Recovering from security incidents', CC7],
  ['CC8.1', 'Authorised, tested and approved changes', CC8],
  ['CC9.1', 'Mitigating business disruption risk', CC9],
  ['CC9.2', 'Vendor and business partner risk', CC9],
  ['A1.1', 'Capacity planning and monitoring', A1],
  ['A1.2', 'Backups, recovery infrastructure and environmental protection', A1],
  ['A1.3', 'Testing recovery plans', A1],
  ['C1.1', 'Identifying and protecting confidential information', C1],
  ['C1.2', 'Disposing of confidential information', C1],
  ['PI1.1', 'Defining data and processing specifications', PI1],
  ['PI1.2', 'Complete and accurate inputs', PI1],
  ['PI1.3', 'Complete, accurate and timely processing', PI1],
  ['PI1.4', 'Complete and accurate outputs', PI1],
  ['PI1.5', 'Storing data completely and accurately', PI1],
  ['P1.1', 'Privacy notice', P1],
  ['P2.1', 'Choice and consent', P2],
  ['P3.1', 'Collecting only what the purpose needs', P3],
  ['P3.2', 'Explicit consent where required', P3],
  ['P4.1', 'Using personal data only for stated purposes', P4],
  ['P4.2', 'Retaining personal data', P4],
  ['P4.3', 'Disposing of personal data', P4],
  ['P5.1', 'Giving individuals access to their data', P5],
  ['P5.2', 'Correcting personal data on request', P5],
  ['P6.1', 'Disclosing personal data to third parties', P6],
  ['P6.2', 'Recording authorised disclosures', P6],
  ['P6.3', 'Recording unauthorised disclosures', P6],
  ['P6.4', 'Privacy commitments from third parties', P6],
  ['P6.5', 'Third parties reporting unauthorised disclosures', P6],
  ['P6.6', 'Notifying affected people of breaches', P6],
  ['P6.7', 'Accounting for disclosures on request', P6],
  ['P7.1', 'Accurate, complete and relevant personal data', P7],
  ['P8.1', 'Privacy inquiries, complaints and disputes', P8],
];

export const soc2Controls = controlsOf('SOC 2', rows);
