import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('data-handling-and-classification'),
  art: { icon: 'tags', hue: 168 },
  scenes: [
    {
      kind: 'title',
      heading: 'Data Handling and Classification',
      points: ['Public, internal, confidential and restricted: store, share and delete each'],
      cues: [
        { at: 'Every day you', mark: 1 },
        { at: 'Not all of', mark: 2 },
        { at: 'In the next', mark: 3 },
        { at: 'You will see', mark: 8 },
        { at: 'and how each', mark: 3 },
      ],
      narration:
        'Welcome to Data Handling and Classification. Every day you create, copy and send information, from a blog post to a customer record. Not all of it needs the same care. In the next eight minutes you will learn the four levels of data that most companies use, which are public, internal, confidential and restricted. You will see how to recognize each one, and how each level should be stored, shared and finally deleted.',
    },
    {
      kind: 'points',
      heading: 'Why classify data',
      points: [
        'The level tells you how to store, share and delete information',
        'Protection matches the harm a leak, change or loss would cause',
        'Your data classification policy defines the levels and gives examples',
        'Each important data set has an owner who decides who may see it',
      ],
      cues: [
        { at: 'Protecting everything at', mark: 1 },
        { at: 'So information is', mark: 2 },
        { at: "Your company's data", mark: 3 },
        { at: 'gives examples, and', mark: 4 },
        { at: 'The owner decides', mark: 0 },
        { at: 'in the header', mark: 1 },
        { at: 'If so, follow', mark: 4 },
      ],
      narration:
        "Classification is simply a label that tells everyone how careful to be. Protecting everything at the highest level would make work impossible, and protecting nothing would put customers and the company at risk. So information is sorted by the harm it would cause if it leaked, was changed or was lost. Your company's data classification policy defines the levels, gives examples, and names an owner for each important set of data, usually the person or team responsible for it. The owner decides who may see it. Many documents and tools show the level as a label, in the header, the file name or the sharing settings. Your company may use slightly different names for the levels. If so, follow your policy. The ideas in this course still apply.",
    },
    {
      kind: 'points',
      heading: 'The four levels',
      points: [
        'Public: approved for anyone, such as the website, help articles and job ads',
        'Internal: staff only, such as policies, the wiki and routine meeting notes',
        'Confidential: need-to-know, such as contracts, finances, source code, plans',
        'Restricted: named people only, such as personal data, secrets, card details',
      ],
      cues: [
        { at: 'Public information has', mark: 1 },
        { at: 'Internal information is', mark: 2 },
        { at: 'A leak would', mark: 0 },
        { at: 'Think of contracts', mark: 3 },
        { at: 'It covers personal', mark: 4 },
        { at: 'A leak could', mark: 0 },
      ],
      narration:
        'Here are the four levels. Public information has been approved for release to anyone, such as the website, published help articles, press releases and job postings. Only its owner can make something public. Internal information is for people who work at the company, such as policies, the internal wiki, the organization chart and routine meeting notes. A leak would be embarrassing, not disastrous. Confidential information goes only to those who need it for their work. Think of contracts, pricing, financial results, source code and product plans. A leak could hurt the company or its customers. Restricted is the highest level. It covers personal data about customers or staff, passwords and encryption keys, payment card details, health information and customer data in production systems. A leak could cause serious harm, legal penalties and lost trust, so only named people may access it.',
    },
    {
      kind: 'points',
      heading: 'Storing data',
      points: [
        'Only in company-approved systems, never on personal devices or accounts',
        'Restricted data: only in systems approved for it, encrypted and access-logged',
        'Avoid local exports and test copies of customer or production data',
        'Passwords and keys belong in the password manager or secrets vault',
      ],
      cues: [
        { at: 'Keep internal, confidential', mark: 1 },
        { at: 'Never keep it', mark: 0 },
        { at: 'It stays in', mark: 2 },
        { at: 'Exporting customer data', mark: 3 },
        { at: 'Passwords, access keys', mark: 4 },
      ],
      narration:
        "Where data lives matters as much as who sees it. Keep internal, confidential and restricted information only in systems your company has approved, such as the company drive, the document tool or the customer database. Never keep it on a personal laptop, in personal cloud storage or personal email, or on a memory stick. Restricted data needs more. It stays in the few systems approved for it, which are encrypted, protected by multi-factor sign-in, and record who accessed what. Avoid making copies. Exporting customer data to a spreadsheet on your laptop, or copying production data into a test system, creates an unprotected duplicate that nobody remembers to delete. Passwords, access keys and other secrets belong in the password manager or your company's secrets vault, never in documents, chat messages or source code.",
    },
    {
      kind: 'points',
      heading: 'Sharing data',
      points: [
        'Public: share freely. Internal: staff, and outsiders only with a business reason',
        'Confidential: named people, approved tools, a signed agreement for outsiders',
        'Restricted: owner’s approval, secure channel, minimum needed',
        'Check the recipient: autocomplete picks the wrong person',
        'No confidential or restricted data in unapproved AI tools',
      ],
      cues: [
        { at: 'Internal information can', mark: 1 },
        { at: 'Confidential information goes', mark: 2 },
        { at: 'Outsiders must have', mark: 1 },
        { at: 'Restricted information is', mark: 3 },
        { at: 'Before you send', mark: 4 },
        { at: 'And never paste', mark: 5 },
      ],
      narration:
        "Each level has its own sharing rules. Public information can be shared freely. Internal information can go to anyone in the company, and outside it only with a business reason, such as a supplier who needs to see a policy. Confidential information goes only to people who need it, through approved tools, with access given to named people instead of anyone with a link. Outsiders must have a signed agreement, such as a contract or a non-disclosure agreement, before they receive it. Restricted information is shared only with the owner's approval, through a secure channel approved for it, and only the minimum needed. Never send it by ordinary email or chat. Before you send anything, check the recipient, because autocomplete picks the wrong person surprisingly often. And never paste confidential or restricted data into an artificial intelligence tool your company has not approved.",
    },
    {
      kind: 'example',
      heading: 'Example: a risky share',
      example: {
        kind: 'screen',
        subject: 'Share “customers-export-2026-03.csv”',
        lines: [
          'Contents: 4,812 rows with names, email addresses and phone numbers',
          'General access: Anyone with the link can view',
          'Link expires: Never',
          'Also shared with: jlee.home@example.com (Editor)',
          'Message: Here’s the list so you can work on it over the weekend!',
        ],
        redFlags: [
          'Anyone with the link can view',
          'Link expires: Never',
          'jlee.home@example.com',
          'work on it over the weekend',
        ],
      },
      cues: [
        { at: 'Now look at the settings', mark: 1 },
        { at: 'and the link never expires', mark: 2 },
        { at: 'Anyone the link is forwarded to', mark: 1 },
        { at: 'The file is also shared', mark: 3 },
        { at: 'so that the work can be done', mark: 4 },
        { at: 'The right approach', mark: 0 },
      ],
      narration:
        'Here is a sharing screen that might look familiar. A colleague has exported the full customer list, with names, email addresses and phone numbers. That is personal data, so it is restricted. Now look at the settings. Anyone with the link can view the file, and the link never expires. Anyone the link is forwarded to, or who finds it in an old chat, can open it for years. The file is also shared with a personal email address, so that the work can be done over the weekend. That moves restricted data outside every protection your company has. The right approach is to work in the approved system, share with named colleagues only, and ask the data owner whether an export is really needed at all.',
    },
    {
      kind: 'points',
      heading: 'Keeping and deleting data',
      points: [
        'Keep data only as long as your retention schedule says',
        'Confidential and restricted: delete every copy, including exports and tests',
        'Empty the trash: deleted files often stay recoverable for weeks',
        'Return old devices for secure wiping; shred confidential paper',
        'Data under a legal hold must not be deleted: ask first',
      ],
      cues: [
        { at: 'Your company has', mark: 1 },
        { at: 'and when it', mark: 0 },
        { at: 'For confidential and', mark: 2 },
        { at: 'delete every copy', mark: 3 },
        { at: 'Restricted data may', mark: 2 },
        { at: 'so follow the', mark: 0 },
        { at: 'Return it so', mark: 4 },
        { at: 'If you are', mark: 5 },
      ],
      narration:
        'Data that no longer exists cannot leak. Your company has a retention schedule that says how long each kind of data is kept, often to meet legal or contract duties, and when it must be deleted. Follow it. Public and internal information can simply be deleted or archived when it is out of date. For confidential and restricted information, delete every copy, including the exports, downloads, screenshots and test copies you made along the way, and empty the trash, because deleted files often stay recoverable for weeks. Restricted data may also need a secure deletion method and a record that it was done, so follow the steps in your policy. Never throw away, sell or give away a laptop, phone or drive yourself. Return it so it can be securely wiped, and shred confidential paper. One exception. If you are told that some data is under a legal hold, keep it until you hear otherwise.',
    },
    {
      kind: 'points',
      heading: 'When in doubt, or something goes wrong',
      points: [
        'No label? Treat it as at least confidential and ask the data owner',
        'Sent or shared something with the wrong person? Report it at once',
        'Found restricted data where it should not be? Tell your security contact',
        'Cannot raise it openly? Use the confidential hotline link in ComplyReady',
      ],
      cues: [
        { at: 'If you are', mark: 1 },
        { at: 'If you send', mark: 2 },
        { at: 'share a link', mark: 3 },
        { at: 'Do not try', mark: 0 },
        { at: 'sometimes as short', mark: 2 },
        { at: 'If you cannot', mark: 4 },
      ],
      narration:
        "Not everything carries a label. If you are unsure how sensitive something is, treat it as at least confidential and ask the data owner. Mistakes happen to everyone. If you send a file to the wrong person, share a link too widely, or find restricted data somewhere it should not be, tell your security contact, who is named in your company's incident response policy, at once. Do not try to fix it quietly. Some leaks of personal data must be reported to customers or regulators within tight legal deadlines, sometimes as short as seventy-two hours, so the team needs to know straight away. If you cannot raise a concern openly, use your company's confidential hotline link in Comply Ready.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Four levels: public, internal, confidential and restricted',
        'Store data only in approved systems, restricted data only where approved for it',
        'Share with named people who need it, not by open link',
        'Delete on schedule, including your own exports and copies',
        'Unsure? Treat it as confidential and ask. Mistake? Report it at once',
      ],
      cues: [
        { at: 'public, internal, confidential', mark: 1 },
        { at: 'Store data only', mark: 2 },
        { at: 'Share with named', mark: 3 },
        { at: 'Delete data on', mark: 4 },
        { at: 'When you are', mark: 5 },
        { at: 'report it to', mark: 0 },
      ],
      narration:
        'To sum up. Information comes in four levels, public, internal, confidential and restricted, and the level decides how you handle it. Store data only in approved systems, and restricted data only where it is approved to live. Share with named people who need it, never through open links or personal accounts. Delete data on schedule, including your own exports and copies. When you are unsure, treat information as confidential and ask the owner, and when something goes wrong, report it to your security contact at once. If you cannot raise it openly, use the confidential hotline link in Comply Ready.',
    },
  ],
  questions: [
    {
      id: 'classify-customer-list',
      prompt:
        'A spreadsheet lists customers’ names, email addresses and phone numbers. Which level does it belong to?',
      choices: ['Public', 'Internal', 'Confidential', 'Restricted'],
      answer: 3,
      explanation:
        'Personal data about customers is restricted: only named people may access it, and only in systems approved for it.',
    },
    {
      id: 'unlabeled-document',
      prompt:
        'You find an unlabeled document with next year’s pricing plans in a shared folder. How should you treat it?',
      choices: [
        'As at least confidential, and ask the data owner',
        'As public, since it has no label',
        'As internal, since it is in a shared folder',
      ],
      answer: 0,
      explanation:
        'When you are unsure, treat information as at least confidential and ask its owner. A missing label does not make data public.',
    },
    {
      id: 'weekend-export',
      prompt:
        'A colleague wants to share a customer export with their personal email so they can work over the weekend. What is the right response?',
      choices: [
        'Fine, as long as the file is deleted on Monday',
        'Fine, if the link is set to expire after the weekend',
        'Fine, if the file is compressed with a password',
        'No: restricted data stays in approved systems, never in personal accounts',
      ],
      answer: 3,
      explanation:
        'Personal accounts sit outside every protection the company has. Work in the approved system and ask the data owner if an export is needed.',
    },
    {
      id: 'store-a-secret',
      prompt: 'Where should an access key for a production system be kept?',
      choices: [
        'In a document in the team drive, so everyone can find it',
        'In the password manager or the company secrets vault',
        'Pinned in the engineering chat channel',
        'In the source code, next to the code that uses it',
      ],
      answer: 1,
      explanation:
        'Secrets belong in the password manager or secrets vault, never in documents, chat messages or source code.',
    },
    {
      id: 'partner-roadmap',
      prompt:
        'A partner company asks for your confidential product plans. What must be in place before you share them?',
      choices: [
        'Nothing, partners count as insiders',
        'The data owner’s agreement and a public link that expires',
        'A signed agreement with them, and access for named people through an approved tool',
      ],
      answer: 2,
      explanation:
        'Confidential information goes to outsiders only under a signed agreement, and access is given to named people rather than anyone with a link.',
    },
    {
      id: 'wrong-recipient',
      prompt:
        'You realize you have just emailed a confidential contract to the wrong external address. What should you do first?',
      choices: [
        'Email the recipient and ask them to delete it, then move on',
        'Tell your security contact at once',
        'Wait to see whether the recipient replies',
        'Recall the email and say nothing if it works',
      ],
      answer: 1,
      explanation:
        'Do not try to fix it quietly. Some leaks must be reported within tight legal deadlines, so your security contact needs to know straight away.',
    },
    {
      id: 'who-makes-public',
      prompt: 'Who may decide that a piece of information becomes public?',
      choices: [
        'Anyone who thinks it is harmless',
        'Its owner',
        'Any manager in the company',
        'Whoever wrote it',
      ],
      answer: 1,
      explanation:
        'Only the owner of the information can approve releasing it to anyone outside the company.',
    },
    {
      id: 'open-link-export',
      prompt:
        'A customer export is shared with “anyone with the link” and the link never expires. What is the right approach?',
      choices: [
        'Set the link to expire in 30 days',
        'Add a password to the spreadsheet and keep the link',
        'Work in the approved system, share with named colleagues only, and ask the owner whether an export is needed',
      ],
      answer: 2,
      explanation:
        'An open link can be forwarded or found for years, while named sharing in the approved system keeps restricted data protected.',
    },
    {
      id: 'delete-every-copy',
      prompt:
        'A project that used a confidential export has ended and the data is due for deletion. What does deleting it properly involve?',
      choices: [
        'Moving the main file to the trash',
        'Renaming the file so nobody finds it',
        'Keeping it on your laptop in case it is needed',
        'Deleting every copy, including downloads, screenshots and test copies, and emptying the trash',
      ],
      answer: 3,
      explanation:
        'Forgotten copies and files in the trash stay recoverable, so every copy has to go.',
    },
    {
      id: 'legal-hold',
      prompt:
        'You are told some data is under a legal hold, but the retention schedule says to delete it this month. What do you do?',
      choices: [
        'Keep it until you hear otherwise',
        'Delete it on schedule, as the policy says',
        'Move it to your personal storage for safekeeping',
      ],
      answer: 0,
      explanation:
        'Data under a legal hold must not be deleted, whatever the retention schedule says, until the hold is lifted.',
    },
  ],
};

export default course;
