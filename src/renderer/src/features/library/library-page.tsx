import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RequireSession } from '../../app/guards';
import type { Profile } from '../../app/session-types';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import {
  getMyProgress,
  getPublishedVideos,
  type LibraryVideo,
  type VideoProgress,
} from './library-api';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; videos: LibraryVideo[]; progress: Map<string, VideoProgress> };

function Library({ profile }: { profile: Profile }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

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

  return (
    <div className="container">
      <PageHeader title="Security Training Videos" />
      {load.state === 'loading' ? <p role="status">Loading videos...</p> : null}
      {load.state === 'failed' ? (
        <FormMessage kind="error">Failed to load videos</FormMessage>
      ) : null}
      {load.state === 'ready' ? (
        <ul className="card-grid" aria-label="Videos">
          {load.videos.map((video) => {
            const record = load.progress.get(video.id);
            return (
              <li key={video.id} className="card video-card">
                <p className="badge">
                  {record?.completed_at ? 'Completed' : record ? 'In Progress' : 'Not Started'}
                </p>
                <h2>
                  <Link to={`/video/${video.id}`}>{video.title}</Link>
                </h2>
                <p>{video.description}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function LibraryPage() {
  return <RequireSession>{(profile) => <Library profile={profile} />}</RequireSession>;
}

export { LibraryPage as Component };
