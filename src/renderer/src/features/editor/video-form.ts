// The video manager's form (docs/product.md#video-metadata-manager): text fields as typed, the
// order as a number and "published" chosen as True or False; turned into a row for the database.
import type { Tables } from '@shared/database.types';
import type { VideoDescriptionField } from '../../lib/course-media';

/** The columns of a video that the form writes (docs/product.md#data-model). */
export type VideoFields = Pick<
  Tables<'videos'>,
  VideoDescriptionField | 'category' | 'order_index' | 'is_published' | MediaField
>;

/** Files uploaded to Storage (docs/decisions.md CM1): their keys in bucket `course-media`. */
export type MediaField = 'video_object' | 'thumbnail_object' | 'captions_object';

/** What the inputs hold. */
export interface VideoForm {
  title: string;
  description: string;
  duration: string;
  url: string;
  thumbnail_url: string;
  vimeo_id: string;
  vimeo_embed_url: string;
  category: string;
  order_index: string;
  is_published: 'true' | 'false';
  video_object: string;
  thumbnail_object: string;
  captions_object: string;
}

export type TextField = Exclude<keyof VideoForm, 'is_published' | 'description' | MediaField>;

export const BLANK_FORM: VideoForm = {
  title: '',
  description: '',
  duration: '',
  url: '',
  thumbnail_url: '',
  vimeo_id: '',
  vimeo_embed_url: '',
  category: '',
  order_index: '0',
  is_published: 'false',
  video_object: '',
  thumbnail_object: '',
  captions_object: '',
};

/** The database's limits (supabase/migrations), so an over-long value is refused with a reason. */
const MAX_LENGTH = {
  title: 300,
  description: 5000,
  duration: 20,
  url: 2000,
  thumbnail_url: 2000,
  vimeo_id: 50,
  vimeo_embed_url: 2000,
  category: 100,
} as const;

export const FIELD_LABELS: Record<keyof VideoForm, string> = {
  title: 'Title',
  description: 'Description',
  duration: 'Duration',
  url: 'URL',
  thumbnail_url: 'Thumbnail URL',
  vimeo_id: 'Vimeo ID',
  vimeo_embed_url: 'Vimeo Embed URL',
  category: 'Category',
  order_index: 'Order Index',
  is_published: 'Published',
  video_object: 'Video file',
  thumbnail_object: 'Thumbnail image',
  captions_object: 'Captions (.vtt)',
};

export function formFromVideo(video: VideoFields): VideoForm {
  return {
    title: video.title,
    description: video.description ?? '',
    duration: video.duration ?? '',
    url: video.url ?? '',
    thumbnail_url: video.thumbnail_url ?? '',
    vimeo_id: video.vimeo_id ?? '',
    vimeo_embed_url: video.vimeo_embed_url ?? '',
    category: video.category ?? '',
    order_index: String(video.order_index),
    is_published: video.is_published ? 'true' : 'false',
    video_object: video.video_object ?? '',
    thumbnail_object: video.thumbnail_object ?? '',
    captions_object: video.captions_object ?? '',
  };
}

export type FormResult = { ok: true; fields: VideoFields } | { ok: false; message: string };

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The row to save, or why it cannot be saved. The only checks are the ones the database would
 * otherwise fail on (a title is required, lengths, a whole-number order), so the editor gets a
 * clear message instead of a failed request.
 */
export function fieldsFromForm(form: VideoForm): FormResult {
  const title = form.title.trim();
  if (title === '') return { ok: false, message: 'Please enter a title.' };
  for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
    if (form[field].trim().length > max) {
      return { ok: false, message: `${FIELD_LABELS[field]} can be at most ${max} characters.` };
    }
  }
  const orderText = form.order_index.trim();
  const order = orderText === '' ? 0 : Number(orderText);
  if (!Number.isSafeInteger(order) || Math.abs(order) > 2_147_483_647) {
    return { ok: false, message: 'Order Index must be a whole number.' };
  }
  return {
    ok: true,
    fields: {
      title,
      description: optional(form.description),
      duration: optional(form.duration),
      url: optional(form.url),
      thumbnail_url: optional(form.thumbnail_url),
      vimeo_id: optional(form.vimeo_id),
      vimeo_embed_url: optional(form.vimeo_embed_url),
      category: optional(form.category),
      order_index: order,
      is_published: form.is_published === 'true',
      video_object: optional(form.video_object),
      thumbnail_object: optional(form.thumbnail_object),
      captions_object: optional(form.captions_object),
    },
  };
}

export const UNCATEGORIZED = 'Uncategorized';

export function categoryLabel(category: string | null): string {
  return category?.trim() ? category : UNCATEGORIZED;
}
