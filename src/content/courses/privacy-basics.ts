import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('privacy-basics'),
  art: { icon: 'person-lock', hue: 308 },
  scenes: [
    {
      kind: 'title',
      heading: 'Privacy Basics',
      points: ['Collect less, use it as promised, respect people’s requests'],
      cues: [
        { at: 'Every day we', mark: 1 },
        { at: 'Privacy laws around', mark: 2 },
        { at: 'In the next', mark: 8 },
        { at: 'the core ideas', mark: 3 },
        { at: 'from collecting less', mark: 4 },
      ],
      narration:
        "Welcome to Privacy Basics. Every day we handle information about real people, including our customers' users, our colleagues, job applicants and the people we email. Privacy laws around the world give those people rights over their information and set rules for the companies that hold it. In the next seven minutes you will learn what counts as personal data, the core ideas the main laws share, and what they mean for your daily work, from collecting less to handling requests and mistakes.",
    },
    {
      kind: 'points',
      heading: 'What counts as personal data',
      points: [
        'Any information about a person who can be identified, directly or not',
        'Names, emails, phone numbers, IP addresses, device and account IDs',
        'Support tickets, call recordings and logs often contain it too',
        'Extra care: health, finances, precise location, ID numbers, children',
      ],
      cues: [
        { at: 'Personal data is', mark: 1 },
        { at: 'So do a', mark: 2 },
        { at: 'or a mix', mark: 1 },
        { at: 'In a software', mark: 3 },
        { at: 'Some kinds deserve', mark: 4 },
        { at: 'Mishandling these causes', mark: 0 },
      ],
      narration:
        'Personal data is any information about a person who can be identified, directly or indirectly. A name or an email address clearly counts. So do a phone number, an account number, an internet protocol address, a device identifier, or a mix of details such as job title and employer that points to one person. In a software company, personal data hides in support tickets, call recordings, screenshots, usage logs and exported spreadsheets. Some kinds deserve extra care, including health information, financial details, precise location, government identity numbers and anything about children. Mishandling these causes the most harm, and the laws set stricter rules for them.',
    },
    {
      kind: 'points',
      heading: 'Different laws, shared ideas',
      points: [
        'GDPR protects people in the EU; the UK has its own version',
        'CCPA, as amended by CPRA, protects California residents',
        'Many other US states and countries have similar laws',
        'Shared ideas: be open, collect less, use as promised, keep it safe',
      ],
      cues: [
        { at: 'or GDPR, which', mark: 1 },
        { at: 'In the United', mark: 2 },
        { at: 'the California Consumer', mark: 3 },
        { at: 'protects California residents', mark: 2 },
        { at: 'and many other', mark: 3 },
        { at: 'What you need', mark: 4 },
        { at: 'Use it only', mark: 1 },
      ],
      narration:
        "The best known privacy law is the General Data Protection Regulation, or GDPR, which protects people in the European Union, and the United Kingdom has its own version. In the United States, the California Consumer Privacy Act, strengthened by the California Privacy Rights Act, protects California residents, and many other states and countries have similar laws. The details differ, and your company's privacy contact tracks which ones apply. What you need are the shared ideas. Be open about what is collected and why. Collect only what is needed. Use it only for the purpose people were told about. Keep it accurate and secure, delete it when it is no longer needed, and respect people's requests about their data.",
    },
    {
      kind: 'points',
      heading: 'Collect only what you need',
      points: [
        'Before adding a form field or log line, ask: do we need this?',
        'Keep real customer data out of test systems, notes and spreadsheets',
        'Remove personal details from logs and screenshots before sharing',
        'Follow the retention schedule and delete what is no longer needed',
      ],
      cues: [
        { at: 'Before adding a', mark: 1 },
        { at: 'Do not copy', mark: 2 },
        { at: 'When you attach', mark: 3 },
        { at: 'And follow your', mark: 4 },
      ],
      narration:
        "Data minimisation means collecting and keeping only the personal data you need for a clear purpose. Data you never collected cannot leak. Before adding a field to a sign-up form, or a new line to an application log, ask whether the product really needs it. Do not copy real customer data into test systems, personal notes or one-off spreadsheets. Use made-up or masked data instead. When you attach logs or screenshots to a ticket, remove names, emails and anything else that identifies a person. And follow your company's retention schedule. Old exports on a laptop are exactly what turns a small incident into a large one.",
    },
    {
      kind: 'points',
      heading: 'Use it only for the stated purpose',
      points: [
        'People were told why we collect their data; that is the limit',
        'Support data is for support, not a surprise marketing list',
        'New use in mind? Ask your privacy contact first',
        'Customers’ data is processed only as their contracts allow',
      ],
      cues: [
        { at: 'Purpose limitation means', mark: 1 },
        { at: 'Email addresses collected', mark: 2 },
        { at: 'If you have', mark: 3 },
        { at: 'Remember too that', mark: 4 },
      ],
      narration:
        'Purpose limitation means using personal data only for the purposes people were told about when it was collected, or for closely compatible ones. Email addresses collected to send invoices are not automatically a marketing list. Usage data kept to run the service is not automatically free to use for a new feature or to train a model. If you have a new use in mind, ask your privacy contact first. There may be a proper way to do it, for example by updating the privacy notice or asking for consent. Remember too that much of the data in our product belongs to our customers. We process it on their behalf, and their contracts limit what we may do with it.',
    },
    {
      kind: 'example',
      heading: 'A request in the team channel',
      example: {
        kind: 'chat',
        from: 'Alex Rivera',
        subject: '#growth-team',
        lines: [
          'Alex: we need more sign-ups for next week’s webinar',
          'Alex: can someone export every email address from support tickets since 2023?',
          'Alex: include the trial users who ticked “no newsletters”, they’ll love it',
          'Alex: drop the CSV in the shared drive so the agency can upload it',
        ],
        redFlags: [
          'every email address from support tickets',
          'ticked “no newsletters”',
          'so the agency can upload it',
        ],
      },
      cues: [
        { at: 'Alex wants to', mark: 1 },
        { at: 'Some belong to', mark: 2 },
        { at: 'and the plan', mark: 3 },
        { at: 'A helpful reply', mark: 0 },
      ],
      narration:
        "Here is a request that sounds harmless in a busy channel. Alex wants to invite people to a webinar using every email address found in support tickets. Those addresses were given to us to get help, not to receive marketing. Some belong to trial users who chose not to receive newsletters, and the plan is to hand the whole list to an outside agency through a shared drive. That breaks purpose limitation, ignores people's choices and copies personal data to places nobody controls. A helpful reply would suggest the existing list of people who agreed to marketing, and checking any new idea with the privacy contact first.",
    },
    {
      kind: 'example',
      heading: 'Spot the data request',
      example: {
        kind: 'email',
        from: 'Maria Lindqvist <maria.lindqvist@example.org>',
        to: 'support@brightloop.example.com',
        subject: 'Re: Ticket 48213, cancelling my subscription',
        lines: [
          'Hi, thanks for cancelling my subscription so quickly.',
          'Before you close this ticket, please send me a copy of all the personal data you hold about me,',
          'and then delete my account and everything linked to it.',
          'Best, Maria',
        ],
        redFlags: [
          'send me a copy of all the personal data you hold about me',
          'delete my account and everything linked to it',
        ],
      },
      cues: [
        { at: 'This one is', mark: 1 },
        { at: 'yet it contains', mark: 2 },
        { at: 'one for a', mark: 1 },
        { at: 'Treat it as', mark: 0 },
        { at: 'which can be', mark: 2 },
        { at: 'Forward it the', mark: 1 },
        { at: 'and whether the', mark: 0 },
      ],
      narration:
        "Requests about personal data rarely arrive with a formal label. This one is tucked into a routine support ticket, yet it contains two requests the law takes seriously, one for a copy of the data we hold and one for deletion. People can also ask us to correct their data, to stop certain uses, or to opt out of their data being sold or shared. Treat it as a real request whether it comes by email, chat, phone or social media, and whatever words are used. The deadlines are short. The GDPR allows one month, which can be extended for complex cases, and the California law allows forty-five days. So do not answer it yourself, and do not ignore it. Forward it the same day to the person your company names for privacy requests. They will check the person's identity, and whether the data belongs to one of our customers, who may need to answer it.",
    },
    {
      kind: 'points',
      heading: 'Privacy incidents: report, don’t fix alone',
      points: [
        'Wrong recipient, public link, lost laptop, data in an unapproved tool',
        'Tell your security contact at once, even if you are not sure',
        'The company decides whether to notify regulators and people',
        'Under GDPR the company may have just 72 hours to notify the regulator',
      ],
      cues: [
        { at: 'Many are small', mark: 1 },
        { at: 'Tell your security', mark: 2 },
        { at: 'Under the GDPR', mark: 3 },
        { at: 'the company may', mark: 4 },
        { at: 'and other laws', mark: 0 },
        { at: 'You do not', mark: 3 },
        { at: 'The company handles', mark: 4 },
      ],
      narration:
        'A personal data breach is any security failure that exposes, changes, loses or destroys personal data. Many are small and ordinary, such as a customer file emailed to the wrong person, a spreadsheet shared publicly, a lost laptop, or personal data pasted into an unapproved tool. Tell your security contact at once, even if you are not sure it counts. Under the GDPR, the company may have to notify the regulator within seventy-two hours of becoming aware, and other laws and customer contracts set their own deadlines. Those clocks can start as soon as anyone in the company knows. You do not decide whether to notify anyone, and you should not contact regulators or affected people yourself. The company handles that. Your part is to report quickly and honestly.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Personal data is anything that can identify a person',
        'Collect only what you need, and delete it when no longer needed',
        'Use it only for the purpose people were told about',
        'Forward data requests the same day to your privacy contact',
        'Report privacy incidents to your security contact at once',
      ],
      cues: [
        { at: 'Personal data is', mark: 1 },
        { at: 'Collect only what', mark: 2 },
        { at: 'Use it only', mark: 3 },
        { at: 'Forward every request', mark: 4 },
        { at: 'Report privacy incidents', mark: 5 },
      ],
      narration:
        "To recap. Personal data is any information that can identify a person, and it hides in tickets, logs and exports. Collect only what you need, keep it only as long as needed, and keep it out of test systems and personal spreadsheets. Use it only for the purpose people were told about, and ask your privacy contact before using it in a new way. Forward every request about personal data the same day. Report privacy incidents to your security contact, named in your company's incident response policy, at once, and use the confidential hotline link in ComplyReady for anything you cannot raise openly.",
    },
  ],
  questions: [
    {
      id: 'what-is-personal-data',
      prompt: 'Which of these is personal data?',
      choices: [
        'The company’s total revenue for last year',
        'The number of sign-ups per country, with no individual details',
        'A device identifier and IP address linked to a user’s account',
        'The release notes for the latest product version',
      ],
      answer: 2,
      explanation:
        'Personal data is any information about a person who can be identified, directly or indirectly. Device identifiers and internet addresses linked to an account qualify.',
    },
    {
      id: 'request-in-a-ticket',
      prompt:
        'A customer’s user writes in a support ticket: “please send me a copy of all the data you hold about me, then delete my account.” What should you do?',
      choices: [
        'Forward it the same day to the person your company names for privacy requests',
        'Export their data yourself and reply with the file',
        'Ignore it, because it was not sent as a formal request',
        'Delete the account straight away and close the ticket',
      ],
      answer: 0,
      explanation:
        'Requests count whatever words or channel are used, and deadlines are short. The named person verifies identity and checks whether a customer must answer it.',
    },
    {
      id: 'gdpr-request-deadline',
      prompt:
        'Under the GDPR, how long does a company normally have to respond to a person’s request about their data?',
      choices: [
        'Seventy-two hours',
        'One month, which can be extended for complex cases',
        'One year',
      ],
      answer: 1,
      explanation:
        'The GDPR allows one month, extendable for complex cases. The seventy-two hours is the deadline for notifying the regulator of a breach.',
    },
    {
      id: 'webinar-list',
      prompt:
        'A colleague wants to email a webinar invitation to every address found in support tickets, including users who opted out of newsletters. What is the best response?',
      choices: [
        'Export the list, since the addresses are already in our systems',
        'Export only the users who have not opted out, and send it to the agency',
        'Delete the list right after the webinar, so it is fine to use once',
        'Suggest the existing list of people who agreed to marketing, and ask the privacy contact about new uses',
      ],
      answer: 3,
      explanation:
        'Support addresses were given to get help, not marketing. Using them this way breaks purpose limitation and ignores people’s choices.',
    },
    {
      id: 'misdirected-file',
      prompt:
        'You realise you emailed a file with customer names and emails to the wrong person outside the company. What should you do?',
      choices: [
        'Wait to see whether the recipient complains',
        'Notify the data protection regulator yourself within seventy-two hours',
        'Ask the recipient to delete it and tell nobody else',
        'Tell your security contact at once; the company decides on any notification',
      ],
      answer: 3,
      explanation:
        'Legal notification clocks can start as soon as anyone in the company knows. Your part is to report quickly; the company handles regulators and affected people.',
    },
    {
      id: 'test-data',
      prompt: 'You need realistic data to reproduce a bug in a test system. What should you use?',
      choices: [
        'A full copy of the production customer database',
        'Made-up or masked data',
        'A customer export saved to your laptop',
      ],
      answer: 1,
      explanation:
        'Data minimisation means keeping real customer data out of test systems. Data that was never copied cannot leak.',
    },
    {
      id: 'extra-care-data',
      prompt: 'Which kind of personal data deserves extra care?',
      choices: [
        'A company’s office address',
        'A published product price',
        'Health information',
        'A public press release',
      ],
      answer: 2,
      explanation:
        'Health, financial, precise location, identity number and children’s data cause the most harm when mishandled, and the laws set stricter rules for them.',
    },
    {
      id: 'purpose-limitation',
      prompt:
        'Email addresses were collected to send invoices. Can they be used for a marketing newsletter?',
      choices: [
        'Not automatically: ask your privacy contact before any new use',
        'Yes, the company already holds them',
        'Yes, as long as the newsletter is free',
      ],
      answer: 0,
      explanation:
        'Personal data is used only for the purpose people were told about, so a new use needs checking first.',
    },
    {
      id: 'breach-72-hours',
      prompt:
        'Under the GDPR, how soon may the company have to notify the regulator of a personal data breach?',
      choices: [
        'Within one month',
        'Within 72 hours of becoming aware',
        'Only at the end of the year',
      ],
      answer: 1,
      explanation:
        'The clock can start as soon as anyone in the company knows, which is why you report at once.',
    },
    {
      id: 'clean-logs',
      prompt: 'What should you do before attaching a log or screenshot to a ticket?',
      choices: [
        'Nothing, tickets are internal',
        'Compress it so it takes less space',
        'Remove names, emails and anything else that identifies a person',
        'Add the customer’s phone number for context',
      ],
      answer: 2,
      explanation:
        'Logs and screenshots often hold personal data, and what is not shared cannot leak.',
    },
  ],
};

export default course;
