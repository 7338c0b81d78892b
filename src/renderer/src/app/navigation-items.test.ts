import { describe, expect, it } from 'vitest';
import { signedInNavItems } from './navigation-items';

const labels = (role: Parameters<typeof signedInNavItems>[0]) =>
  signedInNavItems(role).map((item) => item.label);

describe('signedInNavItems', () => {
  it('gives members and editors the library', () => {
    expect(labels('member')).toEqual(['Video Library']);
    expect(labels('editor')).toEqual(['Video Library']);
  });

  it('adds the dashboard for admins and superadmins', () => {
    expect(labels('admin')).toEqual(['Video Library', 'Dashboard']);
    expect(labels('superadmin')).toEqual(['Video Library', 'Dashboard']);
  });
});
