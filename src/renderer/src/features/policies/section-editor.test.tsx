// docs/decisions.md PP1: a section's title is required; its blocks are plain text, moved and
// removed in the form, and saved without blank lines or blocks.
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { retype } from '../../testing/fields';
import guidance from '@content/policies/guidance/access-control-policy';
import { SectionEditor } from './section-editor';

const section = {
  title: 'Scope',
  blocks: [
    { type: 'paragraph' as const, text: 'Applies to everyone.' },
    { type: 'bullets' as const, items: ['Laptops', 'Phones'] },
  ],
};

/** The editor of `section`, not busy, with `props` over it; returns its recorded `onSave`. */
function renderEditor(props: Partial<ComponentProps<typeof SectionEditor>> = {}) {
  const onSave = vi.fn();
  renderScreen(
    <SectionEditor
      section={section}
      busy={false}
      error={null}
      onSave={onSave}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return onSave;
}

describe('the section editor', () => {
  it('starts at the section title, as the button that opened it is gone', () => {
    renderEditor();
    expect(screen.getByLabelText('Section title')).toHaveFocus();
  });

  it('needs a title', async () => {
    const user = userEvent.setup();
    const onSave = renderEditor();
    expect(screen.getByRole('form', { name: 'Edit section Scope' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Section title'));
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(screen.getByLabelText('Section title')).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves, adds and removes blocks, and saves them as plain text', async () => {
    const user = userEvent.setup();
    const onSave = renderEditor({ onRemove: vi.fn() });
    expect(screen.getByRole('button', { name: 'Move Paragraph 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bullet list 2 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Bullet list 2 up' }));
    expect(screen.getByLabelText('Bullet list 1 (one item per line)')).toHaveValue(
      'Laptops\nPhones',
    );
    await user.type(screen.getByLabelText('Bullet list 1 (one item per line)'), '\n\n  Tablets ');
    await user.click(screen.getByRole('button', { name: 'Add heading' }));
    await user.type(screen.getByLabelText('Heading 3'), 'Exceptions');
    await user.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await retype(user, screen.getByLabelText('Section title'), '  Scope   and reach ');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      title: 'Scope and reach',
      blocks: [
        { type: 'bullets', items: ['Laptops', 'Phones', 'Tablets'] },
        { type: 'paragraph', text: 'Applies to everyone.' },
        { type: 'heading', text: 'Exceptions' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove Paragraph 2' }));
    expect(screen.queryByLabelText('Paragraph 2')).toBeNull();
    expect(screen.getByLabelText('Heading 2')).toHaveValue('Exceptions');
  });

  it('shows the refusal and holds its buttons while saving', () => {
    renderEditor({ busy: true, error: 'The text may not contain HTML tags.', onRemove: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('The text may not contain HTML tags.');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Section' })).toBeDisabled();
  });

  it('shows the customization guide beside the section, and saves only the section', async () => {
    const user = userEvent.setup();
    const scope = guidance.sections.Scope;
    const onSave = renderEditor({ guide: { kind: 'guidance', guidance: scope } });
    const aside = screen.getByRole('complementary', { name: 'Customization guide' });
    expect(aside).toHaveTextContent('What an auditor looks for');
    expect(aside).toHaveTextContent(scope.auditor);
    expect(aside).toHaveTextContent(scope.small);
    expect(aside).toHaveTextContent(scope.large);
    // Each control by id and the catalogue's name.
    expect(aside).toHaveTextContent('A.5.15 · Access control rules');
    // Collapsible: the summary closes and opens it.
    const details = aside.querySelector('details');
    expect(details?.open).toBe(true);
    await user.click(screen.getByText('Customization guide', { selector: 'summary' }));
    expect(details?.open).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(onSave).toHaveBeenCalledWith({ title: section.title, blocks: section.blocks });
  });

  it('says which plan includes the guide when the team’s plan does not', () => {
    renderEditor({ guide: { kind: 'locked' } });
    const aside = screen.getByRole('complementary', { name: 'Customization guide' });
    expect(aside).toHaveTextContent(
      'The policy customization guide is part of the Professional plan.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/dashboard/settings?buy=professional',
    );
  });

  it('shows no guide for a section the team wrote', () => {
    renderEditor();
    expect(screen.queryByRole('complementary', { name: 'Customization guide' })).toBeNull();
  });
});
