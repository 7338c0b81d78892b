import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  initialProgress,
  SEEK_ALLOWANCE_SECONDS,
  type StoredProgress,
} from '@shared/progress-rules';
import { RequireSession } from '../../session/guards';
import type { Profile } from '../../session/session-types';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useQuery } from '../../lib/use-query';
import { playerKeys } from './keys';
import { clockTime, parseDurationSeconds } from '../../lib/library-rules';
import { getNextVideo, getPlayerData, type PlayerVideo } from './data';
import { UpNext } from './up-next';
import { KnowledgeCheckSection, useKnowledgeChecks } from './knowledge-check';
import { ReportingRoutesCard, endsWithReportingRoutes } from './reporting-routes-card';
import { Transcript } from './transcript';
import { useProgressTracking, type PlayerElement } from './use-progress-tracking';
import { resolveSource, videoFileUrl, type VideoSource } from './video-source';
import { LoadingPage } from '../../components/loading-screen';

/** How long the "skipped too far" notice stays. */
const SNAP_NOTICE_MS = 6000;

function BackToLibrary() {
  return (
    <Link className="back-link" to="/library">
      <span aria-hidden="true">← </span>Back to Library
    </Link>
  );
}

function MediaElement({
  source,
  video,
  elementRef,
}: {
  source: VideoSource;
  video: PlayerVideo;
  elementRef: RefObject<PlayerElement | null>;
}) {
  const captions = videoFileUrl(video.captions_url);
  if (source.kind === 'vimeo') {
    return (
      <iframe
        ref={(element) => {
          elementRef.current = element;
        }}
        src={source.src}
        title={video.title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        // The site sends no referrer; Vimeo's domain-restricted embeds need the origin.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video
      ref={(element) => {
        elementRef.current = element;
      }}
      src={source.src}
      poster={videoFileUrl(video.thumbnail_url) ?? undefined}
      // Uploaded files come from Storage, perhaps another origin: captions load only with CORS.
      crossOrigin={video.video_object || video.captions_object ? 'anonymous' : undefined}
      controls
      // Credited watch time grows only as fast as real time (docs/decisions.md V4): no speed-up.
      controlsList="noplaybackrate"
      onRateChange={(event) => {
        event.currentTarget.playbackRate = 1;
      }}
      playsInline
      preload="metadata"
      aria-label={video.title}
    >
      {/* On by default, for deaf and muted viewers (docs/decisions.md V3). */}
      {captions ? (
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      ) : null}
      Your browser cannot play this video.
    </video>
  );
}

/** docs/product.md#video-player: how much of this video the member has watched. */
function WatchProgress({ percent }: { percent: number }) {
  const whole = Math.min(100, Math.floor(percent));
  return (
    <div className="watch-progress">
      <span id="watch-progress-label">Your progress: {whole}%</span>
      <progress
        className="progress-bar"
        max={100}
        value={whole}
        aria-labelledby="watch-progress-label"
      />
    </div>
  );
}

function VideoView({
  video,
  stored,
  profile,
}: {
  video: PlayerVideo;
  stored: StoredProgress | null;
  profile: Profile;
}) {
  const elementRef = useRef<PlayerElement | null>(null);
  const source = useMemo(() => resolveSource(video), [video]);
  const initial = useMemo(
    () => initialProgress({ duration: parseDurationSeconds(video.duration), stored }),
    [video.duration, stored],
  );
  const { attached, completionRecorded, snaps, percent, resumeAt, ended } = useProgressTracking(
    { videoId: video.id, userId: profile.id },
    elementRef,
    initial,
  );
  // The notice shows after each snap back and goes away on its own.
  const [dismissedSnaps, setDismissedSnaps] = useState(0);
  const showNotice = snaps > dismissedSnaps;
  const captionsUrl = videoFileUrl(video.captions_url);
  // Needed only at the end: asked for once the player shows, beside its poster, not before it.
  const next = useQuery(
    playerKeys.next(video.id),
    (client, signal) => getNextVideo(client, video.id, signal),
    { holdsFirstShowing: false },
  );

  useEffect(() => {
    if (snaps === 0) return;
    const timer = setTimeout(() => setDismissedSnaps(snaps), SNAP_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [snaps]);

  return (
    <div className="container player-page">
      <BackToLibrary />
      <PageHeader title={video.title} />
      <div className="player-status">
        <WatchProgress percent={percent} />
        <div className="completion-status" aria-live="polite">
          {completionRecorded ? (
            <p className="badge badge-accent completed-marker">
              <span aria-hidden="true">✓ </span>Completed
            </p>
          ) : null}
        </div>
      </div>
      {/* Said while the member goes on watching; not once the video is finished. */}
      {resumeAt !== null && source && !ended ? (
        <p className="hint resume-note">Continuing where you stopped, at {clockTime(resumeAt)}.</p>
      ) : null}
      {source ? (
        // Unusable until the progress rules watch it, so no skip ahead goes unguarded.
        <div
          className={`player-frame player-${source.kind}`}
          inert={!attached}
          aria-busy={!attached}
        >
          <MediaElement source={source} video={video} elementRef={elementRef} />
          {ended && endsWithReportingRoutes(video.course_id) ? <ReportingRoutesCard /> : null}
        </div>
      ) : (
        <p className="empty-state">This video has no playable source yet.</p>
      )}
      <div className="up-next-region" aria-live="polite">
        {ended ? <UpNext next={next} /> : null}
      </div>
      <p className="hint seek-notice" role="status" aria-live="polite">
        {showNotice
          ? `You can skip ahead at most ${SEEK_ALLOWANCE_SECONDS} seconds beyond what you have watched.`
          : ''}
      </p>
      {video.description ? <p className="video-full-description">{video.description}</p> : null}
      {video.course_id ? (
        <KnowledgeCheckSection
          courseId={video.course_id}
          userId={profile.id}
          unlocked={completionRecorded || Boolean(stored?.completed)}
        />
      ) : null}
      {captionsUrl ? <Transcript captionsUrl={captionsUrl} /> : null}
    </div>
  );
}

function PlayerScreen({ profile, videoId }: { profile: Profile; videoId: string }) {
  const player = useQuery(playerKeys.video(videoId, profile.id), (client, signal) =>
    getPlayerData(client, videoId, signal),
  );
  // Asked for beside the video's row, not once its course is known: the page shows whole a round
  // trip sooner (docs/architecture.md#performance-goals).
  useKnowledgeChecks(profile.id);

  if (player.state === 'loading') {
    return <LoadingPage>Loading video...</LoadingPage>;
  }
  if (player.state === 'error') {
    return (
      <div className="container narrow">
        <PageHeader title="Video" />
        <FormMessage kind="error">Failed to load video</FormMessage>
        <BackToLibrary />
      </div>
    );
  }
  switch (player.data.kind) {
    case 'signed-out':
      return (
        <div className="container narrow">
          <PageHeader title="Video" />
          <FormMessage kind="error">You must be signed in to view this video</FormMessage>
          <p>
            <Link
              className="button button-primary"
              to={`/signin?redirect=${encodeURIComponent(`/video/${videoId}`)}`}
            >
              Sign In
            </Link>
          </p>
        </div>
      );
    case 'not-found':
      return (
        <div className="container narrow">
          <PageHeader title="Video not found" />
          <p>This video does not exist or is no longer available.</p>
          <BackToLibrary />
        </div>
      );
    case 'ready': {
      const { video, stored } = player.data;
      return <VideoView key={video.id} video={video} stored={stored} profile={profile} />;
    }
  }
}

function VideoPlayerPage() {
  const { videoId = '' } = useParams();
  return (
    <RequireSession>
      {(profile) => <PlayerScreen key={videoId} profile={profile} videoId={videoId} />}
    </RequireSession>
  );
}

export { VideoPlayerPage as Component };
