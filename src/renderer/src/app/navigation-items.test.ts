import { describe, expect, it } from 'vitest';
import { signedInNavItems } from './navigation-items';

const labels = (role: Parameters<typeof signedInNavItems>[0]) =>
  signedInNavItems(role).map((item) => item.label);

describe('signedInNavItems', () => {
  it('gives members the library and their account', () => {
    expect(labels('member')).toEqual(['Video Library', 'Account']);
  });

  it('adds the dashboard for admins and the video manager for editors', () => {
    expect(labels('admin')).toEqual(['Video Library', 'Dashboard', 'Account']);
    expect(labels('editor')).toEqual(['Video Library', 'Video Manager', 'Account']);
    expect(labels('superadmin')).toEqual([
      'Video Library',
      'Dashboard',
      'Video Manager',
      'Account',
    ]);
  });

  it('links each item to its route', () => {
    expect(signedInNavItems('superadmin').map((item) => item.to)).toEqual([
      '/library',
      '/dashboard',
      '/editor/videos',
      '/account',
    ]);
  });
});
