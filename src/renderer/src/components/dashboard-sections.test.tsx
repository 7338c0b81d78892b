// docs/navigation.md: the dashboard's sections, tabs on wide screens and a menu on a phone; the
// current one marked with aria-current. Which of the two forms shows is the stylesheet's part (a
// browser test measures it); here, the menu's words, its opening and closing, and its HTML.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardSections, currentSection } from './dashboard-sections';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<DashboardSections />} />
      </Routes>
    </MemoryRouter>,
  );
}

const menuOf = () =>
  screen.getByRole('navigation', { name: 'Dashboard sections' }).querySelector('details')!;

describe('the dashboard sections', () => {
  it('name the section a page lies in, one level down too', () => {
    expect(currentSection('/dashboard')?.label).toBe('Overview');
    expect(currentSection('/dashboard/evidence/soa')?.label).toBe('Evidence');
    expect(currentSection('/dashboard/settings/webhooks')?.label).toBe('Settings');
    expect(currentSection('/dashboard/risksy')).toBeUndefined();
  });

  it('render, without script, a closed menu naming the current section before the one list', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/dashboard/evidence/soa">
        <DashboardSections />
      </StaticRouter>,
    );
    expect(html).toMatch(
      /^<nav class="section-nav" aria-label="Dashboard sections"><details class="section-nav-menu"><summary>Sections: Evidence<\/summary><\/details><ul>/,
    );
    expect(html).not.toContain('open=');
    // One list: each link once, the current one marked.
    expect(html.match(/<a /g)).toHaveLength(12);
    expect(html).toContain('<a aria-current="page" class="active" href="/dashboard/evidence"');
  });

  it('open from the summary and close when a section is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/members');
    const summary = screen.getByText('Sections: Members');
    expect(menuOf().open).toBe(false);
    await user.click(summary);
    expect(menuOf().open).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Risks' }));
    expect(screen.getByText('Sections: Risks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Risks' })).toHaveAttribute('aria-current', 'page');
    expect(menuOf().open).toBe(false);

    // The current section's own link closes it too.
    await user.click(screen.getByText('Sections: Risks'));
    expect(menuOf().open).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Risks' }));
    expect(menuOf().open).toBe(false);
  });

  it('close on Escape, giving the focus back to the summary', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    const summary = screen.getByText('Sections: Overview');
    await user.click(summary);
    expect(menuOf().open).toBe(true);
    screen.getByRole('link', { name: 'Vendors' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Vendors' }), { key: 'Escape' });
    expect(menuOf().open).toBe(false);
    expect(summary).toHaveFocus();
  });
});
