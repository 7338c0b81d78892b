import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'asset-management-policy',
  overview: overview('the inventory of hardware, software, cloud resources and data', ['A.5.9']),
  sections: {
    Purpose: purpose('losing track of devices, systems and data that then go unprotected', [
      'A.5.9',
    ]),
    Scope: {
      auditor:
        'An auditor checks that the scope covers hardware, software and SaaS, cloud resources and data stores, because each of them must appear in an inventory they can sample. Personal devices used for work are a frequent gap.',
      small:
        'A 10-person company covers its laptops, phones used for MFA, the cloud account and its SaaS subscriptions. Lost-device reports apply to phones with work accounts too.',
      large:
        'A 200-person company adds office and network equipment, removable media, multiple cloud accounts and data stores, and states how BYOD devices are counted. Shadow IT found through SSO or expense reports is added once discovered.',
      controls: ['CC6.1', 'A.5.9'],
    },
    'Roles and Responsibilities': roles(
      'keeping the inventory, issuing and recovering devices and reconciling records',
      'A 10-person company has one person, often the operations lead or CTO, keep the inventory and recover laptops from leavers. Reconciliation can be a short check against the staff list each quarter.',
      'A 200-person company splits the work between IT (end-user devices), infrastructure engineering (cloud resources) and named asset owners, with a quarterly reconciliation by the policy owner. Owners confirm their assets during the reconciliation.',
      ['A.5.9'],
    ),
    'Asset Inventory': {
      auditor:
        'An auditor asks for the inventory and tests it both ways: items they see (a laptop, a cloud database) must be in it, and a sample from it must exist. Each entry needs an owner and the fields the policy requires.',
      small:
        'A 10-person company keeps a spreadsheet or the asset inventory in its compliance tool, plus the device management console and the cloud provider’s resource list. Each entry has an owner, a classification and a location.',
      large:
        'A 200-person company builds the inventory from several sources, such as device management, cloud tags, the SSO application list and the vendor inventory, linked from one index and reconciled quarterly. Automated sources are preferred because manual lists go stale.',
      controls: ['CC6.1', 'CC3.2', 'A.5.9'],
    },
    'Asset Ownership': {
      auditor:
        'An auditor checks that every asset has a current owner and that owners are accountable for the asset’s classification and controls. Owners who have left the company are a common finding.',
      small:
        'A 10-person company assigns each laptop to its user and each system to the founder or engineer who runs it. Ownership moves when people change roles.',
      large:
        'A 200-person company assigns owners by role, transfers ownership as part of offboarding and reports assets with missing or departed owners each quarter. The owner is accountable, even when IT does the work.',
      controls: ['A.5.9', 'A.5.10'],
    },
    'Acceptable Use and Return of Assets': {
      auditor:
        'An auditor samples leavers and asks for proof that their devices and access badges were returned or wiped. They also check that lost or stolen assets are reported and handled.',
      small:
        'A 10-person company uses an offboarding checklist with a line for returning the laptop and a courier arrangement for remote staff. Unreturned devices are locked remotely.',
      large:
        'A 200-person company tracks returns against the HR leavers list, locks unreturned devices remotely and escalates missing assets to People Operations. Lost devices are treated as security events and reported within the stated time.',
      controls: ['CC6.5', 'A.5.10', 'A.5.11'],
    },
    'Asset Lifecycle and Disposal': {
      auditor:
        'An auditor asks for disposal records showing that devices and media were wiped or destroyed before leaving the company, with certificates from any disposal vendor. They check that reused devices were wiped before reissue.',
      small:
        'A 10-person company wipes laptops through the operating system or device management before resale and keeps a note of the date and serial number. Leased devices are wiped before they go back.',
      large:
        'A 200-person company uses a certified disposal vendor, keeps certificates of destruction per serial number and removes disposed assets from the inventory in the same ticket. The disposal record links to the asset’s inventory entry.',
      controls: ['CC6.5', 'A.7.9', 'A.7.14', 'A.8.10'],
    },
    Exceptions: exceptions('a device that cannot be enrolled in device management'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
