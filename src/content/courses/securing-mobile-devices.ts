import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('securing-mobile-devices'),
  art: { icon: 'phone', hue: 284 },
  scenes: [
    {
      kind: 'title',
      heading: 'Securing Mobile Devices',
      points: ['Protect the work data you carry in your pocket'],
      cues: [
        { at: 'Your phone probably', mark: 1 },
        { at: 'Over the next', mark: 7 },
        { at: 'public networks and', mark: 6 },
        { at: 'and exactly what', mark: 1 },
      ],
      narration:
        'Welcome to Securing Mobile Devices. Your phone probably holds work email, chat, calendars, sign-in approvals and customer files, which makes it one of the most valuable things an attacker could get hold of. Over the next six minutes we cover the screen lock, updates, installing apps safely, suspicious texts, public networks and chargers, and exactly what to do if a phone or tablet with work data is lost or stolen.',
    },
    {
      kind: 'points',
      heading: 'A strong screen lock',
      points: [
        'A passcode of at least six digits, or a longer one with letters',
        'Face or fingerprint unlock, so the strong passcode stays convenient',
        'Auto-lock after one minute or less',
        'Hide message previews on the lock screen',
        'Never share your passcode, even at home',
      ],
      cues: [
        { at: 'Use a passcode', mark: 1 },
        { at: 'Turn on face', mark: 2 },
        { at: 'Set the phone', mark: 3 },
        { at: 'Hide message previews', mark: 4 },
        { at: 'And keep your', mark: 5 },
      ],
      narration:
        'The screen lock is what stands between a thief and everything on your phone. Use a passcode of at least six digits, or a longer one with letters, and avoid birthdays, patterns and repeated numbers. Turn on face or fingerprint unlock so a strong passcode does not slow you down. Set the phone to lock itself after a minute or less. Hide message previews on the lock screen, so one time codes and customer names are not there for anyone to read. And keep your passcode to yourself, even at home. On modern phones the passcode also protects the encryption of everything stored on the device.',
    },
    {
      kind: 'points',
      heading: 'Keep the system and apps updated',
      points: [
        'Install operating system updates within days, not months',
        'Turn on automatic updates for the system and for apps',
        'Restart your phone regularly so updates can finish',
        'A phone that no longer gets security updates must be retired from work use',
      ],
      cues: [
        { at: 'Install operating system', mark: 1 },
        { at: 'and turn on', mark: 2 },
        { at: 'Restart your phone', mark: 3 },
        { at: 'Once the manufacturer', mark: 4 },
        { at: 'Your company may', mark: 2 },
      ],
      narration:
        'Phone updates fix security holes that attackers are actively using, sometimes through a single malicious message or web page that needs no tap at all. Install operating system updates within a few days, and turn on automatic updates for both the system and your apps. Restart your phone now and then, because some fixes only take effect after a restart. Check that your model still receives security updates. Once the manufacturer stops supporting a phone, new holes are never fixed, and it should no longer be used for work. Your company may check this automatically and block work apps on devices that fall behind.',
    },
    {
      kind: 'points',
      heading: 'Apps: official stores only',
      points: [
        'Install apps only from the App Store or Google Play',
        'Never jailbreak or root a phone that holds work data',
        'Check the developer, reviews and permissions before installing',
        'Keep work files in approved apps, not personal cloud storage',
        'Asked to enroll in device management or a work profile? Do it',
      ],
      cues: [
        { at: 'Install apps only', mark: 1 },
        { at: 'Never sideload apps', mark: 2 },
        { at: 'The official stores', mark: 3 },
        { at: 'Keep work files', mark: 4 },
        { at: 'If your company', mark: 5 },
        { at: 'That lets it', mark: 0 },
      ],
      narration:
        'Install apps only from the official stores, the App Store on iPhone and Google Play on Android. Never sideload apps from websites or messages, and never jailbreak or root a phone that holds work data, because that removes the protections the system depends on. The official stores are not perfect, so check the developer name, the reviews and the permissions an app asks for. A flashlight app has no reason to read your contacts. Keep work files inside the apps your company approves rather than in personal cloud storage. If your company asks you to enroll your phone in device management or to set up a work profile, do it. That lets it protect, and if needed remove, work data without touching your personal photos.',
    },
    {
      kind: 'example',
      heading: 'A text from "IT support"',
      example: {
        kind: 'sms',
        from: '+1 (415) 555-0187',
        lines: [
          'Larkspur IT: Email will be suspended today. Install Secure Mail profile within 2 hours: https://mdm.larkspur-it.example.net',
          'If asked, allow installs from unknown sources.',
        ],
        redFlags: [
          'suspended today',
          'within 2 hours',
          'https://mdm.larkspur-it.example.net',
          'allow installs from unknown sources',
        ],
      },
      cues: [
        { at: 'Notice the threat', mark: 1 },
        { at: 'both meant to', mark: 2 },
        { at: 'The link goes', mark: 3 },
        { at: 'And it asks', mark: 4 },
        { at: 'A real support', mark: 0 },
      ],
      narration:
        'Here is a text that claims to come from your company support team. Notice the threat that your email will be suspended today and the two hour deadline, both meant to rush you. The link goes to a lookalike domain, not one your company uses. And it asks you to allow installs from unknown sources, which would let an attacker put a malicious app or configuration profile on your phone, bypassing the official store. A real support team would not send setup instructions like this out of the blue. Do not tap the link. Take a screenshot and send it to your security contact.',
    },
    {
      kind: 'points',
      heading: 'Networks, Bluetooth and charging',
      points: [
        'On public Wi-Fi, prefer mobile data or your own hotspot',
        'Turn off auto-join for open networks you do not recognize',
        'Use the company VPN app away from trusted networks, if you have one',
        'Charge from your own charger; decline "Trust this computer" prompts',
        'Turn off Bluetooth and nearby sharing when not in use',
      ],
      cues: [
        { at: 'For work, prefer', mark: 1 },
        { at: 'prefer your own', mark: 2 },
        { at: 'If your company', mark: 3 },
        { at: 'plug your own', mark: 1 },
        { at: 'If your phone', mark: 4 },
        { at: 'say no. Turn', mark: 5 },
      ],
      narration:
        'Public Wi-Fi in hotels, airports and cafes is convenient, but you cannot know who runs it, and a fake network with a familiar name is easy to set up. For work, prefer your own mobile data or hotspot, and turn off automatic joining for open networks. If your company provides a virtual private network app, use it away from trusted networks. When charging in public, plug your own charger into a power socket rather than using an unknown cable or charging port. If your phone asks whether to trust a connected computer or allow data access while you are only charging, say no. Turn off Bluetooth and nearby sharing when you are not using them.',
    },
    {
      kind: 'points',
      heading: 'Lost or stolen: act within minutes',
      points: [
        'Tell your security contact at once, day or night',
        'The company can sign you out, lock the device or wipe work data',
        'Use Find My on Apple devices or Find Hub on Android to lock or erase it',
        'Ask your carrier to block the SIM card',
        'Selling or handing back a phone? Erase it first',
      ],
      cues: [
        { at: 'report it to', mark: 1 },
        { at: 'A quick report', mark: 2 },
        { at: 'On your side', mark: 3 },
        { at: 'lock it and', mark: 1 },
        { at: 'Ask your carrier', mark: 4 },
        { at: 'And before you', mark: 5 },
      ],
      narration:
        'If a phone or tablet with work data is lost or stolen, report it to your security contact at once, even at night or on holiday. Do not wait a day in the hope that it turns up. A quick report lets the company sign the device out of work accounts and lock it or remotely wipe work data through device management. On your side, use Find My on Apple devices, or Find Hub on Android, which used to be called Find My Device, to see where it is, lock it and show a contact message. If it is clearly gone and your security contact agrees, erase it remotely. Ask your carrier to block the SIM card so nobody can receive your texts. And before you sell or hand back a phone, sign out of work accounts and erase it.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Strong passcode, short auto-lock, hidden previews',
        'Install updates promptly; retire phones that no longer get them',
        'Apps only from official stores; never jailbreak or root',
        'Suspicious text? Do not tap; report it',
        'Lost phone? Tell your security contact within minutes',
      ],
      cues: [
        { at: 'Protect your phone', mark: 1 },
        { at: 'Install updates promptly', mark: 2 },
        { at: 'Install apps only', mark: 3 },
        { at: 'Treat unexpected texts', mark: 4 },
        { at: 'And if a', mark: 5 },
        { at: 'so it can', mark: 0 },
      ],
      narration:
        'To sum up. Protect your phone with a strong passcode, a short auto-lock and hidden previews. Install updates promptly, and stop using phones that no longer get them. Install apps only from the official stores, and never jailbreak or root a work phone. Treat unexpected texts with links as suspicious. And if a phone with work data is lost or stolen, tell the security contact named in your incident response policy within minutes, so it can be locked and, if needed, wiped. For anything you cannot raise openly, use the confidential hotline link in ComplyReady.',
    },
  ],
  questions: [
    {
      id: 'screen-lock-setup',
      prompt: 'Which screen lock setup is best for a phone that has your work email on it?',
      choices: [
        'A four digit code based on your birth year',
        'A simple swipe pattern that is quick to draw',
        'A passcode of at least six digits, face or fingerprint unlock, and auto-lock after a minute',
        'No lock, but with the email app hidden in a folder',
      ],
      answer: 2,
      explanation:
        'A passcode of six digits or more, made convenient with face or fingerprint unlock and a short auto-lock, keeps a thief out. Birthdays and patterns are easy to guess.',
    },
    {
      id: 'system-update',
      prompt: 'Your phone says a system update is available. What should you do?',
      choices: [
        'Install it within a few days, ideally through automatic updates',
        'Wait a few months until friends say it works well',
        'Skip it, because updates only add new features',
      ],
      answer: 0,
      explanation:
        'Updates close security holes that attackers are actively using, so install them promptly and restart when asked.',
    },
    {
      id: 'it-support-text',
      prompt:
        'A text signed "Larkspur IT" says your email will be suspended unless you install a profile from a link within two hours and allow unknown sources. What do you do?',
      choices: [
        'Install it quickly so you do not lose access to email',
        'Reply to the text to ask whether it is genuine',
        'Forward it to your team so they can install it too',
        'Do not tap the link; take a screenshot and send it to your security contact',
      ],
      answer: 3,
      explanation:
        'Urgency, a lookalike domain and a request to allow unknown sources are signs of an attack. Report it rather than engaging with the sender.',
    },
    {
      id: 'lost-in-taxi',
      prompt:
        'At eleven at night you realize you left your phone, which has work email on it, in a taxi. What is the right first step?',
      choices: [
        'Wait until morning in case the driver finds it and calls',
        'Tell your security contact right away, and lock it with Find My or Find Hub',
        'Buy a new phone tomorrow and restore it from a backup',
        'Change your email password and say nothing else',
      ],
      answer: 1,
      explanation:
        'Report a lost device at once, day or night, so the company can sign it out and lock or wipe work data. Locking it yourself helps too.',
    },
    {
      id: 'airport-charging',
      prompt: 'Your phone is almost empty at the airport. What is the safest way to charge it?',
      choices: [
        'Plug into the charging kiosk and tap Trust if the phone asks',
        'Use your own charger in a power socket, and decline any trust or data prompt',
        'Borrow a cable from a stranger and plug into their laptop',
      ],
      answer: 1,
      explanation:
        'Your own charger in a power socket only delivers power. If a phone asks to trust a computer or allow data access while charging, say no.',
    },
    {
      id: 'sideloaded-app',
      prompt:
        'A friend sends you a link to download a paid app "for free" from a website, outside the app store. What should you do?',
      choices: [
        'Install it, then delete it once you have tried it',
        'Install it, because the friend has used it without problems',
        'Do not install it; get apps only from the App Store or Google Play',
      ],
      answer: 2,
      explanation:
        'Sideloaded apps bypass the official store checks and are a common way to deliver malware. Use only the official stores.',
    },
    {
      id: 'hide-previews',
      prompt: 'Why hide message previews on your phone’s lock screen?',
      choices: [
        'So one-time codes and customer names are not there for anyone to read',
        'To save battery',
        'So messages arrive faster',
      ],
      answer: 0,
      explanation:
        'Previews show codes and details to anyone holding the phone, even while it is locked.',
    },
    {
      id: 'unsupported-phone',
      prompt:
        'Your phone model no longer receives security updates. What does that mean for work use?',
      choices: [
        'Nothing, as long as the apps still update',
        'You only need to restart it more often',
        'It should no longer be used for work, because new holes are never fixed',
      ],
      answer: 2,
      explanation:
        'Once the manufacturer stops supporting a phone, new security holes stay open for good.',
    },
    {
      id: 'jailbreak',
      prompt: 'Why should you never jailbreak or root a phone that holds work data?',
      choices: [
        'It only voids the warranty',
        'It removes the protections the phone’s system depends on',
        'It makes the phone run more slowly',
        'It deletes your contacts',
      ],
      answer: 1,
      explanation:
        'Jailbreaking or rooting switches off the safeguards that keep malicious apps away from your data.',
    },
    {
      id: 'work-profile',
      prompt:
        'Your company asks you to enroll your phone in device management or set up a work profile. What does that let it do?',
      choices: [
        'Read your personal messages and photos',
        'Install any app it likes on your phone',
        'Protect and, if needed, remove work data without touching your personal photos',
      ],
      answer: 2,
      explanation:
        'Device management and work profiles protect work data and can remove it, while your personal data stays yours.',
    },
  ],
};

export default course;
