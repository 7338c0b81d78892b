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
 */
export function Transcript({ captionsUrl }: { captionsUrl: string }) {
  const titleId = useId();
  const transcript = useQuery(playerKeys.transcript(captionsUrl), (_client, signal) =>
    loadTranscript(captionsUrl, signal),
  );
  if (transcript.state !== 'ready' || transcript.data.length === 0) return null;
  return (
    <details className="card transcript">
      <summary>
        <h2 id={titleId}>Transcript</h2>
      </summary>
      <div aria-labelledby={titleId} role="region">
        {transcript.data.map((scene, i) => (
          <section key={i}>
            {scene.heading ? (
              <h3>
                {scene.heading} <span className="hint">({clockTime(scene.start)})</span>
              </h3>
            ) : null}
            <p>{scene.text}</p>
          </section>
        ))}
      </div>
    </details>
  );
}
