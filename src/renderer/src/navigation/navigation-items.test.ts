import { describe, expect, it } from 'vitest';
import { signedInNavItems } from './navigation-items';

const labels = (role: Parameters<typeof signedInNavItems>[0]) =>
  signedInNavItems(role).map((item) => item.label);

describe('signedInNavItems', () => {
  it('gives members the library, their policies and their account', () => {
    expect(labels('member')).toEqual(['Video Library', 'My Policies', 'Help', 'Account']);
  });

  it('adds the dashboard for admins and the video manager for editors', () => {
    expect(labels('admin')).toEqual([
      'Video Library',
      'My Policies',
      'Dashboard',
      'Help',
      'Account',
    ]);
    expect(labels('editor')).toEqual([
      'Video Library',
      'My Policies',
      'Video Manager',
      'Help',
      'Account',
    ]);
    expect(labels('superadmin')).toEqual([
      'Video Library',
      'My Policies',
      'Dashboard',
      'Video Manager',
      'Help',
      'Account',
    ]);
  });

  it('links each item to its route', () => {
    expect(signedInNavItems('superadmin').map((item) => item.to)).toEqual([
      '/library',
      '/policies',
      '/dashboard',
      '/editor/videos',
      '/help',
      '/account',
    ]);
  });
});
