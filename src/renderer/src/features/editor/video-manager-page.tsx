import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EDITOR_ROLES, RequireSession } from '../../session/guards';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { FormMessage, TextAreaField } from '../../components/form-field';
import { ItemButton } from '../../components/item-button';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery, type Query } from '../../lib/use-query';
import { editorKeys } from './keys';
import { ACCEPT, WRONG_TYPE, uploadCourseMedia, type MediaKind } from './course-media';
import { addVideo, getAllVideos, updateVideo, type ManagedVideo } from './data';
import {
  BLANK_FORM,
  FIELD_LABELS,
  categoryLabel,
  fieldsFromForm,
  formFromVideo,
  type MediaField,
  type TextField,
  type VideoForm,
} from './video-form';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Optional hints under a field, so editors know what each one takes. */
const HINTS: Partial<Record<TextField, string>> = {
  duration: 'H:MM:SS, for example 0:05:00',
  url: 'A video file: a path on this site (/media/...) or an https address',
  vimeo_id: 'The number in the Vimeo address; a video with a Vimeo ID plays from Vimeo',
  vimeo_embed_url: 'Optional: https://player.vimeo.com/video/...',
  order_index: 'Lower numbers come first',
};

/** The inputs after the title and the description, in the order of docs/product.md#data-model. */
const OTHER_FIELDS: { name: TextField; type?: string; inputMode?: 'numeric' | 'url' }[] = [
  { name: 'duration' },
  { name: 'url', inputMode: 'url' },
  { name: 'thumbnail_url', inputMode: 'url' },
  { name: 'vimeo_id', inputMode: 'numeric' },
  { name: 'vimeo_embed_url', inputMode: 'url' },
  { name: 'category' },
  { name: 'order_index', type: 'number' },
];

function TextInput({
  name,
  type = 'text',
  inputMode,
  value,
  onChange,
  inputRef,
}: {
  name: TextField;
  type?: string;
  inputMode?: 'numeric' | 'url';
  value: string;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const hint = HINTS[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{FIELD_LABELS[name]}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        step={type === 'number' ? 1 : undefined}
        required={name === 'title'}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const MEDIA_FIELDS: Record<MediaKind, MediaField> = {
  video: 'video_object',
  thumbnail: 'thumbnail_object',
  captions: 'captions_object',
};

const MEDIA_HINTS: Record<MediaKind, string> = {
  video: 'MP4 or WebM; plays instead of the URL (a Vimeo ID still comes first)',
  thumbnail: 'PNG, JPEG or WebP; shown in the library instead of the thumbnail URL',
  captions: 'WebVTT; shown under the video and as its transcript',
};

/** A file uploaded to Storage on choosing it (docs/decisions.md CM1), with its progress. */
function MediaUpload({
  kind,
  value,
  onChange,
  onBusy,
}: {
  kind: MediaKind;
  value: string;
  onChange: (key: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = FIELD_LABELS[MEDIA_FIELDS[kind]];

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setFileName(file.name);
    setProgress({ sent: 0, total: file.size });
    onBusy(true);
    try {
      const client = await getSupabase();
      onChange(
        await uploadCourseMedia(client, kind, file, (sent, total) => setProgress({ sent, total })),
      );
    } catch (failure) {
      console.error(`Failed to upload the ${kind}`, failure);
      const message = failure instanceof Error ? failure.message : '';
      setError(
        message === WRONG_TYPE[kind]
          ? message
          : 'The file could not be uploaded. Please try again.',
      );
      setFileName(null);
    } finally {
      setProgress(null);
      onBusy(false);
      input.value = '';
    }
  }

  const percent =
    progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        disabled={progress !== null}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <p className="hint" id={`${id}-hint`}>
        {MEDIA_HINTS[kind]}
      </p>
      <div id={`${id}-status`} aria-live="polite">
        {progress ? (
          <p className="upload-progress">
            <progress
              value={progress.sent}
              max={progress.total || 1}
              aria-label={`${label} upload`}
            />{' '}
            Uploading {fileName}: {percent}%
          </p>
        ) : value ? (
          <p className="hint">
            {fileName ? `Uploaded: ${fileName}` : 'A file is uploaded.'}{' '}
            <ItemButton
              action="Remove"
              item={label}
              small
              onClick={() => {
                setFileName(null);
                onChange('');
              }}
            />
          </p>
        ) : null}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      </div>
    </div>
  );
}

function PublishedSelect({
  value,
  onChange,
}: {
  value: VideoForm['is_published'];
  onChange: (value: VideoForm['is_published']) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{FIELD_LABELS.is_published}</label>
      <select
        id={id}
        name="is_published"
        value={value}
        onChange={(event) => onChange(event.target.value === 'true' ? 'true' : 'false')}
      >
        <option value="true">True</option>
        <option value="false">False</option>
      </select>
    </div>
  );
}

function VideoTable({
  videos,
  editingId,
  onEdit,
}: {
  videos: Query<ManagedVideo[]>;
  editingId: string | null;
  onEdit: (video: ManagedVideo) => void;
}) {
  return (
    <QueryStatus query={videos} loading="Loading videos..." failed="Failed to load videos">
      {(data) =>
        data.length === 0 ? (
          <p className="empty-state">No videos yet.</p>
        ) : (
          <DataTable
            label="Videos"
            className="video-table"
            columns={['Title', 'Category', 'Published', ACTIONS_COLUMN]}
          >
            {data.map((video) => (
              <tr key={video.id} aria-current={video.id === editingId ? 'true' : undefined}>
                <td>{video.title}</td>
                <td>{categoryLabel(video.category)}</td>
                <td>{video.is_published ? 'Yes' : 'No'}</td>
                <td>
                  <ItemButton
                    action="Edit"
                    item={video.title}
                    small
                    onClick={() => onEdit(video)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )
      }
    </QueryStatus>
  );
}

export function VideoManager() {
  const videos = useQuery(editorKeys.videos(), getAllVideos);
  const [form, setForm] = useState<VideoForm>(BLANK_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<Record<MediaKind, boolean>>({
    video: false,
    thumbnail: false,
    captions: false,
  });
  // A new key for each video edited, so no file name or progress of the previous one stays.
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<Message>(null);
  const titleInput = useRef<HTMLInputElement | null>(null);
  const formHeadingId = useId();

  // docs/product.md#error-messages: list failures are logged; the list also says it could not load.
  useEffect(() => {
    if (videos.state === 'error') console.error('Failed to load videos', videos.error);
  }, [videos.state, videos.error]);

  const setField = useCallback(
    <K extends keyof VideoForm>(name: K, value: VideoForm[K]) =>
      setForm((current) => ({ ...current, [name]: value })),
    [],
  );

  function startEdit(video: ManagedVideo) {
    setForm(formFromVideo(video));
    setEditingId(video.id);
    setFormKey((key) => key + 1);
    setMessage(null);
    titleInput.current?.focus();
    titleInput.current?.scrollIntoView({ block: 'center' });
  }

  function reset() {
    setForm(BLANK_FORM);
    setEditingId(null);
    setFormKey((key) => key + 1);
  }

  const anyUploading = Object.values(uploading).some(Boolean);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = fieldsFromForm(form);
    if (!result.ok) {
      setMessage({ kind: 'error', text: result.message });
      titleInput.current?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const client = await getSupabase();
      if (editingId) await updateVideo(client, editingId, result.fields);
      else await addVideo(client, result.fields);
      setMessage({
        kind: 'success',
        text: editingId
          ? `Video updated: ${result.fields.title}`
          : `Video added: ${result.fields.title}`,
      });
      reset();
      void invalidateQueries(editorKeys.videos());
    } catch (error) {
      // docs/product.md#error-messages: update and insert failures are logged; we also tell the
      // editor (docs/product.md#video-metadata-manager).
      console.error(editingId ? 'Failed to update video' : 'Failed to add video', error);
      setMessage({ kind: 'error', text: 'The video could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container">
      <PageHeader
        title="Video Metadata Manager"
        lead="Add training videos, change their details, and choose which ones are published in the library."
      />
      <div className="editor-layout">
        <section className="card" aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId}>{editingId ? 'Edit Video' : 'Add a Video'}</h2>
          <form className="form" onSubmit={submit} noValidate>
            <TextInput
              name="title"
              value={form.title}
              onChange={(value) => setField('title', value)}
              inputRef={(element) => {
                titleInput.current = element;
              }}
            />
            <TextAreaField
              label={FIELD_LABELS.description}
              name="description"
              rows={4}
              value={form.description}
              onChange={(event) => setField('description', event.target.value)}
            />
            {OTHER_FIELDS.map(({ name, type, inputMode }) => (
              <TextInput
                key={name}
                name={name}
                type={type}
                inputMode={inputMode}
                value={form[name]}
                onChange={(value) => setField(name, value)}
              />
            ))}
            <fieldset className="form-choice" key={formKey}>
              <legend>Upload files</legend>
              {(Object.keys(MEDIA_FIELDS) as MediaKind[]).map((kind) => (
                <MediaUpload
                  key={kind}
                  kind={kind}
                  value={form[MEDIA_FIELDS[kind]]}
                  onChange={(key) => setField(MEDIA_FIELDS[kind], key)}
                  onBusy={(value) => setUploading((current) => ({ ...current, [kind]: value }))}
                />
              ))}
            </fieldset>
            <PublishedSelect
              value={form.is_published}
              onChange={(value) => setField('is_published', value)}
            />
            <div aria-live="polite">
              {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
            </div>
            <div className="form-actions">
              <button
                className="button button-primary"
                type="submit"
                disabled={busy || anyUploading}
              >
                {busy ? 'Saving...' : editingId ? 'Update Video' : 'Add Video'}
              </button>
              {editingId ? (
                <button
                  className="button button-secondary"
                  type="button"
                  onClick={() => {
                    reset();
                    setMessage(null);
                  }}
                >
                  Cancel
                </button>
              ) : null}
            </div>
          </form>
        </section>
        <section className="video-list" aria-label="All videos">
          <h2>Videos</h2>
          <VideoTable videos={videos} editingId={editingId} onEdit={startEdit} />
        </section>
      </div>
    </div>
  );
}

function VideoManagerPage() {
  return (
    <RequireSession roles={EDITOR_ROLES} otherwise="/not-authorized" signedOutTo="/not-authorized">
      {() => <VideoManager />}
    </RequireSession>
  );
}

export { VideoManagerPage as Component };
