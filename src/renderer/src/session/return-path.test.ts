import { describe, expect, it } from 'vitest';
import { homeFor, landingPath } from './return-path';

const origin = 'http://localhost:8080';

describe('landingPath', () => {
  it('sends admins to /dashboard and everyone else to /library', () => {
    expect(homeFor('admin')).toBe('/dashboard');
    expect(homeFor('superadmin')).toBe('/dashboard');
    expect(homeFor('member')).toBe('/library');
    expect(homeFor('editor')).toBe('/library');
    expect(landingPath(null, 'admin', origin)).toBe('/dashboard');
  });

  it('follows a same-origin relative path the role may open', () => {
    expect(landingPath('/video/abc?t=1', 'member', origin)).toBe('/video/abc?t=1');
    expect(landingPath('/dashboard', 'admin', origin)).toBe('/dashboard');
    expect(landingPath('/editor/videos', 'editor', origin)).toBe('/editor/videos');
  });

  it('ignores paths the role may not open', () => {
    expect(landingPath('/dashboard', 'member', origin)).toBe('/library');
    expect(landingPath('/editor/videos', 'admin', origin)).toBe('/dashboard');
    expect(landingPath('/dashboard/members', 'member', origin)).toBe('/library');
  });

  it('lets members reach the hotline, whose page asks the database whether they handle it', () => {
    expect(landingPath('/dashboard/hotline', 'member', origin)).toBe('/dashboard/hotline');
    expect(landingPath('/dashboard/hotline/1', 'member', origin)).toBe('/dashboard/hotline/1');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\nevil',
    '/\tevil.example',
    'library',
    '',
    '/signin',
  ])('refuses %j', (attempt) => {
    expect(landingPath(attempt, 'member', origin)).toBe('/library');
  });
});
