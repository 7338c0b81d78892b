/** A legal page's text (/privacy, /terms). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Fixed effective date kept with the content (docs/decisions.md D4), ISO yyyy-mm-dd. */
  effectiveDate: string;
  sections: LegalSection[];
}

/**
 * Fixed effective dates (docs/decisions.md D4): never computed from today’s date; each changes
 * only when its document’s text does.
 */
const PRIVACY_EFFECTIVE_DATE = '2026-11-01';
const TERMS_EFFECTIVE_DATE = '2026-11-27';

/**
 * The refund promise, word for word on the pricing page and in the terms (docs/decisions.md D3),
 * so the two cannot disagree again.
 */
export const REFUND_PROMISE =
  'Paid plans come with a 30-day money-back guarantee: within 30 days of your team’s first payment, a team admin can ask for a refund, and we refund that payment in full. The team moves to the free Starter plan at once, and nothing is deleted.';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: PRIVACY_EFFECTIVE_DATE,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'This policy explains what personal information ComplyReady collects, why we collect it and the choices you have. We try to collect only what we need to run the service.',
        'Account data: when you create a team or join one, we collect your name, work email address and company name, plus the password you choose, which is stored only in hashed form.',
        'Training progress: when you watch training videos, we record which videos you started, how far you got and when you completed them.',
        'Contact messages: when you use the contact form, we collect the name, email address, subject and message you send us.',
        'Hotline reports: reports sent through the confidential reporting hotline contain only what you type. You can submit anonymously, in which case we ask for no name or email. We do not store an IP address, browser details or other device data with a report.',
        'Billing data: if you buy a paid plan, we keep billing contact details and invoice records. Card payments are handled by a payment provider, and we do not store full card numbers.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use your information to create and secure your account, run your team’s workspace, show training progress to you and to your team admins, answer your messages and send service emails such as sign-up confirmations and password resets.',
        'We also use limited technical information to keep the service working and to detect abuse. We do not sell your personal information, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Sharing and Subprocessors',
      paragraphs: [
        'Within your team, admins can see members’ names, email addresses and training progress, and can download it as a report.',
        'We rely on a small number of service providers (subprocessors) to run ComplyReady, chiefly our hosting and database provider, which stores account data, training progress and submissions on our behalf. Training videos may be played through a video hosting provider’s player. These providers may use the data only to deliver their service to us.',
        'We may also disclose information when the law requires it, to protect the rights and safety of our users or others, or as part of a merger or sale of the business, in which case this policy continues to apply to your information.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep account data and training progress while your team’s account is active. After an account is closed, we delete or anonymize this data within 90 days, except for records such as invoices that we must keep for legal, tax or accounting reasons.',
        'Contact messages are kept for as long as we need them to answer and follow up. Hotline reports are kept for as long as needed to review and act on them, or longer where the law requires.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect information with measures such as encryption in transit, access controls that limit who can see data, and per-row access rules in our database. Only people who need access to run the service have it.',
        'No system is perfectly secure, so we cannot promise that information will never be accessed without permission. If we learn of a breach that affects your personal information, we will tell you as the law requires.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You can ask to access, correct or delete your personal information, or ask for a copy of it. Depending on where you live, laws such as the EU and UK GDPR or the California Consumer Privacy Act (CCPA) may give you further rights, such as objecting to or restricting certain uses.',
        'To make a request, email privacy@complyready.com. We may need to confirm your identity first, and we answer within the time the law allows. If your account belongs to a team, we may involve your team admin. We will not treat you differently for exercising your rights.',
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'ComplyReady keeps a session token in your browser’s storage so you stay signed in, and stores a few short-lived values used during sign-up. The desktop app keeps your session encrypted with your operating system’s secure storage.',
        'We do not use advertising trackers or sell data to ad networks. A video provider’s player may set its own cookies when a video plays.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'ComplyReady is a business service for people at work. It is not meant for children, and we do not knowingly collect information from anyone under 16. If you believe a child has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as the service changes. We will change the effective date above, and for significant changes we will tell account holders by email or in the product before they take effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['Questions or requests about privacy can be sent to privacy@complyready.com.'],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: TERMS_EFFECTIVE_DATE,
  sections: [
    {
      heading: 'Acceptance of These Terms',
      paragraphs: [
        'These terms govern your use of ComplyReady’s website, desktop app and services. By creating an account or using the service, you agree to them. If you use ComplyReady on behalf of a company, you confirm that you may accept these terms for that company.',
      ],
    },
    {
      heading: 'Accounts and Teams',
      paragraphs: [
        'You must give accurate information when you sign up and keep your password safe. You are responsible for activity under your account.',
        'The person who creates a team becomes its admin. Admins are responsible for inviting members, for sharing the invite link only with people who should join, and for the members they bring in. Tell us promptly if you believe your account has been used without permission.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'Do not misuse the service. In particular, do not try to access accounts or data that are not yours, interfere with or overload the service, probe it for weaknesses without our written permission, upload malicious code, resell or redistribute the training videos, or use the hotline or contact form to send spam or abusive content.',
        'We may suspend access that breaks these rules or puts other users at risk.',
      ],
    },
    {
      heading: 'Plans, Billing and Refunds',
      paragraphs: [
        'The Starter plan is free. Paid subscriptions are billed yearly in advance and renew automatically unless you cancel before the renewal date. Prices are shown on our pricing page and do not include taxes unless stated.',
        `${REFUND_PROMISE} After that period, payments are not refunded, but you keep access until the end of the billing period you paid for.`,
        'Upgrades take effect immediately. Downgrades take effect at the end of the current billing period, and you keep your current plan’s features until then.',
      ],
    },
    {
      heading: 'Templates Are Not Legal Advice',
      paragraphs: [
        'Our policy templates, checklists and training are starting points to help you prepare. They are not legal, audit or professional advice, and they do not make you compliant on their own. Review and adapt them to your company, and consult qualified advisers where needed.',
        'Using ComplyReady does not guarantee that you will pass an audit or obtain any certification.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'ComplyReady and its licensors own the service, including the software, videos, templates and other content. These terms do not transfer that ownership to you.',
        'We grant you a non-exclusive, non-transferable license to copy, edit and use the templates and checklists you obtain through ComplyReady inside your company, including sharing your adapted versions with your employees, auditors and customers. The license continues after your subscription ends, unless we end your access for a breach of these terms. You may not sell or publish the templates as templates, or offer them as part of a competing product.',
        'You keep ownership of the information you put into ComplyReady.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We work to keep ComplyReady accurate and available, but the service is provided “as is” and “as available”. To the extent the law allows, we disclaim all warranties, express or implied, including fitness for a particular purpose and non-infringement, and we do not promise that the service will be uninterrupted or error-free.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, ComplyReady will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data.',
        'Our total liability for any claim relating to the service is limited to the amount you paid us in the 12 months before the claim arose, or 100 US dollars if you have not paid us anything. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'You can stop using ComplyReady and cancel your subscription at any time. We may suspend or end your access if you seriously or repeatedly break these terms, or if we must do so by law; where reasonable, we will give notice first.',
        'When an account ends, your right to use the service stops. Templates you already obtained may still be used inside your company as described under Intellectual Property. We handle remaining data as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules. Any dispute will be heard in the state or federal courts located in Delaware, unless the law where you live requires otherwise.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. We will change the effective date above, and for significant changes we will notify account holders by email or in the product before they take effect. If you keep using the service after that, the updated terms apply.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['Questions about these terms can be sent to legal@complyready.com.'],
    },
  ],
};
