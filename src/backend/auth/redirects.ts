/** Where auth emails may send people back to (docs/threat-model.md #11). */
export interface RedirectPolicy {
  /** Used when no redirect is asked for, or the one asked for is not allowed. */
  siteUrl: string;
  /** Exact URLs, or prefixes ending in `*` (e.g. `http://localhost:8080/*`, `complyready://*`). */
  allowList: readonly string[];
}

/** The policy a backend's configuration sets. */
export function redirectPolicyOf(config: {
  siteUrl: string;
  redirectAllowList: readonly string[];
}): RedirectPolicy {
  return { siteUrl: config.siteUrl, allowList: config.redirectAllowList };
}

interface Rule {
  url: URL;
  prefix: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** Whitespace, control characters and backslashes: browsers and URL parsers disagree on them. */
const AMBIGUOUS_CHARACTERS = /[\s\\\p{Cc}]/u;
const MAX_REDIRECT_LENGTH = 2048;

/**
 * The redirect to use for a requested `redirect_to`: the requested URL (normalised) when the
 * policy allows it, otherwise the site URL. Everything is decided on parsed URLs, never on string
 * prefixes alone, so `http://localhost:8080.evil.com` or `http://localhost:8080@evil.com` cannot
 * pass for `http://localhost:8080`.
 */
export function safeRedirect(requested: string | undefined, policy: RedirectPolicy): string {
  const candidate = parseCandidate(requested);
  if (candidate && isAllowed(candidate, rulesOf(policy))) return candidate.href;
  return policy.siteUrl;
}

function parseCandidate(value: string | undefined): URL | undefined {
  if (!value || value.length > MAX_REDIRECT_LENGTH || AMBIGUOUS_CHARACTERS.test(value)) {
    return undefined;
  }
  let url: URL;
  try {
    // No base URL: relative and protocol-relative values (`/x`, `//evil.com`) do not parse.
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.username || url.password ? undefined : url;
}

function rulesOf(policy: RedirectPolicy): Rule[] {
  const entries = [
    { value: policy.siteUrl, prefix: false },
    ...policy.allowList.map((entry) =>
      entry.endsWith('*')
        ? { value: entry.slice(0, -1), prefix: true }
        : { value: entry, prefix: false },
    ),
  ];
  return entries.flatMap(({ value, prefix }) => {
    try {
      return [{ url: new URL(value), prefix }];
    } catch {
      return [];
    }
  });
}

function isAllowed(candidate: URL, rules: Rule[]): boolean {
  return rules.some(
    (rule) => matches(candidate, rule) || matchesIgnoringLoopbackPort(candidate, rule),
  );
}

function matches(candidate: URL, rule: Rule): boolean {
  if (candidate.protocol !== rule.url.protocol) return false;
  if (!rule.prefix) return candidate.href === rule.url.href;
  // A prefix without a host (`complyready://*`) admits every host of its custom scheme.
  if (rule.url.host !== '' && candidate.host !== rule.url.host) return false;
  return candidate.href.startsWith(rule.url.href);
}

/** Local development servers pick their own ports: on loopback hosts only the port may differ. */
function matchesIgnoringLoopbackPort(candidate: URL, rule: Rule): boolean {
  if (!WEB_PROTOCOLS.has(candidate.protocol) || !isLoopback(candidate)) return false;
  if (!isLoopback(rule.url)) return false;
  const moved = new URL(candidate.href);
  moved.hostname = rule.url.hostname;
  moved.port = rule.url.port;
  return matches(moved, rule);
}

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTNAMES.has(url.hostname);
}
