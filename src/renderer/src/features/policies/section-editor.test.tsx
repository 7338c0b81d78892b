// docs/decisions.md PP1: a section's title is required; its blocks are plain text, moved and
// removed in the form, and saved without blank lines or blocks.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { SectionEditor } from './section-editor';

const section = {
  title: 'Scope',
  blocks: [
    { type: 'paragraph' as const, text: 'Applies to everyone.' },
    { type: 'bullets' as const, items: ['Laptops', 'Phones'] },
  ],
};

describe('the section editor', () => {
  it('needs a title', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderScreen(
      <SectionEditor
        section={section}
        busy={false}
        error={null}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('form', { name: 'Edit section Scope' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Section title'));
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(screen.getByLabelText('Section title')).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves, adds and removes blocks, and saves them as plain text', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderScreen(
      <SectionEditor
        section={section}
        busy={false}
        error={null}
        onSave={onSave}
        onCancel={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
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
    await user.clear(screen.getByLabelText('Section title'));
    await user.type(screen.getByLabelText('Section title'), '  Scope   and reach ');
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
    renderScreen(
      <SectionEditor
        section={section}
        busy
        error="The text may not contain HTML tags."
        onSave={vi.fn()}
        onCancel={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The text may not contain HTML tags.');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Section' })).toBeDisabled();
  });
});
