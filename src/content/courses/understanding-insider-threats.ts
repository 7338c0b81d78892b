import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('understanding-insider-threats'),
  art: { icon: 'eye', hue: 44 },
  scenes: [
    {
      kind: 'title',
      heading: 'Understanding Insider Threats',
      points: ['Usually accidental, sometimes deliberate, always worth raising'],
      cues: [
        { at: 'An insider is', mark: 1 },
        { at: 'Most harm caused', mark: 2 },
        { at: 'In the next', mark: 6 },
        { at: 'how giving people', mark: 3 },
        { at: 'the warning signs', mark: 4 },
        { at: 'and how to', mark: 6 },
      ],
      narration:
        'Welcome to Understanding Insider Threats. An insider is anyone with legitimate access to our systems, including employees, contractors, interns and partners. Most harm caused by insiders is accidental, and only a small part is deliberate, but either way customers can be hurt. In the next five minutes we look at the kinds of insider risk, how giving people only the access they need protects everyone, the warning signs worth noticing, and how to raise a concern, including confidentially.',
    },
    {
      kind: 'points',
      heading: 'Three kinds of insider risk',
      points: [
        'Accidental: a misdirected email, a wrong sharing setting, a phishing click',
        'Deliberate: taking data to a new job, sabotage, selling access',
        'Compromised: an attacker using a colleague’s stolen login',
        'Most incidents are mistakes, and mistakes reported early can be fixed',
      ],
      cues: [
        { at: 'Someone emails a', mark: 1 },
        { at: 'These are honest', mark: 0 },
        { at: 'Less often, the', mark: 2 },
        { at: 'The third kind', mark: 3 },
        { at: 'where an attacker', mark: 4 },
      ],
      narration:
        "Insider risk comes in three broad kinds. The most common is accidental. Someone emails a file to the wrong customer, leaves a folder open to the whole internet, or types their password into a fake login page. These are honest mistakes, and when they are reported quickly they can usually be contained. Less often, the harm is deliberate. A person might copy customer lists before joining a competitor, delete work out of anger, or be paid by criminals to share access. The third kind is the compromised insider, where an attacker uses a real colleague's stolen login, so the activity looks like normal work.",
    },
    {
      kind: 'points',
      heading: 'Least privilege protects everyone',
      points: [
        'Have access only to what your current role needs',
        'Ask for extra access for a task, then hand it back',
        'Changing teams? Expect old access to be removed',
        'Seeing data you should not? Don’t browse it, report it',
      ],
      cues: [
        { at: 'The principle of', mark: 1 },
        { at: 'It limits the', mark: 0 },
        { at: 'Ask for extra', mark: 2 },
        { at: 'When you change', mark: 3 },
        { at: 'If you can', mark: 4 },
      ],
      narration:
        "The principle of least privilege means each person can reach only the systems and data their current role needs. It is not a sign of distrust. It limits the damage of an honest mistake, stops a stolen login from opening every door, and means fewer people are in the frame when something goes wrong. Ask for extra access when a task needs it, and hand it back when the task is done. When you change teams, expect your old access to be removed. If you can see data you clearly should not, such as salaries or another customer's account, do not browse it. Tell the system owner or your security contact so it can be fixed.",
    },
    {
      kind: 'points',
      heading: 'Warning signs worth noticing',
      points: [
        'Large downloads or exports unrelated to someone’s role',
        'Company data sent to personal email or personal cloud storage',
        'Requests for access, or for your login, without a clear need',
        'Getting around security controls, or talk of getting even',
      ],
      cues: [
        { at: 'Watch for large', mark: 1 },
        { at: 'Watch for company', mark: 2 },
        { at: 'Be wary when', mark: 3 },
        { at: 'Take seriously any', mark: 4 },
        { at: 'and most have', mark: 0 },
      ],
      narration:
        "Some behaviour signals a risk, whoever is behind it. Watch for large downloads or exports that have nothing to do with someone's job, especially shortly before they leave. Watch for company data forwarded to personal email or personal cloud storage. Be wary when someone asks for access they do not need, or asks to borrow your login. Take seriously any attempt to get around security controls, and any talk of getting even with the company. One sign alone proves nothing, and most have innocent explanations. Working out which is not your job. Noticing and passing it on is.",
    },
    {
      kind: 'example',
      heading: 'A favour before leaving',
      example: {
        kind: 'chat',
        from: 'Jordan Pike',
        to: 'You',
        subject: 'Direct message',
        lines: [
          'Jordan: hey, quick favour before Friday? can you export the full customer list with contract values?',
          'Jordan: send it to my personal address, jordan.pike.home@example.net',
          'Jordan: my access was cut since I handed in my notice',
          'Jordan: no need to mention it to anyone, it’s just for my records',
        ],
        redFlags: [
          'export the full customer list with contract values',
          'my personal address',
          'since I handed in my notice',
          'no need to mention it to anyone',
        ],
      },
      cues: [
        { at: 'Jordan wants the', mark: 1 },
        { at: 'The file would', mark: 2 },
        { at: "Jordan's own access", mark: 3 },
        { at: 'And the request', mark: 4 },
        { at: 'Then tell your', mark: 0 },
      ],
      narration:
        "Here is a direct message from a colleague who is leaving. It sounds casual, but look closer. Jordan wants the entire customer list with contract values, far more than any handover needs. The file would go to a personal address outside the company's control. Jordan's own access has already been reduced, and the message asks you to use yours to get around that. And the request to keep quiet is the clearest sign of all. Decline politely, explaining that customer data stays in company systems. Then tell your security contact, or use the confidential hotline if you would rather not raise it openly.",
    },
    {
      kind: 'points',
      heading: 'Raising a concern',
      points: [
        'Tell your security contact, named in the incident response policy',
        'Can’t raise it openly? Use the confidential hotline link in ComplyReady',
        'Report what you saw and when, not guesses about someone’s life',
        'Don’t investigate, confront or gossip; good-faith reports are welcome',
      ],
      cues: [
        { at: 'tell your security', mark: 1 },
        { at: 'Some concerns are', mark: 0 },
        { at: 'For those, use', mark: 2 },
        { at: 'Describe what you', mark: 3 },
        { at: 'Do not investigate', mark: 4 },
      ],
      narration:
        "If something worries you, tell your security contact, named in your company's incident response policy, as soon as you can. Some concerns are hard to raise openly, perhaps because they involve your manager, a close colleague or someone senior. For those, use the confidential hotline link in ComplyReady, so nobody has to choose between silence and a difficult conversation. Reporting is about behaviour and risks, not about spying on colleagues. Describe what you saw, when and where, and leave out guesses about anyone's private life or motives. Do not investigate on your own, confront the person or discuss it with others. If the mistake was your own, report it just the same.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Most insider incidents are accidents: report yours early',
        'Least privilege: keep only the access your role needs',
        'Notice behaviour that puts data at risk, not people’s private lives',
        'Security contact first; the confidential hotline in ComplyReady when needed',
      ],
      cues: [
        { at: 'and an attacker', mark: 1 },
        { at: 'Least privilege protects', mark: 2 },
        { at: 'Notice behaviour that', mark: 3 },
        { at: 'Tell your security', mark: 4 },
        { at: 'Reports made in', mark: 1 },
      ],
      narration:
        'To sum up. Insider risk is usually accidental and sometimes deliberate, and an attacker with a stolen login can look like an insider too. Least privilege protects everyone, so keep only the access your role needs and give back the rest. Notice behaviour that puts data at risk, such as unusual exports or data sent to personal addresses, without judging people or watching their private lives. Tell your security contact at once, and use the confidential hotline link in ComplyReady for anything you cannot raise openly. Reports made in good faith are welcome, even when the explanation turns out to be innocent.',
    },
  ],
  questions: [
    {
      id: 'most-common-kind',
      prompt: 'Which kind of insider incident is the most common?',
      choices: [
        'Deliberate data theft by unhappy employees',
        'Sabotage by contractors',
        'Accidental mistakes, such as a file emailed to the wrong person',
        'Employees selling access to criminals',
      ],
      answer: 2,
      explanation:
        'Most insider incidents are honest mistakes. Reported quickly, they can usually be contained.',
    },
    {
      id: 'leaving-colleague-export',
      prompt:
        'A colleague who has handed in their notice asks you to export the full customer list to their personal email and not to mention it. What should you do?',
      choices: [
        'Send it, since they have worked with these customers for years',
        'Decline, and tell your security contact or use the confidential hotline',
        'Send only the customers they personally looked after',
        'Copy it to a USB stick instead, so nothing goes by email',
      ],
      answer: 1,
      explanation:
        'A bulk export to a personal address, from someone leaving and asking for secrecy, is a clear warning sign. Customer data stays in company systems.',
    },
    {
      id: 'unexpected-access',
      prompt:
        'While working on a report you realise you can open a folder with everyone’s salaries. What is the right response?',
      choices: [
        'Look through it quickly to check whether it is really sensitive',
        'Say nothing, in case the access is useful later',
        'Share a screenshot in the team channel to warn everyone',
        'Don’t browse it; tell the system owner or your security contact',
      ],
      answer: 3,
      explanation:
        'Least privilege means having only the access your role needs. Reporting unexpected access lets it be fixed before it causes harm.',
    },
    {
      id: 'concern-about-manager',
      prompt:
        'You notice your own manager repeatedly forwarding customer files to a personal address and you do not feel able to raise it openly. What should you do?',
      choices: [
        'Confront your manager in the next team meeting',
        'Use the confidential hotline link in ComplyReady',
        'Check your manager’s mailbox activity to gather proof first',
        'Say nothing, since managers are allowed more access',
      ],
      answer: 1,
      explanation:
        'The confidential hotline exists for concerns you cannot raise openly. Investigating or confronting the person yourself is not your job.',
    },
    {
      id: 'what-to-report',
      prompt: 'What should a report about a possible insider risk contain?',
      choices: [
        'What you saw, when and where it happened',
        'Your theory about the person’s money or family problems',
        'Screenshots of the person’s private social media',
      ],
      answer: 0,
      explanation:
        'Reports are about behaviour and risks, not about spying on colleagues. Stick to facts you observed.',
    },
    {
      id: 'compromised-insider',
      prompt: 'What is a “compromised insider”?',
      choices: [
        'A colleague who has just been promoted',
        'An attacker using a real colleague’s stolen login, so the activity looks like normal work',
        'An employee who forgot to lock their screen',
      ],
      answer: 1,
      explanation:
        'A stolen login lets an attacker act as a trusted colleague, which is why unusual activity is worth reporting whoever seems to be behind it.',
    },
    {
      id: 'why-least-privilege',
      prompt: 'Why does each person get only the access their current role needs?',
      choices: [
        'It limits the damage of honest mistakes and stolen logins',
        'Because staff are not trusted',
        'To slow work down on purpose',
      ],
      answer: 0,
      explanation:
        'Least privilege is not distrust: it keeps a mistake or a stolen login from opening every door.',
    },
    {
      id: 'hand-access-back',
      prompt:
        'You were given extra access to finish a one-off task, and the task is now done. What should you do?',
      choices: [
        'Keep it in case you need it again',
        'Pass it on to a teammate who might need it',
        'Hand it back',
      ],
      answer: 2,
      explanation:
        'Access is asked for when a task needs it and handed back when the task is done.',
    },
    {
      id: 'borrow-login',
      prompt:
        'A colleague asks to borrow your login because their own access is not ready. What do you do?',
      choices: [
        'Lend it, since they are a colleague',
        'Lend it only for the afternoon',
        'Share it through the password manager',
        'Decline, and point them to the proper way to request access',
      ],
      answer: 3,
      explanation:
        'Asking to borrow someone’s login is a warning sign, and every action would be recorded as yours.',
    },
    {
      id: 'unusual-export',
      prompt:
        'A colleague who is about to leave downloads a large export unrelated to their role. What is your part?',
      choices: [
        'Confront them about it',
        'Look through their files to find out more',
        'Pass it on to your security contact without investigating yourself',
      ],
      answer: 2,
      explanation:
        'One sign alone proves nothing, and working out the explanation is not your job: noticing and passing it on is.',
    },
  ],
};

export default course;
