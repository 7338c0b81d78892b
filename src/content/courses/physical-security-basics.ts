import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('physical-security-basics'),
  art: { icon: 'badge', hue: 200 },
  scenes: [
    {
      kind: 'title',
      heading: 'Physical Security Basics',
      points: ['Small habits that protect the office and your equipment'],
      cues: [
        { at: 'Strong passwords and', mark: 1 },
        { at: 'In the next', mark: 2 },
        { at: 'Each one takes', mark: 6 },
      ],
      narration:
        'Welcome to Physical Security Basics. Strong passwords and encryption help much less if someone can walk up to your unlocked laptop or simply carry it away. In the next four minutes we cover four habits: locking your screen, handling tailgaters and unexpected visitors, keeping laptops safe on the move, and keeping papers and stray devices under control. Each one takes only seconds.',
    },
    {
      kind: 'points',
      heading: 'Lock your screen every time you step away',
      points: [
        'Windows: press the Windows key and L',
        'Mac: press Control, Command and Q',
        'Let the device lock itself after a few idle minutes, as a safety net',
        'At home and in shared spaces too',
      ],
      cues: [
        { at: 'On Windows, hold', mark: 1 },
        { at: 'hold the Windows', mark: 2 },
        { at: 'An unlocked laptop', mark: 0 },
        { at: 'Your device should', mark: 3 },
        { at: 'Do the same', mark: 4 },
      ],
      narration:
        'Lock your screen every time you leave your desk, even for a coffee. On Windows, hold the Windows key and press L. On a Mac, press Control, Command and Q together. It takes a second and soon becomes a habit. An unlocked laptop lets anyone passing by read customer data or send messages in your name. Your device should also lock itself after a few idle minutes, but treat that as a safety net, not the plan. Do the same at home and in co-working spaces.',
    },
    {
      kind: 'points',
      heading: 'Tailgaters and visitors',
      points: [
        'Do not hold secure doors open for people you do not recognize',
        'Ask politely: "Can I help you find someone?"',
        'Visitors sign in, wear a badge and stay with their host',
        'Someone refuses or slips away? Tell your security contact',
      ],
      cues: [
        { at: 'If you do', mark: 1 },
        { at: 'a friendly question', mark: 2 },
        { at: 'Visitors should sign', mark: 3 },
        { at: 'Note what they', mark: 4 },
      ],
      narration:
        'Tailgating is when someone follows you through a secure door without using a badge of their own. It works because holding the door feels polite. If you do not recognize someone, a friendly question is enough: can I help you find someone? Then walk them to reception or to the person they are visiting. Genuine visitors expect this. Visitors should sign in, wear a visible badge and stay with their host. If someone will not answer or wanders off, do not block them physically. Note what they look like and tell your security contact straight away.',
    },
    {
      kind: 'example',
      heading: 'A pretext at the back door',
      example: {
        kind: 'call',
        from: 'Caller: "Mark, Brightline Office Printers"',
        to: 'Reception, Larkspur Analytics',
        lines: [
          'Caller: Hi, it is Mark from Brightline Printers. Our technician Jay is at your back door for the printer service.',
          "Caller: His building pass isn't working, and he's got three more jobs today.",
          'Caller: Could someone just pop down and let him in? Your office manager already approved it.',
          'Reception: Who approved it, and do we have a ticket for this visit?',
        ],
        redFlags: [
          "His building pass isn't working",
          "he's got three more jobs today",
          'Your office manager already approved it',
        ],
      },
      cues: [
        { at: 'The pass conveniently', mark: 1 },
        { at: 'there is time', mark: 2 },
        { at: 'and the caller', mark: 3 },
        { at: 'The next step', mark: 0 },
        { at: 'Until it is', mark: 3 },
      ],
      narration:
        'Here is a call a receptionist received. It sounds routine, which is the point. The pass conveniently does not work, there is time pressure, and the caller claims a manager already approved the visit. The receptionist did the right thing by asking who approved it and whether a ticket exists. The next step is to check with that manager using a number you already have, not one the caller gives you. Until it is confirmed, the technician waits outside. A real service company will understand.',
    },
    {
      kind: 'points',
      heading: 'Laptops in cars and on the move',
      points: [
        'Never leave a laptop visible in a parked car, or in any car overnight',
        'Put your bag in the trunk before you set off, not on arrival',
        'In cafés, trains and airports, keep it in sight and within reach',
        'Lost or stolen? Tell your security contact at once',
      ],
      cues: [
        { at: 'A bag on', mark: 1 },
        { at: 'So put your', mark: 2 },
        { at: 'and never leave', mark: 1 },
        { at: 'In cafes, trains', mark: 3 },
        { at: 'If a device', mark: 4 },
      ],
      narration:
        'Laptops are often stolen from cars. A bag on the back seat is an invitation, and thieves watch parking lots for people moving bags into the trunk. So put your bag out of sight before you set off, and never leave a laptop in a car overnight. In cafes, trains and airports, keep it in sight and within reach. Encryption protects the data on a company laptop, but a loss still has to be reported. If a device goes missing, tell your security contact at once so it can be locked or wiped remotely.',
    },
    {
      kind: 'points',
      heading: 'Papers, printers and found devices',
      points: [
        'Lock away confidential papers when you leave your desk',
        'Collect printouts at once; shred them, do not recycle them',
        'Wipe whiteboards after sensitive meetings',
        'Found a USB stick? Do not plug it in: hand it to your security contact',
      ],
      cues: [
        { at: 'Lock confidential documents', mark: 1 },
        { at: 'Collect printouts straight', mark: 2 },
        { at: 'Wipe whiteboards after', mark: 3 },
        { at: 'do not plug', mark: 0 },
        { at: 'Hand it to', mark: 4 },
      ],
      narration:
        'Physical security covers paper too. Lock confidential documents away at the end of the day. Collect printouts straight away instead of leaving customer details on the shared printer, and shred them rather than recycling them. Wipe whiteboards after meetings about customers, pricing or incidents. If you find a memory stick or another unknown device, do not plug it in to see what is on it. Attackers leave them lying around on purpose. Hand it to your security contact.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Lock your screen every time you step away',
        'Politely challenge people you do not recognize',
        'Keep laptops out of sight in cars and within reach when traveling',
        'Shred papers, and never plug in devices you find',
        'Report losses and intruders to your security contact at once',
      ],
      cues: [
        { at: 'Lock your screen', mark: 1 },
        { at: 'Greet people you', mark: 2 },
        { at: 'Keep laptops out', mark: 3 },
        { at: 'Shred confidential papers', mark: 4 },
        { at: 'If something goes', mark: 5 },
        { at: 'tell the security', mark: 0 },
      ],
      narration:
        'To wrap up. Lock your screen whenever you step away. Greet people you do not recognize and walk them to reception. Keep laptops out of sight in cars and within reach when traveling. Shred confidential papers and never plug in a device you find. If something goes wrong, such as a lost laptop, a missing badge or a stranger who slipped in, tell the security contact named in your incident response policy at once. For anything you cannot raise openly, use the confidential hotline link in ComplyReady.',
    },
  ],
  questions: [
    {
      id: 'quick-coffee',
      prompt:
        'You are stepping away from your desk for two minutes to get a coffee. What should you do?',
      choices: [
        'Nothing, because the automatic lock will kick in eventually',
        'Lock your screen with the keyboard shortcut before you go',
        'Turn off the monitor so nobody can see the screen',
        'Ask the person at the next desk to keep an eye on it',
      ],
      answer: 1,
      explanation:
        'Lock the screen every time you step away. The automatic lock is only a safety net, and a switched-off monitor leaves the computer unlocked.',
    },
    {
      id: 'forgot-badge',
      prompt:
        'As you badge into the office, someone you do not recognize walks up behind you and says they forgot their badge. What is the best response?',
      choices: [
        'Politely ask who they are visiting and walk them to reception',
        'Hold the door, because refusing would be rude',
        'Let them in, but write down their name afterwards',
        'Block the doorway until they leave',
      ],
      answer: 0,
      explanation:
        'A friendly question and a walk to reception stops tailgating without confrontation. Never physically block someone; if they refuse or slip away, tell your security contact.',
    },
    {
      id: 'printer-technician',
      prompt:
        'A caller says their technician is at your back door, his pass is not working, and your office manager already approved the visit. What should you do?',
      choices: [
        'Let the technician in, since a manager has approved it',
        "Ask the caller for the manager's number and call it",
        'Confirm with the office manager on a number you already have, while the technician waits outside',
        'Give the caller the door code so you do not need to go downstairs',
      ],
      answer: 2,
      explanation:
        'Time pressure and a claimed approval are classic pretexts. Verify through a contact you already know, not one the caller supplies.',
    },
    {
      id: 'laptop-in-car',
      prompt:
        'You are driving to a client meeting and will stop at a shop on the way. Where should your laptop be?',
      choices: [
        'On the passenger seat, so you can keep an eye on it',
        'Under a coat on the back seat',
        'In the trunk, moved there once you park at the shop',
        'In the trunk, put there before you set off',
      ],
      answer: 3,
      explanation:
        'Thieves watch parking lots for people moving bags into the trunk, so stow the laptop out of sight before you set off.',
    },
    {
      id: 'found-usb-stick',
      prompt:
        'You find a USB stick labeled "Salary review" in the office parking lot. What do you do?',
      choices: [
        'Plug it into your laptop to find out who owns it',
        'Hand it to your security contact without plugging it in',
        'Throw it in the bin so nobody else plugs it in',
      ],
      answer: 1,
      explanation:
        'Attackers leave devices with tempting labels on purpose. Do not plug it in; give it to your security contact, who can deal with it safely.',
    },
    {
      id: 'auto-lock',
      prompt:
        'Your laptop locks itself after a few idle minutes. Do you still need to lock it when you step away?',
      choices: [
        'No, the automatic lock is enough',
        'Yes: the automatic lock is a safety net, not the plan',
        'Only in the office, not at home or in shared spaces',
      ],
      answer: 1,
      explanation:
        'Anyone passing by can use an unlocked laptop in those minutes, so lock it yourself every time.',
    },
    {
      id: 'tailgating',
      prompt: 'What is tailgating?',
      choices: [
        'Following someone through a secure door without using your own badge',
        'Reading someone’s screen over their shoulder',
        'Sending an email to the wrong person',
        'Driving too close to a company car',
      ],
      answer: 0,
      explanation: 'Tailgating relies on people holding secure doors open out of politeness.',
    },
    {
      id: 'visitor-rules',
      prompt: 'What should a genuine visitor to the office do?',
      choices: [
        'Walk around freely once inside',
        'Borrow a staff badge for the day',
        'Sign in, wear a visible badge and stay with their host',
      ],
      answer: 2,
      explanation:
        'Signing in, a visible badge and a host make it clear who belongs in the office.',
    },
    {
      id: 'stranger-walks-off',
      prompt:
        'A person you do not recognize will not answer your friendly question and walks off into the office. What should you do?',
      choices: [
        'Block their way until they explain themselves',
        'Ignore it, since they got in somehow',
        'Note what they look like and tell your security contact straight away',
      ],
      answer: 2,
      explanation:
        'Do not confront them physically; a quick report with a description lets the right people act.',
    },
    {
      id: 'encrypted-laptop-stolen',
      prompt: 'Your encrypted company laptop is stolen. Do you still need to report it?',
      choices: [
        'Yes, at once, so it can be locked or wiped remotely',
        'No, encryption protects the data',
        'Only if it held customer data',
      ],
      answer: 0,
      explanation:
        'Encryption protects the data, but a loss must still be reported so the device can be locked or wiped.',
    },
    {
      id: 'printouts',
      prompt: 'You printed a customer report on the shared printer. What should you do with it?',
      choices: [
        'Collect it later in the day',
        'Leave it in the tray for whoever needs it',
        'Collect it straight away, and shred it rather than recycle it when done',
      ],
      answer: 2,
      explanation:
        'Printouts left on a shared printer or in recycling expose customer details to anyone passing.',
    },
  ],
};

export default course;
