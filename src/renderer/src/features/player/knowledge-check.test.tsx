// docs/product.md#video-player: "Submit Answers" needs every question answered.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { CheckForm } from './knowledge-check';
import type { KnowledgeCheck } from './knowledge-check-data';

const check: KnowledgeCheck = {
  passPercent: 80,
  questions: [
    { id: 'q1', prompt: 'Who may ask for your password?', choices: ['IT', 'Nobody', 'Your boss'] },
    {
      id: 'q2',
      prompt: 'Where do you report phishing?',
      choices: ['The security team', 'Nowhere'],
    },
  ],
};

describe('the knowledge check', () => {
  it('sends nothing until every question is answered, and points at the first one left', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderScreen(<CheckForm check={check} onSubmit={onSubmit} />);
    const first = screen.getByRole('group', { name: '1. Who may ask for your password?' });
    const second = screen.getByRole('group', { name: '2. Where do you report phishing?' });
    await user.click(within(first).getByRole('radio', { name: 'Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question before submitting.');
    expect(within(second).getAllByRole('radio')[0]).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(second).getByRole('radio', { name: 'The security team' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ q1: 1, q2: 0 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the answers were not taken', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('')));
    renderScreen(<CheckForm check={check} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'IT' }));
    await user.click(screen.getByRole('radio', { name: 'Nowhere' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answers could not be sent. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit Answers' })).toBeEnabled();
  });
});
