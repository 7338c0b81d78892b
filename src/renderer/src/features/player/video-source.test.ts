import { describe, expect, it } from 'vitest';
import { resolveSource, videoFileUrl, vimeoEmbedUrl } from './video-source';

describe('resolveSource (docs/decisions.md V1)', () => {
  it('plays a video with a Vimeo id through Vimeo', () => {
    expect(
      resolveSource({ url: '/media/a.webm', vimeo_id: '76979871', vimeo_embed_url: null }),
    ).toEqual({ kind: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
  });

  it('plays a video with only a url in the HTML5 player', () => {
    expect(
      resolveSource({ url: '/media/training/a.webm', vimeo_id: null, vimeo_embed_url: null }),
    ).toEqual({ kind: 'file', src: '/media/training/a.webm' });
    expect(resolveSource({ url: ' ', vimeo_id: ' ', vimeo_embed_url: null })).toBeNull();
  });

  it('falls back to the file when the Vimeo id is not one', () => {
    expect(
      resolveSource({
        url: 'https://cdn.example.com/a.mp4',
        vimeo_id: 'abc',
        vimeo_embed_url: null,
      }),
    ).toEqual({ kind: 'file', src: 'https://cdn.example.com/a.mp4' });
  });
});

describe('vimeoEmbedUrl', () => {
  it("keeps an editor's player URL with its unlisted hash", () => {
    expect(vimeoEmbedUrl(null, 'https://player.vimeo.com/video/123?h=abc123&badge=0#t=10')).toBe(
      'https://player.vimeo.com/video/123?h=abc123&badge=0&dnt=1',
    );
  });

  it('accepts id/hash for unlisted videos', () => {
    expect(vimeoEmbedUrl('123/abc123', null)).toBe(
      'https://player.vimeo.com/video/123?h=abc123&dnt=1',
    );
  });

  it('refuses anything that is not a Vimeo player page', () => {
    for (const embed of [
      'http://player.vimeo.com/video/1',
      'https://player.vimeo.com.evil.example/video/1',
      'https://evil.example/?https://player.vimeo.com/video/1',
      'https://user@player.vimeo.com/video/1',
      'https://player.vimeo.com/video/1/../../x',
      'javascript:alert(1)',
    ]) {
      expect(vimeoEmbedUrl(null, embed), embed).toBeNull();
    }
    expect(vimeoEmbedUrl('1 OR 1=1', null)).toBeNull();
  });
});

describe('videoFileUrl', () => {
  it('accepts site paths and http(s) addresses only', () => {
    expect(videoFileUrl('/media/x.webm')).toBe('/media/x.webm');
    expect(videoFileUrl('//evil.example/x.webm')).toBeNull();
    expect(videoFileUrl('javascript:alert(1)')).toBeNull();
    expect(videoFileUrl('data:video/webm;base64,AAAA')).toBeNull();
    expect(videoFileUrl('not a url')).toBeNull();
  });
});
