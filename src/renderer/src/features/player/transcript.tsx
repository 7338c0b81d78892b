import { useId } from 'react';
import { parseVtt, transcriptOf } from '@shared/vtt';
import { useQuery } from '../../lib/use-query';
import { playerKeys } from './keys';
import { clockTime } from '../../lib/library-rules';

async function loadTranscript(url: string, signal: AbortSignal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Captions answered ${response.status}`);
  return transcriptOf(parseVtt(await response.text()));
}

/**
 * The narration as text below the player, from the same captions file the player shows, scene
 * by scene with the time each starts: for reading instead of watching, and for screen readers.
 * Closed, the card is the same whatever the file holds, so the page shows without waiting for it
 * (docs/architecture.md#performance-goals) and the text fills in when it comes.
 */
export function Transcript({ captionsUrl }: { captionsUrl: string }) {
  const titleId = useId();
  const transcript = useQuery(
    playerKeys.transcript(captionsUrl),
    (_client, signal) => loadTranscript(captionsUrl, signal),
    { holdsFirstShowing: false },
  );
  return (
    <details className="card transcript">
      <summary>
        <h2 id={titleId}>Transcript</h2>
      </summary>
      <div aria-labelledby={titleId} role="region" aria-busy={transcript.state === 'loading'}>
        {transcript.state === 'loading' ? (
          <p className="hint">Loading transcript...</p>
        ) : transcript.state === 'error' ? (
          <p className="hint">The transcript could not be loaded. Reload the page to try again.</p>
        ) : transcript.data.length === 0 ? (
          <p className="hint">This video's captions hold no text.</p>
        ) : (
          transcript.data.map((scene, i) => (
            <section key={i}>
              {scene.heading ? (
                <h3>
                  {scene.heading} <span className="hint">({clockTime(scene.start)})</span>
                </h3>
              ) : null}
              <p>{scene.text}</p>
            </section>
          ))
        )}
      </div>
    </details>
  );
}
