// docs/product.md, Approval (PA1): a team whose only member is the admin is pointed to "The
// publisher approves", and only while the team asks a named approver.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import type { TeamPolicy } from '../../lib/policies/data';
import { DraftApproval } from './approval-steps';

const onlyMember = [
  { user_id: 'u1', full_name: 'Alice Admin', email: 'alice@example.com', status: 'active' },
];

/** The API answers policy_people with the admin alone; anything else fails. */
function answerPeople() {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    return Promise.resolve(
      url.includes('/rpc/policy_people')
        ? new Response(JSON.stringify(onlyMember), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 500 }),
    );
  });
}

const policy = (approval_mode: string) =>
  ({ id: 'p1', title: 'Acceptable Use Policy', approval_mode }) as unknown as TeamPolicy;

function renderApproval(approvalMode: string) {
  renderScreen(
    <DraftApproval
      policy={policy(approvalMode)}
      draftId="d1"
      revision={1}
      approvals={[]}
      onChanged={() => Promise.resolve()}
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the approval of a draft in a team of one', () => {
  it('with a named approver, points to “The publisher approves”', async () => {
    answerPeople();
    renderApproval('approver');
    expect(await screen.findByText(/You are your team’s only member/)).toBeInTheDocument();
  });

  it('when the publisher approves, does not ask the admin to choose what the team chose', async () => {
    answerPeople();
    renderApproval('publisher');
    expect(screen.getByText(/Your team chose that the publisher approves/)).toBeInTheDocument();
    // The member list has arrived (the admin is a choice) and still no pointer.
    expect(await screen.findByRole('option', { name: /Alice Admin/ })).toBeInTheDocument();
    expect(screen.queryByText(/You are your team’s only member/)).not.toBeInTheDocument();
  });
});
