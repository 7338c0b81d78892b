import { describe, expect, it } from 'vitest';
import { signedInNavItems } from './navigation-items';

const labels = (role: Parameters<typeof signedInNavItems>[0]) =>
  signedInNavItems(role).map((item) => item.label);

describe('signedInNavItems', () => {
  it('gives members the library only', () => {
    expect(labels('member')).toEqual(['Video Library']);
  });

  it('adds the dashboard for admins and the video manager for editors', () => {
    expect(labels('admin')).toEqual(['Video Library', 'Dashboard']);
    expect(labels('editor')).toEqual(['Video Library', 'Video Manager']);
    expect(labels('superadmin')).toEqual(['Video Library', 'Dashboard', 'Video Manager']);
  });

  it('links the video manager to its route', () => {
    expect(signedInNavItems('editor').at(-1)?.to).toBe('/editor/videos');
  });
});
