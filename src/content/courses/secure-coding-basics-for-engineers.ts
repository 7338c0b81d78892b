import { courseCard } from './catalogue';
import type { CourseScript } from './types';

const course: CourseScript = {
  ...courseCard('secure-coding-basics-for-engineers'),
  art: { icon: 'code', hue: 236 },
  scenes: [
    {
      kind: 'title',
      heading: 'Secure Coding Basics for Engineers',
      points: ['Access control, injection, secrets and dependencies, caught in code review'],
      cues: [
        { at: 'Many serious breaches', mark: 1 },
        { at: 'The Open Worldwide', mark: 2 },
        { at: 'In both the', mark: 3 },
        { at: 'broken access control', mark: 2 },
        { at: 'In the next', mark: 8 },
        { at: 'injection, secrets in', mark: 4 },
        { at: 'secrets in source', mark: 6 },
        { at: 'and at review', mark: 8 },
      ],
      narration:
        'Welcome to Secure Coding Basics for Engineers. Many serious breaches of software products come from a handful of familiar mistakes, not exotic attacks. The Open Worldwide Application Security Project, known as OWASP, publishes a Top Ten list of the most common web application risks. In both the twenty twenty-one and the twenty twenty-five editions, broken access control is number one and injection stays in the top five, and the twenty twenty-five edition adds software supply chain failures. In the next eight minutes we look at access control, injection, secrets in source code and risky dependencies, and at review habits that catch them before they reach production.',
    },
    {
      kind: 'points',
      heading: 'Broken access control',
      points: [
        'Check authorization on the server, for every request and every object',
        "Scope every query to the caller's organization or user",
        'Deny by default; enforce rules in one shared, tested place',
        'Hidden buttons and random IDs are not access control',
        "Test it: sign in as customer A and try to read customer B's data",
      ],
      cues: [
        { at: 'because anyone can', mark: 4 },
        { at: 'So check authorization', mark: 1 },
        { at: 'In a product', mark: 2 },
        { at: 'Put these checks', mark: 3 },
        { at: 'Random identifiers make', mark: 4 },
        { at: 'And write tests', mark: 5 },
      ],
      narration:
        "Access control decides who may do what, and it breaks when the server trusts the client. Hiding a button in the interface does nothing, because anyone can call your application programming interface, or API, directly, with their own token and any identifier they like. So check authorization on the server, on every request, for every object. In a product with many customers, scope every database query to the caller's organization, not just to the record identifier. Deny by default and grant access explicitly. Put these checks in one shared, well tested place, such as middleware or a policy function, rather than repeating them by hand in each handler. Random identifiers make guessing harder, but they are not a permission check. And write tests that sign in as one customer and try to read another customer's data.",
    },
    {
      kind: 'example',
      heading: 'Spot the flaw: an invoice endpoint',
      example: {
        kind: 'screen',
        subject: 'src/api/invoices.ts',
        lines: [
          "router.get('/api/invoices/:id', requireLogin, async (req, res) => {",
          '  const invoice = await db.invoice.findUnique({ where: { id: req.params.id } });',
          '  if (!invoice) return res.status(404).end();',
          '  res.json(invoice);',
          '});',
          '// Fix: findFirst({ where: { id: req.params.id, orgId: req.user.orgId } })',
        ],
        redFlags: ['requireLogin', '{ where: { id: req.params.id } }'],
      },
      cues: [
        { at: 'It requires a', mark: 1 },
        { at: 'But it fetches', mark: 2 },
        { at: 'This is called', mark: 0 },
        { at: 'The fix, shown', mark: 2 },
        { at: 'Being logged in', mark: 1 },
      ],
      narration:
        "Here is a typical endpoint. It requires a login, so it looks protected. But it fetches the invoice by its identifier alone and returns it. Any signed in user, from any customer, can change the number in the address and read someone else's invoice. This is called an insecure direct object reference, and it is one of the most common findings when testers look at software products. The fix, shown in the comment, adds the caller's organization to the query, so another customer's invoice simply is not found. Being logged in is authentication. Being allowed to see this particular record is authorization, and both must be checked.",
    },
    {
      kind: 'points',
      heading: 'Injection',
      points: [
        'Never build queries or commands by joining strings with input',
        'Use parameterized queries; review every raw query in the ORM',
        'Avoid the shell; pass command arguments as a list',
        'Let the framework escape output; treat raw HTML insertion as a red flag',
      ],
      cues: [
        { at: 'With structured query', mark: 1 },
        { at: 'The fix is', mark: 2 },
        { at: 'Object relational mappers', mark: 0 },
        { at: 'For system commands', mark: 3 },
        { at: 'the matching flaw', mark: 0 },
        { at: 'Let your framework', mark: 4 },
      ],
      narration:
        'Injection happens when untrusted input is mixed into something that gets interpreted, such as a database query, a shell command or a web page. With structured query language injection, usually called SQL injection, an attacker types query syntax into a form field and your database runs it. The fix is parameterized queries, where the query and the values travel separately. Object relational mappers do this for you, but their raw query functions do not, so review those carefully. For system commands, avoid the shell and pass arguments as a list. In the browser, the matching flaw is cross-site scripting, where input ends up on the page as live script. Let your framework escape output, and treat any raw HTML insertion, such as setting inner HTML, as a red flag that needs sanitizing and a second reviewer.',
    },
    {
      kind: 'example',
      heading: 'Spot the flaw: a customer lookup',
      example: {
        kind: 'screen',
        subject: 'src/api/customers.ts',
        lines: [
          'const email = req.query.email;',
          'const sql = "SELECT * FROM customers WHERE email = \'" + email + "\'";',
          'const rows = await pool.query(sql);',
          "// Fix: pool.query('SELECT * FROM customers WHERE email = $1', [email])",
        ],
        redFlags: ['email = \'" + email + "\'', 'pool.query(sql)'],
      },
      cues: [
        { at: 'This lookup builds', mark: 1 },
        { at: 'If an attacker', mark: 2 },
        { at: 'Checking the input', mark: 0 },
        { at: 'as in the', mark: 2 },
        { at: 'Column names for', mark: 0 },
      ],
      narration:
        'This lookup builds its query by gluing the email address from the request into a string. If an attacker sends a value containing a quote mark followed by query text of their own, the database runs it, and they may read every customer record or change data. Checking the input format helps, but it is not the fix. The fix is to pass the value as a separate parameter, as in the commented line, so the database always treats it as data, never as code. The same applies to search filters and anything else built from request input. Column names for sorting cannot be parameters, so map them through a fixed list of allowed values.',
    },
    {
      kind: 'points',
      heading: 'Secrets stay out of source code',
      points: [
        'No keys, passwords or tokens in code, config files, fixtures or logs',
        'Load secrets at run time from a secrets manager or the environment',
        'Keep .env files out of Git; turn on secret scanning and push protection',
        'Committed a secret? Revoke and rotate it now, then tell your security contact',
      ],
      cues: [
        { at: 'They do not', mark: 1 },
        { at: 'Load them at', mark: 2 },
        { at: 'Turn on secret', mark: 3 },
        { at: 'even to a', mark: 0 },
        { at: 'Rewriting history is', mark: 3 },
        { at: 'Revoke and rotate', mark: 4 },
      ],
      narration:
        'Secrets include API keys, database passwords, signing keys and access tokens. They do not belong in source code, configuration files, test fixtures, container images or log output. Load them at run time from a secrets manager or the deployment environment, keep local environment files out of version control, and give each secret only the access it needs. Turn on secret scanning in your repositories, with push protection that blocks a commit containing a key. If a secret does get committed, even to a private repository or to a branch you deleted a minute later, treat it as exposed. Rewriting history is not enough, because clones, forks, caches and build logs may already hold it. Revoke and rotate the secret straight away, then tell your security contact so they can check whether it was used.',
    },
    {
      kind: 'points',
      heading: 'Dependencies are your code too',
      points: [
        'Commit lockfiles and install from them in CI',
        'Act on dependency alerts; patch known critical flaws quickly',
        'Vet new packages: exact name, maintainers, activity, install scripts',
        'Prefer fewer, well-known packages; remove ones you no longer use',
      ],
      cues: [
        { at: 'Attackers exploit this', mark: 1 },
        { at: 'as happened repeatedly', mark: 0 },
        { at: 'Commit your lockfile', mark: 1 },
        { at: 'Act on automated', mark: 2 },
        { at: 'Before adding a', mark: 3 },
        { at: 'Prefer fewer, well', mark: 4 },
      ],
      narration:
        "Most of the code you ship was written by someone else. Every package you add, and every package it pulls in, runs with your application's privileges. Attackers exploit this by publishing packages with lookalike names, and by taking over maintainers' accounts to publish poisoned versions of popular packages, as happened repeatedly in the JavaScript package ecosystem in twenty twenty-five. Commit your lockfile and install from it in your build pipeline, so versions change only when you choose. Act on automated dependency alerts and patch known critical flaws quickly. Before adding a new package, check the exact spelling, who maintains it, how active it is and whether it runs install scripts. Prefer fewer, well known dependencies, and remove the ones you no longer use.",
    },
    {
      kind: 'points',
      heading: 'Code review habits that catch these',
      points: [
        'Who can call this, and where is that checked on the server?',
        'Follow each input to where it lands: query, command, file path, page',
        'Look for secrets, new dependencies and disabled checks',
        'Automate: scanners in CI, protected branches, no merging your own code',
        'Found a live vulnerability? Tell your security contact at once',
      ],
      cues: [
        { at: 'Who can call', mark: 1 },
        { at: 'Where does each', mark: 2 },
        { at: 'Does the change', mark: 3 },
        { at: 'Back reviewers up', mark: 4 },
        { at: 'secret scanning and', mark: 3 },
        { at: 'If review or', mark: 0 },
        { at: 'Tell your security', mark: 5 },
      ],
      narration:
        'Code review is where these mistakes are cheapest to fix. Keep pull requests small enough to read properly, and ask a few questions of every change. Who can call this, and where is that checked on the server? Where does each piece of input end up: a query, a command, a file path or a page? Does the change add a secret, a new dependency, a commented out check or a relaxed security setting? Back reviewers up with automation: static analysis, secret scanning and dependency checks in the build pipeline, and a protected main branch that needs an approving review, so nobody merges their own code unreviewed. If review or testing uncovers a vulnerability that may already be in production, do not just fix it quietly. Tell your security contact at once, so they can judge whether data was exposed.',
    },
    {
      kind: 'summary',
      heading: 'Key take-aways',
      points: [
        'Check authorization on the server, for every request and every object',
        'Parameterize queries and let the framework escape output',
        'Keep secrets out of code; revoke and rotate any that leak',
        'Use lockfiles, vet new packages and keep dependencies updated',
        'Review with security questions; report vulnerabilities at once',
      ],
      cues: [
        { at: 'Check authorization on', mark: 1 },
        { at: 'Keep input out', mark: 2 },
        { at: 'Keep secrets out', mark: 3 },
        { at: 'Pin versions with', mark: 4 },
        { at: 'When you find', mark: 5 },
        { at: 'and for anything', mark: 0 },
      ],
      narration:
        "To sum up. Check authorization on the server for every request and every object, scoped to the caller's organization. Keep input out of interpreted code with parameterized queries, safe command calls and framework escaping. Keep secrets out of source code, and revoke and rotate any that leak. Pin versions with a lockfile, vet new packages and keep dependencies updated. Use code review and automation to catch all of this before production. When you find a leaked secret or a live vulnerability, tell the security contact named in your incident response policy at once, and for anything you cannot raise openly, use the confidential hotline link in ComplyReady.",
    },
  ],
  questions: [
    {
      id: 'login-is-not-enough',
      prompt:
        'An endpoint requires a login and returns the document whose ID is in the web address. What is missing?',
      choices: [
        'Nothing: requiring a login is enough protection',
        "A server-side check that the document belongs to the caller's organization or user",
        'A longer, random document ID that is hard to guess',
        'Hiding the link to the document in the user interface',
      ],
      answer: 1,
      explanation:
        "Being logged in is authentication, not authorization. Without an ownership check, any user can change the ID and read another customer's data.",
    },
    {
      id: 'concatenated-query',
      prompt:
        'A search endpoint builds its SQL query by joining the search term into a string. What is the right fix?',
      choices: [
        'Strip quote marks from the input with a regular expression',
        'Limit the search term to fifty characters',
        'Run the query with a database user that can only read',
        'Use a parameterized query so the value is sent separately from the query',
      ],
      answer: 3,
      explanation:
        'Parameterized queries make the database treat input as data, never as code. Filtering and length limits help but can be bypassed.',
    },
    {
      id: 'deleted-branch-secret',
      prompt:
        'You pushed a commit containing a live API key and deleted the branch five minutes later. What now?',
      choices: [
        'Nothing: the branch is gone, so the key is safe',
        'Rewrite the history with a force push and move on',
        'Revoke and rotate the key now, and tell your security contact',
        'Wait to see whether the secret scanner raises an alert',
      ],
      answer: 2,
      explanation:
        'Once pushed, a secret may already sit in clones, caches or logs. Treat it as exposed: revoke and rotate it, and report it so its use can be checked.',
    },
    {
      id: 'new-package-review',
      prompt:
        'A pull request adds a package published last week by a single unknown maintainer. Its name is one letter off a popular library, and it runs an install script. What should the reviewer do?',
      choices: [
        'Question it: check the exact name, maintainer, activity and install script, and prefer the well-known library',
        'Approve it, because the tests pass',
        'Approve it, but pin the exact version in the lockfile',
      ],
      answer: 0,
      explanation:
        'Lookalike names and install scripts are classic supply chain attack signs. Pinning a malicious version does not make it safe.',
    },
    {
      id: 'xss-review-focus',
      prompt: 'Which change needs the closest review for cross-site scripting?',
      choices: [
        "Showing a user's comment through the framework's normal text binding",
        'Inserting a user-supplied profile bio into the page as raw HTML',
        'Adding a new CSS class to a button',
        'Renaming a variable in a test file',
      ],
      answer: 1,
      explanation:
        'Frameworks escape output by default; raw HTML insertion bypasses that, so user input can run as script unless it is sanitized.',
    },
    {
      id: 'hidden-delete-button',
      prompt:
        'Your admin page hides the "Delete user" button from non-admins. Is that enough to stop them deleting users?',
      choices: [
        'Yes, because users cannot click a button they cannot see',
        'Yes, as long as user IDs are random',
        "No: the server must check the caller's role on every delete request",
      ],
      answer: 2,
      explanation:
        'Anyone can call the API directly. Authorization must be enforced on the server for every request, with deny by default.',
    },
    {
      id: 'random-ids',
      prompt: 'Your records use long random identifiers. Does that replace a permission check?',
      choices: [
        'Yes, nobody can guess them',
        'No: they make guessing harder, but they are not a permission check',
        'Yes, if they are longer than 32 characters',
      ],
      answer: 1,
      explanation:
        'Identifiers leak through links, logs and shared screens, so the server must still check who may see each record.',
    },
    {
      id: 'shell-command',
      prompt:
        'Your code runs a system command with a file name taken from the request. What is the safer way to call it?',
      choices: [
        'Build the command string and run it through the shell',
        'Put quote marks around the file name in the command string',
        'Avoid the shell and pass the arguments as a list',
      ],
      answer: 2,
      explanation:
        'Passing arguments as a list without a shell keeps input as data, so it can never become part of the command.',
    },
    {
      id: 'sort-column',
      prompt:
        'Users choose which column to sort search results by, and column names cannot be query parameters. How do you handle it?',
      choices: [
        'Join the column name into the query as sent',
        'Map the choice through a fixed list of allowed column names',
        'Reject names that contain spaces',
        'Escape the name with backslashes',
      ],
      answer: 1,
      explanation:
        'A fixed list of allowed values means nothing from the request ever reaches the query as code.',
    },
    {
      id: 'lockfile',
      prompt: 'Why commit your lockfile and install from it in the build pipeline?',
      choices: [
        'So dependency versions change only when you choose',
        'So packages download faster',
        'So you never need to update dependencies',
      ],
      answer: 0,
      explanation:
        'Installing from the lockfile stops a new, possibly poisoned, version from slipping into a build unnoticed.',
    },
  ],
};

export default course;
