import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  fillDocument,
  isPolicyDocument,
  policyContentHash,
} from './policy-document';
import { samplePolicyDocument } from '../../tests/support/policy-document';

const document = samplePolicyDocument;

describe('canonicalJson (docs/decisions.md PP1)', () => {
  it("writes jsonb's text: keys by length then bytes, a space after ':' and ','", () => {
    expect(canonicalJson({ title: 'T', sections: [], b: [1, 'x'], aa: null })).toBe(
      '{"b": [1, "x"], "aa": null, "title": "T", "sections": []}',
    );
    expect(canonicalJson({ type: 'bullets', items: ['a', 'b'] })).toBe(
      '{"type": "bullets", "items": ["a", "b"]}',
    );
  });

  it('escapes strings as JSON does, and leaves non-ASCII text as it is', () => {
    expect(canonicalJson('He said "no" \\ ’é')).toBe('"He said \\"no\\" \\\\ ’é"');
  });

  it('hashes the canonical text with SHA-256', async () => {
    expect(await policyContentHash({ title: 'T', sections: [] })).toBe(
      await sha256Hex('{"title": "T", "sections": []}'),
    );
  });
});

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('fillDocument', () => {
  it('fills every placeholder of every title, paragraph, heading and bullet', () => {
    const filled = fillDocument(document, {
      companyName: 'Acme',
      policyOwner: 'Head of Security',
      approver: 'CEO',
      effectiveDate: '2026-12-01',
      version: '2',
    });
    expect(JSON.stringify(filled)).not.toMatch(/\[(Company Name|Version|Policy Owner)\]/);
    expect(filled.sections[0]!.blocks[1]).toEqual({
      type: 'paragraph',
      text: 'Acme staff. Version 2.',
    });
  });
});

describe('isPolicyDocument', () => {
  it('accepts the stored shape and refuses anything else', () => {
    expect(isPolicyDocument(document)).toBe(true);
    expect(isPolicyDocument({ title: 'x' })).toBe(false);
    expect(
      isPolicyDocument({ title: 'x', sections: [{ title: 's', blocks: [{ type: 'html' }] }] }),
    ).toBe(false);
    expect(isPolicyDocument('<p>x</p>')).toBe(false);
  });
});
