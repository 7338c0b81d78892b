import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'encryption-policy',
  overview: overview('encryption at rest and in transit and the management of keys', ['A.8.24']),
  sections: {
    Purpose: purpose('data being read by someone who intercepts it or gets hold of its storage', [
      'CC6.7',
      'A.8.24',
    ]),
    Scope: {
      auditor:
        'An auditor checks that every place customer data is stored or sent is covered, including backups, queues, laptops and connections to vendors. A store missing from scope is one nobody checks.',
      small:
        'A 10-person company covers its cloud database and storage, its public endpoints and company laptops. Data shared with vendors is covered by their contracts.',
      large:
        'A 200-person company covers every environment holding customer data, internal service-to-service traffic, mobile devices and data exchanged with vendors. Removable media is included or banned.',
      controls: ['CC6.1', 'CC6.7', 'A.8.24'],
    },
    'Roles and Responsibilities': roles(
      'approving algorithms, configuring encryption and looking after keys and certificates',
      'A 10-person company has the CTO own the policy and rely on the cloud provider’s key management service. Provider-managed keys are acceptable when documented.',
      'A 200-person company names key custodians, has platform engineering apply the standards and has security review the key and certificate inventory. Key custodians are few and named.',
      ['A.8.24'],
    ),
    'Approved Algorithms and Protocols': {
      auditor:
        'An auditor checks that the approved list rules out weak algorithms and protocols, such as TLS 1.0 and 1.1, SHA-1 and DES. They compare it with a sample of configurations.',
      small:
        'A 10-person company names AES-256, TLS 1.2 or higher and the password hashing its framework uses, and relies on current provider defaults. The list is short and refers to the provider’s defaults.',
      large:
        'A 200-person company keeps a detailed list with key lengths, modes and deprecated algorithms, and reviews it when standards change. It names who approves exceptions.',
      controls: ['CC6.1', 'A.8.24'],
    },
    'Encryption at Rest': {
      auditor:
        'An auditor asks for evidence that databases, storage, backups and laptops are encrypted, usually configuration screenshots and a device management report. Unencrypted snapshots or backups are a common gap.',
      small:
        'A 10-person company enables the provider’s default encryption on all storage and full-disk encryption on laptops, and keeps screenshots. Exceptions, such as a legacy store, are listed with a date to fix.',
      large:
        'A 200-person company enforces encryption by guardrail, uses customer-managed keys for Restricted data and monitors for unencrypted resources. New resources are checked automatically.',
      controls: ['CC6.1', 'CC6.7', 'A.8.24', 'A.8.1'],
    },
    'Encryption in Transit': {
      auditor:
        'An auditor checks that public endpoints accept only current TLS, often with a scan result, and that internal connections carrying customer data are encrypted too. Old TLS versions left on an endpoint are a frequent finding.',
      small:
        'A 10-person company uses its hosting provider’s managed certificates, redirects HTTP to HTTPS and turns on HSTS. A yearly TLS scan result is kept as evidence.',
      large:
        'A 200-person company encrypts service-to-service traffic, scans its endpoints regularly and sets minimum TLS versions on load balancers and databases. Certificates and TLS settings are managed as code.',
      controls: ['CC6.7', 'A.5.14', 'A.8.20', 'A.8.24', 'CC6.6'],
    },
    'Key and Certificate Management': {
      auditor:
        'An auditor checks that keys are kept in a key management service or HSM, rotated, and restricted to a few people, and that certificate expiry is tracked. An expired certificate causing an outage counts against the control.',
      small:
        'A 10-person company uses the cloud key management service with automatic rotation and managed certificates that renew themselves. Nobody keeps keys on laptops.',
      large:
        'A 200-person company keeps an inventory of keys and certificates, separates key administration from key use and alerts before certificates expire. Key rotation is logged and checked.',
      controls: ['CC6.1', 'A.8.24'],
    },
    Exceptions: exceptions('a legacy integration that only supports an older TLS version'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
