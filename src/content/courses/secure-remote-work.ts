import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('secure-remote-work'),
  art: { icon: 'house', hue: 24 },
  scenes: [
    {
      kind: 'title',
      heading: 'Secure Remote Work',
      points: ['Home Wi-Fi, public networks, screen privacy and shared devices'],
      cues: [
        { at: 'Working from home', mark: 1 },
        { at: 'In the next', mark: 6 },
        { at: 'how to use', mark: 4 },
        { at: 'how to keep', mark: 5 },
        { at: 'and how to', mark: 6 },
      ],
      narration:
        'Welcome to Secure Remote Work. Working from home, a coffee shop or a co-working space is normal now, but outside the office nobody else is looking after your network, your screen or who picks up your laptop. In the next five minutes you will learn how to secure your home wifi, how to use public networks safely, how to keep your screen and calls private, and how to handle devices you share a home with.',
    },
    {
      kind: 'points',
      heading: 'Your home network',
      points: [
        'Change the router’s default admin password',
        'Use WPA3, or WPA2 on older equipment, with a long Wi-Fi passphrase',
        'Turn on automatic firmware updates; replace routers that no longer get them',
        'Put smart devices and visitors on a separate guest network',
      ],
      cues: [
        { at: 'Many home routers', mark: 1 },
        { at: 'Protect the wifi', mark: 2 },
        { at: 'Turn on automatic', mark: 3 },
        { at: 'If you have', mark: 4 },
      ],
      narration:
        'Start with your home wifi. Many home routers come with a default administrator password that is printed on a sticker or published online, so change it first. Protect the wifi network itself with a long passphrase, and in the settings choose the newest security standard your equipment supports. Turn on automatic updates for the equipment, and replace old routers that no longer receive them. Let your work laptop install its own updates promptly too. If you have smart speakers, cameras or televisions, or visitors who want to get online, put them on a separate guest network, so a weak gadget cannot reach your work laptop.',
    },
    {
      kind: 'example',
      heading: 'Which network is the real one?',
      example: {
        kind: 'screen',
        subject: 'Wi-Fi networks at Harbor Bean Café',
        lines: [
          'Harbor Bean Guest (secured)',
          'Harbor Bean FREE Fast WiFi (open)',
          'HarborBean_Guest (open)',
          'Jordan’s phone (personal hotspot)',
          'Pop-up: To get online, sign in with your work email and password',
        ],
        redFlags: [
          'Harbor Bean FREE Fast WiFi (open)',
          'HarborBean_Guest (open)',
          'sign in with your work email and password',
        ],
      },
      cues: [
        { at: 'Anyone nearby can', mark: 1 },
        { at: 'and an open', mark: 2 },
        { at: 'One of them', mark: 3 },
        { at: 'Ask the staff', mark: 0 },
      ],
      narration:
        'You sit down in a coffee shop and open the list of wifi networks. Three of them look like they belong to the shop. Anyone nearby can set up a network with a convincing name, and an open network promising free, fast wifi is a classic trap, because whoever runs it can watch and tamper with your connection. One of them even shows a sign-in page asking for your work email and password. No genuine coffee shop needs your work password. Ask the staff for the exact network name, or better still, connect through the personal hotspot on your own phone.',
    },
    {
      kind: 'points',
      heading: 'Public and shared networks',
      points: [
        'Prefer your phone’s hotspot, or confirm the network name with staff',
        'Turn on the company VPN if your company provides one',
        'Never type work passwords into a Wi-Fi sign-in page',
        'Stop if the browser warns that a connection is not private',
      ],
      cues: [
        { at: 'whether it is', mark: 1 },
        { at: 'If your company', mark: 2 },
        { at: 'Never enter work', mark: 3 },
        { at: 'And if your', mark: 4 },
      ],
      narration:
        'Treat every network you do not control as untrusted, whether it is in a coffee shop, a hotel or a co-working space. If your company provides a virtual private network, or VPN, turn it on before you start work, and keep it on. The VPN protects your connection even on a network you cannot trust. Never enter work credentials on a wifi sign-in page. If you have no trusted connection at all, leave sensitive tasks, such as payments or changes to customer accounts, until you do. And if your browser warns that a connection is not private or a certificate is invalid, stop. Do not click through the warning. Disconnect and tell your security contact.',
    },
    {
      kind: 'points',
      heading: 'Screen and conversation privacy',
      points: [
        'Sit with your back to a wall; use a privacy filter in busy places',
        'Lock your screen every time you step away: Windows+L or Ctrl+Cmd+Q',
        'Take calls with headphones and keep customer details out of earshot',
        'Check what your camera shows, and never leave the laptop unattended',
      ],
      cues: [
        { at: 'Sit with your', mark: 1 },
        { at: 'Lock your screen', mark: 2 },
        { at: 'On Windows, press', mark: 3 },
        { at: 'On video calls', mark: 4 },
      ],
      narration:
        'In public places, people can see your screen and hear your calls. Sit with your back to a wall where you can, and use a privacy filter that darkens the screen for anyone looking from the side. Lock your screen every time you step away, even for a moment. On Windows, press the Windows key and L. On a Mac, press Control, Command and Q. Take calls with headphones and avoid saying customer names or confidential details where others can hear. On video calls, check what the camera shows behind you, and blur the background if needed. Never leave your laptop alone, not even while you order another coffee.',
    },
    {
      kind: 'points',
      heading: 'Shared devices and home life',
      points: [
        'Do company work only on your company-managed device',
        'Family and friends do not use your work laptop, even briefly',
        'Keep work files out of personal email, personal cloud storage and shared printers',
        'Lost or stolen device? Tell your security contact at once',
      ],
      cues: [
        { at: 'Do your work', mark: 1 },
        { at: 'Do not let', mark: 2 },
        { at: 'Do not do', mark: 1 },
        { at: 'Keep work files', mark: 3 },
        { at: 'If a device', mark: 4 },
      ],
      narration:
        'At home, the biggest risk is often sharing. Do your work on the company managed laptop, which has encryption, updates and security tools set up for you. Do not let family or friends use it, even to look something up, because they might install something or open the wrong file. The reverse matters too. Do not do company work on a family computer unless your company has approved it. Keep work files out of personal email and personal cloud storage, and do not print confidential documents on a shared printer. If a device with work data is lost or stolen, tell your security contact at once, so it can be locked and wiped remotely.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Secure home Wi-Fi: new admin password, passphrase, updates, guest network',
        'Treat public networks as untrusted: use a hotspot or the company VPN',
        'Lock your screen, guard your calls and never leave the laptop alone',
        'Keep work on work devices, and report lost devices at once',
      ],
      cues: [
        { at: 'Secure your home', mark: 1 },
        { at: 'Treat public networks', mark: 2 },
        { at: 'Lock your screen', mark: 3 },
        { at: 'Keep work on', mark: 4 },
        { at: 'tell your security', mark: 1 },
      ],
      narration:
        'To sum up. Secure your home wifi with a new administrator password, a strong passphrase, updates and a guest network. Treat public networks as untrusted, and use your phone hotspot or the company VPN. Lock your screen, guard your calls and never leave the laptop alone. Keep work on work devices. If anything goes wrong, such as a lost laptop or a strange network, tell your security contact at once, or use the confidential hotline link in Comply Ready if you cannot raise it openly.',
    },
  ],
  questions: [
    {
      id: 'cafe-network',
      prompt:
        'At a café you see “Harbor Bean Guest”, “Harbor Bean FREE Fast WiFi” and “HarborBean_Guest”. What is the safest way to get online?',
      choices: [
        'Pick the open network with the strongest signal',
        'Use your phone’s personal hotspot, or ask staff for the exact network name',
        'Join “Harbor Bean FREE Fast WiFi”, since open networks need no password',
        'Try each one until a web page loads',
      ],
      answer: 1,
      explanation:
        'Anyone can create a network with a convincing name. Your own hotspot, or a network name confirmed by staff, avoids lookalike networks.',
    },
    {
      id: 'wifi-sign-in-page',
      prompt:
        'A café Wi-Fi pop-up asks for your work email and password before it will let you online. What should you do?',
      choices: [
        'Close it, disconnect and use another connection',
        'Enter your details, since the page is on the café’s own network',
        'Enter your email but leave the password blank',
      ],
      answer: 0,
      explanation:
        'No genuine public network needs your work password. A sign-in page that asks for it is trying to steal it.',
    },
    {
      id: 'step-away',
      prompt:
        'You get up to fetch a coffee in a co-working space. What should you do with your laptop?',
      choices: [
        'Leave it open, since co-working spaces are for professionals',
        'Close the lid partly so the screen is hard to see',
        'Ask a stranger at the next table to keep an eye on it',
        'Take it with you, locked, and never leave it unattended',
      ],
      answer: 3,
      explanation:
        'A moment is enough for someone to read, copy or take an unlocked laptop. Lock it and keep it with you.',
    },
    {
      id: 'family-use',
      prompt:
        'Your teenager asks to borrow your work laptop for ten minutes to finish homework. What is the right answer?',
      choices: [
        'Yes, as long as they use a private browser window',
        'Yes, if you sit next to them the whole time',
        'No: family do not use work devices, even briefly',
        'Yes, but only for websites you already trust',
      ],
      answer: 2,
      explanation:
        'Anyone else using your work laptop could install something or open the wrong file. Work devices are for work use by you only.',
    },
    {
      id: 'guest-network',
      prompt:
        'Why put smart speakers, cameras and visitors’ phones on a separate guest network at home?',
      choices: [
        'So a weak or infected gadget cannot reach your work laptop',
        'Because guest networks are faster',
        'Because your company VPN only works on guest networks',
      ],
      answer: 0,
      explanation:
        'Smart gadgets are often poorly secured. A guest network keeps them apart from the devices you work on.',
    },
    {
      id: 'router-admin-password',
      prompt: 'What should you change first on a home router?',
      choices: [
        'The name of the Wi-Fi network',
        'Its default administrator password',
        'The brightness of its status lights',
        'Nothing, its factory settings are safe',
      ],
      answer: 1,
      explanation:
        'Default administrator passwords are printed on a sticker or published online, so anyone can look them up.',
    },
    {
      id: 'wifi-security-standard',
      prompt: 'Which protection should your home Wi-Fi network use?',
      choices: [
        'None, so every device can connect easily',
        'The oldest standard, since every device supports it',
        'WPA3, or WPA2 on older equipment, with a long passphrase',
      ],
      answer: 2,
      explanation:
        'The newest security standard your equipment supports, with a long passphrase, keeps strangers off your network.',
    },
    {
      id: 'vpn-on',
      prompt: 'Your company provides a VPN. When should you turn it on while working from a hotel?',
      choices: [
        'Before you start work, and keep it on',
        'Only when you make a payment',
        'Only if the hotel Wi-Fi has no password',
        'Never, hotel networks are already protected',
      ],
      answer: 0,
      explanation:
        'The VPN protects your connection on a network you cannot trust, so it should be on for all your work there.',
    },
    {
      id: 'not-private-warning',
      prompt:
        'On a co-working network, your browser warns that the connection is not private. What should you do?',
      choices: [
        'Click through, since it is a site you use every day',
        'Reload the page until the warning goes away',
        'Switch to another browser and carry on',
        'Stop, disconnect and tell your security contact',
      ],
      answer: 3,
      explanation:
        'The warning can mean someone on the network is intercepting your connection, so never click through it.',
    },
    {
      id: 'sensitive-task-untrusted',
      prompt:
        'You have no trusted connection and need to change a customer’s account details. What do you do?',
      choices: [
        'Do it quickly on the open café network',
        'Leave it until you have a trusted connection',
        'Do it in a private browser window on the café network',
      ],
      answer: 1,
      explanation:
        'Sensitive tasks such as payments or customer account changes wait until you are on a connection you can trust.',
    },
  ],
};

export default course;
