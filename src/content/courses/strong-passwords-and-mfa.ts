import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('strong-passwords-and-mfa'),
  art: { icon: 'key', hue: 262 },
  scenes: [
    {
      kind: 'title',
      heading: 'Strong Passwords and MFA',
      points: ['Long, unique passphrases, a password manager and a second factor'],
      cues: [
        { at: 'Most account takeovers', mark: 1 },
        { at: 'They need one', mark: 2 },
        { at: 'In the next', mark: 6 },
        { at: 'why a password', mark: 3 },
        { at: 'and how multi-factor', mark: 5 },
        { at: 'as long as', mark: 6 },
      ],
      narration:
        'Welcome to Strong Passwords and Multi-factor Authentication. Most account takeovers do not need clever hacking. They need one weak or reused password, and a sign-in that asks for nothing else. In the next five minutes you will learn what makes a password strong today, why a password manager beats memory tricks, and how multi-factor authentication stops most takeovers, as long as you never approve a sign-in you did not start.',
    },
    {
      kind: 'points',
      heading: 'How accounts get taken over',
      points: [
        'Leaked passwords are replayed on thousands of other sites automatically',
        'Common and predictable passwords are guessed in seconds',
        'Fake sign-in pages capture whatever you type',
        'One reused password can open your email, your files and your customers’ data',
      ],
      cues: [
        { at: 'First, they replay', mark: 1 },
        { at: 'and tools try', mark: 0 },
        { at: 'Second, they guess', mark: 2 },
        { at: 'Third, they trick', mark: 3 },
        { at: 'A strong, unique', mark: 4 },
      ],
      narration:
        'Attackers take over accounts in three main ways. First, they replay leaked passwords. Billions of email addresses and passwords from old breaches are traded online, and tools try each pair on thousands of other sites. If you reused a password, they are in. Second, they guess. Names, seasons, years and keyboard patterns are tried first, and swapping letters for symbols does not slow the tools down. Third, they trick you into typing your password into a fake sign-in page. A strong, unique password defeats the first two. Multi-factor authentication helps with all three.',
    },
    {
      kind: 'points',
      heading: 'Length beats clever tricks',
      points: [
        'Aim for at least 15 characters: four or more random, unrelated words',
        'P@ssw0rd-style swaps fool people, not password-cracking tools',
        'Never reuse a work password anywhere else',
        'Change it when there is any sign it leaked, not on a calendar',
      ],
      cues: [
        { at: 'The easiest way', mark: 1 },
        { at: 'It is easy', mark: 0 },
        { at: 'Use every password', mark: 2 },
        { at: 'and never reuse', mark: 3 },
        { at: 'You no longer', mark: 4 },
        { at: 'Many sign-in systems', mark: 3 },
      ],
      narration:
        'Current guidance from the United States National Institute of Standards and Technology is clear. Length matters far more than complexity. Aim for at least fifteen characters. The easiest way is a passphrase of four or more random, unrelated words, such as violet tractor pebble anthem. It is easy to type and very hard to guess. Skip the old tricks of capital letters and symbols in predictable places. Use every password in one place only, and never reuse a work password for anything personal. You no longer need to change passwords every few months, but change one at once if there is any sign it has leaked. Many sign-in systems now check new passwords against lists of breached ones, so if yours is refused, pick another.',
    },
    {
      kind: 'points',
      heading: 'Let a password manager do the work',
      points: [
        'Use the password manager your company approves',
        'Protect it with one strong passphrase and multi-factor sign-in',
        'Let it generate a long, random password for every account',
        'Share logins through the manager, never in chat, email or a spreadsheet',
      ],
      cues: [
        { at: 'Use the password', mark: 1 },
        { at: 'You remember one', mark: 2 },
        { at: 'protected by multi-factor', mark: 3 },
        { at: 'It also fills', mark: 1 },
        { at: 'If a colleague', mark: 4 },
        { at: "use the manager's", mark: 1 },
      ],
      narration:
        "Nobody can remember a different long password for every account, and nobody should try. Use the password manager your company approves. You remember one strong passphrase for the manager itself, protected by multi-factor authentication, and the manager generates and stores a long, random password for everything else. It also fills in your password only on the real website, which is a useful warning when a fake page looks convincing. If a colleague needs access to a shared account, use the manager's sharing feature, never a chat message, an email or a spreadsheet.",
    },
    {
      kind: 'points',
      heading: 'Multi-factor authentication',
      points: [
        'A stolen password alone is no longer enough to get in',
        'Best: passkeys and security keys, which fake sites cannot phish',
        'Good: an authenticator app with number matching',
        'Weakest: codes by text message, though still far better than nothing',
      ],
      cues: [
        { at: 'A stolen password', mark: 1 },
        { at: 'The strongest are', mark: 2 },
        { at: 'is unlocked with', mark: 0 },
        { at: 'Next best is', mark: 3 },
        { at: 'Codes sent by', mark: 4 },
      ],
      narration:
        'Multi-factor authentication adds a second proof, something you have, such as your phone or a security key, on top of something you know. A stolen password alone is then no longer enough, which stops the great majority of account takeovers. Not all second factors are equal. The strongest are passkeys and hardware security keys. A passkey is stored on your phone, laptop or password manager, is unlocked with your fingerprint, face or screen lock, and only works on the genuine website, so a fake page cannot steal it. Next best is an authenticator app that asks you to type a number shown on the sign-in screen. Codes sent by text message are the weakest, but still far better than a password alone. Turn on the strongest option each service offers.',
    },
    {
      kind: 'example',
      heading: 'A sign-in you did not start',
      example: {
        kind: 'screen',
        subject: 'Authenticator app: sign-in request',
        lines: [
          'Are you trying to sign in to Acme Workspace?',
          'Time: 02:14 · Location: unknown · New device',
          'Enter the number shown on your sign-in screen to approve.',
          '[ Deny ]     [ Approve ]',
          '4 more sign-in requests in the last 10 minutes',
        ],
        redFlags: [
          'Time: 02:14',
          'Location: unknown · New device',
          '4 more sign-in requests in the last 10 minutes',
        ],
      },
      cues: [
        { at: 'Someone has your', mark: 1 },
        { at: 'Never approve a', mark: 2 },
        { at: 'Number matching helps', mark: 3 },
        { at: 'Be careful if', mark: 0 },
        { at: 'Real support staff', mark: 3 },
      ],
      narration:
        'It is two in the morning and your phone lights up with a sign-in request you did not start, followed by several more. Someone has your password and is hoping you will approve one just to make them stop. Never approve a request you did not start. Number matching helps, because approving needs the number from the sign-in screen, and you are not looking at one. Be careful if someone calls or messages claiming to be from support and asks you to read out a number or a code. Real support staff never ask for them. Tap deny, then report it to your security contact at once, so the password can be changed and the attacker locked out.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Use long, unique passphrases of 15+ characters',
        'Let the company password manager generate and store them',
        'Turn on the strongest second factor: passkeys or security keys first',
        'Never share a code or approve a sign-in you did not start',
        'Report strange prompts or leaked passwords to your security contact at once',
      ],
      cues: [
        { at: 'Choose long passphrases', mark: 1 },
        { at: "Let your company's", mark: 2 },
        { at: 'Turn on the', mark: 3 },
        { at: 'Never approve a', mark: 4 },
        { at: 'If you see', mark: 5 },
      ],
      narration:
        "To sum up. Choose long passphrases of at least fifteen characters, and never reuse them. Let your company's password manager create and store them. Turn on the strongest second factor each service offers, with passkeys and security keys first. Never approve a sign-in you did not start, and never share a code. If you see strange prompts or suspect a password has leaked, tell your security contact at once, or use the confidential hotline link in Comply Ready if you cannot raise it openly.",
    },
  ],
  questions: [
    {
      id: 'best-password',
      prompt: 'Which of these would make the strongest password for a new work account?',
      choices: [
        'Summer2026! with a capital letter, numbers and a symbol',
        'P@55w0rd#Acme, with letters swapped for symbols',
        'A random phrase such as violet tractor pebble anthem, used nowhere else',
        'Your old password with the number at the end increased by one',
      ],
      answer: 2,
      explanation:
        'Length and uniqueness beat complexity. Four or more random words give well over fifteen characters, while predictable patterns and symbol swaps are guessed quickly.',
    },
    {
      id: 'password-reuse',
      prompt:
        'A shopping site you used years ago announces a data breach. You used the same password there as for your work email. What should you do?',
      choices: [
        'Change the work password at once and tell your security contact',
        'Nothing, since the breach was at a different company',
        'Wait for the next scheduled password change',
      ],
      answer: 0,
      explanation:
        'Leaked passwords are replayed automatically on other sites, so a reused password puts your work account at risk. Change it now and report it.',
    },
    {
      id: 'push-at-night',
      prompt:
        'At 2 a.m. your phone shows several sign-in requests you did not start. What is the right response?',
      choices: [
        'Approve one so the notifications stop',
        'Ignore them and deal with it in the morning',
        'Turn off multi-factor authentication so it stops happening',
        'Deny them and report to your security contact at once',
      ],
      answer: 3,
      explanation:
        'Unexpected prompts mean someone already has your password. Denying keeps them out, and an immediate report lets the team change the password and lock them out.',
    },
    {
      id: 'strongest-factor',
      prompt: 'Which second factor best protects you from a convincing fake sign-in page?',
      choices: [
        'A code sent by text message',
        'A passkey or a hardware security key',
        'A security question about your first pet',
      ],
      answer: 1,
      explanation:
        'Passkeys and security keys only work on the genuine website, so a fake page cannot capture and reuse them.',
    },
    {
      id: 'sharing-a-login',
      prompt:
        'A colleague needs the login for a shared supplier account while you are away. How should you give it to them?',
      choices: [
        'Send it in a direct chat message and delete it afterwards',
        'Use the sharing feature of the company password manager',
        'Put it in a spreadsheet in the team folder',
        'Read it out to them over the phone',
      ],
      answer: 1,
      explanation:
        'The company password manager keeps shared logins encrypted and controls who can see them. Chat, email and spreadsheets leave copies behind.',
    },
    {
      id: 'passphrase-length',
      prompt: 'How long should a new password be, following the current guidance in this course?',
      choices: [
        'At least 8 characters with a capital letter, a number and a symbol',
        'Exactly 12 characters, changed every 90 days',
        'At least 15 characters, for example four or more random, unrelated words',
        'Any length, as long as it contains a symbol',
      ],
      answer: 2,
      explanation:
        'Length matters far more than complexity, and four or more random words reach 15 characters while staying easy to type.',
    },
    {
      id: 'symbol-swaps',
      prompt: 'Is “P@ssw0rd2024” a strong password because it swaps letters for symbols?',
      choices: [
        'No: password-cracking tools try such swaps first, so it is guessed quickly',
        'Yes: symbols make a password impossible to guess',
        'Yes, as long as it is changed every month',
      ],
      answer: 0,
      explanation:
        'Predictable swaps fool people, not password-cracking tools, which try common words with these substitutions first.',
    },
    {
      id: 'when-to-change',
      prompt: 'You use a long, unique password for one work account. When should you change it?',
      choices: [
        'Every 30 days, whatever happens',
        'Never, once it is long enough',
        'Only when the system forces you to',
        'At once, whenever there is any sign it has leaked',
      ],
      answer: 3,
      explanation:
        'Regular forced changes are no longer needed, but a password that may have leaked must be changed straight away.',
    },
    {
      id: 'read-out-code',
      prompt:
        'Someone calls saying they are from support and asks you to read out the number on your sign-in screen. What do you do?',
      choices: [
        'Read it out, since support needs it to fix your account',
        'Read it out only if they know your employee number',
        'Refuse, end the call and report it to your security contact',
      ],
      answer: 2,
      explanation:
        'Real support staff never ask for a sign-in number or code, so anyone who does is trying to get into your account.',
    },
    {
      id: 'manager-fills-in',
      prompt:
        'Besides remembering passwords for you, how does a password manager help against a fake sign-in page?',
      choices: [
        'It blocks every fake website from loading',
        'It fills in your password only on the real website',
        'It changes your password after every sign-in',
        'It texts you a code for every sign-in',
      ],
      answer: 1,
      explanation:
        'A password manager offers a saved password only on the genuine site, so its silence on a convincing page is a warning.',
    },
  ],
};

export default course;
