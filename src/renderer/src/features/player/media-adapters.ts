// The two players of docs/decisions.md V1, each turned into the same stream of ProgressEvents.
import type { ProgressEvent } from '@shared/progress-rules';

export interface MediaAdapter {
  /** Starts reporting events; returns the function that stops it. */
  connect(dispatch: (event: ProgressEvent) => void): () => void;
  /** Moves the playhead. */
  seekTo(seconds: number): void;
  /** The playhead right now, where the player can tell without waiting. */
  position(): number | undefined;
}

/** An HTML5 <video> (a file on this site, storage or any https address). */
export function html5Adapter(video: HTMLVideoElement): MediaAdapter {
  return {
    connect(dispatch) {
      const duration = () => dispatch({ type: 'duration', seconds: video.duration });
      const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
        ['loadedmetadata', duration],
        ['durationchange', duration],
        ['play', () => dispatch({ type: 'play' })],
        ['timeupdate', () => dispatch({ type: 'timeupdate', position: video.currentTime })],
        ['seeking', () => dispatch({ type: 'seeking', position: video.currentTime })],
        ['pause', () => dispatch({ type: 'pause', position: video.currentTime })],
        ['ended', () => dispatch({ type: 'ended' })],
      ];
      for (const [name, listener] of listeners) video.addEventListener(name, listener);
      // The element may have loaded, or started, before we connected.
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) duration();
      if (!video.paused) dispatch({ type: 'play' });
      return () => {
        for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      };
    },
    seekTo(seconds) {
      video.currentTime = seconds;
    },
    position() {
      return video.currentTime;
    },
  };
}

/**
 * A Vimeo embed, through @vimeo/player. The library loads only when a Vimeo video is shown.
 * The iframe is ours (React renders it), so the player is never asked to create or remove one.
 */
export async function vimeoAdapter(iframe: HTMLIFrameElement): Promise<MediaAdapter> {
  const { default: Player } = await import('@vimeo/player');
  const player = new Player(iframe);
  // Captions on by default, as for our own files (docs/decisions.md V3).
  player
    .getTextTracks()
    .then(([track]) => (track ? player.enableTextTrack(track.language, track.kind) : undefined))
    .catch(() => undefined);
  return {
    connect(dispatch) {
      // Every one of these events carries the playhead and the duration.
      const listeners: [
        'timeupdate' | 'seeking' | 'seeked' | 'play' | 'pause' | 'ended',
        (data: { seconds: number; duration: number }) => void,
      ][] = [
        [
          'timeupdate',
          (data) => {
            dispatch({ type: 'duration', seconds: data.duration });
            dispatch({ type: 'timeupdate', position: data.seconds });
          },
        ],
        ['seeking', (data) => dispatch({ type: 'seeking', position: data.seconds })],
        ['seeked', (data) => dispatch({ type: 'seeking', position: data.seconds })],
        ['play', () => dispatch({ type: 'play' })],
        ['pause', (data) => dispatch({ type: 'pause', position: data.seconds })],
        ['ended', () => dispatch({ type: 'ended' })],
      ];
      const onDuration = (data: { duration: number }) =>
        dispatch({ type: 'duration', seconds: data.duration });
      for (const [name, listener] of listeners) player.on(name, listener);
      player.on('durationchange', onDuration);
      player.getDuration().then(
        (seconds) => dispatch({ type: 'duration', seconds }),
        () => undefined,
      );
      return () => {
        for (const [name, listener] of listeners) player.off(name, listener);
        player.off('durationchange', onDuration);
      };
    },
    seekTo(seconds) {
      player.setCurrentTime(seconds).catch(() => undefined);
    },
    // Vimeo answers only asynchronously; its last time update is recent enough.
    position() {
      return undefined;
    },
  };
}
