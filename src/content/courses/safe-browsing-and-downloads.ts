import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('safe-browsing-and-downloads'),
  art: { icon: 'globe', hue: 140 },
  scenes: [
    {
      kind: 'title',
      heading: 'Safe Browsing and Downloads',
      points: ['Malicious ads, fake buttons, risky extensions and safe sources'],
      cues: [
        { at: 'Your browser is', mark: 1 },
        { at: 'In the next', mark: 6 },
        { at: 'to spot fake', mark: 4 },
        { at: 'to judge browser', mark: 5 },
        { at: 'and to get', mark: 6 },
      ],
      narration:
        'Welcome to Safe Browsing and Downloads. Your browser is where you meet most of the internet, and attackers know it. In the next five minutes you will learn to recognize malicious ads and fake download buttons, to spot fake update and fake verification pages, to judge browser extensions, and to get software from places you can trust, including when to ask first.',
    },
    {
      kind: 'points',
      heading: 'Malicious ads and lookalike sites',
      points: [
        'Sponsored search results can lead to fake copies of real software sites',
        "Check the address bar: the real vendor's domain, spelled exactly",
        "Start from a bookmark or the company's approved software list",
        'A page saying your computer is infected is an ad, not an alert',
      ],
      cues: [
        { at: 'Search for a', mark: 1 },
        { at: 'Before you download', mark: 2 },
        { at: 'Better still, skip', mark: 3 },
        { at: 'And a page', mark: 4 },
      ],
      narration:
        "Attackers buy search ads too. Search for a popular tool and the first result may be a sponsored link to a near perfect copy of the vendor's site that hands out malware. This is called malvertising. Before you download anything, look at the address bar and check that the domain belongs to the real vendor and is spelled exactly right. Better still, skip the search engine: use a bookmark, type an address you already know, or start from your company's approved software list. And a page that claims your computer is infected and tells you to call a number or install a cleaner is never a real warning. Close the tab.",
    },
    {
      kind: 'example',
      heading: 'A fake download page',
      example: {
        kind: 'screen',
        subject: 'PDFMerge Pro: Official Free Download',
        lines: [
          'Sponsored result from pdfmerge-pro-download.example.net',
          'DOWNLOAD NOW     Start Download     Free Download (Fast Mirror)',
          'Your browser is out of date. Install the update to continue.',
          'To start your download, click Allow on the notification prompt.',
        ],
        redFlags: [
          'pdfmerge-pro-download.example.net',
          'DOWNLOAD NOW     Start Download     Free Download (Fast Mirror)',
          'Your browser is out of date.',
          'click Allow on the notification prompt',
        ],
      },
      cues: [
        { at: 'The domain is', mark: 1 },
        { at: 'There are several', mark: 2 },
        { at: 'A banner says', mark: 3 },
        { at: 'Finally, the page', mark: 4 },
      ],
      narration:
        "Here is the kind of page a sponsored result can lead to. The domain is not the vendor's own, just the product name with extra words around it. There are several big download buttons, and most of them are ads leading somewhere else. A banner says your browser is out of date, but real browser updates come from the browser itself, never from a website. Finally, the page asks you to allow notifications, which would let it push fake alerts to your desktop for weeks. Leave the page, and get the tool from the real vendor or the approved list.",
    },
    {
      kind: 'points',
      heading: 'Fake updates and fake human checks',
      points: [
        'Browsers and operating systems update themselves; websites do not',
        'A check that asks you to paste and run a command is always an attack',
        'Never press Windows and R, or open Terminal, because a page told you to',
        'Already did it? Disconnect from the network and report at once',
      ],
      cues: [
        { at: 'Real updates arrive', mark: 1 },
        { at: 'The second is', mark: 2 },
        { at: 'A box that', mark: 3 },
        { at: 'or to paste', mark: 2 },
        { at: 'If you already', mark: 4 },
      ],
      narration:
        "Two tricks are very common right now. The first is the fake update: a page says your browser or video player needs updating and offers a file. Real updates arrive through the browser's own settings or your operating system, so ignore the page. The second is the fake human check. A box that looks like an ordinary check that you are not a robot tells you to press the Windows key and R, paste something and press Enter, or to paste a line into Terminal on a Mac. That runs a command the page secretly copied to your clipboard, and it installs malware. No real check ever asks you to do this. If you already did, disconnect from the network and report it straight away.",
    },
    {
      kind: 'points',
      heading: 'Browser extensions',
      points: [
        'Many extensions can read and change every page you visit',
        'Install only extensions your company has approved',
        'Be wary of permissions like "read and change all your data on all websites"',
        'Remove extensions you no longer use',
      ],
      cues: [
        { at: 'Many can read', mark: 1 },
        { at: 'Some extensions start', mark: 0 },
        { at: 'So install only', mark: 2 },
        { at: 'read the permissions', mark: 3 },
        { at: 'Every few months', mark: 4 },
      ],
      narration:
        'Browser extensions are small programs with big powers. Many can read and change everything on every site you open, including your email, customer records and the cookies that keep you signed in. Some extensions start out honest and are later sold or hijacked, and an automatic update quietly turns them malicious. So install only extensions your company has approved, read the permissions before you add one, and be wary of any that want access to all websites. Free coupon finders, video downloaders and writing helpers are frequent offenders. Every few months, remove extensions you no longer use.',
    },
    {
      kind: 'points',
      heading: 'Where to get software, and when to ask',
      points: [
        "First choice: the company's approved software list or portal",
        'Ask IT before installing anything new, including free tools and trials',
        "Download only from the vendor's official site or an official app store",
        'Never use cracked or "free" copies of paid software',
        'Keep your browser updated, and restart it when it asks',
      ],
      cues: [
        { at: 'Start with your', mark: 1 },
        { at: 'That includes free', mark: 2 },
        { at: 'They can check', mark: 0 },
        { at: 'Once it is', mark: 3 },
        { at: 'Cracked copies of', mark: 4 },
        { at: 'And keep your', mark: 5 },
      ],
      narration:
        "Where you get software matters as much as what you get. Start with your company's approved software list or self service portal. If a tool is not there, ask your information technology team, or whoever manages company devices, before you install it. That includes free tools, trials and extensions, and any online service you would sign into with your work account or feed with company data. They can check the vendor, the license and the data it touches. Once it is approved, download it only from the vendor's official site or an official app store, never from a mirror or file sharing site. Cracked copies of paid software are a favorite way to deliver malware. And keep your browser updated, restarting it when it asks.",
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Skip search ads: use bookmarks or the approved software list',
        'Updates come from your browser or system, never from a web page',
        'Never paste and run commands from a web page',
        'Install only approved extensions and software, and ask IT first',
        'Clicked or ran something odd? Disconnect and tell your security contact',
      ],
      cues: [
        { at: 'Skip sponsored results', mark: 1 },
        { at: 'Treat any web', mark: 2 },
        { at: 'claims you are', mark: 3 },
        { at: 'Install only approved', mark: 4 },
        { at: 'If you clicked', mark: 5 },
        { at: 'For anything you', mark: 0 },
      ],
      narration:
        'To sum up. Skip sponsored results and reach software through bookmarks or the approved list. Treat any web page that offers an update, claims you are infected or asks you to paste a command as an attack. Install only approved extensions and software, and ask first when something is new. If you clicked, downloaded or ran something you are unsure about, disconnect from the network and tell the security contact named in your incident response policy straight away. For anything you cannot raise openly, use the confidential hotline link in ComplyReady.',
    },
  ],
  questions: [
    {
      id: 'sponsored-result',
      prompt:
        'You search for a popular diagramming tool and the top result is a sponsored link. What is the safest way to get the tool?',
      choices: [
        'Click the sponsored link, because search engines check their ads',
        "Use the company's approved software list, or the vendor's address you already know",
        'Pick whichever download page has the biggest download button',
        'Download it from a file sharing site that has it for free',
      ],
      answer: 1,
      explanation:
        'Sponsored results can lead to convincing fakes. Start from the approved list, a bookmark or an address you know, and check the domain before downloading.',
    },
    {
      id: 'fake-human-check',
      prompt:
        'A "verify you are human" box tells you to press the Windows key and R, paste, and press Enter. What is going on?',
      choices: [
        'A normal security check that many websites use',
        'A way to speed up the page by clearing your cache',
        'An attack that runs a command to install malware',
      ],
      answer: 2,
      explanation:
        'The page copied a command to your clipboard, and following the steps runs it. No real check asks this; if you already did it, disconnect and report it.',
    },
    {
      id: 'update-banner',
      prompt:
        'A website says your browser is out of date and offers an update file to download. What should you do?',
      choices: [
        'Close the page; real updates come from the browser itself or your operating system',
        'Download the file, but scan it first',
        'Download it only if the page looks professional',
        'Allow notifications so the site can tell you when the update is ready',
      ],
      answer: 0,
      explanation:
        'Websites do not update your browser. An update offered by a web page is a common way to deliver malware.',
    },
    {
      id: 'coupon-extension',
      prompt:
        'A free coupon extension asks to "read and change all your data on all websites". What is the best choice?',
      choices: [
        'Install it, since extensions in the official store are always safe',
        'Install it and remove it later if it slows the browser down',
        'Install it in a second browser profile that you also use for work',
        'Do not install it unless your company has approved it',
      ],
      answer: 3,
      explanation:
        'That permission lets the extension see everything you do in the browser, and honest extensions can be sold or hijacked later. Use only approved extensions.',
    },
    {
      id: 'new-online-tool',
      prompt:
        'A colleague recommends a free online tool that turns customer spreadsheets into charts. It is not on the approved list. What do you do?',
      choices: [
        'Upload the files, since the tool is free and popular',
        'Ask whoever manages company devices and software before using it',
        'Sign up with a personal email address so work accounts stay safe',
      ],
      answer: 1,
      explanation:
        'New tools, especially ones you would feed company data, need approval first so the vendor and the data it touches can be checked.',
    },
    {
      id: 'infected-warning',
      prompt:
        'A page suddenly says your computer is infected and tells you to call a support number. What is it?',
      choices: [
        'A genuine alert from your antivirus',
        'An ad, not a real warning, so close the tab',
        'A message from your company’s IT team',
      ],
      answer: 1,
      explanation:
        'A web page claiming your computer is infected is never a real warning, so close it without calling or installing anything.',
    },
    {
      id: 'notifications-prompt',
      prompt: 'A download page asks you to allow notifications. Why decline?',
      choices: [
        'It would let the page push fake alerts to your desktop for weeks',
        'Notifications slow down your browser',
        'It would change your default search engine',
      ],
      answer: 0,
      explanation:
        'Allowing notifications lets a malicious site keep sending fake alerts long after you have left it.',
    },
    {
      id: 'extension-turns-bad',
      prompt:
        'An extension you installed years ago was honest at the time. Why might it be a risk now?',
      choices: [
        'Extensions stop working after a year',
        'It uses too much of your computer’s memory',
        'It may have been sold or hijacked, and an automatic update turned it malicious',
      ],
      answer: 2,
      explanation:
        'Extensions change hands and update quietly, so remove the ones you no longer use and keep only approved ones.',
    },
    {
      id: 'cracked-software',
      prompt:
        'A file-sharing site offers a free cracked copy of a paid design app. Why not use it?',
      choices: [
        'It runs more slowly than the paid version',
        'It only works for 30 days',
        'It lacks the latest features',
        'Cracked copies are a favorite way to deliver malware',
      ],
      answer: 3,
      explanation:
        'Cracked software often carries malware, so get approved software only from the vendor or an official store.',
    },
    {
      id: 'ran-the-command',
      prompt:
        'You already pasted and ran a command that a “verify you are human” box gave you. What now?',
      choices: [
        'Restart the computer and carry on',
        'Disconnect from the network and report it at once',
        'Run the command again to undo it',
      ],
      answer: 1,
      explanation:
        'The command has likely installed malware, so cut the network connection and tell your security contact straight away.',
    },
  ],
};

export default course;
