import type { TrainingCourse } from './types';

/**
 * Security awareness courses shown on /training (docs/product.md#training-courses: 15 courses, 4 to
 * 8 minutes each).
 */
export const trainingCourses: TrainingCourse[] = [
  {
    id: 'spotting-phishing-emails',
    title: 'Spotting Phishing Emails',
    category: 'Phishing',
    description:
      'Learn the tell-tale signs of a phishing message, from lookalike sender domains to urgent payment requests. Practice checking links and attachments before you click.',
    durationMinutes: 6,
    endsWithReportingRoutes: true,
  },
  {
    id: 'strong-passwords-and-mfa',
    title: 'Strong Passwords and MFA',
    category: 'Accounts',
    description:
      'Why long, unique passphrases and a password manager beat clever tricks, and how multi-factor authentication stops most account takeovers.',
    durationMinutes: 5,
  },
  {
    id: 'social-engineering-tactics',
    title: 'Social Engineering Tactics',
    category: 'Phishing',
    description:
      'See how attackers use phone calls, chat messages and friendly pretexts to talk people into sharing access. Learn simple ways to verify a request before acting on it.',
    durationMinutes: 7,
    endsWithReportingRoutes: true,
  },
  {
    id: 'secure-remote-work',
    title: 'Secure Remote Work',
    category: 'Remote Work',
    description:
      'Keep company data safe when working from home, a café or a co-working space, covering home Wi-Fi, screen privacy and shared devices.',
    durationMinutes: 5,
  },
  {
    id: 'data-handling-and-classification',
    title: 'Data Handling and Classification',
    category: 'Data Protection',
    description:
      'Understand the difference between public, internal, confidential and restricted data, and how each level should be stored, shared and deleted.',
    durationMinutes: 8,
  },
  {
    id: 'reporting-security-incidents',
    title: 'Reporting Security Incidents',
    category: 'Incident Response',
    description:
      'What counts as a security incident, who to tell and how fast. Reporting early, even when you are unsure, limits the damage.',
    durationMinutes: 4,
    endsWithReportingRoutes: true,
  },
  {
    id: 'physical-security-basics',
    title: 'Physical Security Basics',
    category: 'Physical Security',
    description:
      'Lock your screen, challenge tailgaters and keep laptops out of sight in cars. Small physical habits protect the office and your equipment.',
    durationMinutes: 4,
    endsWithReportingRoutes: true,
  },
  {
    id: 'safe-browsing-and-downloads',
    title: 'Safe Browsing and Downloads',
    category: 'Devices and Browsing',
    description:
      'Recognize malicious ads, fake download buttons and risky browser extensions. Learn where to get software safely and when to ask IT first.',
    durationMinutes: 5,
  },
  {
    id: 'securing-mobile-devices',
    title: 'Securing Mobile Devices',
    category: 'Devices and Browsing',
    description:
      'Set a strong screen lock, keep the operating system updated and install apps only from official stores. Know what to do if a phone with work data is lost.',
    durationMinutes: 6,
    endsWithReportingRoutes: true,
  },
  {
    id: 'secure-coding-basics-for-engineers',
    title: 'Secure Coding Basics for Engineers',
    category: 'Engineering',
    description:
      'A practical tour of injection, broken access control and secrets in source code, with habits that catch them in code review before they reach production.',
    durationMinutes: 8,
  },
  {
    id: 'cloud-and-saas-account-hygiene',
    title: 'Cloud and SaaS Account Hygiene',
    category: 'Accounts',
    description:
      'Use single sign-on where it exists, avoid shared logins and review who has admin rights in the tools you own. Public sharing links deserve a second look.',
    durationMinutes: 6,
  },
  {
    id: 'understanding-insider-threats',
    title: 'Understanding Insider Threats',
    category: 'Insider Risk',
    description:
      'Insider risk is usually accidental, sometimes deliberate. Learn the warning signs and how least-privilege access protects everyone.',
    durationMinutes: 5,
    endsWithReportingRoutes: true,
  },
  {
    id: 'privacy-basics',
    title: 'Privacy Basics',
    category: 'Data Protection',
    description:
      'The core ideas behind GDPR, CCPA and similar laws: collect only what you need, use it for the stated purpose and respect people’s requests about their data.',
    durationMinutes: 7,
  },
  {
    id: 'ransomware-awareness',
    title: 'Ransomware Awareness',
    category: 'Incident Response',
    description:
      'How ransomware gets in, why backups and updates matter, and the first steps to take if files suddenly become encrypted.',
    durationMinutes: 6,
    endsWithReportingRoutes: true,
  },
  {
    id: 'ai-tools-and-data-leakage',
    title: 'AI Tools and Data Leakage',
    category: 'Data Protection',
    description:
      'Use AI assistants productively without pasting customer data, credentials or source code into tools the company has not approved.',
    durationMinutes: 7,
  },
];

/** A course's card, which its script starts from, so titles are typed once. */
export function courseCard(id: string): TrainingCourse {
  const course = trainingCourses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`${id} is not in the course catalogue`);
  return course;
}
