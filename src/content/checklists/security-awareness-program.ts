import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('security-awareness-program'),
  recurrence: 'annual',
  items: [
    {
      id: 'name-program-owner',
      category: 'Plan',
      item: 'Name an owner for the program',
      description:
        'Leadership names one person, often the security lead, to choose content, run phishing exercises and report completion. Record the owner in the training policy.',
      soc2: ['CC1.3', 'CC1.4'],
      iso27001: ['A.5.2', 'A.6.3'],
    },
    {
      id: 'plan-the-year',
      category: 'Plan',
      item: 'Plan the year’s training calendar',
      description:
        'Set dates for the annual refresher, quarterly phishing exercises, short monthly or quarterly reminders and any role-specific sessions. Share the calendar with leadership and keep it with the program records.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'refresh-content',
      category: 'Content',
      item: 'Refresh the core training content',
      description:
        'Review the annual course for current threats: phishing and smishing, voice and video deepfakes, MFA fatigue attacks, unsafe use of AI tools with company data, password managers and passkeys, and reporting incidents. Record what changed and when.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'cover-company-policies',
      category: 'Content',
      item: 'Cover your own policies and how to report',
      description:
        'Make sure training explains your acceptable use, data handling and remote work rules, and exactly how to report a suspected incident. Pair it with the yearly policy acknowledgement and keep the acknowledgement records.',
      soc2: ['CC2.2', 'CC5.3'],
      iso27001: ['A.5.10', 'A.6.3', 'A.6.8'],
    },
    {
      id: 'add-role-based-modules',
      category: 'Content',
      item: 'Add modules for higher-risk roles',
      description:
        'Assign secure coding training to engineers, privileged access and incident training to admins, identity verification to support staff, and payment fraud and impersonation training to finance and executives. Record who must take each module.',
      soc2: ['CC1.4'],
      iso27001: ['A.6.3', 'A.8.25'],
    },
    {
      id: 'train-new-hires',
      category: 'Delivery',
      item: 'Train new hires within two weeks',
      description:
        'Assign awareness training automatically to every new employee and contractor, due within 14 days of the start date and before production access. Check each quarter that no new hire is overdue.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'run-annual-refresher',
      category: 'Delivery',
      item: 'Run the annual refresher for everyone',
      description:
        'Assign the refresher to all staff, contractors and board members with access to confidential information, with a 30-day deadline. Send reminders and escalate non-completion to managers.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'run-phishing-exercises',
      category: 'Delivery',
      item: 'Run phishing exercises',
      description:
        'Send realistic phishing simulations at least quarterly to everyone with a company email account, varying the lure. Give anyone who clicks or enters credentials a short follow-up module due within 14 days. Keep the campaign results.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'praise-reporting',
      category: 'Delivery',
      item: 'Make reporting the goal',
      description:
        'Measure how many people report simulated and real phishing, not just how many click, and thank reporters publicly. Track the reporting rate in each campaign summary.',
      soc2: ['CC2.2'],
      iso27001: ['A.6.8'],
    },
    {
      id: 'send-regular-reminders',
      category: 'Delivery',
      item: 'Send short, regular reminders',
      description:
        'At least quarterly, share a short note on a current scam, a lesson from a recent incident or a policy change in the main company channel. Keep copies of what was sent.',
      soc2: ['CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'track-completion',
      category: 'Tracking and Reporting',
      item: 'Track completion for every person',
      description:
        'Keep completion records from the training tool for each person and module, with dates. Auditors typically sample people and ask for proof they completed onboarding and annual training.',
      soc2: ['CC1.4', 'CC4.1'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'follow-up-overdue',
      category: 'Tracking and Reporting',
      item: 'Follow up on overdue training',
      description:
        'Chase overdue training with the person and their manager, and apply the consequence your policy sets for long overdue training, such as suspending access until it is done. Record each escalation.',
      soc2: ['CC1.5', 'CC4.2'],
      iso27001: ['A.6.4', 'A.5.36'],
    },
    {
      id: 'report-to-leadership',
      category: 'Tracking and Reporting',
      item: 'Report results to leadership',
      description:
        'Each quarter, report completion rates, phishing click and report rates, and trends to leadership, with a target of full completion on time. Keep the reports.',
      soc2: ['CC1.2', 'CC2.2', 'CC4.1'],
      iso27001: ['A.5.4'],
    },
    {
      id: 'review-the-program',
      category: 'Tracking and Reporting',
      item: 'Review and improve the program',
      description:
        'Once a year, look at results, incidents caused by human error and staff feedback, and decide what to change for next year. Record the review and the decisions in the program file.',
      soc2: ['CC4.1', 'CC1.4'],
      iso27001: ['A.6.3', 'A.5.27'],
    },
  ],
};

export default checklist;
