// docs/product.md#a-policy-admins: a draft's details, saved only when changed, and publishing,
// which needs a reason when the publisher approves.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render';
import type { PolicyApproval } from '../../../lib/policies/approvals-data';
import type { PolicyVersion, TeamPolicy } from '../../../lib/policies/data';
import { DetailsForm } from './details-form';
import { DraftEditor } from './draft-editor';
import { PublishDialog } from './publish-dialog';

const policy: TeamPolicy = {
  id: 'p1',
  template_id: 'access-control',
  title: 'Access Control Policy',
  adopted_at: '2026-01-01T00:00:00Z',
  current_version_id: 'v1',
  current_number: 1,
  published_at: '2026-01-02T00:00:00Z',
  published_by_name: 'Ada Lovelace',
  content_hash: 'abc',
  last_reviewed_at: '2026-01-02T00:00:00Z',
  next_review_on: '2027-01-02',
  review_overdue: false,
  draft_version_id: 'v2',
  draft_number: 2,
  draft_revision: 3,
  accepted: 0,
  pending: 0,
  retired_at: '',
  approval_mode: 'publisher',
};

const draft: PolicyVersion = {
  id: 'v2',
  policy_id: 'p1',
  number: 2,
  content_hash: null,
  company_name: 'Acme',
  policy_owner: 'Ada Lovelace',
  approver: 'Grace Hopper',
  effective_on: '2026-12-01',
  review_months: 12,
  revision: 3,
  updated_at: '2026-11-01T00:00:00Z',
  published_at: null,
  published_by_name: null,
  approval_id: null,
  change_kind: 'material',
  template_version: null,
  source: { title: 'Access Control Policy', sections: [] },
  content: null,
};

describe("a draft's details", () => {
  it('are required, and saved only once changed', async () => {
    const user = userEvent.setup();
    renderScreen(<DetailsForm policy={policy} draft={draft} onChanged={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Details' });
    const save = within(form).getByRole('button', { name: 'Save Details' });
    expect(within(form).getByLabelText('Company name')).toHaveValue('Acme');
    expect(within(form).getByLabelText('Review cycle')).toHaveDisplayValue('Every 12 months');
    expect(save).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText('Review cycle'), 'Every 6 months');
    expect(save).toBeEnabled();
    await user.selectOptions(within(form).getByLabelText('Review cycle'), 'Every 12 months');
    expect(save).toBeDisabled();

    for (const label of ['Company name', 'Policy owner', 'Approver', 'Effective date'])
      expect(within(form).getByLabelText(label)).toBeRequired();
    await user.clear(within(form).getByLabelText('Policy owner'));
    expect(save).toBeEnabled();
    await user.click(save);
    // An empty owner stops the form in the browser.
    expect(within(form).getByLabelText('Policy owner')).toBeInvalid();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('publishing a version', () => {
  it('needs a reason when the publisher approves', async () => {
    const user = userEvent.setup();
    renderScreen(
      <PublishDialog
        policy={policy}
        draft={draft}
        approval={null}
        onClose={vi.fn()}
        onPublished={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Publish version 2 of the Access Control Policy?',
    });
    const publish = within(dialog).getByRole('button', { name: 'Approve and Publish' });
    expect(publish).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for change (required)'), '  ');
    expect(publish).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for change (required)'), 'New MFA rule');
    expect(publish).toBeEnabled();
  });

  it('publishes at once what the approver approved, and Cancel closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const approval: PolicyApproval = {
      id: 'a1',
      team_id: 't1',
      policy_id: 'p1',
      policy_title: 'Access Control Policy',
      version_id: 'v2',
      version_number: 2,
      revision: 3,
      purpose: 'publication',
      status: 'approved',
      by_publisher: false,
      approver_id: 'u2',
      approver_name: 'Grace Hopper',
      reason: 'Reviewed with IT',
      comment: null,
      requested_at: '2026-11-01T00:00:00Z',
      requested_by: 'u1',
      requested_by_name: 'Ada Lovelace',
      decided_at: '2026-11-02T00:00:00Z',
      emailed_at: null,
    };
    renderScreen(
      <PublishDialog
        policy={policy}
        draft={draft}
        approval={approval}
        onClose={onClose}
        onPublished={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Grace Hopper approved this text as version 2: Reviewed with IT.',
    );
    expect(within(dialog).queryByLabelText('Reason for change (required)')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("a draft's sections", () => {
  it('closing a section editor puts focus back on that section’s Edit button', async () => {
    const user = userEvent.setup();
    const withSections: PolicyVersion = {
      ...draft,
      source: {
        title: 'Access Control Policy',
        sections: [
          { title: 'Purpose', blocks: [{ type: 'paragraph', text: 'Why.' }] },
          { title: 'Scope', blocks: [{ type: 'paragraph', text: 'Everyone.' }] },
        ],
      },
    };
    renderScreen(
      <DraftEditor
        teamId="t1"
        policy={policy}
        draft={withSections}
        approvals={[]}
        onChanged={vi.fn()}
        onPublished={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit section Scope' }));
    expect(screen.getByLabelText('Section title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit section Scope' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add Section' })).toHaveFocus();
  });
});
