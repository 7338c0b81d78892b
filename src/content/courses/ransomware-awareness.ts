import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('ransomware-awareness'),
  art: { icon: 'lock-file', hue: 352 },
  scenes: [
    {
      kind: 'title',
      heading: 'Ransomware Awareness',
      points: ['Keep it out, and know the first steps if it gets in'],
      cues: [
        { at: 'Ransomware is malicious', mark: 1 },
        { at: 'Many gangs now', mark: 2 },
        { at: 'For a small', mark: 3 },
        { at: 'In the next', mark: 7 },
        { at: 'why updates and', mark: 4 },
        { at: 'and what to', mark: 6 },
      ],
      narration:
        'Welcome to Ransomware Awareness. Ransomware is malicious software that locks files and systems by encrypting them, and the criminals behind it demand payment for the key. Many gangs now also steal data first and threaten to publish it. For a small company, an attack can stop work for days and put customer data at risk. In the next six minutes you will learn how ransomware gets in, why updates and backups matter, and what to do in the first minutes if your files suddenly become encrypted.',
    },
    {
      kind: 'points',
      heading: 'How ransomware gets in',
      points: [
        'Phishing emails with attachments, links or fake invoices',
        'Stolen or reused passwords on accounts without MFA',
        'Missing updates, especially on VPN and remote access systems',
        'Fake updates, cracked software and unofficial downloads',
      ],
      cues: [
        { at: 'A phishing email', mark: 1 },
        { at: 'A stolen or', mark: 2 },
        { at: 'An internet-facing system', mark: 3 },
        { at: 'Or someone downloads', mark: 4 },
        { at: 'attackers often spend', mark: 1 },
      ],
      narration:
        'Most attacks start in a few familiar ways. A phishing email delivers a harmful attachment, or a link to a fake login page. A stolen or reused password opens a remote access account that has no multi-factor authentication. An internet-facing system, such as a virtual private network device, is missing a security update that attackers already know how to exploit. Or someone downloads a fake browser update, a cracked program or a tool from an unofficial site. Once inside, attackers often spend days spreading quietly and hunting for backups before they encrypt anything. That gives everyone a chance to notice and report the early signs.',
    },
    {
      kind: 'example',
      heading: 'How it often starts',
      example: {
        kind: 'email',
        from: '"Larkspur Accounts" <invoices@larkspur-supp1y.example.com>',
        to: 'you@brightloop.example.com',
        subject: 'INV-20931 overdue: final notice before collection',
        lines: [
          'Our records show invoice INV-20931 is 14 days overdue.',
          'Open the attached statement today to avoid a late fee.',
          'Attachment: Statement_INV-20931.zip (password: 2931)',
          'If the document appears blank, click Enable Content to view it.',
        ],
        redFlags: [
          'larkspur-supp1y.example.com',
          'final notice before collection',
          'Statement_INV-20931.zip (password: 2931)',
          'click Enable Content to view it',
        ],
      },
      cues: [
        { at: "In the sender's domain", mark: 1 },
        { at: 'The subject threatens', mark: 2 },
        { at: 'The attachment is', mark: 3 },
        { at: 'And enabling content', mark: 4 },
        { at: 'Check with the', mark: 0 },
      ],
      narration:
        "This email looks like a routine reminder from a supplier. Look closely. In the sender's domain, the letter L in supply has been swapped for the number one. The subject threatens collection to rush you. The attachment is a zipped file locked with a password, a trick used to slip past email scanning. And enabling content would let hidden code run on your computer. If you are not expecting the invoice, do not open the attachment. Check with the finance team through a channel you already know, and report the email to your security contact. If you have already opened it, say so straight away.",
    },
    {
      kind: 'points',
      heading: 'Updates and backups take the sting out',
      points: [
        'Install updates promptly and restart when asked',
        'Keep your work in company storage, not only on your laptop',
        'Good backups are separate, protected and tested by restoring',
        'Never switch off security software or ignore its warnings',
      ],
      cues: [
        { at: 'Most updates close', mark: 1 },
        { at: 'rather than postponing', mark: 0 },
        { at: 'Keep your work', mark: 2 },
        { at: 'The people who', mark: 3 },
        { at: 'Finally, never switch', mark: 4 },
      ],
      narration:
        'Two habits take much of the sting out of ransomware. The first is updating. Most updates close security holes that attackers already use, so install them promptly and restart when asked, rather than postponing for a week. That goes for phones, browsers and plugins too. The second is backups. Keep your work in company-approved storage rather than only on your laptop, so it is covered by backups and version history. The people who run our systems keep backups separate from everyday accounts, protected from deletion, and test them by actually restoring data. Finally, never switch off the security software on your device, and report its warnings instead of dismissing them.',
    },
    {
      kind: 'example',
      heading: 'What an attack can look like',
      example: {
        kind: 'screen',
        subject: 'README_RESTORE_FILES.txt',
        lines: [
          'All your files have been encrypted by LOCKSMITH.',
          'We have also downloaded 212 GB of your company data.',
          'Pay 3 BTC within 72 hours or the price doubles and your data will be published.',
          'Do not contact police or recovery companies.',
          'Contact us only through the link below.',
        ],
        redFlags: [
          'All your files have been encrypted',
          'downloaded 212 GB of your company data',
          'within 72 hours',
          'Do not contact police or recovery companies',
        ],
      },
      cues: [
        { at: 'Files suddenly have', mark: 1 },
        { at: 'Before that, you', mark: 0 },
        { at: 'It claims to', mark: 2 },
        { at: 'That pressure is', mark: 3 },
        { at: 'Do not click', mark: 4 },
      ],
      narration:
        'If ransomware runs on your device, you may see signs like these. Files suddenly have strange new endings to their names and will not open. The desktop background changes. A text file or window like this one appears, demanding payment. Before that, you might notice the computer slowing down, or the fan running hard while you do very little. Notice how the note is written to frighten. It claims to have stolen data, sets a short deadline and tells you not to involve anyone. That pressure is deliberate, because panic leads to mistakes. Do not click the link, do not reply, and follow the first steps on the next slide.',
    },
    {
      kind: 'points',
      heading: 'First steps if your files are encrypted',
      points: [
        'Disconnect from the network: unplug the cable, turn off Wi-Fi',
        'Do not power off or restart unless the security team tells you to',
        'Call your security contact at once, from your phone if needed',
        'Photograph the screen; note the time and what you were doing',
        'Don’t plug in backup drives, delete files or try to fix it yourself',
      ],
      cues: [
        { at: 'Unplug the network', mark: 1 },
        { at: 'Do not shut', mark: 2 },
        { at: 'Second, call your', mark: 3 },
        { at: 'Third, photograph the', mark: 4 },
        { at: 'Do not plug', mark: 5 },
      ],
      narration:
        "If you suspect ransomware, act quickly and calmly. First, disconnect the device from the network so it cannot spread to shared drives and other computers. Unplug the network cable and turn off the wireless connection. Do not shut the computer down or restart it unless the security team tells you to, because its memory may hold clues that help recovery. Second, call your security contact, named in your company's incident response policy, straight away, using your phone if your computer is affected. Third, photograph the screen and write down the time and what you were doing just before. Do not plug in backup drives or memory sticks, delete anything, or try to clean the computer yourself.",
    },
    {
      kind: 'points',
      heading: 'Never pay or negotiate on your own',
      points: [
        'Payment decisions belong to leadership, with legal and insurer advice',
        'Paying may be unlawful and does not guarantee recovery or deletion',
        'Don’t reply, click links or contact the attackers in any way',
      ],
      cues: [
        { at: 'How to respond', mark: 1 },
        { at: 'Payment does not', mark: 2 },
        { at: 'Contacting the attackers', mark: 3 },
        { at: 'Your part is', mark: 0 },
      ],
      narration:
        "However urgent the note sounds, never pay, reply or negotiate on your own. How to respond is a company decision, made by leadership with legal advisers, the insurer and often the police. Payment does not guarantee that the key works or that stolen data is deleted, some payments may break sanctions laws, and companies that pay are often targeted again. Contacting the attackers yourself can reveal information and make the situation harder to manage. Your part is simpler and more valuable. Report quickly, preserve evidence and follow the security team's instructions.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Ransomware starts with phishing, stolen passwords or missing updates',
        'Update promptly and keep your work in backed-up company storage',
        'Suspect ransomware? Disconnect from the network, but don’t power off',
        'Call your security contact at once, and never pay on your own',
      ],
      cues: [
        { at: 'Ransomware usually gets', mark: 1 },
        { at: 'Keep your work', mark: 2 },
        { at: 'If files suddenly', mark: 3 },
        { at: 'disconnect from the', mark: 4 },
        { at: 'such as someone', mark: 3 },
      ],
      narration:
        'To recap. Ransomware usually gets in through phishing, stolen passwords or missing updates, so be careful with unexpected attachments, use multi-factor authentication and install updates promptly. Keep your work in company storage that is backed up. If files suddenly become encrypted, disconnect from the network without powering off, call your security contact at once, and never pay or reply to the attackers. If you notice a risk you cannot raise openly, such as someone switching off protection, use the confidential hotline link in ComplyReady. Fast reporting turns a possible disaster into a contained incident.',
    },
  ],
  questions: [
    {
      id: 'first-step',
      prompt:
        'Your files suddenly have strange names and a note demands payment. What should you do first?',
      choices: [
        'Shut the computer down straight away',
        'Copy your important files to a USB drive before they are lost',
        'Disconnect from the network and call your security contact',
        'Follow the note’s link to find out how much it costs',
      ],
      answer: 2,
      explanation:
        'Disconnecting stops the spread to shared drives and other computers, and the security contact can start the response at once.',
    },
    {
      id: 'do-not-power-off',
      prompt:
        'Why should you not switch off an infected computer unless the security team tells you to?',
      choices: [
        'Switching it off makes the attackers double the ransom',
        'Its memory may hold clues that help the investigation and recovery',
        'The backups only run while the computer is switched on',
        'Shutting down spreads the ransomware to other computers',
      ],
      answer: 1,
      explanation:
        'Evidence in memory is lost when the power goes off. Disconnecting from the network stops the spread without destroying it.',
    },
    {
      id: 'zipped-invoice',
      prompt:
        'An unexpected invoice reminder from a supplier asks you to open a password-protected zip file and click Enable Content. What should you do?',
      choices: [
        'Don’t open it; check with finance through a known channel and report the email',
        'Open it, because a password-protected file must be safe',
        'Reply to the sender and ask for the invoice as a normal document',
        'Forward it to colleagues to ask whether anyone knows this supplier',
      ],
      answer: 0,
      explanation:
        'Password-protected zips slip past email scanning and Enable Content lets hidden code run. Verify through a channel you already know and report it.',
    },
    {
      id: 'deadline-pressure',
      prompt:
        'A ransom note says your data will be published in 72 hours unless you pay, and your manager cannot be reached. What should you do?',
      choices: [
        'Pay with a company card to protect customers',
        'Reply to the attackers to ask for more time',
        'Delete the note so nobody else panics',
        'Don’t pay or reply; report to your security contact and follow their instructions',
      ],
      answer: 3,
      explanation:
        'Whether and how to respond is a company decision. Paying does not guarantee recovery and may be unlawful.',
    },
    {
      id: 'where-to-save-work',
      prompt: 'Which habit best helps the company recover your work after a ransomware attack?',
      choices: [
        'Keeping work only on your laptop’s desktop',
        'Postponing updates so nothing changes unexpectedly',
        'Saving work in company-approved storage that is backed up',
      ],
      answer: 2,
      explanation:
        'Company storage is covered by tested backups and version history, so files can be restored even if your laptop is encrypted.',
    },
    {
      id: 'how-it-gets-in',
      prompt: 'Which of these is a common way ransomware gets into a company?',
      choices: [
        'A reused password on a remote access account without multi-factor authentication',
        'A printer running out of paper',
        'A colleague locking their screen',
      ],
      answer: 0,
      explanation:
        'Stolen or reused passwords on accounts without a second factor are one of the usual ways in, alongside phishing and missing updates.',
    },
    {
      id: 'quiet-days',
      prompt: 'Why do the early signs matter, before anything is encrypted?',
      choices: [
        'They do not: nothing can be done until files are locked',
        'Early signs are always false alarms',
        'Attackers often spend days spreading and hunting for backups first, so an early report can stop them',
      ],
      answer: 2,
      explanation:
        'The quiet days before encryption are everyone’s chance to notice and report the attack.',
    },
    {
      id: 'zipped-with-password',
      prompt: 'Why do attackers send attachments as password-protected zip files?',
      choices: [
        'To keep the invoice confidential',
        'To slip past email scanning',
        'Because invoices are too large to send otherwise',
      ],
      answer: 1,
      explanation:
        'A locked archive cannot be checked by email scanning, so the harmful file reaches your inbox.',
    },
    {
      id: 'security-warning',
      prompt: 'Your security software shows a warning you do not understand. What should you do?',
      choices: [
        'Switch the software off so it stops interrupting',
        'Dismiss it and carry on',
        'Restart until it goes away',
        'Report it instead of dismissing it, and keep the software on',
      ],
      answer: 3,
      explanation:
        'Security software warnings can be the first sign of an attack, so never switch it off or ignore it.',
    },
    {
      id: 'backup-drive',
      prompt:
        'Files on your laptop are being encrypted. Should you plug in your backup drive to save them?',
      choices: [
        'Yes, quickly, before more files are lost',
        'No: plug in no drive; disconnect from the network and call your security contact',
        'Yes, but only if it is a company drive',
      ],
      answer: 1,
      explanation:
        'A drive plugged into an infected computer can be encrypted too, so keep backups away and call for help.',
    },
  ],
};

export default course;
