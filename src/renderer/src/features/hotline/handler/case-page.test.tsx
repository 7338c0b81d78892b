// docs/product.md#hotline-handlers: a case's actions follow its status; closing it needs an
// outcome.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CryptoKey } from '@shared/hotline-crypto';
import type { Query } from '../../../lib/use-query';
import { renderScreen } from '../../../testing/render';
import { Actions, type ReadCase } from './case-page';

let caseKey: CryptoKey;
beforeAll(async () => {
  caseKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
});

function openedCase(status: string): Query<ReadCase> {
  const read: ReadCase = {
    row: {
      id: 'case-1',
      number: 7,
      status,
      outcome: null,
      is_anonymous: true,
      received_on: '2026-11-01',
      acknowledged_on: status === 'new' ? null : '2026-11-02',
      feedback_on: null,
      closed_on: null,
      assignee_id: null,
      sealed_key: 'sealed',
      clock: { clock: null, due_on: null, state: null },
      messages: [],
    },
    caseKey,
    messages: [],
  };
  return { state: 'ready', data: read, error: undefined, refresh: vi.fn(() => Promise.resolve()) };
}

describe("a case's actions", () => {
  it('start with acknowledging a new report', () => {
    const opened = openedCase('new');
    renderScreen(<Actions opened={opened} read={opened.data!} teamId="t1" />);
    expect(screen.getByRole('button', { name: 'Acknowledge Report' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Close Case' })).toBeNull();
  });

  it('close a case only with an outcome', async () => {
    const user = userEvent.setup();
    const opened = openedCase('acknowledged');
    renderScreen(<Actions opened={opened} read={opened.data!} teamId="t1" />);
    expect(screen.getByRole('button', { name: 'Start Investigation' })).toBeEnabled();
    const close = screen.getByRole('button', { name: 'Close Case' });
    expect(close).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'No breach found');
    expect(close).toBeEnabled();
    await user.click(close);
    // Nothing answers at the API's address: the refusal is shown, the case stays as it was.
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(opened.refresh).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Choose the outcome');
    expect(close).toBeDisabled();
  });
});
