import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'network-security-policy',
  title: 'Network Security Policy',
  overview:
    'This policy sets the rules [Company Name] follows to protect the networks that carry its production service and its day-to-day corporate work: how environments are separated, which traffic is allowed, how engineers reach systems remotely, and how office wireless is run. Most of [Company Name]’s infrastructure runs with public cloud providers, so “network” here covers virtual networks, subnets, security groups, load balancers and firewalls in the cloud as much as routers and access points in an office. Every network rule must have a recorded reason, owner and approval, and changes go through peer review so the company can show customers and auditors exactly why each path into its systems exists. [Policy Owner] owns this policy.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy limits the paths an attacker could use to reach [Company Name] systems and customer data, contains the damage if one system is compromised, and protects data as it moves between systems and people. It defines the segmentation, traffic filtering, remote access and wireless controls the company operates, and the records that demonstrate those controls work.',
    },
    {
      title: 'Scope',
      content: [
        'Cloud networks: all production, staging and development cloud accounts, projects or subscriptions, including virtual networks, subnets, route tables, security groups, network access control lists, load balancers, web application firewalls, DNS, content delivery networks and private connections between accounts.',
        'Access paths: VPNs, zero-trust access proxies, bastion hosts, cloud session managers and any other route used to administer systems.',
        'Corporate networks: office wired and wireless networks, guest networks and network equipment owned or managed by [Company Name].',
        'Third-party connections: vendor and customer network connections, site-to-site tunnels and peering links.',
        'People: all employees and contractors who design, change, administer or connect to these networks.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, approves the network architecture and any traffic path between production and non-production, signs off the six-monthly ruleset review, and decides on exceptions.',
        'Infrastructure engineering designs, builds and maintains network controls as code, keeps the network diagram current, reviews peer changes and responds to alerts about exposed services.',
        'IT (or whoever manages office equipment) runs office and wireless networks, keeps network equipment patched and maintains the inventory of authorized access points.',
        'Engineering managers confirm that only engineers who need network administration rights hold them and take part in quarterly access reviews.',
        'All personnel connect only through approved access paths, never plug unapproved network equipment into company networks, and report suspected network compromise immediately.',
      ],
    },
    {
      title: 'Network Segmentation',
      content: [
        'Production, staging and development run in separate cloud accounts or projects with separate virtual networks. Network peering or routing between production and non-production is prohibited unless [Policy Owner] approves it in a ticket that records the business need and the allowed traffic.',
        'Databases, caches, queues and internal services in production sit in private subnets with no public IP addresses. Only load balancers, the content delivery network and other approved edge services may accept traffic from the internet.',
        'Systems that store or process Restricted data, such as payment card data where [Company Name] handles it, are placed in a dedicated segment that accepts traffic only from named services.',
        'Office and home networks are treated as untrusted. Being on an office network grants no access to production systems.',
        'Infrastructure engineering maintains a network diagram showing each segment, trust boundary, internet entry point and flow of Confidential or Restricted data. It is updated within 30 days of any significant architecture change and reviewed at least once every 12 months; each dated version is kept as evidence.',
        'Network configuration is defined as infrastructure as code in version control wherever the provider supports it, so the deployed state can be compared with the approved state.',
      ],
    },
    {
      title: 'Firewall and Security Group Rules',
      content: [
        'Inbound traffic is denied by default. Every allow rule records its purpose, owning team and the pull request or ticket that approved it.',
        'Inbound traffic from any internet address is allowed only to ports 80 and 443 on public load balancers or the content delivery network. Administrative ports (such as SSH, RDP and database ports) are never open to the internet.',
        'Outbound traffic from production segments that hold Restricted data is limited to the destinations and ports the service needs.',
        'Rule changes are made through pull requests reviewed and approved by a second engineer before they are applied. Emergency changes made directly in a console are documented in a ticket within 1 business day and reviewed after the fact.',
        'Automated configuration scanning flags publicly exposed administrative ports, unrestricted rules and public data stores. Alerts are triaged within 1 business day, and a confirmed exposure of an administrative port or data store is closed within 24 hours.',
        'Infrastructure engineering reviews all firewall and security group rulesets at least every six months, removes rules that are unused, overly broad or without an owner, and records the review in a ticket signed off by [Policy Owner].',
        'Public web applications and APIs sit behind a web application firewall and distributed denial-of-service protection with the provider’s managed rule sets enabled.',
        'All external connections use TLS 1.2 or higher. Internal traffic carrying Confidential or Restricted data is encrypted, and insecure protocols such as Telnet, FTP, SSL and TLS 1.0 or 1.1 are disabled.',
        'Host firewalls are enabled on company laptops through device management and on servers through the standard server image.',
      ],
    },
    {
      title: 'Remote and Administrative Access',
      content: [
        'Production networks are reached only through an approved access path: the zero-trust access proxy, the company VPN or the cloud provider’s session manager, each tied to single sign-on. Direct SSH or RDP from the internet is not permitted.',
        'Multi-factor authentication is required for all remote access and for every administrative login to cloud consoles, network devices and access tools.',
        'Rights to change network configuration are limited to named infrastructure engineers approved by [Policy Owner]. The list is checked in the quarterly access review, and unneeded rights are removed within 5 business days of the review.',
        'Administrative sessions to production record who connected, when and to which system. Idle administrative sessions end after no more than 15 minutes of inactivity.',
        'VPN gateways, bastion hosts and access proxies are patched on a fixed schedule: critical vulnerabilities within 7 days and high-severity vulnerabilities within 30 days of a fix becoming available.',
        'Vendor remote access is granted only through a ticket approved by [Policy Owner], uses an individual, time-limited account, and is disabled when the work ends or after 30 days, whichever comes first.',
        'Remote access accounts are disabled within 1 business day of a person leaving [Company Name], as part of the offboarding checklist.',
      ],
    },
    {
      title: 'Wireless Networks',
      content: [
        'Corporate wireless networks use WPA2-Enterprise or WPA3 with individual credentials. A shared password is allowed only on the guest network and is changed at least quarterly.',
        'The guest network is isolated from corporate networks and provides internet access only.',
        'Default administrator passwords and settings on routers and access points are changed before the equipment is connected, and their management interfaces are not reachable from the guest network.',
        'Firmware on wireless and network equipment is updated within 30 days of a security release, or within 7 days for a critical vulnerability that is being actively exploited.',
        'Wireless networks are never connected to production networks or to any segment holding Restricted data.',
        'IT keeps an inventory of authorized access points and checks each office for unknown access points at least quarterly, recording the result. Any unauthorized access point found is removed and reported as a security event.',
        'When working remotely, personnel use home networks protected by WPA2 or better. On public Wi-Fi they rely only on encrypted connections and use the company VPN where it is required.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'A request for an exception to this policy, such as a temporary inbound rule for a customer integration test, is made in a ticket to [Policy Owner] stating the business reason, the exact traffic or configuration involved, compensating controls and an end date. [Policy Owner] approves or rejects it in writing. Approved exceptions are recorded in the exception register, last no longer than 90 days for production network rules and no longer than 12 months otherwise, and are removed or re-approved before they expire.',
    },
    {
      title: 'Enforcement',
      content: [
        'Unapproved network changes are reverted as soon as they are found and reviewed with the engineer who made them.',
        'Connecting unauthorized network equipment, bypassing approved access paths or sharing remote access credentials may lead to removal of access and disciplinary action up to and including termination of employment or contract.',
        '[Policy Owner] tracks policy violations and audit findings in the ticketing system until corrective actions are complete.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as a move to a new cloud provider, a new office, a major architecture change or a security incident involving the network. [Approver] approves each revision, and the version history is retained. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.6', 'CC6.7', 'CC7.1', 'CC7.2', 'CC8.1'],
    iso27001: ['A.8.20', 'A.8.21', 'A.8.22', 'A.5.14', 'A.8.9', 'A.8.2'],
    other: [
      {
        framework: 'PCI DSS',
        ids: ['1.2.1', '1.2.7', '1.3.1', '1.4.1', '2.3.1', '8.4.3', '11.2.1'],
      },
      { framework: 'CIS Controls', ids: ['4.4', '12.2', '12.4', '12.7', '13.4'] },
      { framework: 'NIST 800-53', ids: ['SC-7', 'SC-8', 'AC-17', 'AC-18'] },
    ],
  },
});

export default policy;
