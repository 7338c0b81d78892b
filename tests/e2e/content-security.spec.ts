// docs/threat-model.md #10 on the website: every page comes with a Content Security Policy that
// runs only the site's own files and the page's own inline boot script and style sheet (named by
// hash), so markup that ever reached a page from stored data could not run as code. Plus the other
// security headers of every page.
import { expect, test, type Page } from './support/fixtures';

type ViolationWindow = Window & { __violations: string[]; __ran?: boolean };

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as ViolationWindow).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(event.effectiveDirective),
    );
  });
}

test('every page carries the policy, without unsafe-inline, and the security headers', async ({
  request,
}) => {
  for (const path of ['/', '/templates', '/signin', '/dashboard', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    for (const kind of ['script-src', 'style-src']) {
      const [self, ...hashes] = policy.get(kind) ?? [];
      expect(self, `${path} ${kind}`).toBe("'self'");
      expect(hashes.length, `${path} ${kind}`).toBeGreaterThan(0);
      for (const hash of hashes) expect(hash, `${path} ${kind}`).toMatch(/^'sha256-[^']+'$/);
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');

    // The page's meta policy allows the same inline blocks as the header.
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(directives(meta ?? '').get('script-src'), path).toEqual(policy.get('script-src'));
    expect(directives(meta ?? '').get('style-src'), path).toEqual(policy.get('style-src'));
  }
});

test('the page runs its own inline boot script and style sheet, and no other inline code', async ({
  page,
}) => {
  await recordViolations(page);
  // The fixture waits for hydration: the inline boot script ran and loaded the app.
  await page.goto('/');
  const header = page.locator('header.site-header');
  await expect(header).toHaveCSS('position', 'sticky');
  expect(await page.evaluate(() => (window as unknown as ViolationWindow).__violations)).toEqual(
    [],
  );

  // What a stored name would do if it ever reached the page as markup.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'header { visibility: hidden !important }';
    document.head.append(style);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__ran = true">';
    document.body.append(holder);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ViolationWindow).__violations))
    .toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem', 'script-src-attr']));
  expect(await page.evaluate(() => (window as unknown as ViolationWindow).__ran)).toBeUndefined();
  await expect(header).toBeVisible();
});
