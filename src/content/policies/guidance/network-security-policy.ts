import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'network-security-policy',
  overview: overview('segmentation, firewall rules and administrative access to networks', [
    'A.8.20',
  ]),
  sections: {
    Purpose: purpose('attackers reaching production systems or moving freely once inside', [
      'CC6.6',
      'A.8.20',
    ]),
    Scope: {
      auditor:
        'An auditor checks that cloud networks, office networks and the paths between them are in scope, including DNS, load balancers and web application firewalls. Paths nobody drew are paths nobody controls.',
      small:
        'A 10-person company covers its cloud virtual networks and security groups and its office or coworking Wi-Fi, if any. Home networks are covered by the Remote Work Policy.',
      large:
        'A 200-person company covers every cloud account’s networking, peering and VPN links, office networks and third-party connections. Third-party connections are documented with their purpose.',
      controls: ['CC6.6', 'A.8.20'],
    },
    'Roles and Responsibilities': roles(
      'designing networks, approving rule changes and reviewing rulesets',
      'A 10-person company has the CTO approve network changes made through infrastructure code and review the rules twice a year. Changes are reviewed like any code change.',
      'A 200-person company has infrastructure engineering own the networks, security approve exposures to the internet and service owners justify their rules. Rule owners justify their rules at each review.',
      ['A.8.20'],
    ),
    'Network Segmentation': {
      auditor:
        'An auditor checks that production is separated from other environments and from corporate networks, using a network diagram and the cloud configuration. A diagram that no longer matches the cloud is a finding.',
      small:
        'A 10-person company keeps production in its own cloud account or virtual network with databases in private subnets, and draws a simple diagram. The diagram is updated when the architecture changes.',
      large:
        'A 200-person company segments by environment, tier and sensitivity, controls peering by approval and keeps the diagram current. Non-production never holds production data without approval.',
      controls: ['CC6.1', 'CC6.6', 'A.8.22'],
    },
    'Firewall and Security Group Rules': {
      auditor:
        'An auditor checks that inbound traffic is denied by default, that each allow rule has a reason and that rulesets are reviewed, often sampling rules against approvals. Rules open to the whole internet are the first thing they look for.',
      small:
        'A 10-person company allows only web traffic to its load balancer, manages rules in infrastructure code and reviews them twice a year. Open administrative ports are findings.',
      large:
        'A 200-person company records owner and ticket per rule, detects changes made outside code and signs off a ruleset review every six months. Rules without an owner are removed at review.',
      controls: ['CC6.6', 'CC8.1', 'A.8.20', 'A.8.21', 'CC7.1', 'CC7.2', 'A.8.9'],
    },
    'Remote and Administrative Access': {
      auditor:
        'An auditor checks that administrative access to production goes through an approved, authenticated path with MFA and that direct SSH or RDP from the internet is blocked. Shared SSH keys are a common finding.',
      small:
        'A 10-person company uses the cloud provider’s session manager through SSO and has no open SSH ports. Access is granted per person, never through shared keys.',
      large:
        'A 200-person company uses a zero-trust access proxy or bastion with SSO, MFA, session logging and just-in-time access. Sessions are logged.',
      controls: ['CC6.1', 'CC6.6', 'A.8.2', 'A.8.20', 'CC6.7', 'A.5.14'],
    },
    'Wireless Networks': {
      auditor:
        'An auditor checks that corporate Wi-Fi uses strong authentication and that the guest network is isolated. If the company has no office network, say so.',
      small:
        'A 10-person company without an office writes that it has no corporate wireless network and points to the Remote Work Policy for home networks. A coworking space’s network is treated as untrusted.',
      large:
        'A 200-person company uses WPA2-Enterprise or WPA3 with individual credentials, an isolated guest network and rogue access point detection. Guest Wi-Fi never reaches corporate systems.',
      controls: ['CC6.6', 'A.8.20'],
    },
    Exceptions: exceptions('a temporary rule opening a port for a vendor migration'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
