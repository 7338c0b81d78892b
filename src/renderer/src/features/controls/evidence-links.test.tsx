// docs/product.md#evidence-admins: the records' dates (the last year by default) and the auditor
// link form: whom it is for, and 1 to 90 days.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { retype } from '../../testing/fields';
import { EvidenceSharing } from './evidence-links';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sharing evidence', () => {
  it('covers the last year by default; both dates are required', () => {
    renderScreen(<EvidenceSharing teamId="t1" />);
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('From')).toBeRequired();
    expect(screen.getByLabelText('To')).toBeRequired();
  });

  it('makes an auditor link only for someone named, valid 1 to 90 days', async () => {
    const user = userEvent.setup();
    renderScreen(<EvidenceSharing teamId="t1" />);
    const section = within(screen.getByRole('region', { name: 'Auditor links' }));
    const create = section.getByRole('button', { name: 'Create Auditor Link' });
    const days = section.getByLabelText('Valid for (days)');
    expect(days).toHaveValue(14);
    await user.click(create);
    expect(section.getByLabelText('For')).toBeInvalid();

    await user.type(section.getByLabelText('For'), 'Acme Audit LLP');
    await retype(user, days, '91');
    await user.click(create);
    expect(days).toBeInvalid();
    await retype(user, days, '0');
    expect(days).toBeInvalid();
    await retype(user, days, '90');
    expect(days).toBeValid();
    expect(section.queryByText('Copy this link now: it is shown only once.')).toBeNull();
  });
});
