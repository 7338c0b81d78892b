import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EDITOR_ROLES, RequireSession } from '../../session/guards';
import type { Profile } from '../../session/session-types';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { isTeamAdminRole } from '@shared/roles';
import { HotlineHandlerNotice } from '../../components/hotline-handler-notice';
import { PoliciesToAcceptNotice } from '../../components/policies-notice';
import { AssignedToYou } from '../../components/assigned-to-you';
import { ResultCount, SearchBox } from '../../components/search-box';
import { useQuery } from '../../lib/use-query';
import { libraryKeys } from './keys';
import { getLibrary, type Library } from './data';
import { courseLimitNotice, teamPlan } from '../../lib/team/team-plan';
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
} from '../../lib/library-rules';

/** The most cards a row of the library's grid holds, at its widest. */
const FIRST_ROW = 3;

function ProgressCard({ videos, progress }: Pick<Library, 'videos' | 'progress'>) {
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

/**
 * The card image: the video's thumbnail, or the default one when it is missing or broken. The
 * first row's are the page's largest paint: they load at once (docs/architecture.md#performance-goals).
 */
function Thumbnail({ src, firstRow }: { src: string | null; firstRow: boolean }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : DEFAULT_THUMBNAIL;
  return (
    <img
      className="video-thumbnail"
      src={url}
      alt=""
      width={480}
      height={270}
      loading={firstRow ? 'eager' : 'lazy'}
      fetchPriority={firstRow ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}

function VideoCard({
  video,
  record,
  firstRow,
}: {
  video: LibraryVideo;
  record: VideoProgress | undefined;
  firstRow: boolean;
}) {
  const status = statusOf(record);
  const duration = formatDuration(video.duration);
  const percent = record && status === 'in-progress' ? `(${wholePercent(record)}% complete)` : '';
  return (
    <li className="card video-card" data-status={status}>
      <Thumbnail src={video.thumbnail_url} firstRow={firstRow} />
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

/** On a plan that limits courses, once the limit is reached: which plans show more. */
function CourseLimitNotice({ library }: { library: Library }) {
  if (!library.teamPlan) return null;
  const { plan } = teamPlan(library.teamPlan);
  if (plan.courseLimit === null || library.videos.length < plan.courseLimit) return null;
  return <p className="hint">{courseLimitNotice(plan)}</p>;
}

function VideoLibrary({ profile }: { profile: Profile }) {
  const library = useQuery(libraryKeys.library(profile.id, profile.team_id), (client, signal) =>
    getLibrary(client, profile, signal),
  );
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const filterId = useId();

  const loaded = library.data;
  const shown = useMemo(
    () => (loaded ? filterVideos(loaded.videos, loaded.progress, query, filter) : []),
    [loaded, query, filter],
  );
  const mayEdit = (EDITOR_ROLES as readonly string[]).includes(profile.role);

  return (
    <div className="container">
      <PageHeader title="Security Training Videos" />
      <PoliciesToAcceptNotice userId={profile.team_id ? profile.id : null} />
      {profile.team_id && !isTeamAdminRole(profile.role) ? (
        <HotlineHandlerNotice userId={profile.id} />
      ) : null}
      {profile.team_id ? <AssignedToYou userId={profile.id} /> : null}
      {mayEdit ? (
        <p>
          <Link className="text-link" to="/editor/videos">
            Manage videos
          </Link>
        </p>
      ) : null}
      {library.state === 'loading' ? <p role="status">Loading videos...</p> : null}
      {library.state === 'error' ? (
        <FormMessage kind="error">Failed to load videos</FormMessage>
      ) : null}
      {library.state === 'ready' ? (
        <>
          <ProgressCard videos={library.data.videos} progress={library.data.progress} />
          <CourseLimitNotice library={library.data} />
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
          <ResultCount shown={shown.length} total={library.data.videos.length} noun="videos" />
          {shown.length === 0 ? (
            <p className="empty-state">
              {library.data.videos.length === 0
                ? 'No training videos have been published yet.'
                : 'No videos found matching your search.'}
            </p>
          ) : (
            <ul className="card-grid video-grid" aria-label="Videos">
              {shown.map((video, index) => (
                <VideoCard
                  key={video.id}
                  video={video}
                  record={library.data.progress.get(video.id)}
                  firstRow={index < FIRST_ROW}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

function LibraryPage() {
  return (
    <RequireSession skeleton={{ title: 'Security Training Videos' }}>
      {(profile) => <VideoLibrary profile={profile} />}
    </RequireSession>
  );
}

export { LibraryPage as Component };
