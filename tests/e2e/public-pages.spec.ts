import { expect, test, type Page } from './support/fixtures';
import { REFUND_PROMISE } from '../../src/content/legal';

const publicRoutes: [path: string, heading: string][] = [
  ['/', 'Get audit-ready for SOC 2 and ISO 27001 without a compliance team'],
  ['/pricing', 'Simple, Transparent Pricing'],
  ['/company', 'About ComplyReady'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/resources', 'Security & Compliance Resources'],
  ['/contact', 'Contact Us'],
  ['/hotline', 'Confidential Reporting Hotline'],
  ['/templates', 'Security Policy Templates'],
  ['/templates/acceptable-use-policy', 'Acceptable Use Policy'],
  ['/training', 'Security Awareness Training'],
  ['/checklists', 'Security Checklists'],
  ['/checklists/access-review', 'Access Review Checklist'],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} shows its heading, the navigation and the footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Policy Templates',
      'Awareness Training',
      'Security Checklists',
      'Compliance Hotline',
      'Sign In',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Get Your Team Link' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Product' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();
  });
}

test('home links to templates, training, checklists and the hotline', async ({ page }) => {
  await page.goto('/');
  const features = page.getByRole('region', { name: 'What ComplyReady includes' });
  const featureLinks: [title: string, href: string][] = [
    ['Policy Templates', '/templates'],
    ['Awareness Training', '/training'],
    ['Security Checklists', '/checklists'],
    ['Compliance Hotline', '/hotline'],
  ];
  for (const [title, href] of featureLinks) {
    const card = features.getByRole('article').filter({ hasText: title });
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
  }
  // Decision D7: counts come from the catalogues.
  await expect(features).toContainText('27 ready-made security policies');
  await expect(features).toContainText('15 short security awareness courses');
  await expect(features).toContainText('14 practical checklists');
});

test('unknown paths show Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('pricing shows the three plans, the FAQ and where Get Started leads', async ({ page }) => {
  await page.goto('/pricing');
  const plan = (name: string) => page.getByRole('article', { name });
  await expect(plan('Starter')).toContainText('Free forever');
  await expect(plan('Professional')).toContainText('Most Popular');
  await expect(plan('Professional')).toContainText('$499 /year');
  await expect(plan('Enterprise')).toContainText('$999 /year');
  for (const feature of [
    '5 essential policy templates',
    '3 security awareness videos',
    'Basic compliance tracking',
    'Email support',
  ]) {
    await expect(plan('Starter').getByRole('listitem')).toContainText([feature]);
  }
  for (const feature of [
    'All 27 policy templates',
    '8 security awareness videos',
    'Policy customization guide',
    'Advanced compliance tracking',
    'Priority email support',
    'Quarterly policy updates',
    'Compliance calendar',
    'Risk register and vendor reviews',
    'System description and Statement of Applicability',
    'Public trust page',
  ]) {
    await expect(plan('Professional').getByRole('listitem')).toContainText([feature]);
  }
  for (const feature of [
    'Everything in Professional',
    'All security training videos',
    'Whistleblower hotline',
    'Custom policy development',
    'Dedicated success manager',
    'SSO authentication',
    'API access',
  ]) {
    await expect(plan('Enterprise').getByRole('listitem')).toContainText([feature]);
  }

  await page.getByText('What is your refund policy?').click();
  await expect(page.getByText(REFUND_PROMISE)).toBeVisible();
  await expect(page.getByText('Is the Starter plan really free?')).toBeVisible();
  await page.getByText('Can I upgrade or downgrade later?').click();
  await expect(page.getByText('An upgrade takes effect immediately.')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute(
    'href',
    '/signup',
  );
  // This server sells nothing online (no Stripe): once the page knows, paid plans ask us instead.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Get Started with Enterprise' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=Enterprise/);
  await expect(page.getByLabel('Subject')).toHaveValue('Enterprise plan');
});

test('company page has the mission, three values and Start Free Trial', async ({ page }) => {
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  for (const value of ['Simplicity', 'Pragmatic', 'Reasonable']) {
    await expect(page.getByRole('heading', { name: value, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'A Message from Our Founder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

test('privacy and terms carry fixed effective dates and the refund promise', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: November 1, 2026')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText('Last updated: November 27, 2026')).toBeVisible();
  // Word for word what the pricing page's FAQ says (docs/decisions.md D3).
  await expect(page.getByRole('main')).toContainText(REFUND_PROMISE);
  await expect(page.getByRole('main')).not.toContainText('non-refundable');
});

test('resources lists 10 external links that open in a new tab', async ({ page }) => {
  await page.goto('/resources');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  for (const name of [
    'SOC 2',
    'ISO',
    'CIS',
    'Cloud Security Alliance',
    'NIST Cybersecurity Framework',
    'OWASP Top 10',
    'National Vulnerability Database',
    'OWASP Cheat Sheet',
    'HIPAA',
    'PCI DSS',
  ]) {
    await expect(links.filter({ hasText: name }).first()).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('access review checklist shows 16 items in 5 categories', async ({ page }) => {
  await page.goto('/checklists/access-review');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(17);
  const categories = await page.locator('tbody tr td:first-child').allTextContents();
  const counts = Object.fromEntries(
    [...new Set(categories)].map((category) => [
      category,
      categories.filter((c) => c === category).length,
    ]),
  );
  expect(counts).toEqual({
    'Access Inventory': 3,
    'Quarterly Access Review': 4,
    'Joiner-Mover-Leaver Checks': 3,
    'High-Risk Systems': 3,
    'Audit & Documentation': 3,
  });
  await page.getByRole('link', { name: 'Back to Checklists' }).click();
  await expect(page).toHaveURL('/checklists');
});

test('a template id that does not exist shows Template not found', async ({ page }) => {
  await page.goto('/templates/no-such-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Template not found');
  await page.getByRole('link', { name: 'Back to Templates' }).click();
  await expect(page).toHaveURL('/templates');
});

test('each path change scrolls to the top', async ({ page }) => {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** How many cards of a grid share each row, from the top. */
async function cardsPerRow(page: Page, selector: string): Promise<number[]> {
  const tops = await page
    .locator(selector)
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

for (const [width, features, steps] of [
  [390, [1, 1, 1, 1], [1, 1, 1]],
  [768, [2, 2], [3]],
  [1280, [4], [3]],
  [1920, [4], [3]],
] as const) {
  test(`home at ${width} px: feature cards in even rows, How it works as laid-out steps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await cardsPerRow(page, '.feature-card')).toEqual(features);
    const stepList = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(stepList).toHaveCount(3);
    expect(await cardsPerRow(page, '.how-it-works li')).toEqual(steps);
    // Each step is a styled card with its number, not a bare list item.
    await expect(stepList.first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test.describe('the access review table on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolls in its own region, says so, and keeps its first column in place', async ({
    page,
  }) => {
    await page.goto('/checklists/access-review');
    const region = page.getByRole('region', { name: 'Access review checklist' });
    await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
    // The page itself does not scroll sideways; the region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);

    // With the keyboard: the region takes focus and scrolls to its last column.
    await region.focus();
    for (let step = 0; step < 30; step++) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => region.evaluate((element) => element.scrollLeft))
      .toBeGreaterThanOrEqual(overflow - 1);
    const regionBox = await region.boundingBox();
    const description = await page.getByRole('columnheader', { name: 'Description' }).boundingBox();
    const category = await page.getByRole('columnheader', { name: 'Category' }).boundingBox();
    expect(regionBox && description).toBeTruthy();
    if (!regionBox || !description || !category) return;
    expect(description.x + description.width).toBeLessThanOrEqual(
      regionBox.x + regionBox.width + 1,
    );
    // The first column stayed at the region's left edge.
    expect(Math.abs(category.x - regionBox.x)).toBeLessThan(2);
  });
});
