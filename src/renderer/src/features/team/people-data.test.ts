import { describe, expect, it } from 'vitest';
import { parseInvitees } from './people-data';

describe('parseInvitees', () => {
  it('reads one address per line, or several on a line', () => {
    expect(
      parseInvitees('a@example.com\nB@Example.com, c@example.com; d@example.com e@example.com'),
    ).toEqual({
      invitees: ['a', 'b', 'c', 'd', 'e'].map((local) => ({
        email: `${local}@example.com`,
        name: null,
      })),
      invalid: [],
    });
  });

  it('reads a CSV of name,email in either order, skipping its header and repeats', () => {
    expect(
      parseInvitees(
        'name,email\r\n"Grace Hopper",grace@example.com\nalan@example.com,Alan Turing\ngrace@example.com',
      ),
    ).toEqual({
      invitees: [
        { email: 'grace@example.com', name: 'Grace Hopper' },
        { email: 'alan@example.com', name: 'Alan Turing' },
      ],
      invalid: [],
    });
  });

  it('reads "Name <email>" and names what is not an address', () => {
    expect(parseInvitees('Lin Chen <lin@example.com>\nnot-an-address')).toEqual({
      invitees: [{ email: 'lin@example.com', name: 'Lin Chen' }],
      invalid: ['not-an-address'],
    });
  });
});
