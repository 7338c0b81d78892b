import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPath } from './protocol';

const root = resolve('/opt/complyready/renderer');

describe('resolveAppPath', () => {
  it('serves files inside the renderer folder', () => {
    expect(resolveAppPath(root, 'app://renderer/assets/index-abc.js')).toBe(
      resolve(root, 'assets/index-abc.js'),
    );
  });

  it('serves index.html for client-side routes', () => {
    expect(resolveAppPath(root, 'app://renderer/templates/acceptable-use-policy')).toBe(
      resolve(root, 'index.html'),
    );
    expect(resolveAppPath(root, 'app://renderer/')).toBe(resolve(root, 'index.html'));
  });

  it('keeps dot segments, which the URL parser resolves, inside the folder', () => {
    expect(resolveAppPath(root, 'app://renderer/../secret.txt')).toBe(resolve(root, 'secret.txt'));
    expect(resolveAppPath(root, 'app://renderer/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(
      resolve(root, 'etc/passwd.txt'),
    );
  });

  it.each([
    'app://renderer/assets/..%2f..%2fsecret.js',
    'app://renderer/..%5c..%5csecret.js',
    'app://renderer/a%00.js',
    'app://renderer/%E0%A4%A.js',
    'app://evil/index.js',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });
});
