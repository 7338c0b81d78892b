// A register page's status line (docs/product.md#general-behaviour): what the last change did, and
// never an earlier success beside a new refusal.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { RegisterView } from './register-view';

function Register() {
  const [status, setStatus] = useState('Added MacBook Alice.');
  return (
    <RegisterView
      title="Assets"
      lead="The systems and devices your company runs on."
      register={{
        state: 'ready',
        data: 'loaded',
        error: undefined,
        refresh: () => Promise.resolve(),
      }}
      status={status}
      clearStatus={() => setStatus('')}
      loading="Loading assets..."
      failed="Failed to load the assets"
    >
      {() => (
        <form aria-label="Add an asset" onSubmit={(event) => event.preventDefault()}>
          <button type="submit">Add asset</button>
        </form>
      )}
    </RegisterView>
  );
}

describe('a register page', () => {
  it('clears the last change’s status when a form is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<Register />);
    expect(screen.getByRole('status')).toHaveTextContent('Added MacBook Alice.');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
