import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('cloud-and-saas-account-hygiene'),
  art: { icon: 'cloud', hue: 190 },
  scenes: [
    {
      kind: 'title',
      heading: 'Cloud and SaaS Account Hygiene',
      points: ['Keep the keys to our cloud tools in the right hands'],
      cues: [
        { at: 'Our email, chat', mark: 1 },
        { at: 'Customer data lives', mark: 2 },
        { at: 'In the next', mark: 7 },
        { at: 'why shared logins', mark: 3 },
        { at: 'how to keep', mark: 5 },
        { at: 'and why public', mark: 6 },
      ],
      narration:
        'Welcome to Cloud and Software as a Service Account Hygiene. Our email, chat, file storage, code hosting, customer records and billing all live in cloud tools. Customer data lives there too, so every account is a door into the company. In the next six minutes you will learn how to sign in the safe way, why shared logins cause trouble, how to keep admin rights under control in the tools you own, and why public sharing links deserve a second look.',
    },
    {
      kind: 'points',
      heading: 'Sign in through single sign-on',
      points: [
        'Use the company sign-in button whenever a tool offers it',
        'One strong password and one multi-factor check protect every linked tool',
        'When someone leaves, one switch closes every door',
        'No single sign-on? A unique password from the password manager, plus MFA',
      ],
      cues: [
        { at: 'Use it whenever', mark: 1 },
        { at: 'One strong password', mark: 2 },
        { at: 'and when someone', mark: 3 },
        { at: 'When a tool', mark: 4 },
        { at: 'and turn on', mark: 2 },
      ],
      narration:
        'Many tools offer a button such as sign in with your work account. This is called single sign-on. Use it whenever a tool offers it, even if the tool also lets you create a separate password. One strong password and one multi-factor check then protect every tool behind it, and when someone leaves, switching off one account closes every door at once. When a tool has no single sign-on, use a long, unique password from the company password manager, and turn on multi-factor authentication, ideally with an authenticator app or a security key rather than text messages.',
    },
    {
      kind: 'points',
      heading: 'One person, one login',
      points: [
        'Shared logins hide who did what and rarely get changed',
        'Ask the tool owner for your own named account instead',
        'A truly unavoidable shared account lives in the password manager',
        'Never post passwords in chat, email, tickets or documents',
      ],
      cues: [
        { at: 'Multi-factor authentication is', mark: 1 },
        { at: 'And when someone', mark: 0 },
        { at: 'Ask the tool', mark: 2 },
        { at: 'If a shared', mark: 3 },
        { at: 'it belongs in', mark: 4 },
      ],
      narration:
        'Shared logins feel convenient, but the trouble comes later. Nobody can tell who changed a setting or exported a file. Multi-factor authentication is often switched off so that everyone can get in. And when someone leaves, the password rarely gets changed, so a former colleague may keep access for months. Ask the tool owner for your own named account instead. If a shared account really cannot be avoided, it belongs in a shared vault in the password manager, with a named owner, multi-factor authentication and a new password whenever someone with access leaves.',
    },
    {
      kind: 'example',
      heading: 'Spot the problems',
      example: {
        kind: 'chat',
        from: 'Sam Okafor',
        subject: '#marketing',
        lines: [
          'Sam: need the ads dashboard for tomorrow’s launch?',
          'Sam: just use the team login: ads@brightloop.example.com / Launch2026!',
          'Sam: MFA kept locking us out so I turned it off',
          'Sam: Priya still uses it too, she’s freelancing for us now',
        ],
        redFlags: [
          'just use the team login',
          'Launch2026!',
          'I turned it off',
          'Priya still uses it too',
        ],
      },
      cues: [
        { at: 'With one team', mark: 1 },
        { at: 'The password now', mark: 2 },
        { at: 'Multi-factor authentication is', mark: 3 },
        { at: 'And a former', mark: 4 },
        { at: 'Ask the tool', mark: 0 },
      ],
      narration:
        'Sam means well and wants to help you meet a deadline. But look at what this message reveals. With one team login, nobody can tell who did what in the ads account. The password now sits in the chat history, readable by everyone in the channel. Multi-factor authentication is off, so that password alone is enough to get in. And a former employee still uses the login, with no record of what she can reach. Do not use the password. Ask the tool owner for your own account, suggest deleting the message, and tell your security contact that the password has been exposed so it can be changed.',
    },
    {
      kind: 'points',
      heading: 'Review admin rights in the tools you own',
      points: [
        'Every tool needs a named owner, often whoever asked for it',
        'Keep admins few, but at least two so nobody gets locked out',
        'Every quarter, remove leavers, ended contracts and unknown accounts',
        'Every admin uses multi-factor authentication',
      ],
      cues: [
        { at: 'Every tool that', mark: 1 },
        { at: 'you decide who', mark: 0 },
        { at: 'Keep admins to', mark: 2 },
        { at: 'so there is', mark: 3 },
        { at: 'and make sure', mark: 4 },
        { at: 'contractors whose work', mark: 3 },
      ],
      narration:
        'Every tool that holds company data needs a named owner, often the person who asked for it. If that is you, you decide who gets in. Admin accounts are the prize for attackers, because an admin can add users, export everything and switch off security settings. Keep admins to two or three people, so there is cover when one is away but nobody holds rights they do not need, and make sure every admin uses multi-factor authentication. At least once a quarter, open the user list. Remove people who have left, contractors whose work has ended and accounts nobody recognises, and lower the rights of anyone who only needs to view. Write down what you changed, because auditors ask to see that record.',
    },
    {
      kind: 'example',
      heading: 'A sharing link worth a second look',
      example: {
        kind: 'screen',
        subject: 'Share “Customer renewals 2026.xlsx”',
        lines: [
          'General access: Anyone with the link',
          'Role: Editor',
          'Link expires: Never',
          'People with access: you, dana.reyes@brightloop.example.com, alex.m@freemail.example.net',
        ],
        redFlags: ['Anyone with the link', 'Role: Editor', 'Never', 'alex.m@freemail.example.net'],
      },
      cues: [
        { at: 'Anyone with the', mark: 1 },
        { at: 'The link can', mark: 2 },
        { at: 'Here it also', mark: 3 },
        { at: 'Share with named', mark: 4 },
        { at: 'check the list', mark: 0 },
        { at: 'If you find', mark: 4 },
      ],
      narration:
        'This spreadsheet holds customer renewal prices. Anyone with the link means exactly that. The link can be forwarded or pasted into a ticket, and whoever holds it can open the file without signing in. Here it also allows editing, never expires, and includes a personal address from outside the company. Share with named people or limit the link to the company instead, give view rights unless someone truly needs to edit, and set an expiry date for outside guests. Once a month, check the list of files you have shared and switch off links you no longer need. If you find a sensitive file shared publicly, fix it and tell your security contact, because someone may already have opened it.',
    },
    {
      kind: 'points',
      heading: 'New tools and connected apps',
      points: [
        'Ask before putting company data into a new tool',
        'Use your work account for work, never a personal one',
        'Read what a connected app asks for before you click Allow',
        'Remove tokens and integrations you no longer use',
      ],
      cues: [
        { at: 'Ask the tool', mark: 1 },
        { at: 'and keep work', mark: 2 },
        { at: 'When an add-on', mark: 3 },
        { at: 'Click allow only', mark: 4 },
      ],
      narration:
        'Signing up for a free trial with company data takes a minute, and nobody then owns, reviews or closes that account. Ask the tool owner or your manager first, and keep work in work accounts, never personal ones. Be just as careful with connected apps. When an add-on asks to read your email or files, it wants a key to your account that keeps working even after you change your password, and attackers send fake app requests for exactly that reason. Click allow only for apps your company has approved, and remove tokens and integrations you no longer use.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Single sign-on where it exists; otherwise a unique password plus MFA',
        'One person, one login, and no passwords in chat',
        'Tool owners keep admins few and review access every quarter',
        'Share with named people, not anyone with the link',
        'Exposed password or public file? Tell your security contact at once',
      ],
      cues: [
        { at: 'Sign in through', mark: 1 },
        { at: 'Keep to one', mark: 2 },
        { at: 'If you own', mark: 3 },
        { at: 'Share files with', mark: 4 },
        { at: 'When something goes', mark: 5 },
        { at: 'such as a', mark: 2 },
        { at: 'tell your security', mark: 5 },
      ],
      narration:
        "To recap. Sign in through single sign-on wherever it exists, and elsewhere use a unique password with multi-factor authentication. Keep to one person, one login. If you own a tool, keep the admin list short and review access every quarter. Share files with named people rather than anyone with the link. When something goes wrong, such as a password posted in chat, a file shared publicly or an app you should not have allowed, tell your security contact, named in your company's incident response policy, at once. For anything you cannot raise openly, use the confidential hotline link in ComplyReady.",
    },
  ],
  questions: [
    {
      id: 'shared-login-in-chat',
      prompt:
        'A colleague posts the team login and password for the ads tool in a busy channel so you can meet a deadline. What should you do?',
      choices: [
        'Use it just this once, since the deadline is tomorrow',
        'Ask the colleague to send the password by direct message instead',
        'Ask the tool owner for your own account and tell your security contact the password was exposed',
        'Save the password in your notes before the message gets deleted',
      ],
      answer: 2,
      explanation:
        'A password posted in chat is exposed and must be changed, and a shared login hides who did what. Your own named account keeps access accountable.',
    },
    {
      id: 'sso-or-password',
      prompt:
        'A new tool offers both “Sign in with your work account” and creating a separate password. Which should you choose?',
      choices: [
        'Sign in with your work account through single sign-on',
        'A separate password, so one breach cannot affect other tools',
        'Either one, as long as the password is at least eight characters',
        'Your personal email address, to keep work accounts tidy',
      ],
      answer: 0,
      explanation:
        'Single sign-on puts the tool behind your company account and its multi-factor check, and it closes access everywhere at once when someone leaves.',
    },
    {
      id: 'admin-review',
      prompt: 'You own the company’s analytics tool. Which practice is right?',
      choices: [
        'Make everyone an admin so nobody is ever blocked',
        'Keep one admin login that the whole team shares',
        'Review the user list only when an auditor asks for it',
        'Keep two or three admins with MFA and review the user list every quarter',
      ],
      answer: 3,
      explanation:
        'A short admin list limits what a stolen account can do, and a quarterly review removes leavers and unknown accounts before they become a risk.',
    },
    {
      id: 'sharing-a-spreadsheet',
      prompt:
        'You need to send a customer pricing spreadsheet to one contact at a partner company. What is the best way?',
      choices: [
        'Set the link to “Anyone with the link can edit” and email it',
        'Share it with the contact’s named work address, view only, with an expiry date',
        'Send it to the contact’s personal email address, which is easier to reach',
        'Post the link in a shared channel so the partner can find it later',
      ],
      answer: 1,
      explanation:
        'Sharing with a named person, view only and with an expiry, keeps control of who can open the file and for how long.',
    },
    {
      id: 'connected-app',
      prompt:
        'An add-on you have never heard of asks for permission to read all your email and files. What should you do?',
      choices: [
        'Allow it, because changing your password later would cancel its access',
        'Allow it only if your company has approved it; otherwise decline',
        'Allow it and remove it after a week if you do not use it',
      ],
      answer: 1,
      explanation:
        'A connected app gets a key to your account that keeps working even after a password change, so only approved apps should get one.',
    },
    {
      id: 'sso-leaver',
      prompt: 'How does single sign-on help when someone leaves the company?',
      choices: [
        'Switching off one account closes every door at once',
        'Their files are deleted automatically',
        'Their passwords are sent to their manager',
      ],
      answer: 0,
      explanation:
        'With single sign-on, every linked tool depends on the one work account, so disabling it ends all access.',
    },
    {
      id: 'shared-login-problem',
      prompt: 'What is the main problem with a shared team login?',
      choices: [
        'It costs more than named accounts',
        'It cannot be stored in a password manager',
        'Nobody can tell who did what, and the password rarely changes when someone leaves',
      ],
      answer: 2,
      explanation:
        'Shared logins hide who acted and let former colleagues keep access, often with multi-factor authentication switched off.',
    },
    {
      id: 'unavoidable-shared-account',
      prompt: 'A shared account truly cannot be avoided. Where does its password belong?',
      choices: [
        'In a pinned message in the team channel',
        'In a shared vault in the password manager, with a named owner and multi-factor authentication',
        'In a spreadsheet that only the team can open',
      ],
      answer: 1,
      explanation:
        'The password manager keeps it out of chat and documents, and a named owner changes it whenever someone with access leaves.',
    },
    {
      id: 'admin-prize',
      prompt: 'Why are admin accounts the prize for attackers?',
      choices: [
        'Admin accounts have shorter passwords',
        'Admins receive more email',
        'Admin accounts cannot use multi-factor authentication',
        'An admin can add users, export everything and switch off security settings',
      ],
      answer: 3,
      explanation:
        'Admin rights give control over the whole tool, so keep admins few and protected by multi-factor authentication.',
    },
    {
      id: 'app-token-survives',
      prompt:
        'You allowed a connected app to read your files and later changed your password. Does the app still have access?',
      choices: [
        'Yes: its token keeps working after a password change, so remove apps you no longer use',
        'No, a new password cancels every app’s access',
        'Only until the end of the day',
      ],
      answer: 0,
      explanation:
        'A connected app holds its own key to your account, which only removing the app or its token takes away.',
    },
  ],
};

export default course;
