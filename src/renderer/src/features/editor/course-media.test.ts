import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from './course-media';

describe('course media types', () => {
  it('accepts what the bucket stores and nothing else', () => {
    expect(mediaTypeOf('video', { name: 'a.webm', type: 'video/webm' })).toBe('video/webm');
    expect(mediaTypeOf('video', { name: 'a.mov', type: 'video/quicktime' })).toBeNull();
    expect(mediaTypeOf('thumbnail', { name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(mediaTypeOf('thumbnail', { name: 'a.svg', type: 'image/svg+xml' })).toBeNull();
    // Browsers give .vtt files no type, or a wrong one: the extension decides.
    expect(mediaTypeOf('captions', { name: 'a.VTT', type: '' })).toBe('text/vtt');
    expect(mediaTypeOf('captions', { name: 'a.srt', type: 'text/plain' })).toBeNull();
  });
});
