import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'remote-work-policy',
  title: 'Remote Work Policy',
  overview:
    'This policy sets the security expectations for everyone at [Company Name] who works from home, from a coworking space, or while traveling. Most of our work happens outside an office, so the home network, the kitchen table and the airport lounge are part of our security boundary. The policy covers who may work remotely, how home networks must be set up, how to protect information in a shared or public place, and extra precautions when traveling, including abroad. It works together with the Acceptable Use Policy and the Mobile Device and BYOD Policy. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The purpose of this policy is to let people at [Company Name] work productively from anywhere while keeping company and customer information as safe as it would be in a well-run office. It sets minimum, checkable requirements for remote working environments and equipment, so that risks such as eavesdropping, device theft, insecure networks and unauthorized viewing are controlled, and so that we can show customers and auditors that remote work is governed.',
    },
    {
      title: 'Scope',
      content: [
        'All employees, contractors and interns of [Company Name] who access company systems or data from anywhere other than a company-controlled office, whether full time, part time or occasionally.',
        'All locations used for remote work: homes, coworking spaces, hotels, cafés, client sites, vehicles and public transport.',
        'Company-issued equipment and any personal device approved for work under the Mobile Device and BYOD Policy.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, sets the technical requirements for remote access, approves exceptions and reviews remote-work security incidents.',
        'IT provides and configures company laptops and remote access tools, enforces device compliance through device management, and supports remote workers with security setup.',
        'Managers approve remote work arrangements for their team, approve work from abroad together with People Operations, and make sure new team members complete remote-work security training.',
        'People Operations records remote work and work-abroad approvals and collects policy acknowledgements at onboarding and annually.',
        'Every remote worker follows this policy, keeps their workspace and equipment secure, and reports incidents promptly.',
        '[Approver] approves this policy.',
      ],
    },
    {
      title: 'Eligibility',
      content: [
        'Remote work is available to anyone whose role can be performed remotely and who has acknowledged this policy and completed security awareness training, including the remote-work module, before their first remote working day.',
        'Remote work must be done on a company-managed laptop that is enrolled in device management and meets the security baseline: full-disk encryption, firewall, endpoint protection, automatic updates and screen lock after no more than 5 minutes.',
        'Working from another country for more than 14 days in a row, or from any country where [Company Name] does not already employ staff, requires advance written approval from the manager and People Operations, and a check by [Policy Owner] for legal, export control and customer data residency restrictions. Approvals are recorded.',
        'Access to production customer data from countries subject to comprehensive US sanctions, or from countries excluded by customer contracts, is not permitted.',
      ],
    },
    {
      title: 'Home Network Security',
      content: [
        'Home Wi-Fi must use WPA2 or WPA3 encryption with a strong, unique passphrase of at least 12 characters. Open networks and WEP are not allowed.',
        'The router’s default administrator password must be changed, and its firmware updated at least every six months or enabled for automatic updates.',
        'Company laptops must not be connected to networks shared with unknown people, such as a landlord’s open network, unless the company VPN or secure access client is connected.',
        'Company systems are reached only through single sign-on with multi-factor authentication. Where a system requires the company VPN or zero-trust access client, remote workers must use it and must not disable it.',
        'Do not use network devices or services that intercept encrypted traffic, and do not run servers or port forwarding on a company laptop.',
        'IT provides a short home network checklist, and remote workers confirm they have completed it during onboarding; the confirmation is kept with the training record.',
      ],
    },
    {
      title: 'Workspace and Physical Security',
      content: [
        'Work in a space where others cannot easily see your screen or overhear confidential conversations. Use headphones for calls involving Confidential or customer data, and a privacy screen when working in shared spaces.',
        'Lock your screen every time you step away, even at home. Do not let family members, housemates or visitors use your company laptop or security key.',
        'Store company devices out of sight when not in use and keep security keys separate from the laptop when traveling.',
        'Avoid printing Confidential data at home. Anything that must be printed is stored securely and shredded with a cross-cut shredder when no longer needed; never put it in household recycling.',
        'Turn off or mute smart speakers and other voice assistants in the room during confidential calls.',
        'Do not record meetings or take screenshots of customer data unless it is part of your role and stored in approved company locations.',
      ],
    },
    {
      title: 'Travel and Public Networks',
      content: [
        'On public or hotel Wi-Fi, connect only through the company VPN or secure access client, and prefer a mobile hotspot from your own phone where possible. Do not use public or shared computers, such as hotel business center PCs, to access company systems.',
        'Keep devices with you in airports, stations and public places. Never check them in as hold luggage or leave them unattended in a vehicle, and use the hotel safe when leaving them in a room.',
        'Do not plug company devices into public USB charging points; use your own charger or a data-blocking adapter.',
        'Before traveling to a country with elevated security risk, as advised by [Policy Owner], ask IT for guidance and, where required, a loaner device with minimal data. Report any device that was taken out of your sight by border officials or others.',
        'Be careful with confidential conversations and screens on trains, planes and in cafés.',
      ],
    },
    {
      title: 'Incident Reporting and Support',
      content: [
        'Report lost or stolen devices, suspected compromise of a home network or device, or accidental disclosure of information to [Policy Owner] or the security reporting channel within one hour of noticing.',
        'IT can lock and wipe company laptops remotely and will do so on report of loss or theft, under the Incident Response Policy.',
        'IT checks device compliance in the device management console at least monthly and contacts remote workers whose devices fall out of compliance; devices not fixed within 5 business days lose access to company systems until they are.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions to this policy, such as a temporary need to work on a personal computer, must be requested in writing to [Policy Owner] with the reason, the risk, compensating controls and an end date. Approved exceptions are recorded in the exception register, last no more than 12 months, and are reviewed before renewal. Work-abroad approvals are handled under Eligibility rather than as exceptions.',
    },
    {
      title: 'Enforcement',
      content:
        'Failure to follow this policy may lead to the withdrawal of permission to work remotely, suspension of access to [Company Name] systems, and disciplinary action up to and including termination of employment or contract. Remote workers who report a lost device or security mistake promptly and in good faith will not be penalized for reporting it.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months, and after significant changes to [Company Name]’s working arrangements, remote access technology or legal requirements, or after a security incident involving remote work. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.6', 'CC6.7', 'CC2.2'],
    iso27001: ['A.6.7', 'A.7.7', 'A.7.9', 'A.8.1', 'A.8.20'],
    other: [{ framework: 'NIST CSF', ids: ['PR.AA-03', 'PR.DS-02', 'PR.IR-01', 'PR.AT-01'] }],
  },
});

export default policy;
