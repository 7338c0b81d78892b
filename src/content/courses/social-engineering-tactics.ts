import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('social-engineering-tactics'),
  art: { icon: 'mask', hue: 330 },
  scenes: [
    {
      kind: 'title',
      heading: 'Social Engineering Tactics',
      points: ['How attackers talk their way in, and how to check before you act'],
      cues: [
        { at: 'Some attackers never', mark: 1 },
        { at: 'They simply ask', mark: 2 },
        { at: 'In the next', mark: 8 },
        { at: 'and learn simple', mark: 7 },
      ],
      narration:
        'Welcome to Social Engineering Tactics. Some attackers never touch a keyboard to break in. They simply ask, by phone, by chat or in person, with a story good enough that a helpful person says yes. In the next seven minutes you will see how these conversations work, hear a few realistic examples, and learn simple ways to verify a request before you act on it.',
    },
    {
      kind: 'points',
      heading: 'What social engineering is',
      points: [
        'Manipulating people instead of breaking systems',
        'A pretext: a believable story, role and reason to need your help',
        'Levers: authority, urgency, secrecy, helpfulness and flattery',
        'Targets: passwords, sign-in codes, payments, data and physical access',
      ],
      cues: [
        { at: 'Social engineering means', mark: 1 },
        { at: 'It starts with', mark: 2 },
        { at: 'The attacker has', mark: 0 },
        { at: 'Then they pull', mark: 3 },
        { at: 'Flattery and friendliness', mark: 0 },
        { at: 'What they want', mark: 4 },
      ],
      narration:
        'Social engineering means manipulating people into giving away access, instead of breaking through technical defenses. It starts with a pretext, which is a believable story. The caller is from the help desk, a new supplier, an auditor or a senior leader who is traveling. The attacker has often done homework on professional networking sites and the company website, so they know names, job titles and current projects. Then they pull on a few levers. Authority makes you want to obey. Urgency stops you thinking. Secrecy stops you checking with anyone else. Flattery and friendliness lower your guard. And helpfulness, one of our best qualities, makes you want to solve their problem. What they want is usually a password, a sign-in code, a payment, some data, or a way through the front door.',
    },
    {
      kind: 'example',
      heading: 'Example: the help desk call',
      example: {
        kind: 'call',
        from: '“IT Service Desk” +1 555 0100',
        lines: [
          'Caller: Hi Jordan, Sam from the IT service desk. Sorry to call on a Friday evening.',
          'Caller: Someone overseas is trying to sign in as you. I’m sending a code to your phone. Just read it back to me.',
          'Jordan: Can I call you back on the help desk number?',
          'Caller: No need, the help desk number is on your screen.',
          'Caller: Quickly, please. The account locks in five minutes and your files could be wiped.',
        ],
        redFlags: [
          'on a Friday evening',
          'Just read it back to me',
          'the help desk number is on your screen',
          'The account locks in five minutes',
        ],
      },
      cues: [
        { at: 'It comes late', mark: 1 },
        { at: 'Read back the', mark: 2 },
        { at: 'Jordan does the', mark: 3 },
        { at: 'But the number', mark: 4 },
        { at: 'The safe move', mark: 3 },
      ],
      narration:
        "Here is a call as it might happen. It comes late on a Friday, when fewer people are around to check. The caller knows Jordan's name and sounds friendly and competent. Then comes the request. Read back the code we just sent you. That code is a second sign-in factor, and whoever holds it can get into the account. Jordan does the right thing and offers to call back, and the caller pushes that aside, saying the help desk number is already on the screen. But the number shown for a caller can easily be faked. Finally, a deadline and a threat to add pressure. Real support staff never need your password or a sign-in code. The safe move is to end the call politely and call the help desk on the number in your company directory.",
    },
    {
      kind: 'points',
      heading: 'Phone calls and cloned voices',
      points: [
        'Caller ID can be faked: a familiar number proves nothing',
        'AI can clone a voice from a short clip, and fake a face on a video call',
        'Attackers also call your help desk pretending to be you',
        'Unusual request plus pressure: hang up and call back on a known number',
      ],
      cues: [
        { at: 'The number shown', mark: 1 },
        { at: 'Artificial intelligence can', mark: 2 },
        { at: 'So hearing or', mark: 1 },
        { at: 'They call help', mark: 3 },
        { at: 'Whenever a call', mark: 4 },
      ],
      narration:
        "Phone calls are popular with attackers because they feel personal and leave little time to think. The number shown on your screen can be set to anything, including your own company's number. Artificial intelligence can now copy a person's voice from a short recording, and even fake a face on a video call. So hearing or seeing someone familiar is no longer proof that it is them. Attackers also work the other direction. They call help desks pretending to be an employee who has lost their phone, and ask for a password reset or a new sign-in device. Whenever a call combines an unusual request with pressure, hang up and call back on a number you already know.",
    },
    {
      kind: 'example',
      heading: 'Example: a chat message from the “CEO”',
      example: {
        kind: 'chat',
        from: 'Dana Reyes (CEO) · new number +1 555 0187',
        lines: [
          'Hi, it’s Dana. This is my personal number, I’m about to board a flight.',
          'I need a quick favor. Please keep it between us.',
          'Can you buy six $200 gift cards for a partner and send me photos of the codes?',
          'Finance will repay you. Don’t call, I’m boarding.',
        ],
        redFlags: [
          'This is my personal number',
          'keep it between us',
          'send me photos of the codes',
          'Don’t call',
        ],
      },
      cues: [
        { at: 'A new personal', mark: 1 },
        { at: 'The request for', mark: 2 },
        { at: 'Gift cards are', mark: 3 },
        { at: 'And the request', mark: 4 },
        { at: 'The same pattern', mark: 0 },
        { at: 'Contact Dana through', mark: 1 },
      ],
      narration:
        'Here is a message from a new number, signed by your chief executive. It has every classic lever. A new personal number explains why it does not come from the usual account. The request for secrecy stops you checking with anyone. Gift cards are a favorite of fraudsters because the codes can be spent instantly and are almost impossible to trace. And the request not to call makes sure you never hear that the real Dana knows nothing about it. The same pattern appears with requests for urgent payments, staff tax records, or adding someone to a shared folder. Do not reply. Contact Dana through the company chat tool or her known number, and tell your security contact.',
    },
    {
      kind: 'points',
      heading: 'Friendly pretexts in person and online',
      points: [
        'A new “colleague” or contractor asks to be added to a channel or folder',
        'A visitor with full hands wants you to hold the secure door',
        'A recruiter or researcher asks about your tools, team or processes',
        'A found USB stick is left where someone will plug it in',
      ],
      cues: [
        { at: 'Someone who says', mark: 1 },
        { at: 'A visitor carrying', mark: 2 },
        { at: 'A recruiter or', mark: 3 },
        { at: 'A memory stick', mark: 4 },
        { at: 'Access is granted', mark: 3 },
      ],
      narration:
        'Not every pretext is an emergency. Some are simply friendly. Someone who says they are a new contractor asks you to add them to a chat channel or share a folder, because their access is still being set up. A visitor carrying boxes waits for you to hold the office door. A recruiter or a researcher asks which tools your team uses and who approves payments. A memory stick labeled salaries turns up in the parking lot. Each one feels harmless, and each one can hand an attacker a foothold. Access is granted through the proper request process, visitors sign in at reception, and found devices go to your security contact, not into your laptop.',
    },
    {
      kind: 'points',
      heading: 'Verify before you act',
      points: [
        'Pause: urgency and secrecy are reasons to slow down',
        'Verify through a channel you choose, never one given in the message',
        'Call back using the company directory, or ask their manager',
        'Never share passwords or codes, or approve prompts, for anyone',
        'Saying “let me check and call you back” is always acceptable',
      ],
      cues: [
        { at: 'When a request', mark: 1 },
        { at: 'Second, verify through', mark: 2 },
        { at: 'Call back on', mark: 3 },
        { at: 'Third, never share', mark: 4 },
        { at: 'It is always', mark: 5 },
        { at: 'and a good', mark: 0 },
      ],
      narration:
        'The defense is simple and it works. First, pause. When a request is urgent or secret, that is your cue to slow down. Second, verify through a channel you choose yourself, never one the requester gives you. Call back on the number in the company directory, message the person in the usual company chat tool, or ask their manager. Third, never share a password or a sign-in code, and never approve a sign-in prompt, for anyone, whoever they say they are. It is always acceptable to say, let me check and call you back. A genuine colleague will understand, and a good leader will thank you for it. An attacker will usually push harder, or disappear.',
    },
    {
      kind: 'points',
      heading: 'If you are targeted',
      points: [
        'End the conversation politely; do not argue or engage further',
        'Note what was asked, the number or account used, and the time',
        'Tell your security contact at once, even if you already said yes',
        'Cannot raise it openly? Use the confidential hotline link in ComplyReady',
      ],
      cues: [
        { at: 'End the conversation', mark: 1 },
        { at: 'Write down what', mark: 2 },
        { at: 'Then tell your', mark: 3 },
        { at: 'because a code', mark: 0 },
        { at: 'If you cannot', mark: 4 },
      ],
      narration:
        "If you think you are being targeted, you do not have to prove it. End the conversation politely, without arguing. Write down what was asked, the number or account used, and the time, and keep any messages instead of deleting them. Then tell your security contact, who is named in your company's incident response policy, at once. Do this even if you already shared something or made a payment. That is when speed matters most, because a code can be canceled, a password changed and a payment sometimes recalled if the team hears quickly. Attackers rarely try just one person, so your report also protects your colleagues. If you cannot raise something openly, use the confidential hotline link in Comply Ready.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Attackers use a believable story plus authority, urgency and secrecy',
        'Familiar names, numbers, voices and faces can all be faked',
        'Verify through a channel you choose: directory number or company chat',
        'Never share passwords or sign-in codes, whoever asks',
        'Report attempts to your security contact, even if you said yes',
      ],
      cues: [
        { at: 'Social engineers use', mark: 1 },
        { at: 'Names, phone numbers', mark: 2 },
        { at: 'Before you act', mark: 3 },
        { at: 'Never share passwords', mark: 4 },
        { at: 'And report every', mark: 5 },
      ],
      narration:
        'To sum up. Social engineers use a believable story and pull on authority, urgency and secrecy. Names, phone numbers, voices and even faces can be faked. Before you act on an unusual request, verify it through a channel you choose. Never share passwords or codes. And report every attempt to your security contact straight away, even if you already said yes, because others may be targeted next.',
    },
  ],
  questions: [
    {
      id: 'code-on-the-phone',
      prompt:
        'A caller from “the IT service desk” says your account is under attack and asks you to read back the code just sent to your phone. What should you do?',
      choices: [
        'Read it back quickly, since the account is at risk',
        'Ask the caller for their employee number first, then read the code',
        'End the call and contact the help desk on the number in the company directory',
        'Read back only half of the code to be safe',
      ],
      answer: 2,
      explanation:
        'Real support staff never need your sign-in code. Calling back on a number you already know confirms whether the call was genuine.',
    },
    {
      id: 'caller-id',
      prompt: 'The incoming call shows your company’s main phone number. What does that prove?',
      choices: [
        'Nothing, because caller ID can be faked',
        'That the caller works for your company',
        'That the call has been checked by your phone provider',
      ],
      answer: 0,
      explanation:
        'The number shown for a caller can be set to anything. Only a call back on a number you already know verifies who you are talking to.',
    },
    {
      id: 'gift-cards',
      prompt:
        'Your “CEO” messages from a new personal number asking you to buy gift cards, keep it quiet and not call. What is the best response?',
      choices: [
        'Buy the cards and keep the receipts so finance can reimburse you',
        'Reply to the message and ask what the cards are for',
        'Buy a single card first to test whether the request is real',
        'Do not reply; verify through a known channel and report it',
      ],
      answer: 3,
      explanation:
        'Secrecy, a new number and gift cards are classic fraud signs. Verify through a channel you choose and report it so others can be warned.',
    },
    {
      id: 'new-contractor',
      prompt:
        'Someone who says they are a new contractor messages you asking to be added to a private project channel because their access is not ready yet. What do you do?',
      choices: [
        'Point them to the proper access request process and check with their manager',
        'Add them, since helping new colleagues settle in is good teamwork',
        'Add them for now and remove them once their own access works',
      ],
      answer: 0,
      explanation:
        'Access is granted through the proper request process, not as a favor. Checking with their manager verifies the story through a channel you choose.',
    },
    {
      id: 'familiar-voice',
      prompt:
        'Your manager calls, sounding exactly like themselves, and urgently asks you to approve an unusual payment. Why should you still verify?',
      choices: [
        'Because managers are not allowed to approve payments by phone',
        'Because AI can clone a voice from a short recording',
        'Because calls are always recorded by attackers',
        'You do not need to, a familiar voice is proof enough',
      ],
      answer: 1,
      explanation:
        'Voice cloning means a familiar voice is no longer proof. An unusual request plus urgency is the cue to call back on a known number.',
    },
    {
      id: 'pretext',
      prompt: 'In social engineering, what is a pretext?',
      choices: [
        'A believable story, role and reason for needing your help',
        'A virus hidden in an email attachment',
        'A fake website that copies a real one',
        'A warning sent by the security team',
      ],
      answer: 0,
      explanation:
        'Social engineers start with a pretext, such as posing as the help desk or a traveling leader, to make their request seem normal.',
    },
    {
      id: 'friday-evening-call',
      prompt: 'Why did the fake help desk call in the course come late on a Friday evening?',
      choices: [
        'Because help desk staff only work late on Fridays',
        'Because fewer people are around to check the story',
        'Because sign-in codes expire at the weekend',
      ],
      answer: 1,
      explanation:
        'Attackers choose moments when it is hard to check with anyone, so the pressure to act alone is greatest.',
    },
    {
      id: 'help-desk-reset',
      prompt: 'How do attackers also use the phone against a company’s own help desk?',
      choices: [
        'They call to report a suspicious email',
        'They ask which antivirus software the company uses',
        'They pose as an employee who lost their phone and ask for a password reset or a new sign-in device',
      ],
      answer: 2,
      explanation:
        'Attackers call help desks pretending to be employees, so a reset or new sign-in device must be verified like any other unusual request.',
    },
    {
      id: 'found-memory-stick',
      prompt:
        'A memory stick labeled “salaries” turns up in the parking lot. What should happen to it?',
      choices: [
        'Plug it in to find out whose it is',
        'Give it to HR, since it is about salaries',
        'Throw it away so nobody plugs it in',
        'Hand it to your security contact without plugging it in',
      ],
      answer: 3,
      explanation:
        'A found device can be bait left for someone to plug in, so it goes to your security contact, never into a laptop.',
    },
    {
      id: 'already-said-yes',
      prompt:
        'An hour ago you read a sign-in code to a caller, and now you suspect it was a scam. What should you do?',
      choices: [
        'Say nothing, since the code has probably expired',
        'Tell your security contact at once, with what was asked, the number used and the time',
        'Call the number back and ask them not to use the code',
      ],
      answer: 1,
      explanation:
        'Reporting quickly, even after saying yes, lets the team cancel codes and change passwords before the attacker uses them.',
    },
  ],
};

export default course;
