import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'physical-security-policy',
  title: 'Physical Security Policy',
  overview:
    'This policy describes how [Company Name] protects its offices, the equipment its people use and any information held on site from unauthorized physical access, theft and damage. [Company Name] runs its production service in the data centers of major cloud providers, so physical protection of production servers is the provider’s responsibility, verified through their independent audit reports. What remains with the company is its own workspaces, laptops and phones, printed material and storage media, and the habits of people working in offices, at home and while traveling. [Policy Owner] owns this policy; the office manager or IT applies it day to day.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy prevents unauthorized people from entering [Company Name] workspaces, seeing or taking information, or tampering with equipment, and makes sure devices and media are protected throughout their life, including when they are retired. It also sets the records the company keeps, such as badge lists, visitor logs and disposal certificates, so that physical controls can be shown to work.',
    },
    {
      title: 'Scope',
      content: [
        'Locations: every office, coworking space or other site leased or used by [Company Name], including any room holding network equipment or stored records, and home and temporary workspaces where company information is handled.',
        'Equipment: company laptops, phones, monitors, network equipment, security keys and removable storage, and personal devices used for company work.',
        'Information: printed documents, whiteboards, notebooks and any physical media containing company or customer information.',
        'Third-party facilities: cloud provider data centers and any colocation or storage facility that holds [Company Name] equipment or records.',
        'People: all employees, contractors, interns, visitors and service providers who enter company workspaces or handle company equipment.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, approves who may hold access to restricted areas, reviews physical access lists each quarter and decides on exceptions.',
        'The office manager (or the person designated for each office) issues and recovers badges and keys, runs visitor sign-in, and keeps the physical access records.',
        'IT maintains the device inventory, enforces encryption and screen lock through device management, handles lost or stolen device reports and arranges certified disposal.',
        'People Operations notifies the office manager and IT of every departure so that badges, keys and equipment are recovered.',
        'All personnel follow the clear desk and clear screen rules, escort their visitors, protect the equipment issued to them and report lost items or unknown people in secure areas immediately.',
      ],
    },
    {
      title: 'Facility Access Control',
      content: [
        'Each office entrance is locked at all times and opened with an individual badge, key card or code assigned to a named person. Shared door codes are changed at least quarterly and whenever someone who knows the code leaves.',
        'Rooms holding network equipment, stored records or Restricted information are locked separately, and access is limited to the people [Policy Owner] approves.',
        'Badges and keys are issued only after People Operations confirms the start date, and the office manager records each issue in the physical access list.',
        'Access is removed on or before a person’s last day, and no later than 1 business day after departure. Lost badges are deactivated within 1 business day of being reported.',
        'The office manager reviews the physical access list against the current staff list each quarter, removes anyone who no longer needs access, and keeps the signed review as evidence.',
        'Where the building or coworking provider controls entry, [Company Name] confirms at lease signing that entry is logged, and keeps company equipment and documents in locked rooms or cabinets.',
        'Entry logs from badge systems and any security camera footage are kept for at least 90 days, unless the building provider controls them.',
        'For cloud data centers, [Policy Owner] reviews each provider’s SOC 2 Type II or ISO/IEC 27001 report at least once every 12 months to confirm physical security controls are in place, and records the review in the vendor file.',
      ],
    },
    {
      title: 'Visitor Management',
      content: [
        'Every visitor, including candidates, vendors, cleaners and maintenance workers who are not building staff, signs in on arrival with name, company, host and time in and out.',
        'Visitors wear a visible visitor badge, are escorted by their host at all times outside reception and meeting rooms, and return the badge when they leave.',
        'Visitors are never left alone in areas where screens, documents or equipment with company information are visible, and never enter rooms holding network equipment or stored records without [Policy Owner]’s approval.',
        'Delivery and service staff are met at reception; contractors who must work inside restricted rooms are supervised for the whole visit.',
        'The visitor log, paper or electronic, is kept for at least 12 months.',
        'Personnel who see an unescorted person they do not recognize ask whether they need help, guide them to reception, and report the event to the office manager.',
      ],
    },
    {
      title: 'Equipment Security',
      content: [
        'Every company laptop and phone is recorded in the device inventory with an assigned owner, is enrolled in device management and has full-disk encryption enabled. IT checks compliance in the management console at least monthly.',
        'Laptops left in the office overnight are locked away or secured with a cable lock. Network equipment sits in a locked room or cabinet.',
        'Devices are never left unattended in public places or visible in a vehicle. When traveling, devices stay in carry-on luggage.',
        'Lost or stolen devices are reported to IT within 1 hour of discovery. IT locks or remotely wipes the device, records the event and treats it as a security incident if it may have held unencrypted Confidential data.',
        'Personnel working from home keep company devices out of reach of family members and visitors, use a screen position or privacy filter that prevents overlooking, and store printed company information in a locked drawer.',
        'Removable media such as USB drives may hold Confidential or Restricted data only when encrypted and approved by [Policy Owner].',
        'Equipment is returned to IT on or before a person’s last day. IT records the return in the inventory and wipes the device before reissue.',
        'Devices and media that held company data are wiped using a verified method, or physically destroyed by a certified disposal vendor. Certificates of destruction are kept for at least 3 years.',
      ],
    },
    {
      title: 'Clear Desk and Clear Screen',
      content: [
        'Printed Confidential or Restricted information is kept in locked storage when not in use and is never left on desks, printers or in meeting rooms.',
        'Whiteboards and flip charts showing Confidential information are wiped at the end of the meeting.',
        'Screens lock automatically after no more than 5 minutes of inactivity, enforced by device management. Personnel lock their screens manually whenever they step away.',
        'Documents containing Confidential information are disposed of in locked shred bins or a cross-cut shredder, never in ordinary trash or recycling.',
        'Print jobs containing Confidential information are collected immediately; printers with secure release are used where available.',
        'The office manager performs an after-hours clear desk walk-through at least quarterly, records the results, and follows up on issues with the people involved.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Requests for an exception, such as a temporary office without individual badge access, are made in writing to [Policy Owner] stating the reason, the risk, compensating controls and the expected end date. Approved exceptions are recorded in the exception register, are valid for no more than 12 months, and are reassessed before renewal.',
    },
    {
      title: 'Enforcement',
      content: [
        'Lending badges or keys, propping open secured doors, leaving visitors unescorted or failing to report a lost device may lead to disciplinary action up to and including termination of employment or contract.',
        'Contractors and service providers who breach this policy may be removed from the premises and have their contract ended.',
        '[Policy Owner] records each violation and follows corrective actions through to completion.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as opening, moving or closing an office, a change in the company’s remote work model, or a physical security incident. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.4', 'CC6.5', 'CC6.7'],
    iso27001: ['A.7.1', 'A.7.2', 'A.7.3', 'A.7.7', 'A.7.9', 'A.7.10', 'A.7.14', 'A.8.1'],
    other: [
      { framework: 'PCI DSS', ids: ['9.2.1', '9.3.2', '9.3.4', '9.4.1', '9.4.7'] },
      { framework: 'HIPAA', ids: ['164.310(a)(1)', '164.310(b)', '164.310(c)', '164.310(d)(1)'] },
    ],
  },
});

export default policy;
