import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('spotting-phishing-emails'),
  art: { icon: 'mail-hook', hue: 220 },
  scenes: [
    {
      kind: 'title',
      heading: 'Spotting Phishing Emails',
      points: ['Check the sender, the link and the request before you act'],
      cues: [
        { at: 'A phishing email', mark: 1 },
        { at: 'It remains one', mark: 2 },
        { at: 'In the next', mark: 7 },
        { at: 'how to check', mark: 5 },
      ],
      narration:
        'Welcome to Spotting Phishing Emails. A phishing email pretends to come from someone you trust, so that you click a link, open a file, type your password or send money. It remains one of the most common ways attackers get into companies of every size. In the next six minutes you will learn the signs that give a phishing email away, how to check a link or an attachment before you open it, and exactly what to do when something looks wrong.',
    },
    {
      kind: 'points',
      heading: 'Why phishing still works',
      points: [
        'It imitates the everyday: invoices, shared files, deliveries, your manager',
        'AI writes fluent, well-branded emails, so typos are no longer a reliable clue',
        'Every phishing email wants an action: click, sign in, open, pay or reply',
        'Pressure is the hook: urgency, fear, curiosity or a reward',
      ],
      cues: [
        { at: 'Attackers copy a', mark: 1 },
        { at: 'Many phishing emails', mark: 2 },
        { at: 'Spelling mistakes are', mark: 0 },
        { at: 'Every phishing email', mark: 3 },
        { at: 'And it adds', mark: 4 },
      ],
      narration:
        'Phishing works because it looks like ordinary work. Attackers copy a supplier invoice, a shared document, a delivery notice or a message from your own manager. Many phishing emails are now written with artificial intelligence, so they are fluent, polite and correctly branded. Spelling mistakes are no longer a reliable clue. Instead, focus on what the message wants from you. Every phishing email asks for an action, such as clicking, signing in, opening a file, paying or replying with information. And it adds pressure, usually urgency, fear, curiosity or a reward, so that you act before you think.',
    },
    {
      kind: 'example',
      heading: 'Example: the changed bank details',
      example: {
        kind: 'email',
        from: '"Acme Payments Billing" <billing@acme-payrnents.co>',
        to: 'Accounts Payable',
        subject: 'URGENT: new bank details, INV-20417 overdue',
        lines: [
          'Our bank account has changed. Please send today’s $18,450.00 to First Harbor Bank, account 4471-0923-5518.',
          'Pay by 3 PM today or your service will be suspended.',
          'Please do not call our office, just reply to confirm.',
          'Attachment: INV-20417.html',
        ],
        redFlags: [
          'acme-payrnents.co',
          'Our bank account has changed',
          'by 3 PM today or your service will be suspended',
          'Please do not call our office',
          'INV-20417.html',
        ],
      },
      cues: [
        { at: 'It says acme', mark: 1 },
        { at: 'It asks you', mark: 2 },
        { at: 'Pay this afternoon', mark: 3 },
        { at: 'And notice the', mark: 4 },
        { at: 'The attacker wants', mark: 5 },
        { at: 'Always confirm a', mark: 2 },
      ],
      narration:
        'Here is a realistic example. The email seems to come from Acme Payments, a supplier you really do pay. Look closely at the address. It says acme payrnents, with the letters r and n squeezed together where the m should be. At a glance it reads as payments. Next, the request. It asks you to send money to a new bank account, one of the most costly kinds of phishing. Then the pressure. Pay this afternoon or the service is cut off. And notice the line asking you not to call. The attacker wants to stop you checking with the real supplier. Finally, the invoice is a web page file, not a normal document, a common way to open a fake sign-in page. Always confirm a change of bank details by calling a number you already have on file, never one from the email.',
    },
    {
      kind: 'points',
      heading: 'Check the sender',
      points: [
        'The display name can say anything: open and read the full address',
        'Lookalike domains: rn for m, extra words like -secure, .co instead of .com',
        'Check where a reply would go, not only where the email came from',
        'A real colleague’s account can be hacked: judge the request as well',
      ],
      cues: [
        { at: 'Open the full', mark: 1 },
        { at: 'Attackers register lookalikes', mark: 2 },
        { at: 'Also check where', mark: 3 },
        { at: 'And remember that', mark: 4 },
      ],
      narration:
        'Start with the sender. The name you see first is only a label, and anyone can set it to your chief executive or your bank. Open the full address and read the domain, which is the part after the at sign. Attackers register lookalikes with swapped letters, extra words such as secure or billing, or a different ending, such as dot co instead of dot com. Also check where your reply would actually go, because the reply address can be different from the sender. And remember that real accounts get hacked too. If a known colleague or supplier suddenly asks for something unusual, give the request the same care, even when the address is perfect.',
    },
    {
      kind: 'example',
      heading: 'Practice: check a link before you click',
      example: {
        kind: 'screen',
        subject: 'Link preview while hovering',
        lines: [
          'Link text: View invoice INV-20417 in the Acme Payments portal',
          'Real destination: https://acme-payments.co.invoice-view.co/login?ref=20417',
        ],
        redFlags: [
          'View invoice INV-20417 in the Acme Payments portal',
          'invoice-view.co',
          'acme-payments.co.',
        ],
      },
      cues: [
        { at: 'rest the mouse pointer over the link', mark: 1 },
        { at: 'On a phone', mark: 0 },
        { at: 'The words of a link', mark: 1 },
        { at: 'Find the website name', mark: 0 },
        { at: 'The ending and the word just before it', mark: 2 },
        { at: 'Everything further left', mark: 3 },
        { at: 'but the owner is invoice view dot co', mark: 2 },
        { at: 'Take the same care', mark: 0 },
      ],
      narration:
        'Before you click a link, check where it really goes. On a computer, rest the mouse pointer over the link without clicking, and the real address appears. On a phone, press and hold the link to preview it. The words of a link can say anything, so only the preview counts. Find the website name, which ends at the first single slash, and read it backwards from that slash. The ending and the word just before it show who owns the site. Everything further left can be invented. Here the address starts with acme payments, but the owner is invoice view dot co, which has nothing to do with your supplier. Take the same care with codes you scan with your phone camera, because they hide the address. When in doubt, skip the link and go to the site the way you normally would.',
    },
    {
      kind: 'points',
      heading: 'Attachments and shared files',
      points: [
        'Not expecting a file? Confirm with the sender another way before opening it',
        'Be wary of web page, archive, disk image and script files',
        'Never “enable content” or macros to see a document',
        'A shared file that asks you to sign in again is a classic trap',
        'If your password manager does not offer to fill in, stop and check the address',
      ],
      cues: [
        { at: 'If you were', mark: 1 },
        { at: 'Be especially wary', mark: 2 },
        { at: 'compressed archives, disk', mark: 3 },
        { at: 'disk images and', mark: 2 },
        { at: 'and of any', mark: 3 },
        { at: 'When you open', mark: 4 },
        { at: 'It offers your', mark: 5 },
      ],
      narration:
        'Attachments deserve the same suspicion. If you were not expecting a file, confirm with the sender another way, such as a chat message or a phone call, before you open it. Be especially wary of web page files, compressed archives, disk images and scripts, and of any document that asks you to enable content or macros. Many phishing emails send a link to a shared document instead. When you open it, a page asks you to sign in again. Treat that as a warning sign. Your password manager helps here. It offers your password only on the real site, so if it stays silent, stop and check the address.',
    },
    {
      kind: 'points',
      heading: 'What to do',
      points: [
        'Do not click, reply, or forward it to colleagues as a warning',
        'Use your mail app’s report button and tell your security contact',
        'Clicked or typed a password? Report it at once: minutes matter',
        'Cannot raise it openly? Use the confidential hotline link in ComplyReady',
      ],
      cues: [
        { at: 'Do not click', mark: 1 },
        { at: 'Use your mail', mark: 2 },
        { at: 'If you already', mark: 3 },
        { at: 'A quick report', mark: 2 },
        { at: 'If you cannot', mark: 4 },
      ],
      narration:
        "So what should you do when an email looks suspicious? Do not click, do not reply, and do not forward it around the office as a warning, because someone may click it. Use your mail app's report phishing button if it has one, and tell your security contact, who is named in your company's incident response policy, straight away. If you already clicked, opened a file or typed your password, report it at once. A quick report lets the team reset your password, end stolen sessions and warn others before damage is done. If you cannot raise something openly, use your company's confidential hotline link in Comply Ready.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Read the real sender address, not just the display name',
        'Preview every link; when in doubt, go to the site yourself',
        'Treat unexpected files and surprise sign-in pages as suspect',
        'Confirm payment or bank-detail changes by phone, on a number you already have',
        'Report to your security contact at once, even if you already clicked',
      ],
      cues: [
        { at: 'Read the real', mark: 1 },
        { at: 'Preview every link', mark: 2 },
        { at: 'Treat unexpected attachments', mark: 3 },
        { at: 'Confirm any request', mark: 4 },
        { at: 'And report anything', mark: 5 },
      ],
      narration:
        'Let us recap. Read the real sender address, not just the name. Preview every link before you click, and when in doubt, go to the site yourself. Treat unexpected attachments and surprise sign-in pages as suspect. Confirm any request for money or new bank details with a phone call to a number you already trust. And report anything suspicious to your security contact at once, even if you already clicked. Now take the short knowledge check.',
    },
  ],
  questions: [
    {
      id: 'lookalike-domain',
      prompt:
        'An invoice email comes from "Acme Payments Billing" <billing@acme-payrnents.co>. Which detail is the strongest warning sign?',
      choices: [
        'The email is polite and has no spelling mistakes',
        'The domain spells “payments” with “rn” in place of the “m”',
        'The email includes an invoice number',
        'The email arrived during working hours',
      ],
      answer: 1,
      explanation:
        'Attackers register lookalike domains that read correctly at a glance. Good spelling proves nothing, because phishing emails are now often written with AI.',
    },
    {
      id: 'changed-bank-details',
      prompt:
        'A supplier emails to say their bank account has changed and asks you to pay today’s invoice to the new account. What should you do?',
      choices: [
        'Reply to the email and ask them to confirm the change in writing',
        'Pay it, since the invoice number matches one you were expecting',
        'Call the supplier on a phone number you already have on file',
        'Pay half now and the rest once the supplier confirms receipt',
      ],
      answer: 2,
      explanation:
        'A reply goes straight back to the attacker. Only a call to a number you already trust confirms a change of bank details.',
    },
    {
      id: 'read-the-link',
      prompt:
        'You hover over “View invoice” and the preview shows https://acme-payments.co.invoice-view.co/login. Who controls that site?',
      choices: [
        'invoice-view.co, the last part of the name before the first single slash',
        'Acme Payments, because its name appears first in the address',
        'Nobody can tell from the address alone',
        'Your own company, because the address ends in “login”',
      ],
      answer: 0,
      explanation:
        'Read the website name backwards from the first single slash: the ending and the word before it show the owner. Everything to the left can be invented.',
    },
    {
      id: 'already-clicked',
      prompt:
        'You clicked a link in an email and typed your password before noticing the address was wrong. What should you do first?',
      choices: [
        'Close the tab and watch your account for a few days',
        'Delete the email so nobody else is fooled by it',
        'Wait to see whether anything strange happens before telling anyone',
        'Report it to your security contact at once',
      ],
      answer: 3,
      explanation:
        'Minutes matter. A quick report lets the team reset your password and end any stolen sessions before damage is done.',
    },
    {
      id: 'silent-password-manager',
      prompt:
        'A “shared document” link opens a sign-in page, and your password manager does not offer to fill in your password. What does that suggest?',
      choices: [
        'The password manager needs an update, so type the password by hand',
        'The page may be a fake on a different domain, so stop and check it',
        'The document owner has changed the sign-in settings for the file',
      ],
      answer: 1,
      explanation:
        'A password manager offers your password only on the real site it was saved for. Silence is a sign the page is not what it claims to be.',
    },
    {
      id: 'warn-colleagues',
      prompt:
        'A suspicious email has reached several people on your team. What is the best way to handle it?',
      choices: [
        'Forward it to the whole team with a warning not to click',
        'Reply to the sender and ask them to stop',
        'Report it with the report button and tell your security contact',
        'Ignore it, since someone else has probably reported it',
      ],
      answer: 2,
      explanation:
        'Forwarding spreads the dangerous link further. Reporting lets your security contact remove it from every mailbox and warn people safely.',
    },
    {
      id: 'reply-address',
      prompt:
        'The sender address of an email looks right. What else should you check before replying?',
      choices: [
        'Where a reply would actually go, since the reply address can be different',
        'The time of day the email was sent',
        'Whether the email shows the company logo',
      ],
      answer: 0,
      explanation:
        'Attackers can set a reply address that differs from the sender, so your answer would reach them instead.',
    },
    {
      id: 'web-page-attachment',
      prompt: 'An invoice arrives as an attachment named “INV-20417.html”. Why is that suspicious?',
      choices: [
        'Invoices are never sent by email',
        'HTML files are too large to send safely',
        'Invoice numbers are private',
        'A web page file is a common way to open a fake sign-in page',
      ],
      answer: 3,
      explanation:
        'A real invoice is a normal document; a web page file can open a fake sign-in page on your computer.',
    },
    {
      id: 'enable-content',
      prompt:
        'A document you opened asks you to “enable content” before it will show anything. What should you do?',
      choices: [
        'Enable it, since the document is otherwise blank',
        'Enable it if the sender is a colleague',
        'Do not enable it; close it and check with the sender another way',
      ],
      answer: 2,
      explanation:
        'Asking you to enable content or macros is a common way to run malicious code, so never do it to see a document.',
    },
    {
      id: 'scanned-code',
      prompt:
        'A poster invites you to scan a code with your phone camera to log in to a company portal. Why take extra care?',
      choices: [
        'The code hides the address it leads to',
        'Scanning a code uses a lot of data',
        'Codes only work on company phones',
      ],
      answer: 0,
      explanation:
        'You cannot see where a scanned code goes before it opens, so check the address or go to the site the usual way.',
    },
  ],
};

export default course;
