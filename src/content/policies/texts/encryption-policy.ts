import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'encryption-policy',
  title: 'Encryption Policy',
  overview:
    'This policy sets the minimum standards [Company Name] uses to encrypt data at rest and in transit, and to generate, store, rotate and retire the cryptographic keys and certificates that protect it. It lists the algorithms and protocols that are approved and those that are forbidden, so engineers can make consistent choices without reinventing them. [Policy Owner] owns this policy, and engineering applies it to every system that handles company or customer data.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Encryption keeps data unreadable to anyone who gets hold of it without authorization, whether through a stolen laptop, an intercepted connection or a misconfigured storage bucket. This policy makes sure [Company Name] uses strong, current cryptography, protects its keys as carefully as the data they protect, and can show customers and auditors configuration evidence that encryption is in place.',
    },
    {
      title: 'Scope',
      content: [
        'All systems that store, process or transmit [Company Name] or customer data: production and staging cloud environments, databases, storage buckets, backups, queues, corporate SaaS applications, and company laptops and phones.',
        'All network connections that carry company or customer data, including public endpoints, internal service-to-service traffic, administrative connections and integrations with vendors.',
        'All cryptographic keys, certificates and password hashes created or managed by [Company Name].',
        'All employees and contractors who design, build or operate these systems.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the list of approved algorithms, approves exceptions, and reviews the key and certificate inventory at least every six months.',
        'Engineering leads: make sure systems are designed and configured to meet this policy, and that changes to encryption settings go through change management.',
        'Key custodians: a small group of named engineers authorized to administer the key management service; they carry out key creation, rotation and destruction and keep records of these actions.',
        'IT: enforces full-disk encryption on company devices through device management and reports non-compliant devices.',
      ],
    },
    {
      title: 'Approved Algorithms and Protocols',
      content: [
        'Symmetric encryption: AES with 128-bit or 256-bit keys in an authenticated mode such as GCM, or ChaCha20-Poly1305.',
        'Asymmetric encryption and signatures: RSA with keys of at least 2048 bits (3072 bits for new keys), ECDSA or ECDH with P-256 or stronger curves, or Ed25519 and X25519.',
        'Hashing: SHA-256 or stronger from the SHA-2 or SHA-3 families. HMAC with SHA-256 or stronger for message authentication.',
        'Password storage: Argon2id, bcrypt, scrypt or PBKDF2 with a unique salt per password and a work factor reviewed at least once every 12 months.',
        'Transport protocols: TLS 1.2 or TLS 1.3 with forward-secret cipher suites; SSH version 2 with modern key exchange and ciphers.',
        'Forbidden: DES, 3DES, RC4, MD5 and SHA-1 for security purposes, SSL, TLS 1.0 and 1.1, unauthenticated encryption modes such as ECB, and any custom or home-made cryptographic algorithm.',
        'Engineers use well-maintained cryptographic libraries or the cloud provider’s managed services, not their own implementations of cryptographic primitives.',
      ],
    },
    {
      title: 'Encryption at Rest',
      content: [
        'All production databases, storage buckets, disks, queues, caches and backups that hold Confidential or Restricted data are encrypted at rest with AES-256 using keys held in the cloud key management service.',
        'Restricted data, such as payment card data, health information and credentials, receives an additional layer of protection where the risk justifies it, for example field-level encryption, tokenization or storage in a dedicated secrets manager.',
        'Company laptops have full-disk encryption enabled and enforced through device management, with recovery keys escrowed in the device management platform. IT reviews device encryption status at least monthly and follows up on non-compliant devices within 5 business days.',
        'Company and personal phones used for work must have device encryption enabled, which is on by default when a screen lock is set.',
        'Corporate SaaS applications that hold Confidential data must encrypt data at rest, which is confirmed during vendor review.',
        'Engineering uses infrastructure-as-code policies or cloud configuration monitoring to detect unencrypted storage resources, and fixes any finding within 7 days.',
      ],
    },
    {
      title: 'Encryption in Transit',
      content: [
        'All public endpoints, including the product, APIs, websites and webhooks, accept only HTTPS with TLS 1.2 or higher. Plain HTTP requests are redirected to HTTPS, and HTTP Strict Transport Security is enabled.',
        'Internal connections that carry Confidential or Restricted data, including connections between services and to databases, are encrypted with TLS or run inside a private network that the cloud provider encrypts.',
        'Administrative access to servers and databases uses SSH, TLS or the cloud provider’s encrypted session service. Unencrypted protocols such as Telnet and FTP are not permitted.',
        'Confidential and Restricted data sent to customers or vendors is transferred through encrypted channels, such as HTTPS, SFTP or an access-controlled file sharing link. It is never sent as an unencrypted email attachment.',
        'Engineering scans public endpoints for TLS configuration at least every six months, or uses a monitoring service that does this continuously, and fixes weak configurations within 30 days.',
      ],
    },
    {
      title: 'Key and Certificate Management',
      content: [
        'Encryption keys are generated and stored in the cloud key management service or a hardware security module. Keys are never stored in source code, configuration files, tickets or chat.',
        'Access to administer keys is limited to the key custodians. Applications are granted permission to use specific keys only, not to manage or export them.',
        'Customer-data encryption keys are rotated automatically at least once every 12 months. Any key suspected of compromise is rotated or revoked within 24 hours, and the event is handled under the Incident Response Policy.',
        'All key administration actions, including creation, rotation, disabling and scheduled deletion, are logged in the cloud audit log and kept for at least 12 months.',
        'TLS certificates are issued by trusted certificate authorities, are valid for no more than 398 days, and are renewed automatically where possible. Monitoring alerts at least 30 days before any certificate expires.',
        'Engineering keeps an inventory of keys and certificates listing their purpose, owner, algorithm, location and rotation or expiry date, and [Policy Owner] reviews it at least every six months.',
        'Keys are destroyed only after confirming that no data still needs them, unless destruction is being used deliberately to delete data under the Data Retention and Disposal Policy.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Systems that cannot meet this policy, such as a legacy integration that supports only an older protocol, require a written exception request to [Policy Owner] that describes the risk, the compensating controls and a plan to remove the exception.',
        'Exceptions involving Restricted data also require approval from [Approver].',
        'Approved exceptions are recorded in the exception register and expire after no more than 12 months.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Systems found without required encryption are treated as security findings and fixed within the timelines in this policy, or sooner if customer data is exposed.',
        'Disabling encryption, using forbidden algorithms, or storing keys or secrets in code without an approved exception may result in disciplinary action up to and including termination.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as published weaknesses in an approved algorithm, new regulatory requirements or a major architecture change.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.6', 'CC6.7'],
    iso27001: ['A.5.14', 'A.8.1', 'A.8.20', 'A.8.24'],
    other: [
      { framework: 'PCI DSS', ids: ['3.5.1', '3.6.1', '3.7.1', '3.7.4', '4.2.1'] },
      { framework: 'HIPAA', ids: ['164.312(a)(2)(iv)', '164.312(e)(1)', '164.312(e)(2)(ii)'] },
    ],
  },
});

export default policy;
