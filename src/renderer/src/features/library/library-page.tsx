import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EDITOR_ROLES, RequireSession } from '../../app/guards';
import type { Profile } from '../../app/session-types';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { ResultCount, SearchBox } from '../../components/search-box';
import { getSupabase } from '../../lib/supabase';
import { getMyProgress, getPublishedVideos } from './data';
import {
  DEFAULT_THUMBNAIL,
  FILTER_LABELS,
  STATUS_LABELS,
  filterVideos,
  formatDuration,
  statusOf,
  summarize,
  wholePercent,
  type LibraryFilter,
  type LibraryVideo,
  type VideoProgress,
} from './library-rules';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; videos: LibraryVideo[]; progress: Map<string, VideoProgress> };

function ProgressCard({ videos, progress }: Omit<Extract<Load, { state: 'ready' }>, 'state'>) {
  const { completed, total, message } = summarize(videos, progress);
  const headingId = useId();
  return (
    <section className="card progress-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Videos Completed: {completed} of {total}
      </h2>
      <progress
        className="progress-bar"
        max={Math.max(total, 1)}
        value={completed}
        aria-labelledby={headingId}
      />
      <p>{message}</p>
    </section>
  );
}

/** The card image: the video's thumbnail, or the default one when it is missing or broken. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : DEFAULT_THUMBNAIL;
  return (
    <img
      className="video-thumbnail"
      src={url}
      alt=""
      width={480}
      height={270}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function VideoCard({ video, record }: { video: LibraryVideo; record: VideoProgress | undefined }) {
  const status = statusOf(record);
  const duration = formatDuration(video.duration);
  const percent = record && status === 'in-progress' ? `(${wholePercent(record)}% complete)` : '';
  return (
    <li className="card video-card" data-status={status}>
      <Thumbnail src={video.thumbnail_url} />
      <div className="video-card-body">
        <p className={`badge status-badge status-${status}`}>{STATUS_LABELS[status]}</p>
        <h2>
          <Link className="video-card-link" to={`/video/${video.id}`}>
            {video.title}
          </Link>
        </h2>
        {video.description ? <p className="video-description">{video.description}</p> : null}
        {duration || percent ? (
          <p className="meta">{[duration, percent].filter(Boolean).join(' ')}</p>
        ) : null}
      </div>
    </li>
  );
}

function Library({ profile }: { profile: Profile }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const filterId = useId();

  useEffect(() => {
    let active = true;
    void getSupabase()
      .then((client) =>
        Promise.all([getPublishedVideos(client), getMyProgress(client, profile.id)]),
      )
      .then(
        ([videos, progress]) =>
          active &&
          setLoad({
            state: 'ready',
            videos,
            progress: new Map(progress.map((row) => [row.video_id, row])),
          }),
        () => active && setLoad({ state: 'failed' }),
      );
    return () => {
      active = false;
    };
  }, [profile.id]);

  const shown = useMemo(
    () => (load.state === 'ready' ? filterVideos(load.videos, load.progress, query, filter) : []),
    [load, query, filter],
  );
  const mayEdit = (EDITOR_ROLES as readonly string[]).includes(profile.role);

  return (
    <div className="container">
      <PageHeader title="Security Training Videos" />
      {mayEdit ? (
        <p>
          <Link className="text-link" to="/editor/videos">
            Manage videos
          </Link>
        </p>
      ) : null}
      {load.state === 'loading' ? <p role="status">Loading videos...</p> : null}
      {load.state === 'failed' ? (
        <FormMessage kind="error">Failed to load videos</FormMessage>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <ProgressCard videos={load.videos} progress={load.progress} />
          <div className="toolbar library-toolbar">
            <SearchBox
              label="Search videos"
              placeholder="Search videos..."
              value={query}
              onChange={setQuery}
            />
            <div className="filter-field">
              <label htmlFor={filterId}>Filter videos</label>
              <select
                id={filterId}
                value={filter}
                onChange={(event) => setFilter(event.target.value as LibraryFilter)}
              >
                {(Object.keys(FILTER_LABELS) as LibraryFilter[]).map((key) => (
                  <option key={key} value={key}>
                    {FILTER_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ResultCount shown={shown.length} total={load.videos.length} noun="videos" />
          {shown.length === 0 ? (
            <p className="empty-state">
              {load.videos.length === 0
                ? 'No training videos have been published yet.'
                : 'No videos found matching your search.'}
            </p>
          ) : (
            <ul className="card-grid video-grid" aria-label="Videos">
              {shown.map((video) => (
                <VideoCard key={video.id} video={video} record={load.progress.get(video.id)} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

function LibraryPage() {
  return <RequireSession>{(profile) => <Library profile={profile} />}</RequireSession>;
}

export { LibraryPage as Component };
