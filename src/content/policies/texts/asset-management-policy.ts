import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'asset-management-policy',
  title: 'Asset Management Policy',
  overview:
    'This policy requires [Company Name] to keep an accurate, current inventory of its information assets — hardware, software, cloud resources and data stores — with a named owner for each, and to manage every asset securely from the moment it is acquired until it is disposed of. We cannot protect, patch, back up or review access to something we do not know we have, so the inventory is the foundation that most other security controls rely on. Wherever possible the inventory is generated automatically from device management, cloud and identity tools rather than maintained by hand. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The purpose of this policy is to make sure that [Company Name] knows what information assets it has, where they are, who is responsible for them and how important they are, so that each one receives protection in line with its value and risk, unauthorized assets are found and dealt with, and assets are returned, wiped or destroyed securely when they are no longer needed. It also provides the evidence auditors expect to see for inventory, ownership and disposal controls.',
    },
    {
      title: 'Scope',
      content: [
        'Hardware: laptops, desktops, mobile phones and tablets owned or leased by [Company Name], network and office equipment, and removable media and security keys issued by the company.',
        'Personal devices used for work under the Mobile Device and BYOD Policy, to the extent that policy requires them to be registered.',
        'Software: operating systems, installed applications, SaaS subscriptions, and the third-party libraries and services the product depends on.',
        'Cloud resources: cloud accounts, subscriptions and projects, compute, storage, databases, networks, domains, certificates and encryption keys.',
        'Data stores: production databases and buckets, data warehouses, backups, logs, and business data held in SaaS tools, including the types of data each holds.',
        'All employees, contractors and third parties who are issued, use or manage these assets.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy and the asset inventory, sets the required inventory fields, runs the quarterly reconciliation and reports gaps to leadership.',
        'IT issues, tracks, recovers and disposes of end-user devices, and maintains the device management and SaaS administration consoles.',
        'The infrastructure team tags cloud resources, maintains infrastructure-as-code, and keeps the cloud inventory accurate.',
        'Asset owners, as defined below, are accountable for the protection of their assets throughout their lifecycle.',
        'Every employee and contractor looks after the assets issued to them, reports loss or theft immediately and returns all assets when they leave.',
        '[Approver] approves this policy.',
      ],
    },
    {
      title: 'Asset Inventory',
      content: [
        '[Company Name] keeps an asset inventory made up of the device management console, the cloud provider’s resource inventory and tags, the SaaS management or single sign-on application list, the data inventory, and the vendor inventory, linked from one index document maintained by [Policy Owner].',
        'Each end-user device record includes the serial number, model, assigned user, operating system version, encryption status, enrollment date and status.',
        'Each cloud resource is tagged with at least its owner, environment (production, staging or development) and service; untagged resources are flagged automatically and tagged or removed within 10 business days.',
        'Each SaaS application record includes its owner, purpose, the highest classification of data it holds, whether it uses single sign-on, and its vendor risk tier.',
        'Each data store record includes its owner, location and region, the categories of data held, the data classification, and whether it is backed up.',
        'Every asset is assigned a criticality (high, medium or low) based on the classification of the data it holds and its importance to the service.',
        'New assets are added to the inventory when they are provisioned, before they are used for company or customer data. Devices are enrolled in device management before they are given to the user.',
        'Each quarter [Policy Owner] reconciles the inventory against purchasing records, single sign-on logs, expense reports, cloud billing and network discovery. Unknown or unauthorized assets are investigated within 5 business days and either brought into the inventory with an owner or removed. Reconciliation results are kept as evidence.',
      ],
    },
    {
      title: 'Asset Ownership',
      content: [
        'Every asset in the inventory has a named owner, who is a role holder or manager, not a shared mailbox or a departed employee.',
        'Asset owners confirm the asset’s classification and criticality, make sure required security controls such as encryption, backup, logging and access control are in place, and approve who may access the asset.',
        'Asset owners review access to high-criticality assets each quarter as part of the access review process.',
        'When an owner changes role or leaves [Company Name], their manager assigns a new owner within 5 business days, and the inventory is updated.',
        'End-user devices are assigned to a single named user, who is responsible for their day-to-day care and for following the Acceptable Use Policy.',
      ],
    },
    {
      title: 'Acceptable Use and Return of Assets',
      content: [
        'Company assets are used in line with the Acceptable Use Policy. Users must not remove security software, lend devices to others, or use unapproved software or SaaS tools with company data.',
        'Lost or stolen assets are reported to IT within one hour of discovery and handled under the Incident Response Policy.',
        'Departing employees and contractors return all company devices, security keys and media on or before their last day. IT records each return against the offboarding ticket and follows up on outstanding items within 2 business days; unreturned devices are locked and remotely wiped.',
      ],
    },
    {
      title: 'Asset Lifecycle and Disposal',
      content: [
        'Acquisition: hardware is bought through IT from approved suppliers; software and SaaS tools are acquired only after vendor review under the Vendor Risk Management Policy.',
        'Configuration: assets are configured to the company security baseline before use, including encryption, automatic updates, screen lock and endpoint protection for devices.',
        'Maintenance: operating systems and software are kept on versions that receive security updates. Assets running unsupported versions are upgraded or retired within 90 days of the end of vendor support.',
        'Reuse: before a device is reassigned to another user, IT performs a full wipe and reinstall, recorded in the device record.',
        'Disposal: devices and media are wiped using a method that meets NIST SP 800-88 guidance, or physically destroyed by a certified disposal vendor that provides a certificate of destruction. IT records the method, date and certificate against the asset record.',
        'Cloud and SaaS decommissioning: resources and data stores are deleted or retained in line with the Data Retention and Disposal Policy, access and integrations are removed, and the inventory is updated within 5 business days of decommissioning.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions, such as an asset that cannot be enrolled in device management or tagged, must be requested in writing to [Policy Owner] with the reason, the risk, compensating controls and an end date. [Approver] must approve exceptions for high-criticality assets. Exceptions are recorded in the exception register, last no more than 12 months, and are reviewed before renewal.',
    },
    {
      title: 'Enforcement',
      content:
        'Using unregistered devices or unapproved software with [Company Name] data, removing assets from management, or failing to return company property may lead to removal of access and disciplinary action up to and including termination of employment or contract, and the company may take legal steps to recover its property.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months, and after significant changes to [Company Name]’s infrastructure, tooling or working arrangements, such as moving cloud providers, adopting a new device management tool, or an acquisition. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.5', 'CC3.2'],
    iso27001: ['A.5.9', 'A.5.10', 'A.5.11', 'A.7.9', 'A.7.14', 'A.8.10'],
    other: [
      { framework: 'CIS Controls', ids: ['1.1', '1.2', '2.1', '2.2', '3.2'] },
      { framework: 'NIST CSF', ids: ['ID.AM-01', 'ID.AM-02', 'ID.AM-07', 'ID.AM-08'] },
    ],
  },
});

export default policy;
