// Uploads of course media by editors (docs/decisions.md CM1): a video file resumably with TUS, as
// Supabase documents for large files (tus-js-client, 6 MB chunks, retried after a broken
// connection and resumed after a reload), a thumbnail image and a captions file with the storage
// client. Each file gets a fresh key; the video row names it when the form is saved.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { readBackendConfig } from '../../lib/backend-config';
import { COURSE_MEDIA_BUCKET } from '../../lib/course-media';
import { answer } from '../../lib/answer';

export type MediaKind = 'video' | 'thumbnail' | 'captions';

/** What the bucket accepts for each kind (supabase/migrations, “Course media”). */
const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  video: ['video/mp4', 'video/webm'],
  thumbnail: ['image/png', 'image/jpeg', 'image/webp'],
  captions: ['text/vtt'],
};

/** The file input's `accept`. */
export const ACCEPT: Record<MediaKind, string> = {
  video: 'video/mp4,video/webm',
  thumbnail: 'image/png,image/jpeg,image/webp',
  captions: '.vtt,text/vtt',
};

export const WRONG_TYPE: Record<MediaKind, string> = {
  video: 'Choose an MP4 or WebM video.',
  thumbnail: 'Choose a PNG, JPEG or WebP image.',
  captions: 'Choose a WebVTT captions file (.vtt).',
};

/** The content type to store the file under, or null when the bucket would refuse it. */
export function mediaTypeOf(kind: MediaKind, file: { name: string; type: string }): string | null {
  // Browsers name .vtt files' type inconsistently (often not at all): the extension decides.
  if (kind === 'captions') return /\.vtt$/i.test(file.name) ? 'text/vtt' : null;
  return MEDIA_TYPES[kind].includes(file.type) ? file.type : null;
}

const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

async function uploadResumably(
  client: SupabaseClient<Database>,
  key: string,
  file: File,
  contentType: string,
  onProgress: (sent: number, total: number) => void,
): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('Not signed in');
  const { url, anonKey } = readBackendConfig();
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${url.replace(/\/+$/, '')}/storage/v1/upload/resumable`,
      retryDelays: [0, 3000, 5000, 10000, 20000],
      headers: { authorization: `Bearer ${data.session.access_token}`, apikey: anonKey },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: {
        bucketName: COURSE_MEDIA_BUCKET,
        objectName: key,
        contentType,
        cacheControl: '3600',
      },
      chunkSize: TUS_CHUNK_BYTES,
      onError: reject,
      onProgress,
      onSuccess: () => resolve(upload.options.metadata?.['objectName'] ?? key),
    });
    // The same file chosen again after a reload continues where it stopped, under its first key.
    void upload.findPreviousUploads().then((previous) => {
      const last = previous[0];
      if (last?.metadata['objectName']) {
        upload.options.metadata = { ...upload.options.metadata, ...last.metadata };
        upload.resumeFromPreviousUpload(last);
      }
      upload.start();
    }, reject);
  });
}

/** Uploads `file` as course media of `kind`; returns its key in the bucket. */
export async function uploadCourseMedia(
  client: SupabaseClient<Database>,
  kind: MediaKind,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<string> {
  const contentType = mediaTypeOf(kind, file);
  if (!contentType) throw new Error(WRONG_TYPE[kind]);
  const key = `${kind}/${crypto.randomUUID()}`;
  if (kind === 'video') return uploadResumably(client, key, file, contentType, onProgress);
  await answer(
    client.storage
      .from(COURSE_MEDIA_BUCKET)
      .upload(key, file, { contentType, cacheControl: '3600' }),
  );
  onProgress(file.size, file.size);
  return key;
}
