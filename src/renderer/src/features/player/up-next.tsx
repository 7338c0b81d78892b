import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Query } from '../../lib/use-query';
import type { NextVideo } from './data';

/**
 * docs/product.md#video-player: at the end, the next video of the library, or the way back. A
 * failed request offers to ask again: the member is at the end of a video, with nowhere else to go.
 */
export function UpNext({ next }: { next: Query<NextVideo | null> }) {
  const [retrying, setRetrying] = useState(false);
  if (next.state === 'loading') return null;
  const retry = async () => {
    setRetrying(true);
    try {
      await next.refresh();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className="card up-next" aria-labelledby="up-next-title">
      {next.data ? (
        <>
          <h2 id="up-next-title">Up next: {next.data.title}</h2>
          <Link className="button button-primary" to={`/video/${next.data.id}`}>
            Watch Next Video
          </Link>
        </>
      ) : next.state === 'error' ? (
        <>
          <h2 id="up-next-title">The next video could not be loaded.</h2>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={retrying}
              onClick={() => void retry()}
            >
              {retrying ? 'Trying again...' : 'Try again'}
            </button>
            <Link className="button button-secondary" to="/library">
              Back to Library
            </Link>
          </div>
        </>
      ) : (
        <>
          <h2 id="up-next-title">You have watched the last video in the library.</h2>
          <Link className="button button-secondary" to="/library">
            Back to Library
          </Link>
        </>
      )}
    </section>
  );
}
