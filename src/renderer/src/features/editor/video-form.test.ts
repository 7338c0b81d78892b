import { describe, expect, it } from 'vitest';
import {
  BLANK_FORM,
  UNCATEGORIZED,
  categoryLabel,
  fieldsFromForm,
  formFromVideo,
  type VideoFields,
} from './video-form';

const video: VideoFields = {
  title: 'Spotting Phishing Emails',
  description: 'Five signs.',
  duration: '0:05:00',
  url: '/media/training/a.webm',
  thumbnail_url: null,
  vimeo_id: null,
  vimeo_embed_url: null,
  category: 'Phishing',
  order_index: 3,
  is_published: true,
  video_object: 'video/0b6f9a52-8a3e-4a4c-9d3c-2f1e0c6b7a10',
  thumbnail_object: null,
  captions_object: 'captions/5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

describe('the video form', () => {
  it('round-trips a video through the form', () => {
    const form = formFromVideo(video);
    expect(form.order_index).toBe('3');
    expect(form.is_published).toBe('true');
    expect(fieldsFromForm(form)).toEqual({ ok: true, fields: video });
  });

  it('stores empty optional fields as null, trims text, and defaults the order to 0', () => {
    const result = fieldsFromForm({
      ...BLANK_FORM,
      title: '  New  ',
      category: ' ',
      order_index: '',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'New',
        description: null,
        duration: null,
        url: null,
        thumbnail_url: null,
        vimeo_id: null,
        vimeo_embed_url: null,
        category: null,
        order_index: 0,
        is_published: false,
        video_object: null,
        thumbnail_object: null,
        captions_object: null,
      },
    });
  });

  it('refuses an empty title with a clear message', () => {
    expect(fieldsFromForm({ ...BLANK_FORM, title: '   ' })).toEqual({
      ok: false,
      message: 'Please enter a title.',
    });
  });

  it('refuses an order that is not a whole number, and values the database would refuse', () => {
    for (const order_index of ['1.5', 'abc', '99999999999']) {
      expect(fieldsFromForm({ ...BLANK_FORM, title: 'T', order_index })).toEqual({
        ok: false,
        message: 'Order Index must be a whole number.',
      });
    }
    expect(fieldsFromForm({ ...BLANK_FORM, title: 'T', order_index: '-2' }).ok).toBe(true);
    expect(fieldsFromForm({ ...BLANK_FORM, title: 'T', category: 'x'.repeat(101) })).toEqual({
      ok: false,
      message: 'Category can be at most 100 characters.',
    });
  });

  it('shows an empty category as Uncategorized', () => {
    expect(categoryLabel(null)).toBe(UNCATEGORIZED);
    expect(categoryLabel('  ')).toBe(UNCATEGORIZED);
    expect(categoryLabel('Phishing')).toBe('Phishing');
  });
});
