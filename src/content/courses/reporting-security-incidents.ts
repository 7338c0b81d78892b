import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('reporting-security-incidents'),
  art: { icon: 'megaphone', hue: 4 },
  scenes: [
    {
      kind: 'title',
      heading: 'Reporting Security Incidents',
      points: ['What to report, who to tell and how fast'],
      cues: [
        { at: 'Every company has', mark: 1 },
        { at: 'How much harm', mark: 2 },
        { at: 'In the next', mark: 6 },
        { at: 'who to tell', mark: 3 },
        { at: 'what to put', mark: 5 },
      ],
      narration:
        'Welcome to Reporting Security Incidents. Every company has security incidents sooner or later. How much harm they do usually depends on how quickly someone speaks up. In the next four minutes you will learn what counts as an incident, who to tell and how fast, what to put in your report, and what not to do while you wait for help.',
    },
    {
      kind: 'points',
      heading: 'What counts as an incident',
      points: [
        'You clicked a suspicious link or typed your password on an odd page',
        'A laptop, phone or door badge is lost or stolen',
        'Data went to the wrong person, or a file was shared publicly by mistake',
        'Sign-in alerts you do not recognize',
        'A device acting strangely, or a stranger in the office',
      ],
      cues: [
        { at: 'Typing your password', mark: 1 },
        { at: 'So does a', mark: 2 },
        { at: 'a spreadsheet sent', mark: 3 },
        { at: 'Sign-in alerts you', mark: 4 },
        { at: 'a computer acting', mark: 5 },
      ],
      narration:
        'A security incident is anything that might put company or customer data, accounts or equipment at risk. It does not have to be a confirmed attack. Typing your password into a page that later looked wrong counts. So does a lost laptop or badge, a spreadsheet sent to the wrong customer, or a folder shared with anyone who has the link. Sign-in alerts you do not recognize, a computer acting strangely and an unknown person wandering the office count too. If you are wondering whether something is an incident, treat it as one.',
    },
    {
      kind: 'points',
      heading: 'Who to tell, and how fast',
      points: [
        'Tell your security contact at once: they are named in the incident response policy',
        'Minutes matter: do not wait for the end of the day or the weekend',
        'Not sure? Report anyway. A false alarm costs a few minutes',
        'Cannot raise it openly? Use the confidential hotline link in ComplyReady',
      ],
      cues: [
        { at: 'Your incident response', mark: 1 },
        { at: 'Minutes matter: a', mark: 2 },
        { at: 'A false alarm', mark: 3 },
        { at: 'If your concern', mark: 4 },
        { at: 'Owning up to', mark: 0 },
      ],
      narration:
        'Your incident response policy names a security contact. Tell that person at once, by chat or by phone. Minutes matter: a stolen password can be used within the hour. Do not wait until Monday or until you are certain. A false alarm costs a few minutes, while a late report can cost customers. If your concern involves a colleague or a manager and you cannot raise it openly, use the confidential hotline link in ComplyReady instead. Owning up to an honest mistake quickly is always the right call.',
    },
    {
      kind: 'example',
      heading: 'Spot the mistakes',
      example: {
        kind: 'chat',
        from: 'Sam Ortiz',
        to: 'Priya Nair',
        subject: 'Direct message, Friday 6:40 PM',
        lines: [
          'Sam: I typed my password into a fake "shared invoice" page.',
          'Priya: Oh no. Did you tell security?',
          "Sam: I already changed my password, so it's fine.",
          "Sam: I'll just delete the email so nobody else clicks it.",
          "Sam: It's Friday night. I'll mention it next week.",
        ],
        redFlags: [
          "I already changed my password, so it's fine",
          "I'll just delete the email",
          "I'll mention it next week",
        ],
      },
      cues: [
        { at: 'Changing the password', mark: 1 },
        { at: 'set up a', mark: 0 },
        { at: 'Deleting the email', mark: 2 },
        { at: 'And waiting until', mark: 3 },
        { at: 'message the security', mark: 2 },
      ],
      narration:
        'Here is a message sent late on a Friday. Changing the password was a good first step, but it is not enough. The attacker may already have signed in, set up a mail forwarding rule or registered their own device, and only the security team can check for that. Deleting the email destroys the evidence they need to find who else received it and to block the sender. And waiting until next week gives the attacker a whole weekend. The right move takes one minute: message the security contact now and leave the email where it is.',
    },
    {
      kind: 'points',
      heading: 'What to put in your report',
      points: [
        'What happened, in your own words, and when you noticed it',
        'Which device, account or data may be affected',
        'What you already did: clicked, opened, replied, changed a password',
        'Screenshots, and the original message left untouched',
      ],
      cues: [
        { at: 'Say what happened', mark: 1 },
        { at: 'Name the device', mark: 2 },
        { at: 'Say what you', mark: 3 },
        { at: 'Add a screenshot', mark: 4 },
      ],
      narration:
        'A good report is short and factual. Say what happened and when you first noticed it. Name the device, account or kind of data that might be affected. Say what you already did, even if it feels embarrassing, such as clicking a link, opening an attachment or replying. That detail often decides the next step. Add a screenshot if you can, and keep the original message untouched. Send what you know now, and add to it later.',
    },
    {
      kind: 'points',
      heading: 'What not to do',
      points: [
        'Do not delete emails, files or messages: they are evidence',
        'Do not investigate, retest links or confront anyone yourself',
        'Do not wipe, reset or switch off a device unless asked to',
        'Suspect malware? Disconnect from the network, leave it on, report',
      ],
      cues: [
        { at: 'Do not delete', mark: 1 },
        { at: 'Do not investigate', mark: 2 },
        { at: 'Do not wipe', mark: 3 },
        { at: 'If you suspect', mark: 4 },
      ],
      narration:
        'While you wait for help, avoid a few well meant mistakes. Do not delete the suspicious email, files or anything else that shows what happened. Do not investigate on your own by reopening the link, running a cleanup tool or questioning someone you suspect. That can warn an attacker and spoil evidence. Do not wipe, reset or switch off an affected computer unless the security contact asks you to. If you suspect malware, turn off Wi-Fi or unplug the network cable, leave the device on, and follow the instructions you are given.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'If in doubt, it is an incident: report it',
        'Tell your security contact at once, because minutes matter',
        'Say what happened, when, what is affected and what you already did',
        'Keep the evidence; do not investigate or clean up on your own',
        'Cannot raise it openly? Use the confidential hotline in ComplyReady',
      ],
      cues: [
        { at: 'If you wonder', mark: 1 },
        { at: 'Tell the security', mark: 2 },
        { at: 'Say what happened', mark: 3 },
        { at: 'Keep the evidence', mark: 4 },
        { at: 'If you cannot', mark: 5 },
      ],
      narration:
        'To sum up. If you wonder whether something is a security incident, treat it as one. Tell the security contact named in your incident response policy straight away. Say what happened, when, what might be affected and what you already did. Keep the evidence, and leave the investigation to the security team. If you cannot raise something openly, use the confidential hotline link in ComplyReady. Reporting early, even when you are unsure, keeps small problems small.',
    },
  ],
  questions: [
    {
      id: 'changed-password-still-report',
      prompt:
        'You typed your password into a page that turned out to be fake, and you changed your password right away. What should you do next?',
      choices: [
        'Nothing more: changing the password fixed the problem',
        'Tell your security contact at once and keep the email',
        'Delete the email so that nobody else clicks the link',
        'Wait a day to see whether anything strange happens',
      ],
      answer: 1,
      explanation:
        'The attacker may already have signed in or set up forwarding rules, which only the security team can check. The email is evidence, so keep it.',
    },
    {
      id: 'unsure-if-incident',
      prompt:
        'You get a sign-in alert for your work account from a city you have never visited, but it might be a glitch. What is the right move?',
      choices: [
        'Report it to your security contact now, even though you are unsure',
        "Wait until you are certain so you do not waste anyone's time",
        'Ignore it, because alerts like this are usually false alarms',
      ],
      answer: 0,
      explanation:
        'If you are wondering whether something is an incident, treat it as one. A false alarm costs minutes; a late report can cost far more.',
    },
    {
      id: 'suspected-malware',
      prompt:
        'After opening an attachment, your laptop starts showing strange pop-ups. What is the best first action?',
      choices: [
        'Reset the laptop to factory settings to remove the problem',
        'Switch it off and deal with it tomorrow',
        'Run a cleanup tool you found online',
        'Disconnect from the network, leave it switched on and tell your security contact',
      ],
      answer: 3,
      explanation:
        'Disconnecting limits the spread while keeping the evidence. Wiping, resetting or switching off can destroy clues the security team needs.',
    },
    {
      id: 'report-contents',
      prompt: 'Which of these belongs in a good incident report?',
      choices: [
        'Only your final conclusion, once you have investigated it yourself',
        'A guess at which colleague is to blame',
        'What happened, when, what may be affected and what you already did',
      ],
      answer: 2,
      explanation:
        'A short factual report with what you already did lets the security contact decide the next step quickly. Investigating on your own wastes time and can spoil evidence.',
    },
    {
      id: 'confidential-hotline',
      prompt:
        'You suspect your manager is copying customer data to a personal drive, and you do not feel safe raising it openly. Where do you report it?',
      choices: [
        'Confront your manager and ask them to stop',
        'Use the confidential hotline link in ComplyReady',
        'Post about it in the team channel',
        'Keep quiet until you have collected proof yourself',
      ],
      answer: 1,
      explanation:
        'The confidential hotline in ComplyReady is for concerns you cannot raise openly. Do not investigate or confront anyone yourself.',
    },
    {
      id: 'what-counts',
      prompt: 'Which of these is a security incident you should report?',
      choices: [
        'A colleague taking a day off',
        'A folder shared by mistake with anyone who has the link',
        'A software update installing overnight as planned',
      ],
      answer: 1,
      explanation:
        'Anything that might put data, accounts or equipment at risk counts, including data shared too widely by mistake.',
    },
    {
      id: 'report-now',
      prompt:
        'At 6 p.m. on a Friday you realize you may have typed your password into a fake page. When should you report it?',
      choices: [
        'On Monday morning, when the security contact is back',
        'Only once you are certain the page was fake',
        'Now, because a stolen password can be used within the hour',
      ],
      answer: 2,
      explanation:
        'Minutes matter, and a weekend of waiting gives an attacker time to use the password.',
    },
    {
      id: 'keep-the-email',
      prompt: 'Why should you leave a suspicious email in your mailbox instead of deleting it?',
      choices: [
        'It is evidence that helps find who else received it and block the sender',
        'So you can reopen the link later to test it',
        'Because deleting emails is against company policy',
      ],
      answer: 0,
      explanation:
        'The security team needs the original message to trace it, warn others and block the sender.',
    },
    {
      id: 'do-not-investigate',
      prompt:
        'You suspect someone is misusing company data. Should you question them yourself before reporting?',
      choices: [
        'Yes, to be sure before you report',
        'Yes, but only by email so there is a record',
        'No: it can warn an attacker and spoil evidence, so report it instead',
      ],
      answer: 2,
      explanation:
        'Investigating on your own can tip off the person and destroy evidence, so leave it to the security team.',
    },
    {
      id: 'say-what-you-did',
      prompt:
        'You replied to a phishing email before you realized what it was. Should your report mention the reply?',
      choices: [
        'No, only describe the email itself',
        'Only if someone asks you about it',
        'Yes: what you already did often decides the next step',
        'No, it will be in the email logs anyway',
      ],
      answer: 2,
      explanation:
        'Saying what you already did, even when it feels embarrassing, tells the team what to check and fix first.',
    },
  ],
};

export default course;
