import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, parseInlineHashes } from './content-security-policy';

const HASH = "'sha256-J8B8S1njkVfAbadv5Zt8v0JIy+gBATXwGjO8s8f1MZs='";

describe('contentSecurityPolicy', () => {
  it('allows only the site itself for scripts and styles unless hashes are given', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe');
  });

  it('adds the inline hashes and the API origin', () => {
    const policy = contentSecurityPolicy({
      connectSources: ['https://api.example.com'],
      inlineHashes: { scripts: [HASH], styles: [HASH] },
    });
    expect(policy).toContain(`script-src 'self' ${HASH};`);
    expect(policy).toContain(`style-src 'self' ${HASH};`);
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https: https://api.example.com;");
    expect(policy).toContain("media-src 'self' blob: https: https://api.example.com;");
  });
});

describe('parseInlineHashes', () => {
  it('reads the build’s hashes file', () => {
    expect(parseInlineHashes(JSON.stringify({ scripts: [HASH], styles: [] }))).toEqual({
      scripts: [HASH],
      styles: [],
    });
  });

  it.each([
    { scripts: ["'unsafe-inline'"], styles: [] },
    { scripts: [`${HASH}; script-src *`], styles: [] },
    { scripts: [HASH] },
    { scripts: HASH, styles: [] },
    null,
  ])('refuses anything but sha256 sources: %j', (value) => {
    expect(() => parseInlineHashes(JSON.stringify(value))).toThrow(/sha256/);
  });
});
